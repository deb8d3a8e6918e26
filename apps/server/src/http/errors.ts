import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDatabaseUnreachable, OUTAGE_RETRY_AFTER_SECONDS } from './outage.ts';
import { sqlState } from '../db/errors.ts';

/** The error body of every failed call (spec §3 "Error object"). */
export const errorBody = z.object({
  message: z.string().describe('What went wrong, for a person'),
  status: z.number().int().describe('The HTTP status'),
  data: z.unknown().optional().describe('Details: validation issues, conflicting fields…'),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** An error whose status and message are meant for the caller. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly data: unknown;
  readonly headers: Record<string, string>;
  constructor(statusCode: number, message: string, data?: unknown, headers: Record<string, string> = {}) {
    super(message);
    this.statusCode = statusCode;
    this.data = data;
    this.headers = headers;
  }
}

export const badRequest = (message: string, data?: unknown) => new HttpError(400, message, data);
export const unauthorized = (message = 'Sign-in is required.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string, data?: unknown) => new HttpError(409, message, data);

/** Messages of Fastify's own client errors, said for a person. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted; send JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The JSON body is empty.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The body is not valid JSON.',
  FST_ERR_BAD_URL: 'The address is not valid: it holds a malformed %-escape.',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address is too long for any call of this API.',
};

/** Every error answers `{ message, status, data }`; server faults are logged and never shown. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        where: error.validationContext,
        path: issue.instancePath,
        message: issue.message,
      }));
      return reply.code(400).send({ message: 'The request is not valid.', status: 400, data: { issues } });
    }
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send(body(error.statusCode, error.message, error.data));
    }
    if (isDatabaseUnreachable(error)) {
      request.log.warn({ err: error }, 'the database is unreachable');
      return reply
        .code(503)
        .header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS))
        .send(body(503, 'The database is unreachable; try again shortly.'));
    }
    // SQLSTATE class 22 (data exception: a value the database cannot take) is the caller's input that slipped
    // past validation: a 400, not a fault of ours (the bad-text guard refuses the usual ones at the door).
    if (sqlState(error)?.startsWith('22')) {
      request.log.warn({ err: error }, 'the database refused a value');
      return reply.code(400).send(body(400, 'A value in the request cannot be stored or compared.'));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500 || isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status >= 500 ? status : 500).send(body(500, 'Internal server error.'));
    }
    if (error.code?.startsWith('FST_ERR_CTP_INVALID_JSON') || error instanceof SyntaxError) {
      return reply.code(400).send(body(400, FASTIFY_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY!));
    }
    const message = (error.code && FASTIFY_MESSAGES[error.code]) || error.message || 'The request failed.';
    return reply.code(status).send(body(status, message));
  });
}

function body(status: number, message: string, data?: unknown): ErrorBody {
  return data === undefined ? { message, status } : { message, status, data };
}

/** Answers an unknown API path with the JSON error body. */
export function apiNotFound(method: string, url: string): ErrorBody {
  return body(404, `No such API call: ${method} ${url.split('?')[0]}`);
}
