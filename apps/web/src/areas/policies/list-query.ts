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

/** The most ids one request names: 100 uuids keep an address near 4 KB, far under the servers' 8–16 KB limits. */
export const IDS_PER_REQUEST = 100;

/** `ids` without repeats, in slices of at most `size`. */
export function chunkIds(ids: readonly string[], size = IDS_PER_REQUEST): string[][] {
  const unique = [...new Set(ids)];
  const chunks: string[][] = [];
  for (let start = 0; start < unique.length; start += size) chunks.push(unique.slice(start, start + size));
  return chunks;
}

/**
 * One list from the answers of several requests: each item once, ordered by `sort` (`-field` newest/largest first,
 * items without the field last) or, without one, in the answers' own order; at most `MOST`.
 */
export function mergeAllOf(parts: readonly AllOf[], sort?: string): AllOf {
  const seen = new Set<string>();
  const items = parts.flatMap((part) => part.items).filter((item) => !seen.has(item.id) && seen.add(item.id));
  if (sort) {
    const descending = sort.startsWith('-');
    const field = descending ? sort.slice(1) : sort;
    const valueOf = (item: Item) => {
      const value = field in item ? (item as unknown as Record<string, unknown>)[field] : item.data[field];
      return value === null || value === undefined || value === '' ? null : String(value);
    };
    items.sort((a, b) => {
      const [x, y] = [valueOf(a), valueOf(b)];
      if (x === y) return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
      if (x === null) return 1;
      if (y === null) return -1;
      return (x < y ? -1 : 1) * (descending ? -1 : 1);
    });
  }
  return { items: items.slice(0, MOST), capped: parts.some((part) => part.capped) || items.length > MOST };
}

/**
 * Every item of a type whose `field` names one of `ids` (a comma list filter), asked for in chunks of ids so no
 * address grows past a server's limit, the chunks in parallel and merged as one list sorted by `params.sort`.
 * `ids` null: no such filter (one plain list).
 */
export async function listAllOfIds(
  type: string,
  params: ListParams,
  field: string,
  ids: readonly string[] | null,
  signal?: AbortSignal,
): Promise<AllOf> {
  if (ids === null) return listAllOf(type, params, signal);
  const parts = await Promise.all(
    chunkIds(ids).map((chunk) => listAllOf(type, { ...params, [field]: chunk.join(',') }, signal)),
  );
  return mergeAllOf(parts, params.sort);
}

/** Under the list's key like `allOfOptions`, with the ids in the key. */
export function allOfIdsOptions(type: string, params: ListParams, field: string, ids: readonly string[] | null) {
  return queryOptions({
    queryKey: [...contentKeys.list(type, params), 'all', field, ids],
    queryFn: ({ signal }) => listAllOfIds(type, params, field, ids, signal),
  });
}
