import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { escapeCell, EXPORT_LIMIT } from '../../content/export.ts';
import { visibleWhere } from '../../content/query.ts';
import { queryRows, type Database } from '../../db/client.ts';
import {
  applicableSql,
  hasControlSql,
  jsonArray,
  liveObligationSql,
  OBLIGATION,
  refView,
  REGULATION,
  underRegulation,
} from './workspace.ts';

/** `function=none`: obligations carried by no function. */
export const NO_FUNCTION = 'none';

export const gapsQuery = z.strictObject({
  regulation: z.uuid().optional().describe('Only the obligations of this regulation'),
  function: z
    .union([z.uuid(), z.literal(NO_FUNCTION)])
    .optional()
    .describe('Only those of this business function (`none`: of no function)'),
  format: z.enum(['json', 'csv', 'xlsx']).default('json').describe('json (default), or a csv or xlsx file'),
});
export type GapsQuery = z.infer<typeof gapsQuery>;

const gap = z.object({
  id: z.string(),
  title: z.string(),
  stage: z.string().nullable(),
  dueOn: z.string().nullable(),
  regulation: refView,
  requirement: z.object({ id: z.string(), reference: z.string() }).nullable(),
  functions: z.array(refView),
});
type GapView = z.infer<typeof gap>;

export const gapsView = z.object({
  rows: z.array(gap).describe('By regulation, then requirement (natural order), then title; at most EXPORT_LIMIT'),
  truncated: z.boolean().describe('More gaps than `rows` holds (the counts are of all of them)'),
  byRegulation: z.array(refView.extend({ count: z.number().int() })).describe('Of all the gaps, by regulation title'),
  byFunction: z
    .array(z.object({ id: z.string().nullable(), title: z.string(), count: z.number().int() }))
    .describe('Of all the gaps, most first; id null: obligations with no function'),
});
export type GapsView = z.infer<typeof gapsView>;

interface Row {
  id: string;
  title: string;
  stage: string | null;
  due: string | null;
  regulation_id: string;
  regulation_title: string;
  requirement_id: string | null;
  requirement_reference: string | null;
  functions: { id: string; title: string }[] | string;
}

/**
 * The gaps: live (not retired), applicable obligations (applicability empty or `applicable`) that the roles may see
 * and that no live control meets. The rows stop at EXPORT_LIMIT (`truncated` says so); their counts by regulation
 * and by function are of all the gaps after the filters, counted in SQL.
 */
export async function gapsOf(
  db: Database,
  roles: readonly string[],
  filters: Pick<GapsQuery, 'regulation' | 'function'>,
): Promise<GapsView> {
  const byFunction =
    filters.function === undefined
      ? sql`true`
      : filters.function === NO_FUNCTION
        ? sql`NOT EXISTS (SELECT 1 FROM content_links lf WHERE lf.from_id = o.id AND lf.relation = 'functions')`
        : sql`EXISTS (SELECT 1 FROM content_links lf WHERE lf.from_id = o.id AND lf.relation = 'functions'
            AND lf.to_id = ${filters.function}::uuid)`;
  const gapsSql = sql`SELECT o.id, o.title, o.title_sort, o.stage, o.data, g.id AS regulation_id,
      g.title AS regulation_title, g.title_sort AS regulation_sort
    FROM content_items o
    JOIN content_links lr ON lr.from_id = o.id AND lr.relation = 'regulation'
    JOIN content_items g ON g.id = lr.to_id AND g.type = 'regulation' AND g.deleted_at IS NULL
      AND ${visibleWhere(roles, { types: [REGULATION], alias: 'g' })}
    WHERE ${underRegulation('o', 'obligation', filters.regulation ?? null)}
      AND ${visibleWhere(roles, { types: [OBLIGATION], alias: 'o' })} AND ${liveObligationSql('o')}
      AND ${applicableSql('o')} AND NOT ${hasControlSql('o')} AND ${byFunction}`;
  const [rows, regulationCounts, functionCounts] = await Promise.all([
    queryRows<Row>(
      db,
      sql`WITH gap AS (${gapsSql})
        SELECT o.id, o.title, o.stage, o.data->>'dueOn' AS due, o.regulation_id, o.regulation_title,
          q.id AS requirement_id, q.title AS requirement_reference,
          coalesce((SELECT json_agg(json_build_object('id', f.id, 'title', f.title) ORDER BY f.title_sort, f.id)
            FROM content_links lf JOIN content_items f ON f.id = lf.to_id AND f.deleted_at IS NULL
            WHERE lf.from_id = o.id AND lf.relation = 'functions'), '[]'::json) AS functions
        FROM gap o
        LEFT JOIN content_items q ON q.id = nullif(o.data->>'requirement', '')::uuid AND q.deleted_at IS NULL
        ORDER BY o.regulation_sort, o.regulation_id, q.title_sort NULLS FIRST, o.title_sort, o.id
        LIMIT ${EXPORT_LIMIT + 1}`,
    ),
    queryRows<{ id: string; title: string; count: number }>(
      db,
      sql`WITH gap AS (${gapsSql})
        SELECT regulation_id AS id, regulation_title AS title, count(*)::int AS count FROM gap
        GROUP BY regulation_id, regulation_title, regulation_sort ORDER BY regulation_sort, regulation_id`,
    ),
    // Per live function carrying gaps; a gap carried by none counts under "No function" (id null).
    queryRows<{ id: string | null; title: string | null; count: number }>(
      db,
      sql`WITH gap AS (${gapsSql})
        SELECT f.id, f.title, count(DISTINCT o.id)::int AS count FROM gap o
        LEFT JOIN (content_links lf JOIN content_items f ON f.id = lf.to_id AND f.deleted_at IS NULL)
          ON lf.from_id = o.id AND lf.relation = 'functions'
        GROUP BY f.id, f.title`,
    ),
  ]);
  const truncated = rows.length > EXPORT_LIMIT;
  const gaps: GapView[] = rows.slice(0, EXPORT_LIMIT).map((row) => ({
    id: row.id,
    title: row.title,
    stage: row.stage,
    dueOn: row.due || null,
    regulation: { id: row.regulation_id, title: row.regulation_title },
    requirement:
      row.requirement_id && row.requirement_reference
        ? { id: row.requirement_id, reference: row.requirement_reference }
        : null,
    functions: jsonArray(row.functions),
  }));
  const byCount = <T extends { count: number; title: string }>(a: T, b: T) =>
    b.count - a.count || a.title.localeCompare(b.title);
  return {
    rows: gaps,
    truncated,
    byRegulation: regulationCounts,
    byFunction: functionCounts
      .map((row) => ({ id: row.id, title: row.id === null ? 'No function' : (row.title ?? ''), count: row.count }))
      .sort(byCount),
  };
}

/** The gaps as a table for a file: a header row, then one row per gap; every cell escaped (export.ts). */
export function gapsTable(view: GapsView): string[][] {
  const stageLabel = (stage: string | null) =>
    OBLIGATION.workflow?.stages.find((candidate) => candidate.name === stage)?.label ?? stage ?? '';
  const header = ['Regulation', 'Requirement', 'Obligation', 'Stage', 'Due', 'Functions', 'ID'];
  const body = view.rows.map((row) => [
    row.regulation.title,
    row.requirement?.reference ?? '',
    row.title,
    stageLabel(row.stage),
    row.dueOn ?? '',
    row.functions.map((carrier) => carrier.title).join('; '),
    row.id,
  ]);
  return [header, ...body].map((cells) => cells.map(escapeCell));
}
