import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/request.ts';

/** An item that waits for the user in the editorial queue (`GET /api/workflow/waiting`). */
export interface WaitingItem {
  id: string;
  type: string;
  title: string;
  stage: string;
  stageLabel: string;
  /** When it entered its stage (ISO). */
  since: string;
  waitingDays: number;
}

export interface WaitingPage {
  /** Oldest first. */
  items: WaitingItem[];
  total: number;
}

/**
 * Query keys: the queue of a type sits under the type's content key, which every change of the type invalidates
 * (a transition taken anywhere refreshes it). The drawer's counts (./badge.ts) are read afresh whenever it opens.
 */
export const waitingKeys = {
  queue: (type: string, limit: number) => ['content', type, 'waiting', limit] as const,
};

/** What waits for the user in one workflow type, oldest first. */
export function getWaiting(type: string, limit: number, signal?: AbortSignal): Promise<WaitingPage> {
  return api.get<WaitingPage>('cosmos', '/workflow/waiting', { query: { type, limit }, signal });
}

/** How many items wait for the user, per workflow type they may read. */
export async function getWaitingCounts(signal?: AbortSignal): Promise<Record<string, number>> {
  return (await api.get<{ counts: Record<string, number> }>('cosmos', '/workflow/waiting/count', { signal })).counts;
}

export function waitingOptions(type: string, limit: number) {
  return queryOptions({
    queryKey: waitingKeys.queue(type, limit),
    queryFn: ({ signal }) => getWaiting(type, limit, signal),
    placeholderData: keepPreviousData,
  });
}

export function useWaiting(type: string, limit: number) {
  return useQuery(waitingOptions(type, limit));
}
