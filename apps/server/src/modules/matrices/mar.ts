import { findContentType } from '@rh/core/content';
import { sql, type SQL } from 'drizzle-orm';
import { visibleWhere } from '../../content/query.ts';
import { queryRows, type Database } from '../../db/client.ts';
import type { MatrixAxis } from './controls.ts';

export type MarColumns = 'assetclass' | 'producttype';

type Level = 'full' | 'partial' | 'none';
const LEVELS: readonly Level[] = ['none', 'partial', 'full'];

const codeTitle = (alias: string) => sql.raw(`trim(coalesce(${alias}.data->>'code', '') || ' ' || ${alias}.title)`);

const live = (alias: string, typeName: string, roles: readonly string[]) =>
  sql`${sql.raw(alias)}.type = ${typeName} AND ${sql.raw(alias)}.deleted_at IS NULL
    AND ${visibleWhere(roles, { types: [findContentType(typeName)!], alias })}`;

/** The (MAR risk, column) pairs: the asset classes or product types each live risk lists. */
function pairsSql(roles: readonly string[], columns: MarColumns): SQL {
  const [relation, target] =
    columns === 'assetclass' ? ['assetClasses', 'assetclass'] : ['productTypes', 'producttype'];
  return sql`SELECT m.id AS risk_id, ${codeTitle('m')} AS risk_label, x.id AS col_id,
      ${columns === 'assetclass' ? codeTitle('x') : sql`x.title`} AS col_label
    FROM content_items m
    JOIN content_links l ON l.from_id = m.id AND l.relation = ${relation}
    JOIN content_items x ON x.id = l.to_id AND ${live('x', target, roles)}
    WHERE ${live('m', 'marrisk', roles)}`;
}

/** The coverage items of a (risk, column) cell: by asset class, or whose product types contain the product type. */
function coverageOf(columns: MarColumns, risk: SQL, column: SQL): SQL {
  return columns === 'assetclass'
    ? sql`v.data->>'marRisk' = ${risk} AND v.data->>'assetClass' = ${column}`
    : sql`v.data->>'marRisk' = ${risk} AND coalesce(v.data->'productTypes', '[]'::jsonb) @> jsonb_build_array(${column}::text)`;
}

/** Cases of the risk not closed (a case names a MAR risk, not an asset class: they count per risk). */
const openCaseWhere = (risk: SQL) => sql`k.data->>'marRisk' = ${risk} AND coalesce(k.data->>'status', '') <> 'closed'`;

/**
 * MAR risks × the asset classes (or product types) they list: per cell the best coverage level of its coverage
 * items, how many there are, and the risk's open cases. One statement.
 */
export async function marMatrix(
  db: Database,
  roles: readonly string[],
  columns: MarColumns,
): Promise<{
  rows: MatrixAxis[];
  columns: MatrixAxis[];
  cells: { row: string; column: string; coverage: Level | null; coverageItems: number; openCases: number }[];
}> {
  const found = await queryRows<{
    risk_id: string;
    risk_label: string;
    col_id: string;
    col_label: string;
    best: number | null;
    items: number;
    cases: number;
  }>(
    db,
    sql`WITH pairs AS (${pairsSql(roles, columns)}),
      cases AS (
        SELECT k.data->>'marRisk' AS risk, count(*)::int AS n FROM content_items k
        WHERE ${live('k', 'case', roles)} AND coalesce(k.data->>'status', '') <> 'closed'
          AND k.data->>'marRisk' IN (SELECT risk_id::text FROM pairs)
        GROUP BY 1
      )
      SELECT p.risk_id, p.risk_label, p.col_id, p.col_label, cov.best, coalesce(cov.items, 0) AS items,
        coalesce(cases.n, 0) AS cases
      FROM pairs p
      LEFT JOIN LATERAL (
        SELECT max(CASE v.data->>'level' WHEN 'full' THEN 2 WHEN 'partial' THEN 1 WHEN 'none' THEN 0 END)::int AS best,
          count(*)::int AS items
        FROM content_items v
        WHERE ${live('v', 'coverage', roles)} AND ${coverageOf(columns, sql`p.risk_id::text`, sql`p.col_id::text`)}
      ) cov ON true
      LEFT JOIN cases ON cases.risk = p.risk_id::text`,
  );
  const order = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  const rows = new Map<string, MatrixAxis>();
  const cols = new Map<string, MatrixAxis>();
  for (const cell of found) {
    rows.set(cell.risk_id, { key: cell.risk_id, label: cell.risk_label });
    cols.set(cell.col_id, { key: cell.col_id, label: cell.col_label });
  }
  const sorted = (axes: Map<string, MatrixAxis>) => [...axes.values()].sort((a, b) => order.compare(a.label, b.label));
  return {
    rows: sorted(rows),
    columns: sorted(cols),
    cells: found.map((cell) => ({
      row: cell.risk_id,
      column: cell.col_id,
      coverage: cell.items > 0 && cell.best !== null ? LEVELS[cell.best]! : null,
      coverageItems: cell.items,
      openCases: cell.cases,
    })),
  };
}

/** The coverage items and the risk's open cases behind one cell. */
export async function marMatrixCell(
  db: Database,
  roles: readonly string[],
  columns: MarColumns,
  cell: { row: string; column: string },
): Promise<{
  coverage: { id: string; title: string; level: string; scenario: string | null }[];
  cases: { id: string; reference: string; title: string; status: string | null; stage: string | null }[];
}> {
  const coverage = await queryRows<{ id: string; title: string; level: string; scenario: string | null }>(
    db,
    sql`SELECT v.id, v.title, coalesce(v.data->>'level', '') AS level, v.data->>'scenario' AS scenario
      FROM content_items v
      WHERE ${live('v', 'coverage', roles)} AND ${coverageOf(columns, sql`${cell.row}`, sql`${cell.column}`)}
      ORDER BY v.title_sort, v.id LIMIT 1000`,
  );
  const cases = await queryRows<{
    id: string;
    reference: string;
    title: string;
    status: string | null;
    stage: string | null;
  }>(
    db,
    sql`SELECT k.id, coalesce(k.data->>'reference', '') AS reference, k.title, k.data->>'status' AS status, k.stage
      FROM content_items k
      WHERE ${live('k', 'case', roles)} AND ${openCaseWhere(sql`${cell.row}`)}
      ORDER BY k.data->>'openedOn' DESC NULLS LAST, k.id LIMIT 1000`,
  );
  return { coverage, cases };
}
