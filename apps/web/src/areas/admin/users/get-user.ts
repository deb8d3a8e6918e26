import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/request.ts';
import { userKeys, userPath, type User } from './types.ts';

/** One user: `GET /api/users/:id`. */
export function getUser(id: string, signal?: AbortSignal): Promise<User> {
  return api.get<User>('cosmos', userPath(id), { signal });
}

export function userOptions(id: string) {
  return queryOptions({ queryKey: userKeys.item(id), queryFn: ({ signal }) => getUser(id, signal) });
}

export function useUser(id: string | null) {
  return useQuery({ ...userOptions(id ?? ''), enabled: Boolean(id) });
}
