import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/request.ts';
import type { Refs } from '../../../content/api/types.ts';

/** The journal of the area's changes: `GET /api/horizon/activity` with `detail=true` (old → new values). */
export interface JournalEntry {
  id: string;
  at: string;
  action: JournalAction;
  type: string;
  item: { id: string; title: string; key: string | null; deleted: boolean };
  user: { id: string; name: string } | null;
  fields: string[];
  transition: string | null;
  fromStage: string | null;
  toStage: string | null;
  comment: string | null;
  changes?: { field: string; label: string; from: unknown; to: unknown }[];
}

import type { JournalAction } from '@rh/core/content';

export type { JournalAction };

export interface JournalPage {
  entries: JournalEntry[];
  nextCursor: string | null;
  refs?: Refs;
}

export interface JournalQuery {
  types: readonly string[];
  action?: JournalAction | undefined;
  since?: string | undefined;
  until?: string | undefined;
  user?: string | undefined;
  mine?: boolean | undefined;
}

export const JOURNAL_PAGE_SIZE = 30;

export function getJournal(query: JournalQuery, cursor: string | null, signal?: AbortSignal): Promise<JournalPage> {
  return api.get<JournalPage>('cosmos', '/horizon/activity', {
    query: {
      types: query.types.join(','),
      action: query.action,
      since: query.since,
      until: query.until,
      user: query.user,
      mine: query.mine ? 'true' : undefined,
      detail: 'true',
      cursor,
      limit: JOURNAL_PAGE_SIZE,
    },
    signal,
  });
}

/** Pages of the journal, newest first, each after the previous one's cursor. */
export function useJournalPages(query: JournalQuery) {
  return useInfiniteQuery({
    queryKey: ['regdecomp', 'journal', query] as const,
    queryFn: ({ pageParam, signal }) => getJournal(query, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    enabled: query.types.length > 0,
  });
}

export interface Person {
  id: string;
  name: string;
  email: string;
}

/** People by the start of their name or e-mail (administrators: the person filter). */
export function usePeople(q: string, enabled: boolean) {
  const options = queryOptions({
    queryKey: ['regdecomp', 'people', q] as const,
    queryFn: ({ signal }): Promise<Person[]> =>
      api
        .get<{ people: Person[] }>('cosmos', '/horizon/activity/people', { query: { q, limit: 20 }, signal })
        .then((answer) => answer.people),
  });
  return useQuery({ ...options, enabled, placeholderData: keepPreviousData });
}
