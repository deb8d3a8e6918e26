import type { MarMatrix, MarMatrixColumns } from '../../chain-api.ts';

export type Level = 'full' | 'partial' | 'none' | 'undeclared';

/** The coverage levels in the legend's order, with the words each cell shows beside its colour. */
export const LEVELS: readonly { level: Level; label: string; description: string }[] = [
  { level: 'full', label: 'Full', description: 'A scenario covers it fully' },
  { level: 'partial', label: 'Partial', description: 'Covered in part' },
  { level: 'none', label: 'None', description: 'Declared as not covered' },
  { level: 'undeclared', label: 'Not declared', description: 'No coverage item says' },
];

export const levelLabel = (level: Level) => LEVELS.find((one) => one.level === level)?.label ?? level;

export const COLUMN_CHOICES: readonly { value: MarMatrixColumns; label: string }[] = [
  { value: 'assetclass', label: 'Asset classes' },
  { value: 'producttype', label: 'Product types' },
];

/** The columns the address asks for (`?columns=producttype`), asset classes otherwise. */
export function columnsOf(search: URLSearchParams): MarMatrixColumns {
  return COLUMN_CHOICES.find((choice) => choice.value === search.get('columns'))?.value ?? 'assetclass';
}

export interface GridCell {
  row: string;
  column: string;
  level: Level;
  coverageItems: number;
  openCases: number;
}

export interface Grid {
  rows: { key: string; label: string }[];
  columns: { key: string; label: string }[];
  /** `cells[row][column]`: every cell, an absent one as not declared with nothing in it. */
  cells: GridCell[][];
  /** Cells per level, for the legend. */
  counts: Record<Level, number>;
}

/** The server's matrix as a full grid: every row × column, the cells it did not answer as not declared. */
export function gridOf(matrix: MarMatrix): Grid {
  const byKey = new Map(matrix.cells.map((cell) => [`${cell.row}\u0000${cell.column}`, cell]));
  const counts: Record<Level, number> = { full: 0, partial: 0, none: 0, undeclared: 0 };
  const cells = matrix.rows.map((row) =>
    matrix.columns.map((column): GridCell => {
      const found = byKey.get(`${row.key}\u0000${column.key}`);
      const level: Level = found?.coverage ?? 'undeclared';
      counts[level] += 1;
      return {
        row: row.key,
        column: column.key,
        level,
        coverageItems: found?.coverageItems ?? 0,
        openCases: found?.openCases ?? 0,
      };
    }),
  );
  return {
    rows: matrix.rows.map(({ key, label }) => ({ key, label })),
    columns: matrix.columns.map(({ key, label }) => ({ key, label })),
    cells,
    counts,
  };
}

/** The words of a cell: its level and its open cases ("Partial, 2 open cases"). */
export function cellText(cell: GridCell): string {
  const cases = cell.openCases === 1 ? '1 open case' : `${cell.openCases} open cases`;
  return `${levelLabel(cell.level)}, ${cases}`;
}

/** The grid as CSV rows: a header of the columns, then per MAR risk each cell's level and open cases. */
export function gridCsvRows(grid: Grid, columnsName: string): string[][] {
  return [
    ['MAR risk', ...grid.columns.map((column) => `${column.label} (${columnsName.toLowerCase()})`)],
    ...grid.rows.map((row, r) => [row.label, ...(grid.cells[r] ?? []).map((cell) => cellText(cell))]),
  ];
}
