import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/request.ts';
import { afterUserChange } from './cache.ts';
import { userPath, type User } from './types.ts';

/** `POST /api/users/:id/disable` (their sessions end at once) or `…/enable`. */
export function switchUser({ id, enabled }: { id: string; enabled: boolean }): Promise<User> {
  return api.post<User>('cosmos', userPath(id, enabled ? 'enable' : 'disable'));
}

export function useSwitchUser() {
  const client = useQueryClient();
  return useMutation({ mutationFn: switchUser, onSuccess: (user) => afterUserChange(client, user) });
}
