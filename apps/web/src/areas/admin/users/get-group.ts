import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/request.ts';
import { groupKeys, groupPath, type UserGroup } from './types.ts';

/** One user group with its members: `GET /api/usergroups/:id`. */
export function getGroup(id: string, signal?: AbortSignal): Promise<UserGroup> {
  return api.get<UserGroup>('cosmos', groupPath(id), { signal });
}

export function groupOptions(id: string) {
  return queryOptions({ queryKey: groupKeys.item(id), queryFn: ({ signal }) => getGroup(id, signal) });
}

export function useGroup(id: string | null) {
  return useQuery({ ...groupOptions(id ?? ''), enabled: Boolean(id) });
}
