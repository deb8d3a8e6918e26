import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/request.ts';
import { accountKeys, accountPath, type AccountListParams, type AccountPage } from './types.ts';

/** One page of the accounts, by organisation (A–Z): `GET /api/accounts`. */
export function listAccounts(params: AccountListParams, signal?: AbortSignal): Promise<AccountPage> {
  return api.get<AccountPage>('cosmos', accountPath(), { query: { ...params }, signal });
}

export function accountsOptions(params: AccountListParams) {
  return queryOptions({
    queryKey: accountKeys.list(params),
    queryFn: ({ signal }) => listAccounts(params, signal),
  });
}

/** A page of the list; the previous page stays on screen while the next one loads. */
export function useAccounts(params: AccountListParams) {
  return useQuery({ ...accountsOptions(params), placeholderData: keepPreviousData });
}
