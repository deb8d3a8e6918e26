import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/request.ts';

/** Page views, events, sessions and users: sessions and users are distinct per day, summed over the days. */
export interface UsageCounts {
  pageviews: number;
  events: number;
  sessions: number;
  users: number;
}

/** What `GET /api/stats` answers (apps/server/src/modules/admin/stats.ts). */
export interface UsageStats {
  from: string;
  to: string;
  audience: string;
  retentionDays: number;
  /** The first day the log still holds whole; the days before come from the daily summary. */
  keptFrom: string;
  days: (UsageCounts & { day: string })[];
  totals: UsageCounts;
  pages: { page: string; area: string; views: number; users: number }[];
  areas: { area: string; views: number; pages: number }[];
  accounts: (UsageCounts & {
    account: string | null;
    name: string;
    topPages: { page: string; views: number }[];
  })[];
  events: { category: string; action: string; count: number; users: number }[];
  organisations: { id: string; name: string }[];
}

/** The period (UTC days, both included) and the audience: all, staff or an account's id. */
export interface StatsQuery {
  from: string;
  to: string;
  account: string;
}

/** The usage statistics: `GET /api/stats` (the `stats` grant). */
export function getStats(query: StatsQuery, signal?: AbortSignal): Promise<UsageStats> {
  return api.get<UsageStats>('cosmos', '/stats', { query: { ...query }, signal });
}

export const statsOptions = (query: StatsQuery) =>
  queryOptions({
    queryKey: ['admin', 'stats', query],
    queryFn: ({ signal }) => getStats(query, signal),
    // Another period keeps the last answer on screen until its own arrives.
    placeholderData: keepPreviousData,
  });

export function useStats(query: StatsQuery) {
  return useQuery(statsOptions(query));
}
