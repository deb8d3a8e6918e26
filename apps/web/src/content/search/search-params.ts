import type { SearchQuery } from '../api/search-content.ts';

/** The facets of a search: the answer's facet name and the URL (and API) parameter that narrows by it. */
export const FACETS = [
  { facet: 'type', param: 'types', label: 'Type' },
  { facet: 'country', param: 'country', label: 'Country' },
  { facet: 'regulator', param: 'regulator', label: 'Regulator' },
  { facet: 'year', param: 'year', label: 'Year' },
] as const;

export type FacetParam = (typeof FACETS)[number]['param'];

export const SEARCH_PAGE_SIZE = 20;
/** The server ranks at most this far (offset ≤ 1900). */
const MAX_OFFSET = 1_900;

export interface SearchState {
  q: string;
  /** Facet parameter → values chosen (any of them). */
  chosen: Record<FacetParam, string[]>;
  /** 1-based page. */
  page: number;
  /** The words as typed, without typo correction ("Search instead for …"). */
  exact: boolean;
}

const list = (value: string | null) => [
  ...new Set(
    (value ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  ),
];

/** The search of `/search/:q?types=…&country=…&regulator=…&year=…&page=…&exact=true`. */
export function parseSearch(q: string, search: URLSearchParams): SearchState {
  const chosen = Object.fromEntries(
    FACETS.map(({ param }) => [param, list(search.get(param))]),
  ) as SearchState['chosen'];
  const page = Number(search.get('page'));
  return {
    q: q.trim(),
    chosen,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    exact: search.get('exact') === 'true',
  };
}

/** The API query of a search state. */
export function searchQuery(state: SearchState, pageSize = SEARCH_PAGE_SIZE): SearchQuery {
  const query: Record<string, string | number> = {
    q: state.q,
    limit: pageSize,
    offset: Math.min((state.page - 1) * pageSize, MAX_OFFSET),
  };
  for (const { param } of FACETS) if (state.chosen[param].length) query[param] = state.chosen[param].join(',');
  if (state.exact) query.exact = 'true';
  return query;
}

/** The URL parameters with a facet value added, or removed when it was chosen; back to the first page. */
export function toggleFacet(search: URLSearchParams, param: FacetParam, value: string): URLSearchParams {
  const next = new URLSearchParams(search);
  const values = list(search.get(param));
  const toggled = values.includes(value) ? values.filter((entry) => entry !== value) : [...values, value];
  if (toggled.length) next.set(param, toggled.join(','));
  else next.delete(param);
  next.delete('page');
  return next;
}

/** How many pages a total fills, as far as the server will page. */
export function pageCount(total: number, pageSize = SEARCH_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.min(total, MAX_OFFSET + pageSize) / pageSize));
}
