import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/request.ts';
import { afterAccountChange } from './cache.ts';
import { accountPath, type Account } from './types.ts';

/**
 * `POST /api/accounts/:id/disable` or `…/enable`: one switch, two calls. Disabling stops every key of the account at
 * once; enabling lets its unrevoked keys work again.
 */
export function switchAccount({ id, enabled }: { id: string; enabled: boolean }): Promise<Account> {
  return api.post<Account>('cosmos', accountPath(id, enabled ? 'enable' : 'disable'));
}

export function useSwitchAccount() {
  const client = useQueryClient();
  return useMutation({ mutationFn: switchAccount, onSuccess: (account) => afterAccountChange(client, account) });
}
