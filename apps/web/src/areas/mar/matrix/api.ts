import { api } from '../../../api/request.ts';

/*
 * The MAR matrix's calls, as declared in the chain's API contract (areas/obligations/api.ts, `getMarMatrix`,
 * `getMarMatrixCell`): the same paths and shapes. A copy because an area imports another only through its `area.ts`
 * (eslint import-zones); it goes once the contract's matrices move to a file the areas share.
 */

export interface MatrixAxis {
  key: string;
  label: string;
}

/** `GET /api/mar/matrix`: MAR risks × asset classes (or product types): coverage and open cases per cell. */
export interface MarMatrix {
  rows: MatrixAxis[];
  columns: MatrixAxis[];
  cells: {
    row: string;
    column: string;
    /** The best coverage level of the cell's coverage items; null: none declared. */
    coverage: 'full' | 'partial' | 'none' | null;
    coverageItems: number;
    openCases: number;
  }[];
}

export type MarMatrixColumns = 'assetclass' | 'producttype';

export function getMarMatrix(columns: MarMatrixColumns, signal?: AbortSignal): Promise<MarMatrix> {
  return api.get('cosmos', '/mar/matrix', { query: { columns }, ...(signal ? { signal } : {}) });
}

/** `GET /api/mar/matrix/cell`: the coverage items and open cases behind one cell. */
export interface MarMatrixCell {
  coverage: { id: string; title: string; level: string; scenario: string | null }[];
  cases: { id: string; reference: string; title: string; status: string | null; stage: string | null }[];
}

export function getMarMatrixCell(
  query: { columns: MarMatrixColumns; row: string; column: string },
  signal?: AbortSignal,
): Promise<MarMatrixCell> {
  return api.get('cosmos', '/mar/matrix/cell', { query: { ...query }, ...(signal ? { signal } : {}) });
}
