import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/request.ts';
import { afterAccountChange } from './cache.ts';
import { accountPath, type ApiKey } from './types.ts';

/** Revokes a key: `POST /api/accounts/:id/keys/:keyId/revoke`; it stops working at once, for good. */
export function revokeKey({ accountId, keyId }: { accountId: string; keyId: string }): Promise<ApiKey> {
  return api.post<ApiKey>('cosmos', accountPath(accountId, 'keys', keyId, 'revoke'));
}

export function useRevokeKey() {
  const client = useQueryClient();
  return useMutation({ mutationFn: revokeKey, onSuccess: () => afterAccountChange(client) });
}
