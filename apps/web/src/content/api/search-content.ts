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
  /** The jurisdictions the query names ("UK" → GB), at most 3: their pages (absent from older servers). */
  jurisdictions?: JurisdictionName[];
}

/** A jurisdiction a search or type-ahead names: its code (ISO 3166-1 alpha-2, EU or INT) and English name. */
export interface JurisdictionName {
  code: string;
  name: string;
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

/** The type-ahead's answer: items, and the jurisdictions the text names or starts (absent from older servers). */
export interface SuggestAnswer {
  suggestions: Suggestion[];
  jurisdictions?: JurisdictionName[];
}

/** Type-ahead over the titles of every type the caller may read, content ranked above configuration. */
export function suggestContent(q: string, signal?: AbortSignal): Promise<SuggestAnswer> {
  return api.get<SuggestAnswer>('cosmos', '/search/suggest', { query: { q, limit: 8 }, signal });
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
