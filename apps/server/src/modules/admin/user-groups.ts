import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roleNames } from '../../auth/me.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { refusal } from '../../db/errors.ts';
import { userGroupMembers, userGroups, users } from '../../db/schema.ts';
import { badRequest, conflict, errorBody, notFound } from '../../http/errors.ts';
import { idParams, likePattern, listQuery, nonEmpty, timestamps } from './common.ts';
import { registerSwitchRoutes, statusFilter } from './switch.ts';

const memberView = z.object({ id: z.uuid(), username: z.string(), email: z.string() });

const groupView = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  roles: z.array(z.string()).describe('Roles every member gets while the group is enabled'),
  members: z.array(memberView),
  disabled: z.boolean(),
  ...timestamps,
});
type GroupView = z.infer<typeof groupView>;
type GroupRow = typeof userGroups.$inferSelect;
type Member = z.infer<typeof memberView>;

/** The members of these groups, by group id, in username order. */
async function membersOf(db: Database, groupIds: string[]): Promise<Map<string, Member[]>> {
  const byGroup = new Map<string, Member[]>(groupIds.map((id) => [id, []]));
  if (groupIds.length === 0) return byGroup;
  const rows = await db
    .select({ groupId: userGroupMembers.groupId, id: users.id, username: users.username, email: users.email })
    .from(userGroupMembers)
    .innerJoin(users, eq(users.id, userGroupMembers.userId))
    .where(inArray(userGroupMembers.groupId, groupIds))
    .orderBy(sql`lower(${users.username})`, users.id);
  for (const { groupId, ...member } of rows) byGroup.get(groupId)?.push(member);
  return byGroup;
}

function toView(row: GroupRow, members: Member[]): GroupView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    roles: row.roles,
    members,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

async function findGroup(db: Database, id: string): Promise<GroupView> {
  const [row] = await db.select().from(userGroups).where(eq(userGroups.id, id)).limit(1);
  if (!row) throw notFound('No such user group.');
  const members = await membersOf(db, [row.id]);
  return toView(row, members.get(row.id) ?? []);
}

/** Makes these users the only members of the group; an unknown user id refuses the whole request. */
async function replaceMembers(tx: Database, groupId: string, memberIds: string[]): Promise<void> {
  if (memberIds.length > 0) {
    const found = await tx.select({ id: users.id }).from(users).where(inArray(users.id, memberIds));
    const known = new Set(found.map((row) => row.id));
    const unknown = memberIds.filter((id) => !known.has(id));
    if (unknown.length > 0) throw badRequest(`No user has the id ${unknown.join(', ')}.`, { unknownMembers: unknown });
  }
  await tx.delete(userGroupMembers).where(eq(userGroupMembers.groupId, groupId));
  if (memberIds.length > 0) {
    await tx.insert(userGroupMembers).values(memberIds.map((userId) => ({ groupId, userId })));
  }
}

/** A duplicate name, or a member deleted between the check and the insert. */
const groupRefusal = (error: unknown) =>
  refusal(error, {
    unique: () => conflict('A user group with this name exists already.'),
    foreignKey: () => badRequest('A member is not a known user.'),
  });

/** Admin API of user groups (resource `userGroup`): members get the roles of the enabled groups they are in. */
export function registerUserGroupAdmin(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const fields = {
    name: z.string().trim().min(1).max(100).describe('Unique name, ignoring case'),
    description: z.string().trim().max(2000).describe('What the group is for'),
    roles: roleNames,
    members: z
      .array(z.uuid({ message: 'must be a user id (UUID)' }))
      .max(10_000)
      .transform((ids) => [...new Set(ids)])
      .describe('Ids of the member users; replaces the member list'),
  };
  const tags = ['admin: user groups'];

  api.get(
    '/api/usergroups',
    {
      config: { access: { resource: 'userGroup', action: 'read' } },
      schema: {
        tags,
        summary: 'List user groups',
        querystring: listQuery,
        response: { 200: z.object({ items: z.array(groupView), total: z.number() }) },
      },
    },
    async (request) => {
      const { q, status, limit, offset } = request.query;
      const where = and(statusFilter(userGroups, status), q ? ilike(userGroups.name, likePattern(q)) : undefined);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(userGroups)
          .where(where)
          .orderBy(asc(sql`lower(${userGroups.name})`), userGroups.id)
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(userGroups).where(where),
      ]);
      const members = await membersOf(
        db,
        rows.map((row) => row.id),
      );
      return { items: rows.map((row) => toView(row, members.get(row.id) ?? [])), total: total?.n ?? 0 };
    },
  );

  api.get(
    '/api/usergroups/:id',
    {
      config: { access: { resource: 'userGroup', action: 'read' } },
      schema: { tags, summary: 'One user group', params: idParams, response: { 200: groupView, 404: errorBody } },
    },
    async (request) => findGroup(db, request.params.id),
  );

  api.post(
    '/api/usergroups',
    {
      config: { access: { resource: 'userGroup', action: 'create' } },
      schema: {
        tags,
        summary: 'Create a user group',
        body: z.strictObject({
          ...fields,
          description: fields.description.default(''),
          members: fields.members.default([]),
        }),
        response: { 201: groupView, 400: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      const { members, ...values } = request.body;
      try {
        const id = await db.transaction(async (tx) => {
          const [created] = await tx.insert(userGroups).values(values).returning({ id: userGroups.id });
          await replaceMembers(tx, created!.id, members);
          return created!.id;
        });
        return reply.code(201).send(await findGroup(db, id));
      } catch (error) {
        throw groupRefusal(error);
      }
    },
  );

  const editable = z.strictObject(fields);

  /** Writes the fields given; PATCH sends some, PUT (the web's verb, spec §7) all of them. */
  const update = async (id: string, body: Partial<z.output<typeof editable>>) => {
    const { members, ...values } = body;
    try {
      await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(userGroups)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(userGroups.id, id))
          .returning({ id: userGroups.id });
        if (!updated) throw notFound('No such user group.');
        if (members !== undefined) await replaceMembers(tx, updated.id, members);
      });
    } catch (error) {
      throw groupRefusal(error);
    }
    return findGroup(db, id);
  };

  api.patch(
    '/api/usergroups/:id',
    {
      config: { access: { resource: 'userGroup', action: 'update' } },
      schema: {
        tags,
        summary: 'Change some fields of a user group; `members` replaces the member list',
        params: idParams,
        body: editable.partial().refine(nonEmpty, { message: 'Nothing to change' }),
        response: { 200: groupView, 400: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => update(request.params.id, request.body),
  );

  api.put(
    '/api/usergroups/:id',
    {
      config: { access: { resource: 'userGroup', action: 'update' } },
      schema: {
        tags,
        summary: 'Replace the fields of a user group: name, description, roles and the member list',
        params: idParams,
        body: editable,
        response: { 200: groupView, 400: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => update(request.params.id, request.body),
  );

  registerSwitchRoutes(app, db, {
    path: '/api/usergroups',
    table: userGroups,
    resource: 'userGroup',
    tags,
    view: groupView,
    find: (id) => findGroup(db, id),
    missing: 'No such user group.',
    summaries: {
      disable: 'Disable a user group: its members lose its roles at once',
      enable: 'Enable a disabled user group',
    },
  });
}
