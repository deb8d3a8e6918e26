import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
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
import { users } from '../../db/schema.ts';
import { conflict, errorBody, notFound } from '../../http/errors.ts';
import { homepage, idParams, likePattern, listQuery, nonEmpty, timestamps } from './common.ts';
import { registerSwitchRoutes, statusFilter } from './switch.ts';

const userView = z.object({
  id: z.uuid(),
  username: z.string(),
  email: z.string(),
  acgroups: z.array(z.string()).describe('Roles given directly'),
  roles: z.array(z.string()).describe('Roles in effect, groups included'),
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

async function findUser(db: Database, id: string): Promise<UserView> {
  const [row] = await db.select(columns).from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound('No such user.');
  return toView(row);
}

function toView(row: Awaited<ReturnType<typeof selectUsers>>[number]): UserView {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    acgroups: row.acgroups,
    roles: effectiveRoles(row.acgroups, row.groupRoles),
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
      return { items: rows.map(toView), total: total?.n ?? 0 };
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

  api.patch(
    '/api/users/:id',
    {
      config: { access: { resource: 'user', action: 'update' } },
      schema: {
        tags,
        summary: 'Change a user',
        params: idParams,
        body: z
          .strictObject({ ...fields, password: password.nullable() })
          .partial()
          .refine(nonEmpty, { message: 'Nothing to change' }),
        response: { 200: userView, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { password: secret, ...values } = request.body;
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
