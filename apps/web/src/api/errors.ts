/** The messages of spec §8, word for word. */
export const MESSAGES = {
  failed: 'API request failed',
  unsupportedMethod: 'Unsupported HTTP method',
  invalidApiName: 'API name is invalid.',
  network: 'A network error has occurred.',
  canceled: 'Request is canceled by user',
  unauthenticated: 'User needs to be authenticated to call this API.',
} as const;

/** The message of a request that ran out of time (not in spec §8, which only says timeouts are retried). */
export const TIMEOUT_MESSAGE = 'The request timed out.';

/** The error of every failed call: spec §3 "message, status, data"; status 0 when no HTTP answer came. */
export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;
  readonly code?: string;

  constructor(message: string, status: number, data?: unknown, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
    if (code !== undefined) this.code = code;
  }

  toJSON(): { message: string; status: number; data: unknown } {
    return { message: this.message, status: this.status, data: this.data };
  }
}

/** The error of a call the caller aborted through its signal (never retried). */
export const canceledError = () => new ApiError(MESSAGES.canceled, 0, undefined, 'Canceled');

/** The error of a non-2xx answer: the server's `{ message, status, data }` message when it sent one. */
export function httpError(status: number, body: unknown): ApiError {
  const fields = typeof body === 'object' && body !== null ? (body as { message?: unknown; code?: unknown }) : {};
  const fallback = status === 401 ? MESSAGES.unauthenticated : MESSAGES.failed;
  const message = typeof fields.message === 'string' && fields.message ? fields.message : fallback;
  const code =
    typeof fields.code === 'string' ? fields.code : status === 401 ? 'UserUnAuthenticatedException' : undefined;
  return new ApiError(message, status, body, code);
}
