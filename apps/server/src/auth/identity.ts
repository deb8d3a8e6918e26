/** Who is calling: a signed-in person, or an external organisation by API key. */
export type Identity =
  | {
      kind: 'user';
      userId: string;
      username: string;
      email: string;
      homepage: string | null;
      /** Role names given to the user directly. */
      acgroups: string[];
      /** Every role of the user: direct and through groups. */
      roles: string[];
      /** How the caller proved it: a session cookie, or the x-user header in skip-auth mode. */
      via: 'session' | 'skipauth';
      /** The hashed session id when `via` is session. */
      sessionId: string | null;
    }
  | {
      kind: 'account';
      accountId: string;
      keyId: string;
      organisation: string;
      homepage: string | null;
      acgroups: string[];
      roles: string[];
    };

export type UserIdentity = Extract<Identity, { kind: 'user' }>;

/** The roles a list of role names gives: none → the default group (spec §3: acgroups default norole). */
export function effectiveRoles(...lists: (readonly string[] | null | undefined)[]): string[] {
  const roles = [...new Set(lists.flatMap((list) => list ?? []))];
  return roles.length ? roles : ['norole'];
}
