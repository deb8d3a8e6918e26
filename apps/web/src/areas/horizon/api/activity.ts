import type { JournalAction } from '@rh/core/content';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../api/request.ts';

/** One change of the content journal (`GET /api/horizon/activity`). */
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
}

export interface ActivityPage {
  entries: ActivityEntry[];
  nextCursor: string | null;
}

export interface ActivityFilter {
  /** Content type names; none: every type the user may read. */
  types?: readonly string[];
  /** Changes by this person (administrators). */
  user?: string;
  /** The user's own changes. */
  mine?: boolean;
}

export const ACTIVITY_PAGE_SIZE = 25;

export function getActivity(
  filter: ActivityFilter,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ActivityPage> {
  return api.get<ActivityPage>('cosmos', '/horizon/activity', {
    query: {
      types: filter.types?.length ? filter.types.join(',') : undefined,
      user: filter.user,
      mine: filter.mine ? 'true' : undefined,
      cursor,
      limit: ACTIVITY_PAGE_SIZE,
    },
    signal,
  });
}

/** Pages of the journal, newest first; each next page follows the previous one's cursor. */
export function useActivity(filter: ActivityFilter) {
  return useInfiniteQuery({
    queryKey: ['horizon', 'activity', filter] as const,
    queryFn: ({ pageParam, signal }) => getActivity(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}
