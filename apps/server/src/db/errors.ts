/** The SQLSTATE of a database error, looking through the wrappers Drizzle puts around driver errors. */
export function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';
export const isForeignKeyViolation = (error: unknown) => sqlState(error) === '23503';

/**
 * Turns a constraint violation into the caller's error (a duplicate → 409, a dangling reference → 400 or 404);
 * any other error comes back unchanged. Use as `catch (error) { throw refusal(error, { unique: … }) }`.
 */
export function refusal(error: unknown, on: { unique?: () => Error; foreignKey?: () => Error }): unknown {
  if (on.unique && isUniqueViolation(error)) return on.unique();
  if (on.foreignKey && isForeignKeyViolation(error)) return on.foreignKey();
  return error;
}
