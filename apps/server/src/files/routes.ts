import { can } from '@rh/core';
import { CONTENT_TYPES, type ContentType } from '@rh/core/content';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOf } from '../auth/access.ts';
import type { Identity } from '../auth/identity.ts';
import type { AppContext } from '../context.ts';
import { badRequest, errorBody, forbidden, HttpError, notFound } from '../http/errors.ts';
import { registerFileCleanup } from './cleanup.ts';
import { BusyError, readPdfText, UnreadablePdfError } from './pdf-text.ts';
import { downloadName, isInline, sniffMediaType } from './sniff.ts';
import { insertFile, readFileRow, readFileText } from './store.ts';

const unsupported = (message: string) => new HttpError(415, message);

const storedFile = z.object({
  id: z.uuid(),
  name: z.string(),
  mediaType: z.string().describe('Decided from the content, not from the Content-Type sent'),
  size: z.number().int().describe('Bytes'),
  url: z.string().describe('/api/files/<id>: what a file field stores as its url'),
  pages: z.number().int().describe("A PDF's number of pages (0 for other files)"),
});

const idParams = z.strictObject({ id: z.uuid().describe('The file id') });

/** Seconds a client told "busy" waits before it tries again: about what one PDF's reading takes. */
const BUSY_RETRY_AFTER_SECONDS = 10;

/** The content types that have a file field: the only ones a file is uploaded for. */
export const FILE_TYPES: readonly ContentType[] = CONTENT_TYPES.filter((type) =>
  type.fields.some((field) => field.kind === 'file'),
);

function typeNamed(name: string): ContentType {
  const type = FILE_TYPES.find((candidate) => candidate.name === name);
  if (type) return type;
  const names = FILE_TYPES.map((candidate) => candidate.name).join(', ');
  const known = CONTENT_TYPES.some((candidate) => candidate.name === name);
  throw badRequest(
    known
      ? `Items of type "${name}" hold no file: files are uploaded for ${names}.`
      : `There is no content type "${name}" to upload a file for: files are uploaded for ${names}.`,
    { types: FILE_TYPES.map((candidate) => candidate.name) },
  );
}

/** Reading a file is reading the type it was uploaded for. */
function assertReads(identity: Identity, forType: string): void {
  const type = CONTENT_TYPES.find((candidate) => candidate.name === forType);
  if (!type || !can(identity.roles, type.resource, 'read')) throw forbidden('You may not read this file.');
}

/** `attachment; filename="ascii"; filename*=UTF-8''…` (RFC 6266 with RFC 5987's encoding for any name). */
function disposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Uploaded files (issue 14): `POST /api/files?for=&name=` takes the raw bytes of any Content-Type, checks what they
 * are from their content, extracts a PDF's text per page and stores them; `GET /api/files/:id` serves them so that a
 * browser never runs them (sandbox CSP, nosniff, a download unless PDF or image); `GET /api/files/:id/text` answers a
 * PDF's page texts. Its own plugin: the raw body parsers and the FILE_MAX_BYTES limit apply to these routes only.
 */
export function registerFileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const maxBytes = ctx.config.FILE_MAX_BYTES;
  registerFileCleanup(app, ctx);
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxBytes }, (_request, body, done) => {
      done(null, body);
    });
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

    api.post(
      '/api/files',
      {
        bodyLimit: maxBytes,
        config: { access: { signedIn: true } },
        schema: {
          tags: ['files'],
          summary: 'Upload a file (the raw bytes as the body) for items of a content type',
          description: `PDF, PNG, JPEG, GIF, WebP, docx/xlsx/pptx, UTF-8 text or CSV, decided from the content; up to ${maxBytes} bytes. Needs create or update on the type.`,
          querystring: z.strictObject({
            for: z
              .string()
              .min(1)
              .max(50)
              .describe(
                `The content type the file is for: one with a file field (${FILE_TYPES.map((type) => type.name).join(', ')})`,
              ),
            name: z.string().trim().min(1).max(300).describe('The file name, as the file field shows it'),
          }),
          response: { 201: z.object({ file: storedFile }), ...errors, 413: errorBody, 415: errorBody, 503: errorBody },
        },
      },
      async (request, reply) => {
        const identity = identityOf(request);
        const type = typeNamed(request.query.for);
        if (!can(identity.roles, type.resource, 'create') && !can(identity.roles, type.resource, 'update')) {
          throw forbidden(`You may not upload files for ${type.plural.toLowerCase()}.`);
        }
        const bytes = bodyBytes(request);
        const sniffed = sniffMediaType(bytes, request.query.name);
        if (!sniffed) {
          throw unsupported(
            'This kind of file is not accepted: upload a PDF, an image (PNG, JPEG, GIF, WebP), an Office document (docx, xlsx, pptx), CSV or plain UTF-8 text.',
          );
        }
        let pages: string[] = [];
        if (sniffed.pdf) {
          try {
            pages = await readPdfText(bytes);
          } catch (error) {
            if (error instanceof BusyError) {
              throw new HttpError(503, 'The server is busy reading other PDFs: busy, try again shortly.', undefined, {
                'retry-after': String(BUSY_RETRY_AFTER_SECONDS),
              });
            }
            if (!(error instanceof UnreadablePdfError)) throw error;
            throw unsupported('This is not a readable PDF: it is damaged or encrypted.');
          }
        }
        const file = await insertFile(ctx.db, {
          name: request.query.name,
          mediaType: sniffed.mediaType,
          bytes,
          forType: type.name,
          pages,
          createdBy: identity.kind === 'user' ? identity.userId : null,
        });
        return reply.code(201).send({ file });
      },
    );

    api.get(
      '/api/files/:id',
      {
        config: { access: { signedIn: true } },
        schema: {
          tags: ['files'],
          summary: 'The bytes of an uploaded file (needs read on the type it was uploaded for)',
          params: idParams,
          response: errors,
        },
      },
      async (request, typedReply) => {
        // The answer is bytes, not one of the declared JSON shapes.
        const reply = typedReply as unknown as FastifyReply;
        const row = await readFileRow(ctx.db, request.params.id);
        if (!row) throw notFound('There is no such file.');
        assertReads(identityOf(request), row.forType);
        const etag = `"${row.sha256}"`;
        reply
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "sandbox; default-src 'none'")
          .header('cache-control', 'private, max-age=3600')
          .header('etag', etag)
          .header(
            'content-disposition',
            disposition(isInline(row.mediaType) ? 'inline' : 'attachment', downloadName(row.name, row.mediaType)),
          );
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        const mediaType = row.mediaType.startsWith('text/') ? `${row.mediaType}; charset=utf-8` : row.mediaType;
        return reply.type(mediaType).send(row.bytes);
      },
    );

    api.get(
      '/api/files/:id/text',
      {
        config: { access: { signedIn: true } },
        schema: {
          tags: ['files'],
          summary: "A PDF's text, one string per page (empty for other files)",
          params: idParams,
          response: { 200: z.object({ pages: z.array(z.string()) }), ...errors },
        },
      },
      async (request) => {
        const found = await readFileText(ctx.db, request.params.id);
        if (!found) throw notFound('There is no such file.');
        assertReads(identityOf(request), found.forType);
        return { pages: found.pages };
      },
    );
  });
}

function bodyBytes(request: FastifyRequest): Buffer {
  const body = request.body;
  // The bad-text guard (http/bad-text.ts) passes bytes by: they are stored as bytes, never as text.
  if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest('The file is empty: send its bytes as the body.');
  return body;
}
