import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api/request.ts';
import type { Item } from './types.ts';

/** One query of `POST /api/aggregate`: a type's items (list filters, an area's scope), counted or listed. */
export interface AggregateQuery {
  /** The caller's name for the query: its answer comes back under it. */
  id: string;
  type: string;
  /** An area id: its scope on the type is ANDed with the filters. */
  scope?: string;
  /** The list API's filters: field → any of these values; `<field>.from`/`.to` for ranges; `q`. */
  filters?: Readonly<Record<string, string | readonly string[]>>;
  /** 0–2 fields: stage, enum(s), country(ies), reference(s), tags, boolean; a date field groups by day. */
  by?: readonly string[];
  /** A date field: group by its month (`YYYY-MM`, UTC) too. */
  month?: string;
  /** count (default): total and groups; items: the first items of the list. */
  kind?: 'count' | 'items';
  /** items: the list's sort, e.g. `-publishedAt`. */
  sort?: string;
  /** count: most groups (default and at most 1000); items: most items (default 10, at most 20). */
  limit?: number;
}

export interface AggregateGroup {
  /** Value of the first `by` field (a reference's id); null: items without one. */
  key: string | null;
  key2?: string | null;
  /** `YYYY-MM` when the query has a `month`; absent on the group of items without that date. */
  month?: string;
  count: number;
}

export interface AggregateAnswer {
  /** Items matching, each counted once. */
  total: number;
  /** Largest first; an item counts once in each value of a list field. */
  groups?: AggregateGroup[];
  /** More groups matched than answered: the smallest were left out. */
  capped?: boolean;
  /** What to show for keys: titles of referenced items, country names, enum and stage labels. */
  labels?: Record<string, string>;
  items?: Item[];
}

/** A query refused on its own (403: the caller may not read the type) while the others are answered. */
export interface AggregateError {
  error: { message: string; status: number };
}

export type AggregateResult = AggregateAnswer | AggregateError;

export interface AggregateResponse {
  results: Record<string, AggregateResult>;
}

export const isAggregateError = (result: AggregateResult | undefined): result is AggregateError =>
  result !== undefined && 'error' in result;

/** Query keys: every aggregation sits under `['aggregate']`, which a change of content may invalidate. */
export const aggregateKeys = {
  all: ['aggregate'] as const,
  of: (queries: readonly AggregateQuery[]) => ['aggregate', queries] as const,
};

/** Counts and first items of several queries in one request (a dashboard's tiles). */
export function fetchAggregate(queries: readonly AggregateQuery[], signal?: AbortSignal): Promise<AggregateResponse> {
  // A read sent as POST (the queries do not fit an address): safe to repeat.
  return api.post<AggregateResponse>('cosmos', '/aggregate', { body: { queries }, signal, retry: true });
}

/** The server keeps answers 5 s; the client reuses them as long. */
export function aggregateOptions(queries: readonly AggregateQuery[]) {
  return queryOptions({
    queryKey: aggregateKeys.of(queries),
    queryFn: ({ signal }) => fetchAggregate(queries, signal),
    staleTime: 5_000,
  });
}

/** The answers of these queries, by query id; nothing is asked while `queries` is empty. */
export function useAggregate(queries: readonly AggregateQuery[]) {
  return useQuery({ ...aggregateOptions(queries), enabled: queries.length > 0 });
}
