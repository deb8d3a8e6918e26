import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/request.ts';
import { userKeys, userPath, type ListPage, type ListParams, type User } from './types.ts';

/** One page of the users, newest first: `GET /api/users`. */
export function listUsers(params: ListParams, signal?: AbortSignal): Promise<ListPage<User>> {
  return api.get<ListPage<User>>('cosmos', userPath(), { query: { ...params }, signal });
}

export function usersOptions(params: ListParams) {
  return queryOptions({ queryKey: userKeys.list(params), queryFn: ({ signal }) => listUsers(params, signal) });
}

/** A page of the list; the previous page stays on screen while the next one loads. */
export function useUsers(params: ListParams, enabled = true) {
  return useQuery({ ...usersOptions(params), placeholderData: keepPreviousData, enabled });
}
