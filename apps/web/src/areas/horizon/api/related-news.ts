import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/request.ts';
import { contentKeys } from '../../../content/api/keys.ts';
import type { Item } from '../../../content/api/types.ts';

/** What a related news item shares with the one it is related to, and in words why it is related. */
export interface Shared {
  /** Regulations both are about (linked, tagged or named). */
  regulations: { id: string; name: string }[];
  regulator: boolean;
  topics: string[];
  tags: string[];
  similarTitle: boolean;
  /** Strongest first: "same regulation: DORA", "shared topic: ICT risk", "similar title", "same regulator: EBA"… */
  reasons: string[];
}

export type RelatedItem = Item & { shared: Shared };

/** The news items related to one, closest first (`GET /api/horizon/news/{id}/related`). */
export function getRelatedNews(id: string, limit: number, signal?: AbortSignal): Promise<RelatedItem[]> {
  return api
    .get<{ items: RelatedItem[] }>('cosmos', `/horizon/news/${encodeURIComponent(id)}/related`, {
      query: { limit },
      signal,
    })
    .then((answer) => answer.items);
}

/** Under the news items' key, so that any change to news reads them again. */
export function relatedNewsOptions(id: string, limit = 10) {
  return queryOptions({
    queryKey: [...contentKeys.type('newsitem'), 'related', id, limit] as const,
    queryFn: ({ signal }) => getRelatedNews(id, limit, signal),
  });
}

export function useRelatedNews(id: string, limit = 10) {
  return useQuery(relatedNewsOptions(id, limit));
}
