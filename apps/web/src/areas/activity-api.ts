import type { JournalAction } from '@rh/core/content';
import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../api/request.ts';
import type { Refs } from '../content/api/types.ts';

/**
 * The content journal's client (`GET /api/horizon/activity` and `/people`), shared by the areas' kit: horizon's
 * recent activity and the obligations area's journal read the same answer, the journal with `detail`.
 */

export type { JournalAction };

/** One change of the content journal. */
export interface ActivityEntry {
  id: string;
  at: string;
  action: JournalAction;
  type: string;
  item: { id: string; title: string; key: string | null; deleted: boolean };
  user: { id: string; name: string } | null;
  /** Labels of the fields that changed. */
  fields: string[];
  /** Labels of the workflow step and stages. */
  transition: string | null;
  fromStage: string | null;
  toStage: string | null;
  comment: string | null;
  /** With `detail`: the old and new value of each changed field (long texts cut). */
  changes?: { field: string; label: string; from: unknown; to: unknown }[];
}

export interface ActivityPage {
  entries: ActivityEntry[];
  nextCursor: string | null;
  /** With `detail`: the titles of the items the changes name, by id. */
  refs?: Refs;
}

export interface ActivityFilter {
  /** Content type names; none: every type the user may read. */
  types?: readonly string[] | undefined;
  /** Changes by this person (administrators). */
  user?: string | undefined;
  /** The user's own changes. */
  mine?: boolean | undefined;
  /** Changes of this kind. */
  action?: JournalAction | undefined;
  /** Changes on or after this day (`YYYY-MM-DD`, UTC). */
  since?: string | undefined;
  /** Changes on or before this day (`YYYY-MM-DD`, UTC). */
  until?: string | undefined;
  /** Each change's old and new values, and the titles of the items they name. */
  detail?: boolean | undefined;
  /** Moves into or out of this workflow stage (its name). */
  stage?: string | undefined;
}

export const ACTIVITY_PAGE_SIZE = 25;

/** The query of one page: only the filters that are set. */
export function activityParams(
  filter: ActivityFilter,
  cursor: string | null,
  limit: number = ACTIVITY_PAGE_SIZE,
): Record<string, string | number | undefined> {
  return {
    types: filter.types?.length ? filter.types.join(',') : undefined,
    user: filter.user,
    mine: filter.mine ? 'true' : undefined,
    action: filter.action,
    since: filter.since,
    until: filter.until,
    stage: filter.stage,
    detail: filter.detail ? 'true' : undefined,
    cursor: cursor ?? undefined,
    limit,
  };
}

export function getActivity(
  filter: ActivityFilter,
  cursor: string | null,
  signal?: AbortSignal,
  limit: number = ACTIVITY_PAGE_SIZE,
): Promise<ActivityPage> {
  return api.get<ActivityPage>('cosmos', '/horizon/activity', { query: activityParams(filter, cursor, limit), signal });
}

/**
 * Pages of the journal, newest first; each next page follows the previous one's cursor. `enabled` false: nothing is
 * asked (a journal of no readable type).
 */
export function useActivity(filter: ActivityFilter, options: { pageSize?: number; enabled?: boolean } = {}) {
  const pageSize = options.pageSize ?? ACTIVITY_PAGE_SIZE;
  return useInfiniteQuery({
    queryKey: ['activity', filter, pageSize] as const,
    queryFn: ({ pageParam, signal }) => getActivity(filter, pageParam, signal, pageSize),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

export interface Person {
  id: string;
  name: string;
  email: string;
}

/** People by the start of their name or e-mail, for the person filter of administrators. */
export function findPeople(q: string, signal?: AbortSignal): Promise<Person[]> {
  return api
    .get<{ people: Person[] }>('cosmos', '/horizon/activity/people', { query: { q, limit: 20 }, signal })
    .then((answer) => answer.people);
}

export function peopleOptions(q: string) {
  return queryOptions({ queryKey: ['activity', 'people', q] as const, queryFn: ({ signal }) => findPeople(q, signal) });
}

export function usePeople(q: string, enabled = true) {
  return useQuery({ ...peopleOptions(q), enabled, placeholderData: keepPreviousData });
}
