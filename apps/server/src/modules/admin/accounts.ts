import { and, asc, count, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../../auth/access.ts';
import { generateApiKey } from '../../auth/api-keys.ts';
import { externalRoleNames } from '../../auth/me.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { refusal } from '../../db/errors.ts';
import { accounts, apiKeys } from '../../db/schema.ts';
import { conflict, errorBody, notFound } from '../../http/errors.ts';
import { homepage, idParams, likePattern, listQuery, nonEmpty, timestamps } from './common.ts';
import { registerSwitchRoutes, statusFilter } from './switch.ts';

/** A key as lists show it: never its secret or hash. */
const keyView = z.object({
  id: z.uuid(),
  name: z.string(),
  prefix: z.string().describe('The first characters of the key, to tell keys apart'),
  createdAt: z.date(),
  lastUsedAt: z.date().nullable().describe('Last use, to the minute'),
  revokedAt: z.date().nullable(),
});
type KeyView = z.infer<typeof keyView>;

/** A new key, with the secret that is shown in this answer only. */
const newKeyView = z.object({
  id: z.uuid(),
  name: z.string(),
  prefix: z.string(),
  secret: z.string().describe('The API key, for the x-api-key header: shown once, never again'),
});

const accountView = z.object({
  id: z.uuid(),
  organisation: z.string(),
  acgroups: z.array(z.string()).describe('Role names the keys of this account act with'),
  homepage: z.string().nullable(),
  disabled: z.boolean(),
  ...timestamps,
  keys: z.array(keyView),
});
type AccountView = z.infer<typeof accountView>;
type AccountRow = typeof accounts.$inferSelect;

const keyColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};

/** The keys of these accounts, by account id, oldest first. */
async function keysOf(db: Database, accountIds: string[]): Promise<Map<string, KeyView[]>> {
  const byAccount = new Map<string, KeyView[]>(accountIds.map((id) => [id, []]));
  if (accountIds.length === 0) return byAccount;
  const rows = await db
    .select({ accountId: apiKeys.accountId, ...keyColumns })
    .from(apiKeys)
    .where(inArray(apiKeys.accountId, accountIds))
    .orderBy(asc(apiKeys.createdAt), apiKeys.id);
  for (const { accountId, ...key } of rows) byAccount.get(accountId)?.push(key);
  return byAccount;
}

function toView(row: AccountRow, keys: KeyView[]): AccountView {
  return {
    id: row.id,
    organisation: row.organisation,
    acgroups: row.acgroups,
    homepage: row.homepage,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    keys,
  };
}

async function findAccount(db: Database, id: string): Promise<AccountView> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  if (!row) throw notFound('No such account.');
  const keys = await keysOf(db, [row.id]);
  return toView(row, keys.get(row.id) ?? []);
}

/** Stores a new key of the account and returns it with its secret. */
async function insertKey(db: Database, accountId: string, name: string, createdBy: string) {
  const { secret, prefix, keyHash } = generateApiKey();
  const [key] = await db
    .insert(apiKeys)
    .values({ accountId, name, prefix, keyHash, createdBy })
    .returning({ id: apiKeys.id, name: apiKeys.name, prefix: apiKeys.prefix });
  return { ...key!, secret };
}

const duplicate = () => conflict('An account of this organisation exists already.');

/** Admin API of external accounts and their API keys (resource `account`). */
export function registerAccountAdmin(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const fields = {
    organisation: z.string().trim().min(1).max(200).describe('Name of the organisation; unique, ignoring case'),
    acgroups: externalRoleNames,
    homepage,
  };
  const editable = z.strictObject(fields);
  const keyName = z.string().trim().min(1).max(100).describe('What the key is for, to tell keys apart');
  const keyParams = z.strictObject({ ...idParams.shape, keyId: z.uuid({ message: 'must be an id (UUID)' }) });
  const tags = ['admin: accounts'];

  api.get(
    '/api/accounts',
    {
      config: { access: { resource: 'account', action: 'read' } },
      schema: {
        tags,
        summary: 'List external accounts',
        querystring: listQuery,
        response: { 200: z.object({ items: z.array(accountView), total: z.number() }) },
      },
    },
    async (request) => {
      const { q, status, limit, offset } = request.query;
      const where = and(statusFilter(accounts, status), q ? ilike(accounts.organisation, likePattern(q)) : undefined);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(accounts)
          .where(where)
          .orderBy(asc(sql`lower(${accounts.organisation})`), accounts.id)
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(accounts).where(where),
      ]);
      const keys = await keysOf(
        db,
        rows.map((row) => row.id),
      );
      return { items: rows.map((row) => toView(row, keys.get(row.id) ?? [])), total: total?.n ?? 0 };
    },
  );

  api.get(
    '/api/accounts/:id',
    {
      config: { access: { resource: 'account', action: 'read' } },
      schema: {
        tags,
        summary: 'One external account',
        params: idParams,
        response: { 200: accountView, 404: errorBody },
      },
    },
    async (request) => findAccount(db, request.params.id),
  );

  api.post(
    '/api/accounts',
    {
      config: { access: { resource: 'account', action: 'create' } },
      schema: {
        tags,
        summary: 'Create an external account with its first API key (the key is shown in this answer only)',
        body: z.strictObject({ ...fields, homepage: homepage.optional(), keyName: keyName.default('Default') }),
        response: { 201: z.object({ account: accountView, key: newKeyView }), 409: errorBody },
      },
    },
    async (request, reply) => {
      const { keyName: name, ...values } = request.body;
      const createdBy = userOf(request).userId;
      try {
        const key = await db.transaction(async (tx) => {
          const [created] = await tx.insert(accounts).values(values).returning({ id: accounts.id });
          return { accountId: created!.id, ...(await insertKey(tx, created!.id, name, createdBy)) };
        });
        const { accountId, ...shown } = key;
        return reply.code(201).send({ account: await findAccount(db, accountId), key: shown });
      } catch (error) {
        throw refusal(error, { unique: duplicate });
      }
    },
  );

  /** Writes the fields given; PATCH sends some, PUT (the web client's verb, spec §7) all of them. */
  const update = async (id: string, values: Partial<z.output<typeof editable>>) => {
    try {
      const [updated] = await db
        .update(accounts)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(accounts.id, id))
        .returning({ id: accounts.id });
      if (!updated) throw notFound('No such account.');
    } catch (error) {
      throw refusal(error, { unique: duplicate });
    }
    return findAccount(db, id);
  };

  api.patch(
    '/api/accounts/:id',
    {
      config: { access: { resource: 'account', action: 'update' } },
      schema: {
        tags,
        summary: 'Change some fields of an external account',
        params: idParams,
        body: editable.partial().refine(nonEmpty, { message: 'Nothing to change' }),
        response: { 200: accountView, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => update(request.params.id, request.body),
  );

  api.put(
    '/api/accounts/:id',
    {
      config: { access: { resource: 'account', action: 'update' } },
      schema: {
        tags,
        summary: 'Replace the fields of an external account (organisation, roles, homepage)',
        params: idParams,
        body: editable,
        response: { 200: accountView, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => update(request.params.id, request.body),
  );

  registerSwitchRoutes(app, db, {
    path: '/api/accounts',
    table: accounts,
    resource: 'account',
    tags,
    view: accountView,
    find: (id) => findAccount(db, id),
    missing: 'No such account.',
    summaries: {
      disable: 'Disable an account: its keys stop working at once',
      enable: 'Enable a disabled account: its unrevoked keys work again',
    },
  });

  api.post(
    '/api/accounts/:id/keys',
    {
      config: { access: { resource: 'account', action: 'update' } },
      schema: {
        tags,
        summary: 'Create an API key of the account (the key is shown in this answer only)',
        params: idParams,
        body: z.strictObject({ name: keyName }),
        response: { 201: newKeyView, 404: errorBody },
      },
    },
    async (request, reply) => {
      const createdBy = userOf(request).userId;
      try {
        return reply.code(201).send(await insertKey(db, request.params.id, request.body.name, createdBy));
      } catch (error) {
        throw refusal(error, { foreignKey: () => notFound('No such account.') });
      }
    },
  );

  api.post(
    '/api/accounts/:id/keys/:keyId/revoke',
    {
      config: { access: { resource: 'account', action: 'update' } },
      schema: {
        tags,
        summary: 'Revoke an API key: it stops working at once; revoking again keeps the first time',
        params: keyParams,
        response: { 200: keyView, 404: errorBody },
      },
    },
    async (request) => {
      const [key] = await db
        .update(apiKeys)
        .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
        .where(and(eq(apiKeys.id, request.params.keyId), eq(apiKeys.accountId, request.params.id)))
        .returning(keyColumns);
      if (!key) throw notFound('This account has no such key.');
      return key;
    },
  );

  api.post(
    '/api/accounts/:id/keys/:keyId/rotate',
    {
      config: { access: { resource: 'account', action: 'update' } },
      schema: {
        tags,
        summary:
          'Replace an API key: a new key of the same name is made and the old one revoked at once, in one step ' +
          '(the new key is shown in this answer only). 404: no such key; 409: the key is revoked already.',
        params: keyParams,
        response: { 201: newKeyView, 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      const { id, keyId } = request.params;
      const createdBy = userOf(request).userId;
      const key = await db.transaction(async (tx) => {
        // Revoking first locks the row: of two rotations at once, the second finds the key revoked (a 409) instead
        // of making a second successor.
        const [old] = await tx
          .update(apiKeys)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(apiKeys.id, keyId), eq(apiKeys.accountId, id), isNull(apiKeys.revokedAt)))
          .returning({ name: apiKeys.name });
        if (old) return insertKey(tx, id, old.name, createdBy);
        const [revoked] = await tx
          .select({ id: apiKeys.id })
          .from(apiKeys)
          .where(and(eq(apiKeys.id, keyId), eq(apiKeys.accountId, id)))
          .limit(1);
        // A revoked key is a known key in the wrong state: it has no successor to make; create a new key instead.
        throw revoked
          ? conflict('This key is revoked already: create a new key instead.')
          : notFound('This account has no such key.');
      });
      return reply.code(201).send(key);
    },
  );
}
