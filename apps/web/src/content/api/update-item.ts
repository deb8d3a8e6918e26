import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/request.ts';
import { afterChange } from './cache.ts';
import { contentPath } from './keys.ts';
import type { Item } from './types.ts';

export interface UpdateInput {
  id: string;
  /** The version the changes were made on; a stale one answers 409. */
  version: number;
  /** Only the fields that changed. */
  data: Record<string, unknown>;
}

/** Changes the fields sent, if nobody changed the item since `version`. */
export function updateItem(type: string, { id, version, data }: UpdateInput): Promise<Item> {
  return api.put<Item>('cosmos', contentPath(type, id), { body: { version, data } });
}

export function useUpdateItem(type: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateInput) => updateItem(type, input),
    onSuccess: (item) => afterChange(client, type, item),
  });
}
