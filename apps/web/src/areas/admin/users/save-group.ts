import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/request.ts';
import { afterGroupChange } from './cache.ts';
import { groupPath, type GroupFields, type UserGroup } from './types.ts';

/** `POST /api/usergroups` for a new group, `PUT /api/usergroups/:id` (every field, members replaced) for one saved. */
export function saveGroup({ id, fields }: { id?: string; fields: GroupFields }): Promise<UserGroup> {
  return id
    ? api.put<UserGroup>('cosmos', groupPath(id), { body: fields })
    : api.post<UserGroup>('cosmos', groupPath(), { body: fields });
}

export function useSaveGroup() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveGroup, onSuccess: (group) => afterGroupChange(client, group) });
}
