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
  /** The exact query found little: these results are for this corrected one (absent from older servers). */
  correction?: { query: string } | null;
  /** The alias variants the query was widened with ("Digital Operational Resilience Act" for DORA). */
  expanded?: string[];
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

/** One type-ahead entry: `matched` is the alias or corrected spelling it matched by, when not in its title. */
export interface Suggestion {
  id: string;
  type: string;
  title: string;
  matched?: string;
}

/** Type-ahead over the titles of every type the caller may read, content ranked above configuration. */
export function suggestContent(q: string, signal?: AbortSignal): Promise<{ suggestions: Suggestion[] }> {
  return api.get<{ suggestions: Suggestion[] }>('cosmos', '/search/suggest', { query: { q, limit: 8 }, signal });
}

export function useSuggestions(q: string) {
  return useQuery({
    queryKey: ['search', 'suggest', q],
    queryFn: ({ signal }) => suggestContent(q, signal),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
