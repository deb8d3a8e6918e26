import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOf } from '../../../auth/access.ts';
import { userIdOf } from '../../../content/present.ts';
import type { AppContext } from '../../../context.ts';
import { queryRows } from '../../../db/client.ts';
import { badRequest, conflict, errorBody } from '../../../http/errors.ts';
import { assertMayImport, errors, idParams, READ, seesAll, typeNamed, visibleImport, WRITE } from './access.ts';
import { registerImportActions } from './actions.ts';
import { canBeKey, fieldView, importableFields, suggestMapping } from './fields.ts';
import { findImport, importView, listImports, RECEIVING, updateImport } from './records.ts';
import { registerStalledImportCleanup } from './stalled.ts';
import { headerOf } from './rows.ts';
import { notSpreadsheet, receiveFile, tooLarge } from './upload.ts';

/** The raw body of an upload, handed to the handler unread (a symbol key: no hook walks into the stream). */
const BODY_STREAM = Symbol('import body');
type StreamBody = { [BODY_STREAM]: Readable } | undefined;

const fieldOut = z.object({
  name: z.string(),
  label: z.string(),
  kind: z.string().describe('The field kind of the core declaration (text, date, reference…)'),
  required: z.boolean(),
  reference: z
    .string()
    .nullable()
    .describe('The type a reference field points at: cells name its items by title or key'),
});

/** The remembered mapping of a type (the last one saved for it), if any. */
async function remembered(ctx: AppContext, type: string) {
  const [row] = await queryRows<{ mapping: Record<string, string | null>; keyField: string | null }>(
    ctx.db,
    sql`SELECT mapping, key_field AS "keyField" FROM import_mappings WHERE type = ${type}`,
  );
  return row ?? null;
}

/** Receives the file of a new import; answers its id, or throws after removing what was stored of it. */
async function receive(ctx: AppContext, request: FastifyRequest, type: string, name: string): Promise<string> {
  const maxBytes = ctx.config.IMPORT_MAX_BYTES;
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > maxBytes) throw tooLarge(maxBytes);
  const [created] = await queryRows<{ id: string }>(
    ctx.db,
    sql`INSERT INTO imports (type, file_name, format, size, sha256, status, created_by)
      VALUES (${type}, ${name}, 'csv', 0, '', ${RECEIVING}, ${userIdOf(identityOf(request))}::uuid) RETURNING id`,
  );
  const id = created!.id;
  try {
    const body = (request.body as StreamBody)?.[BODY_STREAM] ?? request.raw;
    const file = await receiveFile(ctx.db, body, id, maxBytes);
    const columns = await headerOf(ctx.db, id, file.format).catch((error: unknown) => {
      throw notSpreadsheet(`it cannot be read (${(error as Error).message.slice(0, 200)})`);
    });
    if (!columns) throw badRequest('The file has no header row: its first row must name the columns.');
    const earlier = await remembered(ctx, type);
    const mapping = suggestMapping(typeNamed(type), columns, earlier?.mapping ?? null);
    const keyField = earlier?.keyField && Object.values(mapping).includes(earlier.keyField) ? earlier.keyField : null;
    await ctx.db.execute(
      sql`UPDATE imports SET format = ${file.format}, size = ${file.size}, sha256 = ${file.sha256}, status = 'uploaded',
        columns = ${JSON.stringify(columns)}::jsonb, mapping = ${JSON.stringify(mapping)}::jsonb, key_field = ${keyField},
        updated_at = now() WHERE id = ${id}::uuid`,
    );
    return id;
  } catch (error) {
    await ctx.db.execute(sql`DELETE FROM imports WHERE id = ${id}::uuid`);
    throw error;
  }
}

/** The import module (issue 17, `/apps/import`): upload, mapping, preview, dry run, import and its errors. */
export function registerImportRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerStalledImportCleanup(app, ctx);
  void app.register(async (scope) => {
    // This route alone takes a raw body of any type, read as a stream by its handler (never buffered here).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, { [BODY_STREAM]: payload }));
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/imports',
      {
        config: WRITE,
        schema: {
          tags: ['imports'],
          summary: 'Upload a CSV or XLSX file to import into a content type (the raw bytes as the body)',
          description: `Streams the file into the database; CSV (UTF-8, delimiter , ; or tab) or XLSX, decided from the content; up to IMPORT_MAX_BYTES (${ctx.config.IMPORT_MAX_BYTES} bytes). Reads the header row and suggests a mapping. Needs create on the type.`,
          querystring: z.strictObject({
            type: z.string().min(1).max(50).describe('The content type the rows become'),
            name: z.string().trim().min(1).max(300).describe('The file name, as the import list shows it'),
          }),
          response: { 201: z.object({ import: importView }), ...errors, 413: errorBody, 415: errorBody },
        },
      },
      async (request, reply) => {
        const type = typeNamed(request.query.type);
        assertMayImport(identityOf(request), type, false);
        const id = await receive(ctx, request, type.name, request.query.name);
        return reply.code(201).send({ import: (await findImport(ctx.db, id))! });
      },
    );
  });

  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/imports',
    {
      config: READ,
      schema: {
        tags: ['imports'],
        summary: 'The newest 50 imports: your own, or everyone’s with the right to update imports',
        response: { 200: z.object({ imports: z.array(importView) }), 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      return { imports: await listImports(ctx.db, userIdOf(identity), seesAll(identity)) };
    },
  );

  api.get(
    '/api/imports/:id',
    {
      config: READ,
      schema: {
        tags: ['imports'],
        summary: 'An import, with the fields of its type that columns can fill',
        params: idParams,
        response: { 200: z.object({ import: importView, fields: z.array(fieldOut) }), ...errors },
      },
    },
    async (request) => {
      const found = await visibleImport(ctx.db, request, request.params.id);
      return { import: found, fields: importableFields(typeNamed(found.type)).map(fieldView) };
    },
  );

  api.put(
    '/api/imports/:id/mapping',
    {
      config: WRITE,
      schema: {
        tags: ['imports'],
        summary: 'Set which field each column fills and the key field; remembered for the type',
        params: idParams,
        body: z.strictObject({
          mapping: z
            .record(z.string().max(300), z.string().max(100).nullable())
            .describe('Column → field (null: skipped)'),
          keyField: z.string().max(100).nullable().describe('A mapped field identifying items across imports'),
        }),
        response: { 200: z.object({ import: importView }), ...errors, 409: errorBody },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      const found = await visibleImport(ctx.db, request, request.params.id);
      const type = typeNamed(found.type);
      const { mapping, keyField } = request.body;
      assertMayImport(identity, type, keyField !== null);
      if (found.status === 'validating' || found.status === 'importing') {
        throw conflict('This import is running: wait until it ends.');
      }
      const fields = new Map(importableFields(type).map((field) => [field.name, field]));
      const issues: { where: string; path: string; message: string }[] = [];
      const used = new Map<string, string>();
      for (const [column, field] of Object.entries(mapping)) {
        if (!found.columns.includes(column))
          issues.push({ where: 'body', path: `/mapping/${column}`, message: 'The file has no such column' });
        if (field === null) continue;
        if (!fields.has(field))
          issues.push({
            where: 'body',
            path: `/mapping/${column}`,
            message: `${type.label} has no importable field ${field}`,
          });
        else if (used.has(field))
          issues.push({
            where: 'body',
            path: `/mapping/${column}`,
            message: `Column ${used.get(field)} fills ${field} already`,
          });
        used.set(field, column);
      }
      if (keyField !== null) {
        const field = fields.get(keyField);
        if (!field || !used.has(keyField))
          issues.push({ where: 'body', path: '/keyField', message: 'The key field must be a mapped field' });
        else if (!canBeKey(field))
          issues.push({ where: 'body', path: '/keyField', message: `A ${field.kind} field cannot identify an item` });
      }
      if (issues.length) throw badRequest('This mapping cannot be used.', { issues });
      const full = Object.fromEntries(found.columns.map((column) => [column, mapping[column] ?? null]));
      await ctx.db.transaction(async (tx) => {
        await tx.execute(
          sql`UPDATE imports SET mapping = ${JSON.stringify(full)}::jsonb, key_field = ${keyField}, updated_at = now()
            WHERE id = ${found.id}::uuid`,
        );
        await tx.execute(
          sql`INSERT INTO import_mappings (type, mapping, key_field, updated_by, updated_at)
            VALUES (${type.name}, ${JSON.stringify(full)}::jsonb, ${keyField}, ${userIdOf(identity)}::uuid, now())
            ON CONFLICT (type) DO UPDATE SET mapping = EXCLUDED.mapping, key_field = EXCLUDED.key_field,
              updated_by = EXCLUDED.updated_by, updated_at = now()`,
        );
      });
      if (found.status !== 'uploaded') await updateImport(ctx.db, found.id, { status: 'uploaded' });
      return { import: (await findImport(ctx.db, found.id))! };
    },
  );

  registerImportActions(app, ctx);
}
