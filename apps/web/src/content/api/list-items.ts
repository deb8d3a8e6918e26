import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api/request.ts';
import { contentKeys, contentPath } from './keys.ts';
import type { ItemPage, ListParams } from './types.ts';

/** One page of a type's list: `params` filter and sort, `cursor` is the previous page's nextCursor. */
export function listItems(
  type: string,
  params: ListParams,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ItemPage> {
  return api.get<ItemPage>('cosmos', contentPath(type), { query: { ...params, cursor }, signal });
}

export function listItemsOptions(type: string, params: ListParams, cursor: string | null) {
  return queryOptions({
    queryKey: contentKeys.list(type, cursor ? { ...params, cursor } : params),
    queryFn: ({ signal }) => listItems(type, params, cursor, signal),
  });
}

/** A page of the list; the previous page stays on screen while the next one loads. */
export function useItems(type: string, params: ListParams, cursor: string | null) {
  return useQuery({ ...listItemsOptions(type, params, cursor), placeholderData: keepPreviousData });
}
