import type { User } from './types.ts';

/** The roles a user would have with these direct roles: theirs and those of their enabled groups (`norole`: none). */
export function rolesWith(direct: readonly string[], user: Pick<User, 'groups'>): string[] {
  const roles = [...new Set([...direct, ...user.groups.filter((group) => !group.disabled).flatMap((g) => g.roles)])];
  return roles.length > 0 ? roles : ['norole'];
}

/** The roles the user has only through enabled groups, each with the groups that give it: "group Editors". */
export function groupOrigins(direct: readonly string[], user: Pick<User, 'groups'>): Record<string, string> {
  const names = new Map<string, string[]>();
  for (const group of user.groups.filter((g) => !g.disabled)) {
    for (const role of group.roles.filter((r) => !direct.includes(r)))
      names.set(role, [...(names.get(role) ?? []), group.name]);
  }
  return Object.fromEntries(
    [...names].map(([role, groups]) => [role, `${groups.length === 1 ? 'group' : 'groups'} ${groups.join(', ')}`]),
  );
}

/** How the user signs in, said in words. */
export function signInWords({ signIn }: Pick<User, 'signIn'>): string {
  if (signIn.password && signIn.oidc) return 'Password or identity provider';
  if (signIn.oidc) return 'Identity provider only';
  if (signIn.password) return 'Password';
  return 'No way yet: no password, not linked to the identity provider';
}

/**
 * Why the password cannot be reset, or null when it can. The server refuses the same cases: the caller's own
 * account (the reset would end the session it is made from) and a user who signs in only through the identity
 * provider (their password lives there).
 */
export function resetRefusal(user: Pick<User, 'signIn' | 'username'>, self: string | null | undefined): string | null {
  if (self && user.username.toLowerCase() === self.toLowerCase()) return 'This is your own account.';
  if (user.signIn.oidc && !user.signIn.password) return 'Signs in only through the identity provider: reset it there.';
  return null;
}

/** A date and time as the reader's locale writes it; null says never. */
export const when = (iso: string | null, never = 'Never') => (iso ? new Date(iso).toLocaleString() : never);

/** The same arrays, in any order. */
export const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));
