import type { FastifyInstance } from 'fastify';
import { badRequest, type HttpError } from './errors.ts';

/** The parts of a request, named as schema validation names them in its issues. */
type Part = 'params' | 'querystring' | 'body';

/**
 * Refuses text that PostgreSQL cannot store, anywhere in a request: a NUL character (text columns cannot hold
 * one; JSONB refuses `\u0000`) or a UTF-16 surrogate without its pair (no UTF-8 can encode it). Unchecked, they
 * reach the database and come back as its errors 22021/22P05, a 500. The path and query are checked before the
 * caller is identified; the body exists only once Fastify has read it, after that, and is checked before its
 * schema and before any handler. The answer is a 400 that names the field, like a validation issue.
 */
export function registerBadTextGuard(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    done(refusal('params', request.params) ?? refusal('querystring', request.query));
  });
  app.addHook('preValidation', (request, _reply, done) => {
    done(refusal('body', request.body));
  });
}

/** The 400 for a part of a request that holds text that cannot be stored, if it does. */
function refusal(where: Part, value: unknown): HttpError | undefined {
  const found = findBadText(value);
  if (!found) return undefined;
  const what = found.text.includes('\u0000') ? 'a NUL character (U+0000)' : 'an unpaired UTF-16 surrogate';
  const message = `${what} cannot be stored`;
  return badRequest(`The ${where} field ${found.path} holds ${message}.`, {
    issues: [{ where, path: found.path, message }],
  });
}

const storable = (text: string) => text.isWellFormed() && !text.includes('\u0000');

/** A JSON pointer segment, shown without the character it refuses. */
const segment = (key: string) =>
  key.toWellFormed().replaceAll('\u0000', '\ufffd').replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * The first string or object key of a value that cannot be stored, with its JSON pointer (`/data/tags/1`).
 * Walks with a stack rather than recursion: a body may nest as deep as its size allows.
 */
export function findBadText(value: unknown): { path: string; text: string } | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (!storable(current)) return { path: path || '/', text: current };
    } else if (ArrayBuffer.isView(current) || current instanceof ArrayBuffer) {
      // Bytes (an uploaded file) are no text: they are stored as bytes, never as a string.
      continue;
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) stack.push([current[index], `${path}/${index}`]);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, inner] of Object.entries(current).reverse()) {
        const at = `${path}/${segment(key)}`;
        if (!storable(key)) return { path: at, text: key };
        stack.push([inner, at]);
      }
    }
  }
  return null;
}
