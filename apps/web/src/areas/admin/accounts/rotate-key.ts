import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/request.ts';
import { afterAccountChange } from './cache.ts';
import { accountPath, type NewKey } from './types.ts';

/**
 * Replaces a key: `POST /api/accounts/:id/keys/:keyId/rotate` makes a key of the same name and revokes the old one
 * in one step; the answer holds the new secret, once. A revoked key answers 409, an unknown one 404.
 */
export function rotateKey({ accountId, keyId }: { accountId: string; keyId: string }): Promise<NewKey> {
  return api.post<NewKey>('cosmos', accountPath(accountId, 'keys', keyId, 'rotate'));
}

export function useRotateKey() {
  const client = useQueryClient();
  return useMutation({ mutationFn: rotateKey, onSuccess: () => afterAccountChange(client) });
}
