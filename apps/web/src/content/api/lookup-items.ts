import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/request.ts';
import { contentKeys, contentPath } from './keys.ts';
import type { LookupItem } from './types.ts';

/**
 * Titles of a type's items for a picker: those whose words start as typed (`q`), or those of given ids. Open to
 * readers of the type and to writers of a type that points at it (the server decides).
 */
export function lookupItems(type: string, params: { q?: string; ids?: string }, signal?: AbortSignal) {
  return api
    .get<{ items: LookupItem[] }>('cosmos', contentPath(type, 'lookup'), { query: { ...params, limit: '20' }, signal })
    .then((answer) => answer.items);
}

export function lookupItemsOptions(type: string, params: { q?: string; ids?: string }) {
  return queryOptions({
    queryKey: contentKeys.lookup(type, params),
    queryFn: ({ signal }) => lookupItems(type, params, signal),
    staleTime: 60_000,
  });
}
