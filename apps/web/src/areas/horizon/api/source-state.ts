import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/request.ts';

/** How the fetching of a source stands (`GET /api/sources/{id}/state`). */
export interface SourceState {
  sourceId: string;
  nextFetchAt: string | null;
  fetching: boolean;
  lastFetchAt: string | null;
  lastSuccessAt: string | null;
  lastStatus: 'ok' | 'not-modified' | 'error' | null;
  lastError: string | null;
  /** Something odd the last fetch met although it worked (entries skipped by the per-fetch cap). */
  lastWarning: string | null;
  /** Failures in a row. */
  failures: number;
  itemsTotal: number;
  itemsLast: number;
  duplicatesLast: number;
}

export const sourceStateKey = (id: string) => ['sources', id, 'state'] as const;

export function getSourceState(id: string, signal?: AbortSignal): Promise<SourceState> {
  return api.get<SourceState>('cosmos', `/sources/${encodeURIComponent(id)}/state`, { signal });
}

export function sourceStateOptions(id: string) {
  return queryOptions({ queryKey: sourceStateKey(id), queryFn: ({ signal }) => getSourceState(id, signal) });
}

/** The state, read again every half minute while shown (the schedule moves on by itself). */
export function useSourceState(id: string) {
  return useQuery({ ...sourceStateOptions(id), refetchInterval: 30_000 });
}
