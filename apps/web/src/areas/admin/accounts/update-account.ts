import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/request.ts';
import { afterAccountChange } from './cache.ts';
import { accountPath, type Account, type AccountFields } from './types.ts';

/** Replaces an account's fields: `PUT /api/accounts/:id` (the request wrapper of spec §7 sends no PATCH). */
export function updateAccount({ id, fields }: { id: string; fields: AccountFields }): Promise<Account> {
  return api.put<Account>('cosmos', accountPath(id), { body: fields });
}

export function useUpdateAccount() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateAccount, onSuccess: (account) => afterAccountChange(client, account) });
}
