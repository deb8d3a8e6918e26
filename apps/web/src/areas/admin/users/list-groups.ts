import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/request.ts';
import { groupKeys, groupPath, type ListPage, type ListParams, type UserGroup } from './types.ts';

/** One page of the user groups, by name: `GET /api/usergroups`. */
export function listGroups(params: ListParams, signal?: AbortSignal): Promise<ListPage<UserGroup>> {
  return api.get<ListPage<UserGroup>>('cosmos', groupPath(), { query: { ...params }, signal });
}

export function groupsOptions(params: ListParams) {
  return queryOptions({ queryKey: groupKeys.list(params), queryFn: ({ signal }) => listGroups(params, signal) });
}

/** A page of the list; the previous page stays on screen while the next one loads. */
export function useGroups(params: ListParams, enabled = true) {
  return useQuery({ ...groupsOptions(params), placeholderData: keepPreviousData, enabled });
}
