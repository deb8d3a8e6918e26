import type { MatrixData } from '../../../components/charts/chart-data.ts';
import type { ControlMatrix, ControlMatrixColumns, ControlMatrixRows } from '../../chain-api.ts';

export const ROW_CHOICES: readonly { value: ControlMatrixRows; label: string }[] = [
  { value: 'theme', label: 'Control theme' },
  { value: 'control', label: 'Control' },
];

export const COLUMN_CHOICES: readonly { value: ControlMatrixColumns; label: string }[] = [
  { value: 'category', label: 'Risk category' },
  { value: 'risk', label: 'Risk' },
  { value: 'component', label: 'Risk component' },
];

/** The axes the address asks for (`?rows=control&columns=risk`); anything else falls back to theme × category. */
export function axesOf(search: URLSearchParams): { rows: ControlMatrixRows; columns: ControlMatrixColumns } {
  const rows = ROW_CHOICES.find((choice) => choice.value === search.get('rows'))?.value ?? 'theme';
  const columns = COLUMN_CHOICES.find((choice) => choice.value === search.get('columns'))?.value ?? 'category';
  return { rows, columns };
}

/**
 * The server's matrix as the heat map's data: its rows and columns in the order answered, a count per cell, null
 * where no control–risk link falls (not drawn: a 500 × 200 matrix draws only the cells that hold something).
 */
export function matrixDataOf(matrix: ControlMatrix): MatrixData {
  const rowIndex = new Map(matrix.rows.map((row, index) => [row.key, index]));
  const columnIndex = new Map(matrix.columns.map((column, index) => [column.key, index]));
  const values: (number | null)[][] = matrix.rows.map(() => matrix.columns.map(() => null));
  for (const cell of matrix.cells) {
    const r = rowIndex.get(cell.row);
    const c = columnIndex.get(cell.column);
    if (r === undefined || c === undefined || !cell.count) continue;
    values[r]![c] = (values[r]![c] ?? 0) + cell.count;
  }
  return {
    rows: matrix.rows.map(({ key, label }) => ({ key, label })),
    columns: matrix.columns.map(({ key, label }) => ({ key, label })),
    values,
  };
}

/** Rows and columns shown at once before the heat map scrolls (the rest through its sliders, the wheel or a drag). */
export const WINDOW = { rows: 30, columns: 20, narrowColumns: 6 } as const;

/** The drawing's height: as the rows need up to the window, then fixed (the slider scrolls the rest). */
export function matrixHeight(rows: number): number {
  return 140 + Math.min(rows, WINDOW.rows) * 24;
}

/**
 * What the heat map adds for a large matrix: sliders (and the wheel, a drag) over the rows and columns beyond the
 * window, rather than a canvas sized to every label; none for a matrix that fits.
 */
export function zoomOf(
  rows: number,
  columns: number,
  columnWindow: number = WINDOW.columns,
): Record<string, unknown>[] {
  const zoom: Record<string, unknown>[] = [];
  if (rows > WINDOW.rows) {
    zoom.push(
      {
        type: 'slider',
        yAxisIndex: 0,
        right: 4,
        width: 16,
        startValue: 0,
        endValue: WINDOW.rows - 1,
        showDetail: false,
        brushSelect: false,
      },
      {
        type: 'inside',
        yAxisIndex: 0,
        startValue: 0,
        endValue: WINDOW.rows - 1,
        zoomOnMouseWheel: false,
        moveOnMouseWheel: true,
      },
    );
  }
  if (columns > columnWindow) {
    zoom.push(
      {
        type: 'slider',
        xAxisIndex: 0,
        bottom: 40,
        height: 16,
        startValue: 0,
        endValue: columnWindow - 1,
        showDetail: false,
        brushSelect: false,
      },
      {
        type: 'inside',
        xAxisIndex: 0,
        startValue: 0,
        endValue: columnWindow - 1,
        zoomOnMouseWheel: false,
        moveOnMouseMove: true,
      },
    );
  }
  return zoom;
}
