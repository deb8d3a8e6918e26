/**
 * How long a caller is asked to wait before trying again (Retry-After) while the database is unreachable or the
 * server shuts down.
 */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

/**
 * SQLSTATEs of a server that cannot serve now: class 08 (connection exception) and 57P01–57P03 (shut down by
 * an administrator, crashed, not accepting connections yet: starting up or shutting down).
 */
const UNREACHABLE_STATE = /^(08[0-9A-Z]{3}|57P0[123])$/;
/** Socket errors of node-postgres reaching the server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * Messages without a code: node-postgres's lost connection and pool refusals, PGlite's closed instance, and
 * the handle's own (db/client.ts).
 */
const UNREACHABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end|Client has encountered a connection error|PGlite is closed|The database is closed|The database did not answer/;

/**
 * Whether an error says the database cannot be reached (down, restarting, the connection lost), not that the
 * request or the query was wrong. Looks through the wrappers Drizzle puts around driver errors (`cause`) and
 * the AggregateError of a connection tried on several addresses. Such a failure is the caller's 503, to retry.
 */
export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (UNREACHABLE_STATE.test(code) || NETWORK_CODES.has(code))) return true;
  if (typeof message === 'string' && UNREACHABLE_MESSAGE.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnreachable(inner, depth + 1))) return true;
  return isDatabaseUnreachable(cause, depth + 1);
}
