import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api/request.ts';
import { contentKeys, contentPath } from './keys.ts';
import type { Item } from './types.ts';

/** One item by its id or by its type's natural key (a regulator code, a topic slug). */
export function getItem(type: string, idOrKey: string, signal?: AbortSignal): Promise<Item> {
  return api.get<Item>('cosmos', contentPath(type, idOrKey), { signal });
}

export function getItemOptions(type: string, idOrKey: string) {
  return queryOptions({
    queryKey: contentKeys.item(type, idOrKey),
    queryFn: ({ signal }) => getItem(type, idOrKey, signal),
  });
}

export function useItem(type: string, idOrKey: string | undefined) {
  return useQuery({ ...getItemOptions(type, idOrKey ?? ''), enabled: Boolean(idOrKey) });
}
