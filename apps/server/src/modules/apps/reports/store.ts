import { sql, type SQL } from 'drizzle-orm';
import { nextDigestAt } from '../../../alerts/schedule.ts';
import { queryRows, type Database } from '../../../db/client.ts';
import { notFound } from '../../../http/errors.ts';
import type { ReportInput, ReportView, Schedule } from './schemas.ts';

/** The hour (UTC) scheduled reports go out: daily every day, weekly on Mondays (the alerts' digest day). */
export const REPORT_HOUR_UTC = 7;

const COLUMNS = sql.raw(`id, name, type, query, columns, group_by AS "groupBy", schedule,
  schedule_format AS "scheduleFormat", recipients, next_run_at AS "nextRunAt", last_run_at AS "lastRunAt",
  last_error AS "lastError", created_at AS "createdAt", updated_at AS "updatedAt"`);

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());
const view = (row: ReportView): ReportView => ({
  ...row,
  nextRunAt: iso(row.nextRunAt),
  lastRunAt: iso(row.lastRunAt),
  createdAt: iso(row.createdAt)!,
  updatedAt: iso(row.updatedAt)!,
});

/** When a report with this schedule goes next, after `now`; null when it is not scheduled. */
export function nextRunAfter(schedule: Schedule, now = new Date()): Date | null {
  return schedule === 'none' ? null : nextDigestAt(now, schedule, REPORT_HOUR_UTC, 'UTC');
}

const nextRun = (input: ReportInput): SQL => {
  const next = nextRunAfter(input.schedule);
  return next ? sql`${next.toISOString()}::timestamptz` : sql`NULL`;
};

/** The owner's saved reports, newest first. */
export async function listReports(db: Database, ownerId: string): Promise<ReportView[]> {
  const rows = await queryRows<ReportView>(
    db,
    sql`SELECT ${COLUMNS} FROM saved_reports WHERE owner_id = ${ownerId}::uuid ORDER BY updated_at DESC, id DESC`,
  );
  return rows.map(view);
}

/** One of the owner's reports; another's is "not found", as if it did not exist. */
export async function getReport(db: Database, ownerId: string, id: string): Promise<ReportView> {
  const [row] = await queryRows<ReportView>(
    db,
    sql`SELECT ${COLUMNS} FROM saved_reports WHERE id = ${id}::uuid AND owner_id = ${ownerId}::uuid`,
  );
  if (!row) throw notFound('There is no such report of yours.');
  return view(row);
}

export async function createReport(db: Database, ownerId: string, input: ReportInput): Promise<ReportView> {
  const [row] = await queryRows<ReportView>(
    db,
    sql`INSERT INTO saved_reports (name, type, query, columns, group_by, schedule, schedule_format, recipients,
        next_run_at, owner_id)
      VALUES (${input.name}, ${input.type}, ${JSON.stringify(input.query)}::jsonb, ${JSON.stringify(input.columns)}::jsonb,
        ${input.groupBy}, ${input.schedule}, ${input.scheduleFormat}, ${sql.param(input.recipients)}::text[],
        ${nextRun(input)}, ${ownerId}::uuid)
      RETURNING ${COLUMNS}`,
  );
  return view(row!);
}

/** Replaces a report; a schedule changed (or set again) starts over from its next time, and forgets the last error. */
export async function updateReport(db: Database, ownerId: string, id: string, input: ReportInput): Promise<ReportView> {
  const [row] = await queryRows<ReportView>(
    db,
    sql`UPDATE saved_reports SET name = ${input.name}, type = ${input.type}, query = ${JSON.stringify(input.query)}::jsonb,
        columns = ${JSON.stringify(input.columns)}::jsonb, group_by = ${input.groupBy}, schedule = ${input.schedule},
        schedule_format = ${input.scheduleFormat}, recipients = ${sql.param(input.recipients)}::text[],
        next_run_at = CASE WHEN schedule = ${input.schedule} AND next_run_at IS NOT NULL THEN next_run_at
          ELSE ${nextRun(input)} END,
        last_error = CASE WHEN schedule = ${input.schedule} THEN last_error END,
        updated_at = now()
      WHERE id = ${id}::uuid AND owner_id = ${ownerId}::uuid
      RETURNING ${COLUMNS}`,
  );
  if (!row) throw notFound('There is no such report of yours.');
  return view(row);
}

export async function deleteReport(db: Database, ownerId: string, id: string): Promise<void> {
  const deleted = await queryRows<{ id: string }>(
    db,
    sql`DELETE FROM saved_reports WHERE id = ${id}::uuid AND owner_id = ${ownerId}::uuid RETURNING id`,
  );
  if (deleted.length === 0) throw notFound('There is no such report of yours.');
}
