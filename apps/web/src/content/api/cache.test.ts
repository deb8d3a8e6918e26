import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { aggregateKeys } from './aggregate.ts';
import { afterChange } from './cache.ts';
import { contentKeys } from './keys.ts';
import type { Item } from './types.ts';

describe('afterChange', () => {
  it("stores the answer and marks the type's lists and every dashboard count stale", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const counts = aggregateKeys.of([{ id: 'a', type: 'control' }]);
    const list = contentKeys.type('control');
    client.setQueryData(counts, { results: {} });
    client.setQueryData([...list, 'list', {}], { items: [] });
    const item = { id: 'c1', type: 'control', version: 2 } as unknown as Item;

    await afterChange(client, 'control', item);

    expect(client.getQueryData(contentKeys.item('control', 'c1'))).toBe(item);
    expect(client.getQueryState(counts)?.isInvalidated).toBe(true);
    expect(client.getQueryState([...list, 'list', {}])?.isInvalidated).toBe(true);
  });
});
