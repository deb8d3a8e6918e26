import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api/request.ts';

export interface SearchResult {
  id: string;
  type: string;
  title: string;
  /** HTML: the text escaped by the server, matches in <mark>. */
  snippet: string;
  date: string | null;
  countries: string[];
}

export interface FacetCount {
  value: string;
  label?: string;
  count: number;
}

export interface SearchAnswer {
  results: SearchResult[];
  total: number;
  capped?: boolean;
  facets: { type: FacetCount[]; country: FacetCount[]; regulator: FacetCount[]; year: FacetCount[] };
}

/** The query of a search: text, facet values (joined by commas), paging. */
export type SearchQuery = Readonly<Record<string, string | number>>;

/** Full-text search across every type the caller may read. */
export function searchContent(query: SearchQuery, signal?: AbortSignal): Promise<SearchAnswer> {
  return api.get<SearchAnswer>('cosmos', '/search', { query, signal });
}

export function searchContentOptions(query: SearchQuery) {
  return queryOptions({ queryKey: ['search', query], queryFn: ({ signal }) => searchContent(query, signal) });
}

export function useSearch(query: SearchQuery) {
  return useQuery({ ...searchContentOptions(query), placeholderData: keepPreviousData });
}
