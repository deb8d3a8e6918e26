import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api/request.ts';
import { contentKeys, contentPath } from './keys.ts';
import type { Item, ItemPage } from './types.ts';

/** The most the list endpoint gives per page. */
const PAGE = 100;

/** Every live item of a type, page after page (for small types shown whole, such as the topic tree). */
export async function listAllItems(type: string, signal?: AbortSignal): Promise<Item[]> {
  const items: Item[] = [];
  let cursor: string | null = null;
  do {
    const page: ItemPage = await api.get<ItemPage>('cosmos', contentPath(type), {
      query: { limit: PAGE, cursor },
      signal,
    });
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

export function listAllItemsOptions(type: string) {
  return queryOptions({ queryKey: contentKeys.all(type), queryFn: ({ signal }) => listAllItems(type, signal) });
}

export function useAllItems(type: string) {
  return useQuery(listAllItemsOptions(type));
}
