import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/request.ts';
import { afterGroupChange } from './cache.ts';
import { groupPath, type UserGroup } from './types.ts';

/** `POST /api/usergroups/:id/disable` (its members lose its roles at once) or `…/enable`. */
export function switchGroup({ id, enabled }: { id: string; enabled: boolean }): Promise<UserGroup> {
  return api.post<UserGroup>('cosmos', groupPath(id, enabled ? 'enable' : 'disable'));
}

export function useSwitchGroup() {
  const client = useQueryClient();
  return useMutation({ mutationFn: switchGroup, onSuccess: (group) => afterGroupChange(client, group) });
}
