import type { QueryClient } from '@tanstack/react-query';
import { aggregateKeys } from './aggregate.ts';
import { contentKeys } from './keys.ts';
import type { Item } from './types.ts';

/**
 * After a change: the answer replaces the cached item (by id and by key, as pages load by either), and everything
 * else of the type is refetched through the type's key, and the dashboards' and explorers' counts (any of them may
 * count the type) are marked stale.
 */
export async function afterChange(client: QueryClient, type: string, item: Item): Promise<void> {
  client.setQueryData(contentKeys.item(type, item.id), item);
  if (item.key) client.setQueryData(contentKeys.item(type, item.key), item);
  await client.invalidateQueries({
    queryKey: contentKeys.type(type),
    // The item was just set from the answer; refetching it again would only repeat it.
    predicate: (query) => !(query.queryKey[2] === 'item' && query.queryKey.length === 4),
  });
  await client.invalidateQueries({ queryKey: aggregateKeys.all });
}
