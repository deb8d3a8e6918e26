import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api/request.ts';
import { contentKeys, contentPath } from './keys.ts';
import type { JournalEntry } from './types.ts';

/** Every change of an item, newest first. */
export async function getJournal(type: string, id: string, signal?: AbortSignal): Promise<JournalEntry[]> {
  const answer = await api.get<{ entries: JournalEntry[] }>('cosmos', contentPath(type, id, 'journal'), { signal });
  return answer.entries;
}

export function getJournalOptions(type: string, id: string) {
  return queryOptions({
    queryKey: contentKeys.journal(type, id),
    queryFn: ({ signal }) => getJournal(type, id, signal),
  });
}

export function useJournal(type: string, id: string, enabled = true) {
  return useQuery({ ...getJournalOptions(type, id), enabled });
}
