import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/request.ts';
import { accountKeys, accountPath, type Account } from './types.ts';

/** One account with its keys: `GET /api/accounts/:id`. */
export function getAccount(id: string, signal?: AbortSignal): Promise<Account> {
  return api.get<Account>('cosmos', accountPath(id), { signal });
}

export function accountOptions(id: string) {
  return queryOptions({ queryKey: accountKeys.item(id), queryFn: ({ signal }) => getAccount(id, signal) });
}

export function useAccount(id: string) {
  return useQuery(accountOptions(id));
}
