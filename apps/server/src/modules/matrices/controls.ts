import { findContentType } from '@rh/core/content';
import { sql, type SQL } from 'drizzle-orm';
import { visibleWhere } from '../../content/query.ts';
import { queryRows, type Database } from '../../db/client.ts';

export type ControlRows = 'theme' | 'control';
export type ControlColumns = 'category' | 'risk' | 'component';

/** The row key of controls filed under no theme. */
export const NO_THEME = 'none';

export interface MatrixAxis {
  key: string;
  label: string;
}

const codeTitle = (alias: string) => sql.raw(`trim(coalesce(${alias}.data->>'code', '') || ' ' || ${alias}.title)`);

/**
 * The control–risk pairs (control.risks) of live items these roles see, with each pair's row and column key and
 * label by the chosen axes: rows a control's theme (or NO_THEME) or the control; columns the risk's category, the
 * risk, or each risk component the risk lists (a risk with no component is in no column then).
 */
function pairsSql(roles: readonly string[], rows: ControlRows, columns: ControlColumns): SQL {
  const control = findContentType('control')!;
  const risk = findContentType('risk')!;
  const row =
    rows === 'theme'
      ? { key: sql`coalesce(t.id::text, ${NO_THEME})`, label: sql`coalesce(t.title, '(no theme)')` }
      : { key: sql`c.id::text`, label: codeTitle('c') };
  const column =
    columns === 'category'
      ? { key: sql`r.data->>'category'`, label: sql`r.data->>'category'` }
      : columns === 'risk'
        ? { key: sql`r.id::text`, label: codeTitle('r') }
        : { key: sql`p.id::text`, label: codeTitle('p') };
  const themeJoin =
    rows === 'theme'
      ? sql`LEFT JOIN content_links lt ON lt.from_id = c.id AND lt.relation = 'theme'
          LEFT JOIN content_items t ON t.id = lt.to_id AND t.type = 'controltheme' AND t.deleted_at IS NULL`
      : sql``;
  const componentJoin =
    columns === 'component'
      ? sql`JOIN content_links lp ON lp.from_id = r.id AND lp.relation = 'components'
          JOIN content_items p ON p.id = lp.to_id AND p.type = 'riskcomponent' AND p.deleted_at IS NULL`
      : sql``;
  return sql`SELECT c.id AS control_id, ${codeTitle('c')} AS control_label, c.data->>'code' AS control_code,
      c.title AS control_title, r.id AS risk_id, r.data->>'code' AS risk_code, r.title AS risk_title,
      ${columns === 'component' ? sql`p.id` : sql`NULL::uuid`} AS component_id,
      ${columns === 'component' ? sql`p.data->>'code'` : sql`NULL::text`} AS component_code,
      ${columns === 'component' ? sql`p.title` : sql`NULL::text`} AS component_title,
      ${row.key} AS row_key, ${row.label} AS row_label,
      ${column.key} AS col_key, ${column.label} AS col_label
    FROM content_items c
    JOIN content_links l ON l.from_id = c.id AND l.relation = 'risks'
    JOIN content_items r ON r.id = l.to_id AND r.type = 'risk' AND r.deleted_at IS NULL
      AND ${visibleWhere(roles, { types: [risk], alias: 'r' })}
    ${themeJoin}
    ${componentJoin}
    WHERE c.type = 'control' AND c.deleted_at IS NULL AND ${visibleWhere(roles, { types: [control], alias: 'c' })}`;
}

/** The risk type's category labels, in the order it declares them. */
function categories(): { value: string; label: string }[] {
  const field = findContentType('risk')!.fields.find((candidate) => candidate.name === 'category');
  return (field?.options ?? []).map((option) => ({ value: option.value, label: option.label }));
}

/**
 * The controls matrix: control–risk links counted per (row, column), in one aggregate statement. Rows and columns
 * with no pair are left out; themes by title with "(no theme)" last, controls, risks and components by code,
 * categories in the risk type's order.
 */
export async function controlMatrix(
  db: Database,
  roles: readonly string[],
  rows: ControlRows,
  columns: ControlColumns,
): Promise<{ rows: MatrixAxis[]; columns: MatrixAxis[]; cells: { row: string; column: string; count: number }[] }> {
  const cells = await queryRows<{
    row_key: string;
    row_label: string;
    col_key: string;
    col_label: string;
    count: number;
  }>(
    db,
    // Each link is one row (a control has one theme; links are unique): a plain count is the number of pairs.
    sql`SELECT row_key, min(row_label) AS row_label, col_key, min(col_label) AS col_label, count(*)::int AS count
      FROM (${pairsSql(roles, rows, columns)}) pairs
      GROUP BY row_key, col_key`,
  );
  const rowAxis = new Map<string, MatrixAxis>();
  const colAxis = new Map<string, MatrixAxis>();
  for (const cell of cells) {
    rowAxis.set(cell.row_key, { key: cell.row_key, label: cell.row_label });
    colAxis.set(cell.col_key, { key: cell.col_key, label: cell.col_label });
  }
  const order = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  const sortedRows = [...rowAxis.values()].sort((a, b) => {
    if (a.key === NO_THEME || b.key === NO_THEME) return a.key === NO_THEME ? 1 : -1;
    return order.compare(a.label, b.label);
  });
  let sortedColumns: MatrixAxis[];
  if (columns === 'category') {
    sortedColumns = categories()
      .filter((category) => colAxis.has(category.value))
      .map((category) => ({ key: category.value, label: category.label }));
    // A stored value the type no longer declares still shows, under its value.
    for (const axis of colAxis.values()) {
      if (!sortedColumns.some((column) => column.key === axis.key)) sortedColumns.push(axis);
    }
  } else {
    sortedColumns = [...colAxis.values()].sort((a, b) => order.compare(a.label, b.label));
  }
  return {
    rows: sortedRows,
    columns: sortedColumns,
    cells: cells.map((cell) => ({ row: cell.row_key, column: cell.col_key, count: cell.count })),
  };
}

interface Ref {
  id: string;
  code: string;
  title: string;
}

/** The control–risk pairs behind one cell, by control code then risk code. */
export async function controlMatrixPairs(
  db: Database,
  roles: readonly string[],
  rows: ControlRows,
  columns: ControlColumns,
  cell: { row: string; column: string },
): Promise<{ pairs: { control: Ref; risk: Ref; component: Ref | null }[] }> {
  const found = await queryRows<{
    control_id: string;
    control_code: string | null;
    control_title: string;
    risk_id: string;
    risk_code: string | null;
    risk_title: string;
    component_id: string | null;
    component_code: string | null;
    component_title: string | null;
  }>(
    db,
    sql`SELECT DISTINCT control_id, control_code, control_title, risk_id, risk_code, risk_title, component_id,
        component_code, component_title
      FROM (${pairsSql(roles, rows, columns)}) pairs
      WHERE row_key = ${cell.row} AND col_key = ${cell.column}
      LIMIT 5000`,
  );
  const order = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  return {
    pairs: found
      .map((pair) => ({
        control: { id: pair.control_id, code: pair.control_code ?? '', title: pair.control_title },
        risk: { id: pair.risk_id, code: pair.risk_code ?? '', title: pair.risk_title },
        component: pair.component_id
          ? { id: pair.component_id, code: pair.component_code ?? '', title: pair.component_title ?? '' }
          : null,
      }))
      .sort((a, b) => order.compare(a.control.code, b.control.code) || order.compare(a.risk.code, b.risk.code)),
  };
}
