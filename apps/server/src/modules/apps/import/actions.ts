import { findContentType } from '@rh/core/content';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOf } from '../../../auth/access.ts';
import { escapeCell, toCsv } from '../../../content/export.ts';
import { userIdOf } from '../../../content/present.ts';
import type { AppContext } from '../../../context.ts';
import { queryRows } from '../../../db/client.ts';
import { conflict, errorBody } from '../../../http/errors.ts';
import { enqueueJob } from '../../../jobs/runner.ts';
import { assertMayImport, errors, idParams, READ, visibleImport, WRITE } from './access.ts';
import { RUN_JOB, VALIDATE_JOB } from './jobs.ts';
import { prepareRows } from './prepare.ts';
import { findImport, importView, updateImport } from './records.ts';
import { dataRows, type FileRow } from './rows.ts';

const cellError = z.object({ column: z.string().nullable(), field: z.string().nullable(), message: z.string() });
const errorRow = z.object({
  row: z.number().int().describe('1 is the first row under the header'),
  column: z.string().nullable(),
  field: z.string().nullable(),
  value: z.string().nullable(),
  message: z.string(),
});

/** A cell a spreadsheet would run as a formula (= + - @, tab, CR first) gets a leading apostrophe in the export. */
const neutralised = (value: string | null) => escapeCell(value ?? '');

/** Preview, dry run, import and the errors of an import. */
export function registerImportActions(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/imports/:id/preview',
    {
      config: READ,
      schema: {
        tags: ['imports'],
        summary: 'The first rows of the file, each validated now by the type’s schema with its errors per cell',
        params: idParams,
        querystring: z.strictObject({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
        response: {
          200: z.object({
            rows: z.array(
              z.object({ row: z.number().int(), cells: z.record(z.string(), z.string()), errors: z.array(cellError) }),
            ),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const found = await visibleImport(ctx.db, request, request.params.id);
      const rows: FileRow[] = [];
      // Streams the file and stops reading after `limit` rows.
      for await (const row of dataRows(ctx.db, found.id, found.format)) {
        rows.push(row);
        if (rows.length >= request.query.limit) break;
      }
      const plan = {
        type: findContentType(found.type)!,
        columns: found.columns,
        mapping: found.mapping,
        keyField: found.keyField,
      };
      const prepared = await prepareRows(ctx.db, plan, rows);
      return {
        rows: prepared.map((row) => ({
          row: row.row,
          cells: row.cells,
          errors: row.errors.map(({ column, field, message }) => ({ column, field, message })),
        })),
      };
    },
  );

  /** Queues a pass over the file (the dry run or the import): 202 with the import and its job. */
  const start = (kind: string, status: 'validating' | 'importing', summary: string) =>
    api.post(
      `/api/imports/:id/${kind === RUN_JOB ? 'run' : 'validate'}`,
      {
        config: WRITE,
        schema: {
          tags: ['imports'],
          summary,
          params: idParams,
          response: { 202: z.object({ import: importView, jobId: z.uuid() }), ...errors, 409: errorBody },
        },
      },
      async (request, reply) => {
        const identity = identityOf(request);
        const found = await visibleImport(ctx.db, request, request.params.id);
        assertMayImport(identity, findContentType(found.type)!, found.keyField !== null);
        if (!Object.values(found.mapping).some((field) => field !== null)) {
          throw conflict('No column is mapped to a field: choose the mapping first.');
        }
        const job = await ctx.db.transaction(async (tx) => {
          // Claims the import: a second click while a pass runs is refused rather than run twice.
          const [claimed] = await queryRows<{ id: string }>(
            tx,
            sql`UPDATE imports SET status = ${status}, error = NULL, finished_at = NULL, updated_at = now()
              WHERE id = ${found.id}::uuid AND status NOT IN ('validating', 'importing') RETURNING id`,
          );
          if (!claimed) throw conflict('This import is running already: wait until it ends.');
          const queued = await enqueueJob(tx, kind, { importId: found.id }, userIdOf(identity));
          await updateImport(tx, found.id, { jobId: queued.id });
          return queued;
        });
        return reply.code(202).send({ import: (await findImport(ctx.db, found.id))!, jobId: job.id });
      },
    );
  start(VALIDATE_JOB, 'validating', 'Dry run: validate every row in the background; nothing is written');
  start(RUN_JOB, 'importing', 'Import the rows in the background, in batches; rows with errors are skipped and listed');

  api.get(
    '/api/imports/:id/errors',
    {
      config: READ,
      schema: {
        tags: ['imports'],
        summary: 'The per-cell errors of the latest dry run or import (format=csv: as a CSV download)',
        params: idParams,
        querystring: z.strictObject({
          offset: z.coerce.number().int().min(0).default(0),
          limit: z.coerce.number().int().min(1).max(1000).default(100),
          format: z.enum(['json', 'csv']).default('json'),
        }),
        response: { 200: z.object({ errors: z.array(errorRow), total: z.number().int() }), ...errors },
      },
    },
    async (request, reply) => {
      const found = await visibleImport(ctx.db, request, request.params.id);
      const select = sql`SELECT row, "column", field, value, message FROM import_errors WHERE import_id = ${found.id}::uuid`;
      if (request.query.format === 'csv') {
        const rows = await queryRows<z.infer<typeof errorRow>>(ctx.db, sql`${select} ORDER BY row, id LIMIT 1000000`);
        const csv = toCsv([
          ['row', 'column', 'field', 'value', 'message'],
          ...rows.map((row) => [
            String(row.row),
            neutralised(row.column),
            neutralised(row.field),
            neutralised(row.value),
            neutralised(row.message),
          ]),
        ]);
        const name = `${found.fileName.replace(/\.[^.]*$/, '').replace(/[^\w.-]+/g, '_') || 'import'}-errors.csv`;
        // A download, not the JSON answer: sent as bytes past the response schema.
        return (reply as FastifyReply)
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('cache-control', 'no-store')
          .send(csv);
      }
      const [count] = await queryRows<{ n: number }>(
        ctx.db,
        sql`SELECT count(*)::int AS n FROM import_errors WHERE import_id = ${found.id}::uuid`,
      );
      const rows = await queryRows<z.infer<typeof errorRow>>(
        ctx.db,
        sql`${select} ORDER BY row, id OFFSET ${request.query.offset} LIMIT ${request.query.limit}`,
      );
      return { errors: rows, total: count!.n };
    },
  );
}
