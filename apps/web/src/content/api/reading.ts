import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/request.ts';
import { contentKeys } from './keys.ts';
import type { ListParams } from './types.ts';

/**
 * One user's reading of items (issue 13), apart from the shared triage status: read when opened or passed, starred
 * to keep. Items of a type with a `reader` declaration carry it as `reading` in lists and on their own.
 */
export interface Reading {
  read: boolean;
  starred: boolean;
}

/** A count of unread items under one source, regulator or followed topic. */
export interface UnreadGroup {
  id: string;
  title: string;
  count: number;
}

/** `GET /api/reading/unread`: the unread items of the last `days` days, in total and by group. */
export interface UnreadCounts {
  /** The counts cover items published from here on. */
  since: string;
  total: number;
  sources: UnreadGroup[];
  regulators: UnreadGroup[];
  /** The topics the user follows (their preferences), each with its sub-topics. */
  topics: UnreadGroup[];
}

export const readingKeys = {
  all: ['reading'] as const,
  unread: (type: string) => ['reading', 'unread', type] as const,
  arrived: (type: string, params: ListParams, since: string) => ['reading', 'arrived', type, params, since] as const,
};

/** Marks one item read or unread, starred or not. */
export function setReading(id: string, change: Partial<Reading>): Promise<Reading & { id: string }> {
  return api.put<Reading & { id: string }>('cosmos', `/reading/${encodeURIComponent(id)}`, { body: change });
}

/** Marks several items (j passing them, a bulk selection, "mark the rest read") read or unread. */
export function markItems(ids: readonly string[], read: boolean): Promise<{ changed: number }> {
  return api.post<{ changed: number }>('cosmos', '/reading/mark', { body: { ids, read } });
}

/**
 * Marks read every item of the list these parameters show (its filters, scope and search), created up to `before`
 * (what arrived since the user looked stays unread). At most 10,000 a call: `capped` says there are more.
 */
export function markAllRead(
  type: string,
  params: ListParams,
  before: string,
): Promise<{ changed: number; capped: boolean }> {
  return api.post<{ changed: number; capped: boolean }>('cosmos', '/reading/mark-all', {
    body: { type, query: params, before },
  });
}

/** How many items of the list these parameters show arrived (were created) after `since`. */
export function countArrived(type: string, params: ListParams, since: string): Promise<{ count: number }> {
  return api.post<{ count: number }>('cosmos', '/reading/arrived', { body: { type, query: params, since } });
}

export function useUnreadCounts(type: string, enabled = true) {
  return useQuery({
    queryKey: readingKeys.unread(type),
    queryFn: () => api.get<UnreadCounts>('cosmos', '/reading/unread', { query: { type } }),
    enabled,
  });
}

/**
 * A change of reading: the lists of the type (their `reading` and the unread filter) and the unread counts are
 * refetched.
 */
export function useReadingChange(type: string) {
  const client = useQueryClient();
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: contentKeys.type(type) });
    await client.invalidateQueries({ queryKey: readingKeys.all });
  };
  return {
    set: useMutation({
      mutationFn: ({ id, change }: { id: string; change: Partial<Reading> }) => setReading(id, change),
      onSuccess: refresh,
    }),
    mark: useMutation({
      mutationFn: ({ ids, read }: { ids: readonly string[]; read: boolean }) => markItems(ids, read),
      onSuccess: refresh,
    }),
    markAll: useMutation({
      mutationFn: ({ params, before }: { params: ListParams; before: string }) => markAllRead(type, params, before),
      onSuccess: refresh,
    }),
  };
}
