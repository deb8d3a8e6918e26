import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Database } from '../../../db/client.ts';
import type { ImportFormat } from './rows.ts';

export const IMPORT_STATUSES = ['uploaded', 'validating', 'validated', 'importing', 'done', 'failed'] as const;
/** An import whose file is still arriving: no one sees it until its header has been read. */
export const RECEIVING = 'receiving';

export const importView = z.object({
  id: z.uuid(),
  type: z.string().describe('The content type the rows become'),
  fileName: z.string(),
  format: z.enum(['csv', 'xlsx']).describe('Decided from the content'),
  size: z.number().int().describe('Bytes'),
  status: z.enum(IMPORT_STATUSES),
  columns: z.array(z.string()).describe('The header row, each name made unique'),
  mapping: z.record(z.string(), z.string().nullable()).describe('Column → field name (null: not imported)'),
  keyField: z.string().nullable().describe('The field that identifies an item across imports'),
  rowsTotal: z.number().int(),
  rowsValid: z.number().int(),
  rowsInvalid: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  error: z.string().nullable().describe('Why the last job failed'),
  progress: z
    .object({ done: z.number().int(), total: z.number().int() })
    .nullable()
    .describe('Rows done of the rows in the file, from the latest job'),
  jobId: z.uuid().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  createdBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type ImportView = z.infer<typeof importView>;

interface ImportRow {
  id: string;
  type: string;
  fileName: string;
  format: ImportFormat;
  size: number | string;
  status: ImportView['status'];
  columns: string[];
  mapping: Record<string, string | null>;
  keyField: string | null;
  rowsTotal: number;
  rowsValid: number;
  rowsInvalid: number;
  created: number;
  updated: number;
  error: string | null;
  jobId: string | null;
  jobDone: number | null;
  jobTotal: number | null;
  createdAt: string;
  finishedAt: string | null;
  createdById: string | null;
  createdByName: string | null;
}

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

function view(row: ImportRow): ImportView {
  return {
    id: row.id,
    type: row.type,
    fileName: row.fileName,
    format: row.format,
    size: Number(row.size),
    status: row.status,
    columns: row.columns,
    mapping: row.mapping,
    keyField: row.keyField,
    rowsTotal: row.rowsTotal,
    rowsValid: row.rowsValid,
    rowsInvalid: row.rowsInvalid,
    created: row.created,
    updated: row.updated,
    error: row.error,
    progress: row.jobId && row.jobDone !== null ? { done: row.jobDone, total: row.jobTotal ?? 0 } : null,
    jobId: row.jobId,
    createdAt: iso(row.createdAt)!,
    finishedAt: iso(row.finishedAt),
    createdBy: row.createdById ? { id: row.createdById, name: row.createdByName ?? '' } : null,
  };
}

const SELECT = sql`SELECT i.id, i.type, i.file_name AS "fileName", i.format, i.size, i.status, i.columns, i.mapping,
    i.key_field AS "keyField", i.rows_total AS "rowsTotal", i.rows_valid AS "rowsValid",
    i.rows_invalid AS "rowsInvalid", i.created, i.updated, i.error, i.job_id AS "jobId", j.done AS "jobDone",
    j.total AS "jobTotal", i.created_at AS "createdAt", i.finished_at AS "finishedAt", u.id AS "createdById",
    u.username AS "createdByName"
  FROM imports i LEFT JOIN jobs j ON j.id = i.job_id LEFT JOIN users u ON u.id = i.created_by`;

/** One import as the API shows it; undefined while its file is still arriving or when there is none. */
export async function findImport(db: Database, id: string): Promise<ImportView | undefined> {
  const [row] = await queryRows<ImportRow>(db, sql`${SELECT} WHERE i.id = ${id}::uuid AND i.status <> ${RECEIVING}`);
  return row && view(row);
}

/** The newest imports: everyone's (`all`) or those of one user. */
export async function listImports(
  db: Database,
  userId: string | null,
  all: boolean,
  limit = 50,
): Promise<ImportView[]> {
  const mine = all ? sql`true` : sql`i.created_by IS NOT DISTINCT FROM ${userId}::uuid`;
  const rows = await queryRows<ImportRow>(
    db,
    sql`${SELECT} WHERE i.status <> ${RECEIVING} AND ${mine} ORDER BY i.created_at DESC, i.id LIMIT ${limit}`,
  );
  return rows.map(view);
}

/** Sets columns of an import (status, counts, error…); `finished` stamps its end. */
export async function updateImport(
  db: Database,
  id: string,
  change: Partial<Record<'status' | 'error' | 'jobId', string | null>> &
    Partial<Record<'rowsTotal' | 'rowsValid' | 'rowsInvalid' | 'created' | 'updated', number>> & { finished?: boolean },
): Promise<void> {
  const columns: Record<string, string> = {
    status: 'status',
    error: 'error',
    jobId: 'job_id',
    rowsTotal: 'rows_total',
    rowsValid: 'rows_valid',
    rowsInvalid: 'rows_invalid',
    created: 'created',
    updated: 'updated',
  };
  const sets = Object.entries(change)
    .filter(([name]) => name in columns)
    .map(([name, value]) => sql`${sql.raw(columns[name]!)} = ${value}${name === 'jobId' ? sql`::uuid` : sql``}`);
  if (change.finished === true) sets.push(sql`finished_at = now()`);
  if (change.finished === false) sets.push(sql`finished_at = NULL`);
  sets.push(sql`updated_at = now()`);
  await db.execute(sql`UPDATE imports SET ${sql.join(sets, sql`, `)} WHERE id = ${id}::uuid`);
}

/** Where an import reads its rows from: its type, format, header, mapping and key field, and who made it. */
export async function planRow(db: Database, id: string) {
  const [row] = await queryRows<{
    type: string;
    format: ImportFormat;
    columns: string[];
    mapping: Record<string, string | null>;
    keyField: string | null;
    createdBy: string | null;
  }>(
    db,
    sql`SELECT type, format, columns, mapping, key_field AS "keyField", created_by AS "createdBy" FROM imports
      WHERE id = ${id}::uuid`,
  );
  return row;
}
