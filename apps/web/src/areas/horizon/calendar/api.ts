import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/request.ts';
import { config } from '../../../config.ts';

/** Whether the user has a calendar feed; its address is never read back, only shown once when made. */
export interface CalendarStatus {
  exists: boolean;
  createdAt: string | null;
}

const KEY = ['me', 'calendar'] as const;

export const calendarStatusOptions = () =>
  queryOptions({
    queryKey: KEY,
    queryFn: ({ signal }) => api.get<CalendarStatus>('cosmos', '/me/calendar', { signal }),
  });

/** Makes the feed's secret address, or a new one (the old one stops working). */
export function useResetCalendar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ url: string; createdAt: string }>('cosmos', '/me/calendar'),
    onSuccess: (made) => client.setQueryData(KEY, { exists: true, createdAt: made.createdAt }),
  });
}

export function useRemoveCalendar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.del<null>('cosmos', '/me/calendar'),
    onSuccess: () => client.setQueryData(KEY, { exists: false, createdAt: null }),
  });
}

/** List parameters that are not filters, and the date window a timeline or list was shown with. */
const NOT_FILTERS = new Set(['limit', 'cursor', 'sort', 'format', 'start.from', 'start.to', 'createdAt.to']);

/**
 * The feed address carrying the events list's filters: a calendar keeps following them, over the feed's own window
 * (the last 3 months and the next 12) rather than the dates shown on the page.
 */
export function feedUrlWithFilters(url: string, params: Readonly<Record<string, string>>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (!NOT_FILTERS.has(name) && value !== '') query.set(name, value);
  }
  const search = query.toString();
  return search ? `${url}?${search}` : url;
}

/** The "add to calendar" file of one event (the session's cookie goes with it). */
export const eventIcsUrl = (id: string, apiUrl = config.apiUrl) =>
  `${apiUrl}/calendar/event/${encodeURIComponent(id)}.ics`;
