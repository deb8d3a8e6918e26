import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/request.ts';
import { afterAccountChange } from './cache.ts';
import { accountPath, type Account, type AccountFields, type NewKey } from './types.ts';

export interface CreateAccountInput extends AccountFields {
  /** The name of the account's first key. */
  keyName: string;
}

/** Creates an account with its first key: `POST /api/accounts`; the answer holds the key's secret, once. */
export function createAccount(input: CreateAccountInput): Promise<{ account: Account; key: NewKey }> {
  return api.post('cosmos', accountPath(), { body: input });
}

export function useCreateAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createAccount,
    onSuccess: ({ account }) => afterAccountChange(client, account),
  });
}
