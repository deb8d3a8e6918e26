import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/request.ts';
import { afterUserChange } from './cache.ts';
import { userPath, type User } from './types.ts';

export interface PasswordReset {
  /** The temporary password: in this answer only, never again. */
  password: string;
  user: User;
}

/** `POST /api/users/:id/password-reset`: a new temporary password; the user's sessions end at once. */
export function resetPassword(id: string): Promise<PasswordReset> {
  return api.post<PasswordReset>('cosmos', userPath(id, 'password-reset'));
}

export function useResetPassword() {
  const client = useQueryClient();
  return useMutation({ mutationFn: resetPassword, onSuccess: (answer) => afterUserChange(client, answer.user) });
}
