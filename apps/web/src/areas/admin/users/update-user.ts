import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/request.ts';
import { afterUserChange } from './cache.ts';
import { userPath, type User, type UserFields } from './types.ts';

/** `PUT /api/users/:id`: replaces username, e-mail, roles and homepage; the password stays. */
export function updateUser({ id, fields }: { id: string; fields: UserFields }): Promise<User> {
  return api.put<User>('cosmos', userPath(id), { body: fields });
}

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateUser, onSuccess: (user) => afterUserChange(client, user) });
}
