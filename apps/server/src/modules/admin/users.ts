import { randomInt } from 'node:crypto';
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOf, userOf } from '../../auth/access.ts';
import { effectiveRoles } from '../../auth/identity.ts';
import { roleNames } from '../../auth/me.ts';
import { hashPassword } from '../../auth/password.ts';
import { destroyUserSessions } from '../../auth/sessions.ts';
import { groupRolesOf } from '../../auth/users.ts';
import { passwordChanged } from '../../bootstrap.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { refusal } from '../../db/errors.ts';
import { userGroupMembers, userGroups, users } from '../../db/schema.ts';
import { conflict, errorBody, notFound } from '../../http/errors.ts';
import { homepage, idParams, likePattern, listQuery, nonEmpty, timestamps } from './common.ts';
import { registerSwitchRoutes, statusFilter } from './switch.ts';

const groupRef = z.object({
  id: z.uuid(),
  name: z.string(),
  roles: z.array(z.string()).describe('Roles the group gives while it is enabled'),
  disabled: z.boolean(),
});
type GroupRef = z.infer<typeof groupRef>;

const userView = z.object({
  id: z.uuid(),
  username: z.string(),
  email: z.string(),
  acgroups: z.array(z.string()).describe('Roles given directly'),
  roles: z.array(z.string()).describe('Roles in effect, groups included'),
  groups: z.array(groupRef).describe('The groups the user is a member of, disabled ones included'),
  homepage: z.string().nullable(),
  disabled: z.boolean(),
  signIn: z.object({ password: z.boolean(), oidc: z.boolean() }).describe('How the user can sign in'),
  lastLoginAt: z.date().nullable(),
  ...timestamps,
});
type UserView = z.infer<typeof userView>;

const columns = {
  id: users.id,
  username: users.username,
  email: users.email,
  acgroups: users.acgroups,
  homepage: users.homepage,
  disabledAt: users.disabledAt,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
  oidcSubject: users.oidcSubject,
  groupRoles: groupRolesOf(users.id),
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

/** The groups of these users, by user id, in name order. */
async function groupsOf(db: Database, userIds: string[]): Promise<Map<string, GroupRef[]>> {
  const byUser = new Map<string, GroupRef[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({
      userId: userGroupMembers.userId,
      id: userGroups.id,
      name: userGroups.name,
      roles: userGroups.roles,
      disabledAt: userGroups.disabledAt,
    })
    .from(userGroupMembers)
    .innerJoin(userGroups, eq(userGroups.id, userGroupMembers.groupId))
    .where(inArray(userGroupMembers.userId, userIds))
    .orderBy(sql`lower(${userGroups.name})`, userGroups.id);
  for (const { userId, disabledAt, ...group } of rows)
    byUser.get(userId)?.push({ ...group, disabled: disabledAt !== null });
  return byUser;
}

async function findUser(db: Database, id: string): Promise<UserView> {
  const [row] = await db.select(columns).from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound('No such user.');
  const groups = await groupsOf(db, [id]);
  return toView(row, groups.get(id) ?? []);
}

function toView(row: Awaited<ReturnType<typeof selectUsers>>[number], groups: GroupRef[]): UserView {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    acgroups: row.acgroups,
    roles: effectiveRoles(row.acgroups, row.groupRoles),
    groups,
    homepage: row.homepage,
    disabled: row.disabledAt !== null,
    signIn: { password: row.hasPassword, oidc: row.oidcSubject !== null },
    lastLoginAt: row.lastLoginAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function selectUsers(db: Database, where: SQL | undefined, limit: number, offset: number) {
  return db
    .select(columns)
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), users.id)
    .limit(limit)
    .offset(offset);
}

const duplicate = () => conflict('A user with this username or e-mail address exists already.');

/** Letters and digits that cannot be misread for one another when read out or copied by hand (no 0/O, 1/l/I). */
const TEMPORARY_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A temporary password: groups of four random characters joined by hyphens (`Xk7m-p2Qa-…`), at least five groups
 * (over 115 bits) and as many more as the minimum length asks.
 */
function temporaryPassword(minLength: number): string {
  const groups = Math.max(5, Math.ceil((minLength + 1) / 5));
  return Array.from({ length: groups }, () =>
    Array.from({ length: 4 }, () => TEMPORARY_ALPHABET[randomInt(TEMPORARY_ALPHABET.length)]).join(''),
  ).join('-');
}

/** Admin API of users (resource `user`): list, get, create, update, disable, enable. */
export function registerUserAdmin(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const password = z
    .string()
    .min(ctx.config.PASSWORD_MIN_LENGTH, { message: `must be at least ${ctx.config.PASSWORD_MIN_LENGTH} characters` })
    .max(1024)
    .describe('Password for signing in locally');
  const fields = {
    username: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .regex(/^[^\s@]+$/, { message: 'must have no spaces and no @' }),
    email: z.email().max(320),
    acgroups: roleNames,
    homepage,
  };
  const tags = ['admin: users'];

  api.get(
    '/api/users',
    {
      config: { access: { resource: 'user', action: 'read' } },
      schema: {
        tags,
        summary: 'List users',
        querystring: listQuery,
        response: { 200: z.object({ items: z.array(userView), total: z.number() }) },
      },
    },
    async (request) => {
      const { q, status, limit, offset } = request.query;
      const where = and(
        statusFilter(users, status),
        q ? or(ilike(users.username, likePattern(q)), ilike(users.email, likePattern(q))) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        selectUsers(db, where, limit, offset),
        db.select({ n: count() }).from(users).where(where),
      ]);
      const groups = await groupsOf(
        db,
        rows.map((row) => row.id),
      );
      return { items: rows.map((row) => toView(row, groups.get(row.id) ?? [])), total: total?.n ?? 0 };
    },
  );

  api.get(
    '/api/users/:id',
    {
      config: { access: { resource: 'user', action: 'read' } },
      schema: { tags, summary: 'One user', params: idParams, response: { 200: userView, 404: errorBody } },
    },
    async (request) => findUser(db, request.params.id),
  );

  api.post(
    '/api/users',
    {
      config: { access: { resource: 'user', action: 'create' } },
      schema: {
        tags,
        summary: 'Create a user',
        body: z.strictObject({
          ...fields,
          acgroups: roleNames.default([]),
          homepage: homepage.optional(),
          password: password.optional(),
        }),
        response: { 201: userView, 409: errorBody },
      },
    },
    async (request, reply) => {
      const { password: secret, ...values } = request.body;
      const passwordHash = secret === undefined ? null : await hashPassword(secret);
      try {
        const [created] = await db
          .insert(users)
          .values({ ...values, passwordHash })
          .returning({ id: users.id });
        return reply.code(201).send(await findUser(db, created!.id));
      } catch (error) {
        throw refusal(error, { unique: duplicate });
      }
    },
  );

  const editable = z.strictObject(fields);

  /** Writes the fields given; PATCH sends some (and may change the password), PUT (the web's verb, spec §7) all. */
  const update = async (request: FastifyRequest, id: string, body: Partial<UserChange>) => {
    const { password: secret, ...values } = body;
    const passwordHash = secret === undefined ? undefined : secret === null ? null : await hashPassword(secret);
    // A new or removed password ends the user's sessions: the usual remedy for a stolen one. Someone changing
    // their own keeps the session they did it from.
    const caller = identityOf(request);
    const kept = caller.kind === 'user' && caller.userId === id ? caller.sessionId : null;
    try {
      await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(users)
          .set({ ...values, ...(passwordHash === undefined ? {} : { passwordHash }), updatedAt: sql`now()` })
          .where(eq(users.id, id))
          .returning({ id: users.id });
        if (!updated) throw notFound('No such user.');
        if (passwordHash !== undefined) await destroyUserSessions(tx, id, kept);
      });
    } catch (error) {
      throw refusal(error, { unique: duplicate });
    }
    if (passwordHash !== undefined) await passwordChanged(ctx.config, id);
    return findUser(db, id);
  };
  type UserChange = z.output<typeof editable> & { password: string | null };

  api.patch(
    '/api/users/:id',
    {
      config: { access: { resource: 'user', action: 'update' } },
      schema: {
        tags,
        summary: 'Change some fields of a user',
        params: idParams,
        body: z
          .strictObject({ ...fields, password: password.nullable() })
          .partial()
          .refine(nonEmpty, { message: 'Nothing to change' }),
        response: { 200: userView, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => update(request, request.params.id, request.body),
  );

  api.put(
    '/api/users/:id',
    {
      config: { access: { resource: 'user', action: 'update' } },
      schema: {
        tags,
        summary: 'Replace the fields of a user (username, e-mail, roles, homepage); the password stays',
        params: idParams,
        body: editable,
        response: { 200: userView, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => update(request, request.params.id, request.body),
  );

  api.post(
    '/api/users/:id/password-reset',
    {
      config: { access: { resource: 'user', action: 'update' } },
      schema: {
        tags,
        summary: 'Give a user a temporary password, answered this once; their sessions end at once',
        params: idParams,
        response: {
          200: z.object({
            password: z.string().describe('The temporary password: shown once, kept only as a hash'),
            user: userView,
          }),
          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const caller = userOf(request);
      // Resetting one's own password here would end the very session the new one is shown in.
      if (id === caller.userId) throw conflict('You cannot reset your own password here.');
      if (!ctx.config.LOCAL_LOGIN) {
        throw conflict('Sign-in with a password is turned off here: a temporary password could not be used.');
      }
      const temporary = temporaryPassword(ctx.config.PASSWORD_MIN_LENGTH);
      const passwordHash = await hashPassword(temporary);
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ username: users.username, hasPassword: columns.hasPassword, oidcSubject: users.oidcSubject })
          .from(users)
          .where(eq(users.id, id))
          .for('update');
        if (!row) throw notFound('No such user.');
        // A user linked to the identity provider without a password (schema: "signs in only through the identity
        // provider") would get a way in around it, its MFA and its leaver process: their password lives there.
        if (row.oidcSubject !== null && !row.hasPassword) {
          throw conflict(`${row.username} signs in only through the identity provider: reset the password there.`, {
            signIn: { password: false, oidc: true },
          });
        }
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: sql`now()` })
          .where(eq(users.id, id));
        await destroyUserSessions(tx, id);
      });
      await passwordChanged(ctx.config, id);
      // Admin changes are written to the log (never the password), as the request log does for every other one.
      request.log.info({ userId: id, by: caller.userId }, 'admin: password reset, sessions ended');
      return { password: temporary, user: await findUser(db, id) };
    },
  );

  registerSwitchRoutes(app, db, {
    path: '/api/users',
    table: users,
    resource: 'user',
    tags,
    view: userView,
    find: (id) => findUser(db, id),
    missing: 'No such user.',
    summaries: { disable: 'Disable a user: their sessions end at once', enable: 'Enable a disabled user' },
    check: (id, request) => {
      if (id === userOf(request).userId) throw conflict('You cannot disable your own account.');
    },
    onDisable: destroyUserSessions,
  });
}
