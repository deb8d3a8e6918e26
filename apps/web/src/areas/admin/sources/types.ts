/** A source's state in the operational list: off, enabled but never fetched, its last fetch failed, or fine. */
export type SourceState = 'failing' | 'disabled' | 'ok' | 'never';

/** One row of `GET /api/admin/sources/rows`. */
export interface SourceRow {
  id: string;
  name: string;
  url: string | null;
  kind: string | null;
  regulator: { id: string; name: string } | null;
  countries: string[];
  enabled: boolean;
  state: SourceState;
  /** A fetch is in progress. */
  fetching: boolean;
  lastFetchAt: string | null;
  lastSuccessAt: string | null;
  /** Why the last fetch failed (null when it worked). */
  lastError: string | null;
  /** Failures in a row. */
  failures: number;
  /** News items it brought in the last 30 days. */
  items30: number;
  /** When it is next due (null: disabled, or at the next round). */
  nextFetchAt: string | null;
}

export type SourceSort = 'name' | 'state' | 'lastFetchAt' | 'lastSuccessAt' | 'items30' | 'nextFetchAt' | 'regulator';

export interface SourceRowsParams {
  q?: string;
  state: SourceState | 'all';
  regulator?: string;
  country?: string;
  sort: SourceSort;
  dir: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export interface SourceRowsPage {
  total: number;
  /** Sources per state, with the other filters. */
  counts: Record<SourceState, number>;
  sources: SourceRow[];
  /** The filters' choices: regulators and countries that sources have. */
  regulators: { id: string; name: string }[];
  countries: string[];
  /** What the caller may do: the server decides (CONVENTIONS 7). */
  abilities: { update: boolean };
}

export type BulkAction = 'enable' | 'disable' | 'fetch';

/** What a bulk action did to one source. */
export interface BulkResult {
  id: string;
  /** null: no live source has this id. */
  name: string | null;
  result: 'done' | 'unchanged' | 'not-found' | 'busy' | 'failed';
  message: string;
}

export const sourceRowsKeys = {
  all: ['admin', 'sources', 'rows'] as const,
  list: (params: SourceRowsParams) => [...sourceRowsKeys.all, params] as const,
};
