import { findContentType } from '@rh/core/content';
import { MATRIX_COLUMNS, type MatrixColumns } from './api.ts';

/**
 * The matrix's state as it lives in the address (`/research/country-regulations/v4?columns=topic&country=EU,GB…`):
 * the columns and the regulation list's own filters, each list comma-separated. What the address holds is what the
 * server is asked, so a link to the page reproduces the matrix.
 */
export interface MatrixState {
  columns: MatrixColumns;
  country: string[];
  topics: string[];
  kind: string[];
  status: string[];
  q: string;
}

const LISTS = ['country', 'topics', 'kind', 'status'] as const;
type ListName = (typeof LISTS)[number];

const listOf = (search: URLSearchParams, name: string): string[] =>
  search
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);

/** Reads the address; unknown column kinds fall back to topic areas (the server would refuse them). */
export function readMatrixState(search: URLSearchParams): MatrixState {
  const columns = search.get('columns');
  return {
    columns: (MATRIX_COLUMNS as readonly string[]).includes(columns ?? '') ? (columns as MatrixColumns) : 'area',
    country: listOf(search, 'country').map((code) => code.toUpperCase()),
    topics: listOf(search, 'topics'),
    kind: listOf(search, 'kind'),
    status: listOf(search, 'status'),
    q: (search.get('q') ?? '').trim(),
  };
}

/** The address (and the API's query) of a state: defaults left out, lists comma-separated. */
export function matrixSearch(state: MatrixState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.columns !== 'area') search.set('columns', state.columns);
  for (const name of LISTS) if (state[name].length) search.set(name, state[name].join(','));
  if (state.q) search.set('q', state.q);
  return search;
}

/** A state with one list or the words replaced. */
export function withFilter(
  state: MatrixState,
  name: ListName | 'q' | 'columns',
  value: string | string[],
): MatrixState {
  return { ...state, [name]: value } as MatrixState;
}

export const hasFilters = (state: MatrixState): boolean =>
  LISTS.some((name) => state[name].length > 0) || state.q !== '';

/** The regulation's enum options (type, status) as the declaration names them. */
export function regulationOptions(field: 'kind' | 'status'): { value: string; label: string }[] {
  return [...(findContentType('regulation')?.fields.find((candidate) => candidate.name === field)?.options ?? [])];
}

/** The label of a regulation's type or status value ('' for none). */
export function optionLabel(field: 'kind' | 'status', value: string | null): string {
  if (!value) return '';
  return regulationOptions(field).find((option) => option.value === value)?.label ?? value;
}

/** The address of v4 showing one cell: the row's country and the column's topic or type, over the current filters. */
export function cellState(state: MatrixState, row: string, column: string | null): MatrixState {
  const next: MatrixState = { ...state, country: [row] };
  if (column === null) return next;
  return state.columns === 'kind' ? { ...next, kind: [column] } : { ...next, topics: [column] };
}
