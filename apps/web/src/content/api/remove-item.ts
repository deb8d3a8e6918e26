import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/request.ts';
import { afterChange } from './cache.ts';
import { contentPath } from './keys.ts';
import type { Item } from './types.ts';

/** Deletes an item softly (it can be restored); with `version`, only if nobody changed it since. */
export function removeItem(type: string, id: string, version?: number): Promise<Item> {
  return api.del<Item>('cosmos', contentPath(type, id), { query: { version } });
}

export function useRemoveItem(type: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version?: number }) => removeItem(type, id, version),
    onSuccess: (item) => afterChange(client, type, item),
  });
}
