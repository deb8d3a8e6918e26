import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/request.ts';
import { contentKeys, contentPath } from '../../content/api/keys.ts';
import type { Item, ItemPage, ListParams } from '../../content/api/types.ts';

/** The most the list endpoint gives per page. */
const PAGE = 100;
/** A market's policies or a library's documents fit many times in this; past it the page says it shows the first. */
export const MOST = 1000;

export interface AllOf {
  items: Item[];
  /** More matched than were fetched. */
  capped: boolean;
}

/** Every live item of a type matching the list's filters (`params`), page after page, at most `MOST`. */
export async function listAllOf(type: string, params: ListParams, signal?: AbortSignal): Promise<AllOf> {
  const items: Item[] = [];
  let cursor: string | null = null;
  do {
    const page: ItemPage = await api.get<ItemPage>('cosmos', contentPath(type), {
      query: { ...params, limit: PAGE, cursor },
      signal,
    });
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor && items.length < MOST);
  return { items, capped: cursor !== null };
}

/** Under the list's key, so that a change of content invalidates it with the list. */
export function allOfOptions(type: string, params: ListParams) {
  return queryOptions({
    queryKey: [...contentKeys.list(type, params), 'all'],
    queryFn: ({ signal }) => listAllOf(type, params, signal),
  });
}
