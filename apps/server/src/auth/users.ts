import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { userGroupMembers, userGroups, users } from '../db/schema.ts';
import { effectiveRoles, type UserIdentity } from './identity.ts';

/**
 * The roles a user has through the enabled groups they belong to. The column is wrapped in `sql` because a
 * single-table select writes a bare column of a selected expression as `"id"`, which here would mean `g.id`.
 */
export const groupRolesOf = (userId: SQL | typeof users.id) =>
  sql<string[]>`coalesce((select array_agg(distinct r order by r) from ${userGroupMembers} m
    join ${userGroups} g on g.id = m.group_id and g.disabled_at is null
    cross join unnest(g.roles) r where m.user_id = ${sql`${userId}`}), '{}'::text[])`;

/** The columns an identity is built from; join them to whatever finds the user. */
export const identityColumns = {
  userId: users.id,
  username: users.username,
  email: users.email,
  homepage: users.homepage,
  acgroups: users.acgroups,
  groupRoles: groupRolesOf(users.id),
};

interface IdentityRow {
  userId: string;
  username: string;
  email: string;
  homepage: string | null;
  acgroups: string[];
  groupRoles: string[];
}

export function toIdentity(row: IdentityRow, via: UserIdentity['via'], sessionId: string | null): UserIdentity {
  return {
    kind: 'user',
    userId: row.userId,
    username: row.username,
    email: row.email,
    homepage: row.homepage,
    acgroups: row.acgroups,
    roles: effectiveRoles(row.acgroups, row.groupRoles),
    via,
    sessionId,
  };
}

/** Matches a user by username or e-mail, ignoring case. */
export const byLogin = (login: string) =>
  sql`(lower(${users.username}) = lower(${login}) or lower(${users.email}) = lower(${login}))`;

/** An enabled user named by username or e-mail, as an identity (skip-auth mode). */
export async function findEnabledUser(db: Database, login: string): Promise<UserIdentity | null> {
  const [row] = await db
    .select(identityColumns)
    .from(users)
    .where(and(byLogin(login), isNull(users.disabledAt)))
    .limit(1);
  return row ? toIdentity(row, 'skipauth', null) : null;
}

/** The role names of the user with this e-mail (spec §7 `/user/byemail`): none known → norole. */
export async function rolesByEmail(db: Database, email: string): Promise<string[]> {
  const [row] = await db
    .select(identityColumns)
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), isNull(users.disabledAt)))
    .limit(1);
  return row ? effectiveRoles(row.acgroups, row.groupRoles) : ['norole'];
}
