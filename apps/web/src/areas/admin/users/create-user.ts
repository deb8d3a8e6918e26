import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/request.ts';
import { afterUserChange } from './cache.ts';
import { userPath, type User, type UserFields } from './types.ts';

/** What `POST /api/users` takes: without a password the user signs in through the identity provider, or gets one by a reset. */
export type NewUser = Omit<UserFields, 'homepage'> & { password?: string };

export function createUser(input: NewUser): Promise<User> {
  return api.post<User>('cosmos', userPath(), { body: input });
}

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createUser, onSuccess: (user) => afterUserChange(client, user) });
}
