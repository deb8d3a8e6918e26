import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/request.ts';
import { contentKeys, contentPath } from '../../../content/api/keys.ts';
import type { Item, ItemPage, ListParams } from '../../../content/api/types.ts';

/** The most events a timeline shows: five pages of the list. */
export const MAX_EVENTS = 500;

export interface EventsInWindow {
  items: Item[];
  /** More matched than were read. */
  truncated: boolean;
}

/** Every event the filters match (a date window among them), in date order, page after page up to MAX_EVENTS. */
export async function eventsInWindow(params: ListParams, signal?: AbortSignal): Promise<EventsInWindow> {
  const items: Item[] = [];
  let cursor: string | null = null;
  do {
    const page: ItemPage = await api.get<ItemPage>('cosmos', contentPath('event'), {
      query: { ...params, sort: 'start', limit: 100, cursor },
      signal,
    });
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor && items.length < MAX_EVENTS);
  return { items, truncated: cursor !== null };
}

/** Under the events' key, so that a change to any event reads the timeline again. */
export function eventsInWindowOptions(params: ListParams) {
  return queryOptions({
    queryKey: [...contentKeys.type('event'), 'window', params] as const,
    queryFn: ({ signal }) => eventsInWindow(params, signal),
  });
}

/** The timeline's events; the previous ones stay shown while a new window loads. */
export function useEventsInWindow(params: ListParams) {
  return useQuery({ ...eventsInWindowOptions(params), placeholderData: keepPreviousData });
}
