/** A group of `POST /api/aggregate`: the values of one or two fields and how many items have them. */
export interface PivotGroup {
  key: string | null;
  key2?: string | null;
  count: number;
}

/** A row or column heading of a pivot: the value (null: none), its label and its total. */
export interface PivotHeading {
  key: string | null;
  label: string;
  total: number;
}

/** Counts by one field (rows) or two (rows × columns), with totals; a missing combination counts 0. */
export interface Pivot {
  rows: PivotHeading[];
  /** One column (key undefined-free: the single `null` column) when grouped by one field. */
  columns: PivotHeading[];
  /** cells[row][column]. */
  cells: number[][];
  total: number;
}

/** What a pivot calls an item without a value. */
export const NONE_LABEL = '(none)';

const labelOf = (key: string | null, labels: Readonly<Record<string, string>>) =>
  key === null ? NONE_LABEL : (labels[key] ?? key);

/** Headings by label, "(none)" last, so that a pivot reads like an index. */
function headings(keys: Iterable<string | null>, labels: Readonly<Record<string, string>>): PivotHeading[] {
  return [...keys]
    .map((key) => ({ key, label: labelOf(key, labels), total: 0 }))
    .sort((a, b) =>
      a.key === null ? 1 : b.key === null ? -1 : a.label.localeCompare(b.label, 'en', { numeric: true }),
    );
}

/**
 * The pivot of aggregation groups: rows by `key`, columns by `key2` (a single column when there is no second
 * field), every missing combination 0, row and column totals the sums of their cells.
 */
export function buildPivot(
  groups: readonly PivotGroup[],
  labels: Readonly<Record<string, string>> = {},
  twoFields = groups.some((group) => group.key2 !== undefined),
): Pivot {
  const rows = headings(new Set(groups.map((group) => group.key)), labels);
  const columns = twoFields
    ? headings(new Set(groups.map((group) => group.key2 ?? null)), labels)
    : [{ key: null, label: 'Count', total: 0 }];
  const rowIndex = new Map(rows.map((row, index) => [row.key, index]));
  const columnIndex = new Map(columns.map((column, index) => [column.key, index]));
  const cells = rows.map(() => columns.map(() => 0));
  let total = 0;
  for (const group of groups) {
    const r = rowIndex.get(group.key)!;
    const c = twoFields ? columnIndex.get(group.key2 ?? null)! : 0;
    cells[r]![c]! += group.count;
    rows[r]!.total += group.count;
    columns[c]!.total += group.count;
    total += group.count;
  }
  return { rows, columns, cells, total };
}

/** The pivot as a table of strings: a heading row, one row per value with its total, and a totals row. */
export function pivotTable(pivot: Pivot, rowName: string, columnName?: string): string[][] {
  const twoFields = columnName !== undefined;
  const header = [
    twoFields ? `${rowName} \\ ${columnName}` : rowName,
    ...(twoFields ? pivot.columns.map((column) => column.label) : []),
    'Total',
  ];
  const body = pivot.rows.map((row, r) => [
    row.label,
    ...(twoFields ? pivot.cells[r]!.map(String) : []),
    String(row.total),
  ]);
  const totals = [
    'Total',
    ...(twoFields ? pivot.columns.map((column) => String(column.total)) : []),
    String(pivot.total),
  ];
  return [header, ...body, totals];
}

/** CSV of a table (RFC 4180 quoting; a cell a spreadsheet would run as a formula starts with an apostrophe). */
export function toCsv(table: readonly (readonly string[])[]): string {
  const cell = (value: string) => {
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return table.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
