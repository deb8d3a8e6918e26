import { api } from '../../../api/request.ts';

/*
 * The control × risk matrix's calls, as declared in the chain's API contract (areas/obligations/api.ts,
 * `getControlMatrix`, `getControlMatrixPairs`): the same paths and shapes. A copy because an area imports another only
 * through its `area.ts` (eslint import-zones); it goes once the contract's matrices move to a file the areas share.
 */

/** One value of an axis: the key the server filters by, the label shown. */
export interface MatrixAxis {
  key: string;
  label: string;
}

/** A control as the chain shows it. */
export interface ControlRef {
  id: string;
  code: string;
  title: string;
}

/** `GET /api/controls/matrix`: control–risk links counted by the chosen axes. */
export interface ControlMatrix {
  rows: MatrixAxis[];
  columns: MatrixAxis[];
  cells: { row: string; column: string; count: number }[];
}

export type ControlMatrixRows = 'theme' | 'control';
export type ControlMatrixColumns = 'category' | 'risk' | 'component';

export function getControlMatrix(
  rows: ControlMatrixRows,
  columns: ControlMatrixColumns,
  signal?: AbortSignal,
): Promise<ControlMatrix> {
  return api.get('cosmos', '/controls/matrix', { query: { rows, columns }, ...(signal ? { signal } : {}) });
}

/** `GET /api/controls/matrix/pairs`: the control–risk pairs behind one cell. */
export interface MatrixPairs {
  pairs: { control: ControlRef; risk: ControlRef; component: ControlRef | null }[];
}

export function getControlMatrixPairs(
  query: { rows: ControlMatrixRows; columns: ControlMatrixColumns; row: string; column: string },
  signal?: AbortSignal,
): Promise<MatrixPairs> {
  return api.get('cosmos', '/controls/matrix/pairs', { query: { ...query }, ...(signal ? { signal } : {}) });
}
