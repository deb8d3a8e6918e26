import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/request.ts';
import { contentKeys } from '../../../content/api/keys.ts';
import { sourceStateKey } from './source-state.ts';

/** What one fetch of a source did (`POST /api/sources/{id}/fetch`). */
export interface FetchOutcome {
  sourceId: string;
  status: 'ok' | 'not-modified' | 'error';
  added: number;
  merged: number;
  rejected: number;
  /** Entries left out by the per-fetch cap (the oldest). */
  skipped: number;
  /** Something odd the fetch met although it worked. */
  warning?: string;
  error?: string;
}

export function fetchSource(id: string): Promise<FetchOutcome> {
  return api.post<FetchOutcome>('cosmos', `/sources/${encodeURIComponent(id)}/fetch`, {});
}

/** Fetches a source now; its state and the news lists are read again. */
export function useFetchSource(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => fetchSource(id),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: sourceStateKey(id) });
      await client.invalidateQueries({ queryKey: contentKeys.type('newsitem') });
    },
  });
}
