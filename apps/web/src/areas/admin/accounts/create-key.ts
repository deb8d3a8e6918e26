import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/request.ts';
import { afterAccountChange } from './cache.ts';
import { accountPath, type NewKey } from './types.ts';

/** Makes another key of an account: `POST /api/accounts/:id/keys`; the answer holds its secret, once. */
export function createKey({ accountId, name }: { accountId: string; name: string }): Promise<NewKey> {
  return api.post<NewKey>('cosmos', accountPath(accountId, 'keys'), { body: { name } });
}

export function useCreateKey() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createKey, onSuccess: () => afterAccountChange(client) });
}
