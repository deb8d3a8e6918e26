import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/request.ts';
import { afterChange } from './cache.ts';
import { contentPath } from './keys.ts';
import type { Item } from './types.ts';

/** Brings a deleted item back. */
export function restoreItem(type: string, id: string): Promise<Item> {
  return api.post<Item>('cosmos', contentPath(type, id, 'restore'));
}

export function useRestoreItem(type: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => restoreItem(type, id),
    onSuccess: (item) => afterChange(client, type, item),
  });
}
