import type { QueryClient } from '@tanstack/react-query';
import { groupKeys, userKeys, type User, type UserGroup } from './types.ts';

/**
 * After a change to a user: the record as answered, and every list read again. Groups name their members, so
 * they are read again too.
 */
export async function afterUserChange(client: QueryClient, user?: User): Promise<void> {
  if (user) client.setQueryData(userKeys.item(user.id), user);
  await Promise.all([
    client.invalidateQueries({ queryKey: userKeys.all }),
    client.invalidateQueries({ queryKey: groupKeys.all }),
  ]);
}

/** After a change to a group: its members' roles change with it, so users are read again too. */
export async function afterGroupChange(client: QueryClient, group?: UserGroup): Promise<void> {
  if (group) client.setQueryData(groupKeys.item(group.id), group);
  await Promise.all([
    client.invalidateQueries({ queryKey: groupKeys.all }),
    client.invalidateQueries({ queryKey: userKeys.all }),
  ]);
}
