import { countryName, findContentType, type ContentType } from '@rh/core/content';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Database } from '../../db/client.ts';
import { parseListQuery, visibleWhere, type RawQuery } from '../../content/query.ts';
import type { ListCaller } from '../../content/list-filters.ts';

/**
 * The country-regulations matrix (research v4): jurisdictions × topic areas, topics or regulation types, each cell
 * the regulations of that jurisdiction in that column. The regulations are exactly those of the regulation list for
 * the same filters (parseListQuery: the same conditions and visibility), so a cell's count is the list's total for
 * `country=<row>&topics=<column>` (or `kind=<column>`) with the same filters.
 */

/** What the columns are: the top-level topic areas, every topic the regulations are tagged with, or their type. */
export const MATRIX_COLUMNS = ['area', 'topic', 'kind'] as const;
export type MatrixColumns = (typeof MATRIX_COLUMNS)[number];

/** The list filters the matrix takes (each as the regulation list takes it). */
export const MATRIX_FILTERS = ['country', 'topics', 'kind', 'status', 'q'] as const;

/** Regulations a cell lists; its count is always complete. */
export const CELL_ITEMS = 10;
/** Most jurisdictions the matrix shows (those with the most regulations; the others are counted in `hiddenRows`). */
export const MAX_ROWS = 120;
/** Most regulations an export lists (one line per regulation and column). */
export const EXPORT_CAP = 20_000;

const labelled = z.object({
  key: z.string().nullable().describe('What the list filter takes: a country code, a topic id, a kind; null: none'),
  label: z.string(),
  total: z.number().int().describe('Distinct regulations in the row or column (the list’s total for it)'),
});

const regulationView = z.object({
  id: z.string(),
  key: z.string().nullable(),
  title: z.string(),
  shortName: z.string().nullable(),
  status: z.string().nullable(),
  kind: z.string().nullable(),
});
export type MatrixRegulation = z.infer<typeof regulationView>;

export const matrixView = z.object({
  columns: z.enum(MATRIX_COLUMNS),
  total: z.number().int().describe('Regulations the filters select (the regulation list’s total)'),
  rows: z.array(labelled).describe('Jurisdictions, by name'),
  hiddenRows: z.number().int().describe('Jurisdictions left out past the cap (the smallest)'),
  cols: z.array(labelled.extend({ parent: z.string().nullable().describe('The parent topic’s name, if any') })),
  cells: z.array(
    z.object({
      row: z.string(),
      column: z.string().nullable(),
      count: z.number().int(),
      items: z.array(regulationView).describe(`The first ${CELL_ITEMS} by title`),
    }),
  ),
  cellItems: z.number().int(),
  topics: z
    .array(z.object({ id: z.string(), name: z.string(), parent: z.string().nullable() }))
    .describe('Every topic (id, name, parent id), for the topic filter'),
});
export type MatrixView = z.infer<typeof matrixView>;

export function regulationType(): ContentType {
  return findContentType('regulation')!;
}

interface TopicRow {
  id: string;
  name: string;
  parent: string | null;
}

async function topicsOf(db: Database, roles: readonly string[]): Promise<TopicRow[]> {
  const topic = findContentType('topic')!;
  return queryRows<TopicRow>(
    db,
    sql`SELECT id, title AS name, (data->>'parent') AS parent FROM content_items
      WHERE type = 'topic' AND deleted_at IS NULL AND ${visibleWhere(roles, { types: [topic] })}`,
  );
}

interface Column {
  key: string | null;
  label: string;
  parent: string | null;
  /** Topic columns: the topic and its descendants (the list's topic filter takes the subtree too). */
  ids?: string[];
}

/** The topic columns: areas (top level), or the topics the matches are tagged with (within the filter's topics). */
async function topicColumns(
  db: Database,
  mode: 'area' | 'topic',
  matches: SQL,
  roles: readonly string[],
  filterTopics: readonly string[],
): Promise<Column[]> {
  const topics = await topicsOf(db, roles);
  const byId = new Map(topics.map((topic) => [topic.id, topic]));
  const children = new Map<string, string[]>();
  for (const topic of topics) {
    if (topic.parent && byId.has(topic.parent)) {
      children.set(topic.parent, [...(children.get(topic.parent) ?? []), topic.id]);
    }
  }
  const subtree = (id: string): string[] => {
    const out: string[] = [];
    const stack = [id];
    while (stack.length) {
      const next = stack.pop()!;
      if (out.includes(next)) continue;
      out.push(next);
      stack.push(...(children.get(next) ?? []));
    }
    return out;
  };
  const column = (topic: TopicRow): Column => ({
    key: topic.id,
    label: topic.name,
    parent: topic.parent ? (byId.get(topic.parent)?.name ?? null) : null,
    ids: subtree(topic.id),
  });
  if (mode === 'area') {
    return topics.filter((topic) => !topic.parent || !byId.has(topic.parent)).map(column);
  }
  const tagged = await queryRows<{ id: string }>(db, sql`SELECT DISTINCT unnest(topics) AS id FROM ${matches}`);
  const within = filterTopics.length ? new Set(filterTopics.flatMap(subtree)) : null;
  return tagged
    .map((row) => byId.get(row.id))
    .filter((topic): topic is TopicRow => topic !== undefined && (!within || within.has(topic.id)))
    .map(column);
}

const values = (raw: RawQuery[string]): string[] =>
  (Array.isArray(raw) ? raw : raw ? [raw] : []).flatMap((value) => value.split(',')).filter(Boolean);

interface HitRow extends MatrixRegulation {
  country: string;
  col: string | null;
  n: number;
}

/** The filters of the regulation list that the matrix passes on (the others are not the list's). */
export function listFilters(raw: RawQuery): RawQuery {
  const out: RawQuery = {};
  for (const name of MATRIX_FILTERS) if (raw[name] !== undefined) out[name] = raw[name];
  return out;
}

interface Prepared {
  columns: Column[];
  /** The regulations the filters select, as a subquery `m`. */
  matches: SQL;
  /** Each regulation once per jurisdiction and column it falls in (column null: in none). */
  hits: SQL;
}

async function prepare(db: Database, mode: MatrixColumns, filters: RawQuery, caller: ListCaller): Promise<Prepared> {
  const type = regulationType();
  const query = parseListQuery(type, listFilters(filters), caller.roles, caller.userId);
  const matches = sql`(SELECT id, key, title, title_sort, countries, topics, data->>'shortName' AS "shortName",
      data->>'status' AS status, data->>'kind' AS kind FROM content_items WHERE ${query.where}) m`;
  const columns: Column[] =
    mode === 'kind'
      ? (type.fields.find((field) => field.name === 'kind')?.options ?? []).map((option) => ({
          key: option.value,
          label: option.label,
          parent: null,
        }))
      : await topicColumns(db, mode, matches, caller.roles, values(filters.topics));
  const perCountry = sql`${matches} CROSS JOIN LATERAL unnest(m.countries) AS country`;
  const allIds = columns.flatMap((column) => column.ids ?? []);
  const hits =
    mode === 'kind'
      ? sql`SELECT m.*, country, m.kind AS col FROM ${perCountry}`
      : columns.length
        ? sql`SELECT m.*, country, cols.col FROM ${perCountry}
            JOIN (VALUES ${sql.join(
              columns.map((column) => sql`(${column.key}::text, ${sql.param(column.ids ?? [])}::uuid[])`),
              sql`, `,
            )}) AS cols(col, ids) ON m.topics && cols.ids
          UNION ALL
          SELECT m.*, country, NULL FROM ${perCountry}
            WHERE NOT coalesce(m.topics && ${sql.param(allIds)}::uuid[], false)`
        : sql`SELECT m.*, country, NULL AS col FROM ${perCountry}`;
  return { columns, matches, hits };
}

/** Cells, totals and the regulations of each cell (at most `cellItems`), for the list's filters. */
export async function countryRegulationsMatrix(
  db: Database,
  mode: MatrixColumns,
  filters: RawQuery,
  caller: ListCaller,
  options: { cellItems?: number; maxRows?: number } = {},
): Promise<MatrixView> {
  const cellItems = options.cellItems ?? CELL_ITEMS;
  const maxRows = options.maxRows ?? MAX_ROWS;
  const { columns, matches, hits } = await prepare(db, mode, filters, caller);

  const [cellRows, rowTotals, colTotals, [total], topics] = await Promise.all([
    queryRows<HitRow>(
      db,
      sql`SELECT country, col, n, id, key, title, "shortName", status, kind FROM (
          SELECT h.*, count(*) OVER (PARTITION BY country, col)::int AS n,
            row_number() OVER (PARTITION BY country, col ORDER BY lower(coalesce("shortName", title)), id) AS rn FROM (${hits}) h) x
        WHERE rn <= ${Math.max(cellItems, 1)} ORDER BY country, col, rn`,
    ),
    queryRows<{ country: string; n: number }>(
      db,
      sql`SELECT country, count(*)::int AS n FROM ${matches} CROSS JOIN LATERAL unnest(m.countries) AS country
        GROUP BY country`,
    ),
    queryRows<{ col: string | null; n: number }>(
      db,
      sql`SELECT col, count(DISTINCT id)::int AS n FROM (${hits}) h GROUP BY col`,
    ),
    queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${matches}`),
    topicsOf(db, caller.roles),
  ]);

  const largest = [...rowTotals].sort((a, b) => b.n - a.n || a.country.localeCompare(b.country)).slice(0, maxRows);
  const shown = new Set(largest.map((row) => row.country));
  const rows = largest
    .map((row) => ({ key: row.country, label: countryName(row.country), total: row.n }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const colTotal = new Map(colTotals.map((row) => [row.col, row.n]));
  const cols = columns
    .filter((column) => mode === 'kind' || colTotal.has(column.key))
    .map((column) => ({
      key: column.key,
      label: column.label,
      parent: column.parent,
      total: colTotal.get(column.key) ?? 0,
    }))
    .sort((a, b) =>
      mode === 'kind' ? 0 : (a.parent ?? a.label).localeCompare(b.parent ?? b.label) || a.label.localeCompare(b.label),
    );
  if (colTotal.has(null)) {
    cols.push({ key: null, label: mode === 'kind' ? 'No type' : 'No topic', parent: null, total: colTotal.get(null)! });
  }

  const cells = new Map<string, MatrixView['cells'][number]>();
  for (const row of cellRows) {
    if (!shown.has(row.country)) continue;
    const id = `${row.country}\u0000${row.col ?? ''}`;
    let cell = cells.get(id);
    if (!cell) {
      cell = { row: row.country, column: row.col, count: row.n, items: [] };
      cells.set(id, cell);
    }
    if (cell.items.length < cellItems)
      cell.items.push({
        id: row.id,
        key: row.key,
        title: row.title,
        shortName: row.shortName,
        status: row.status,
        kind: row.kind,
      });
  }
  return {
    columns: mode,
    total: total?.n ?? 0,
    rows,
    hiddenRows: rowTotals.length - rows.length,
    cols,
    cells: [...cells.values()],
    cellItems,
    topics: topics.sort((a, b) => a.name.localeCompare(b.name)),
  };
}

export interface MatrixLine extends MatrixRegulation {
  country: string;
  /** The column's label (topic area, topic or type); the "none" column's label when in none. */
  column: string;
  applicationOn: string | null;
}

/**
 * Every regulation of the matrix once per jurisdiction and column it falls in (at most EXPORT_CAP), for the export:
 * the matrix of counts and these lines. Lines in jurisdiction, column and title order.
 */
export async function matrixLines(
  db: Database,
  mode: MatrixColumns,
  filters: RawQuery,
  caller: ListCaller,
): Promise<{ matrix: MatrixView; lines: MatrixLine[]; capped: boolean }> {
  const [matrix, { columns, hits }] = await Promise.all([
    countryRegulationsMatrix(db, mode, filters, caller, { cellItems: 0, maxRows: 100_000 }),
    prepare(db, mode, filters, caller),
  ]);
  const rows = await queryRows<Omit<MatrixLine, 'column'> & { col: string | null }>(
    db,
    sql`SELECT h.country, h.col, h.id, h.key, h.title, h."shortName", h.status, h.kind,
        c.data->>'applicationOn' AS "applicationOn"
      FROM (${hits}) h JOIN content_items c ON c.id = h.id
      ORDER BY h.country, h.col NULLS LAST, h.title_sort, h.id LIMIT ${EXPORT_CAP + 1}`,
  );
  const label = new Map(columns.map((column) => [column.key, column.label]));
  const none = mode === 'kind' ? 'No type' : 'No topic';
  const lines = rows.slice(0, EXPORT_CAP).map(({ col, ...row }) => ({
    ...row,
    column: col === null ? none : (label.get(col) ?? col),
  }));
  return { matrix, lines, capped: rows.length > EXPORT_CAP };
}
