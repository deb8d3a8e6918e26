import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/request.ts';
import { afterChange } from './cache.ts';
import { contentPath } from './keys.ts';
import type { Item } from './types.ts';

export interface TransitionInput {
  id: string;
  /** The workflow transition's name (e.g. `submit`). */
  name: string;
  version: number;
  comment?: string | null;
}

/** Moves an item through its workflow; the server checks the stage, the caller's rights and the version. */
export function transitionItem(type: string, { id, name, version, comment }: TransitionInput): Promise<Item> {
  return api.post<Item>('cosmos', contentPath(type, id, 'transitions', name), {
    body: { version, comment: comment?.trim() || null },
  });
}

export function useTransitionItem(type: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TransitionInput) => transitionItem(type, input),
    onSuccess: (item) => afterChange(client, type, item),
  });
}
