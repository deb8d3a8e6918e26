import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/request.ts';
import { afterChange } from './cache.ts';
import { contentPath } from './keys.ts';
import type { Item } from './types.ts';

/** Creates an item of the type from the fields of `data`. */
export function createItem(type: string, data: Record<string, unknown>): Promise<Item> {
  return api.post<Item>('cosmos', contentPath(type), { body: { data } });
}

export function useCreateItem(type: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: Record<string, unknown>) => createItem(type, data),
    onSuccess: (item) => afterChange(client, type, item),
  });
}
