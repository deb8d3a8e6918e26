import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { CONTENT_TYPES, fieldOf } from '@rh/core/content';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { z } from 'zod';

/** The longest e-mail address (RFC 5321: 64 + 1 + 255), as a path parameter takes it. */
export const EMAIL_MAX_LENGTH = 320;

/** The longest natural key of any content type: items are fetched by it (`/api/content/keyword/<keyword>`). */
const LONGEST_NATURAL_KEY = Math.max(
  ...CONTENT_TYPES.flatMap((type) => {
    if (!type.keyField) return [];
    const { max } = fieldOf(type, type.keyField);
    if (max === undefined) throw new Error(`Content type ${type.name}: its natural key needs a max length`);
    return [max];
  }),
);

/**
 * The longest path parameter the router lets through (Fastify's default is 100, under what our schemas allow):
 * the longest value any route's schema accepts. `registerParamLengthCheck` refuses to start a route whose schema
 * accepts more, so that no valid id, key or address can be unreachable.
 */
export const MAX_PARAM_LENGTH = Math.max(LONGEST_NATURAL_KEY, EMAIL_MAX_LENGTH);

/** Fastify's options for its own refusals: they answer `{ message, status, data }` like every other error. */
export const frameworkOptions = {
  routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
  // A malformed %-escape or an over-long parameter, found by the router before any route: to the app's error
  // handler (`reply.send(error)` here would go to Fastify's default one).
  frameworkErrors: (error, request, reply) => reply.server.errorHandler(error, request, reply),
  clientErrorHandler: answerClientError,
} satisfies FastifyServerOptions;

/** Fails a route whose schema accepts a path parameter the router would refuse as too long. */
export function registerParamLengthCheck(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const params = route.schema?.params;
    if (!(params instanceof z.ZodObject)) return;
    for (const [name, schema] of Object.entries(params.shape as Record<string, z.ZodType>)) {
      const max = maxLength(schema);
      if (max > MAX_PARAM_LENGTH) {
        throw new Error(
          `Route ${route.url}: parameter ${name} may be ${max} characters long, over the router's ${MAX_PARAM_LENGTH}`,
        );
      }
    }
  });
}

/** The longest string a parameter's schema accepts (Infinity when it sets no bound). */
function maxLength(schema: z.ZodType): number {
  let inner: z.ZodType = schema;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault) inner = inner.unwrap() as z.ZodType;
  if (inner instanceof z.ZodEnum) return Math.max(...inner.options.map((option) => String(option).length));
  const { format, maxLength: max } = inner as { format?: string | null; maxLength?: number | null };
  if (format === 'uuid') return 36;
  return typeof max === 'number' ? max : Infinity;
}

/**
 * A request that is not HTTP (or whose headers are too large, or that came too slowly) never reaches Fastify's
 * routes: Node hands the socket over, and the answer is written by hand, in the product's format.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'The request took too long to arrive.']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The request headers are too large.']
        : [400, 'The request is not valid HTTP.'];
  const body = JSON.stringify({ message, status });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
