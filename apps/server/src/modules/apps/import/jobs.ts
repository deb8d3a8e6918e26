import { findContentType } from '@rh/core/content';
import { sql } from 'drizzle-orm';
import type { WriteHooks } from '../../../content/write-hooks.ts';
import type { Database } from '../../../db/client.ts';
import type { JobContext, JobHandler } from '../../../jobs/runner.ts';
import { prepareRows, type CellError, type ImportPlan } from './prepare.ts';
import { planRow, updateImport } from './records.ts';
import { dataRows, type FileRow, type ImportFormat } from './rows.ts';
import { writeBatch } from './write.ts';

export const VALIDATE_JOB = 'import.validate';
export const RUN_JOB = 'import.run';
/** Rows per transaction: large enough for multi-row inserts to pay, small enough to hold little memory and lock briefly. */
export const BATCH_ROWS = 500;

/** The rows of a file in batches: the file is streamed, only one batch is held at a time. */
async function* batchesOf(db: Database, id: string, format: ImportFormat): AsyncGenerator<FileRow[]> {
  let batch: FileRow[] = [];
  for await (const row of dataRows(db, id, format)) {
    batch.push(row);
    if (batch.length >= BATCH_ROWS) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

/** How many data rows the file holds (one streamed pass, nothing kept): the total its progress counts towards. */
async function countRows(db: Database, id: string, format: ImportFormat): Promise<number> {
  let count = 0;
  for await (const _row of dataRows(db, id, format)) count += 1;
  return count;
}

async function writeErrors(db: Database, id: string, errors: readonly { row: number; error: CellError }[]) {
  if (errors.length === 0) return;
  const values = errors.map(
    ({ row, error }) =>
      sql`(${id}::uuid, ${row}, ${error.column}, ${error.field}, ${error.value?.slice(0, 2000) ?? null}, ${error.message})`,
  );
  await db.execute(
    sql`INSERT INTO import_errors (import_id, row, "column", field, value, message) VALUES ${sql.join(values, sql`, `)}`,
  );
}

/** The import's plan as stored, or an error that fails the job (the import was deleted, its type withdrawn). */
async function loadPlan(db: Database, id: string): Promise<ImportPlan & { format: ImportFormat }> {
  const row = await planRow(db, id);
  if (!row) throw new Error(`No import has the id ${id}`);
  const type = findContentType(row.type);
  if (!type) throw new Error(`The content type ${row.type} no longer exists`);
  return { type, columns: row.columns, mapping: row.mapping, keyField: row.keyField, format: row.format };
}

/**
 * Runs one pass over an import's file: every row prepared (validated by the type's schema, references resolved);
 * with `hooks`, valid rows are written as well. Per-cell errors replace those of the previous pass.
 */
async function pass(job: JobContext, hooks: WriteHooks | null): Promise<Record<string, unknown>> {
  const id = String(job.payload.importId);
  const { db } = job;
  try {
    const plan = await loadPlan(db, id);
    const total = await countRows(db, id, plan.format);
    await job.progress(0, total);
    await db.execute(sql`DELETE FROM import_errors WHERE import_id = ${id}::uuid`);
    const counts = { rowsTotal: 0, rowsValid: 0, rowsInvalid: 0, created: 0, updated: 0 };
    for await (const batch of batchesOf(db, id, plan.format)) {
      const prepared = await prepareRows(db, plan, batch);
      const valid = prepared.filter((row) => row.data !== null);
      const errors = prepared.flatMap((row) => row.errors.map((error) => ({ row: row.row, error })));
      const invalidRows = new Set(prepared.filter((row) => row.data === null).map((row) => row.row));
      if (hooks) {
        const written = await writeBatch(db, hooks, plan.type, valid, job.createdBy);
        counts.created += written.created;
        counts.updated += written.updated;
        errors.push(...written.failed);
        for (const failure of written.failed) invalidRows.add(failure.row);
      }
      await writeErrors(db, id, errors);
      counts.rowsTotal += batch.length;
      counts.rowsInvalid += invalidRows.size;
      counts.rowsValid += batch.length - invalidRows.size;
      await job.progress(counts.rowsTotal, Math.max(total, counts.rowsTotal));
      // Lets requests in between batches: with the embedded database every query may resolve without a turn of the
      // event loop, and the whole import would otherwise hold the server until its end.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await updateImport(db, id, {
      ...counts,
      ...(hooks ? {} : { created: 0, updated: 0 }),
      status: hooks ? 'done' : 'validated',
      error: null,
      finished: true,
    });
    return { ...counts };
  } catch (error) {
    await updateImport(db, id, { status: 'failed', error: (error as Error).message.slice(0, 500), finished: true });
    throw error;
  }
}

/** The import's background jobs, for the app's JobRunner: the dry run and the import itself. */
export function importJobs(hooks: WriteHooks): Record<string, JobHandler> {
  return {
    [VALIDATE_JOB]: (job) => pass(job, null),
    [RUN_JOB]: (job) => pass(job, hooks),
  };
}
