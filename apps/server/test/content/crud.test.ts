import { ACTIONS, can, ROLE_NAMES, type RoleName } from '@rh/core';
import { CONTENT_TYPES, dataSchema } from '@rh/core/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, snapshotCounts, type TestApp } from '../harness.ts';
import { ALL_ROLES, createSample, editableText } from './samples.ts';

let t: TestApp;
const WRITER = 'writer';
const headers = { 'x-user': WRITER };

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  await createUser(t.database, { username: WRITER, roles: ALL_ROLES });
  await createUser(t.database, { username: 'nobody', roles: [] });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, user = WRITER) =>
  t.app.inject({ method, url, payload, headers: { 'x-user': user } });

describe.each(CONTENT_TYPES.map((type) => [type.name, type] as const))('%s', (_, type) => {
  const base = `/api/content/${type.name}`;

  it('create → read → update → stale update 409 → delete → restore, each in the journal', async () => {
    const created = await createSample(t.app, WRITER, type);
    expect(created.version).toBe(1);
    expect(dataSchema(type).safeParse(created.data).success).toBe(true);
    for (const field of type.fields.filter((f) => f.kind === 'richtext')) {
      expect(created.data[field.name]).not.toMatch(/script/);
    }

    const read = await call('GET', `${base}/${created.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(created.data);
    if (type.keyField) {
      const byKey = await call('GET', `${base}/${encodeURIComponent(String(created.data[type.keyField]))}`);
      expect(byKey.json().id).toBe(created.id);
    }

    const field = editableText(type);
    const updated = await call('PUT', `${base}/${created.id}`, { version: 1, data: { [field.name]: 'Changed' } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ version: 2, data: { [field.name]: 'Changed' } });

    const before = await snapshotCounts(t.database);
    const stale = await call('PUT', `${base}/${created.id}`, { version: 1, data: { [field.name]: 'Lost' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.current.data[field.name]).toBe('Changed');
    expect(await snapshotCounts(t.database)).toEqual(before);

    const deleted = await call('DELETE', `${base}/${created.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().deletedAt).not.toBeNull();
    const live = (await call('GET', `${base}?limit=100`)).json();
    expect(live.items.map((item: { id: string }) => item.id)).not.toContain(created.id);
    const gone = (await call('GET', `${base}?deleted=true`)).json();
    expect(gone.items.map((item: { id: string }) => item.id)).toContain(created.id);

    const restored = await call('POST', `${base}/${created.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ deletedAt: null, version: 4 });

    const journal = (await call('GET', `${base}/${created.id}/journal`)).json();
    expect(journal.entries.map((entry: { action: string }) => entry.action)).toEqual([
      'restore',
      'delete',
      'update',
      'create',
    ]);
    expect(journal.entries[2].changes).toEqual([{ field: field.name, from: created.data[field.name], to: 'Changed' }]);
  });

  it('refuses every write to a user without the grant and changes nothing', async () => {
    const item = await createSample(t.app, WRITER, type);
    const before = await snapshotCounts(t.database);
    const attempts = [
      await call('POST', base, { data: item.data }, 'nobody'),
      await call('PUT', `${base}/${item.id}`, { version: 1, data: {} }, 'nobody'),
      await call('DELETE', `${base}/${item.id}`, undefined, 'nobody'),
      await call('GET', `${base}/${item.id}`, undefined, 'nobody'),
      await call('GET', base, undefined, 'nobody'),
    ];
    expect(attempts.map((response) => response.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect(await snapshotCounts(t.database)).toEqual(before);
  });
});

/**
 * For each action on a type, the role that shows best that the grant, not the role's other rights, decides: one with
 * some other grant on the type where there is one (a visitor asked to write), else one with none.
 */
function roleWithout(resource: string, action: (typeof ACTIONS)[number]): RoleName | undefined {
  const lacking = ROLE_NAMES.filter((role) => role !== 'norole' && !can([role], resource, action));
  return lacking.find((role) => ACTIONS.some((other) => can([role], resource, other))) ?? lacking[0];
}

const roleUsers = new Set<string>();
async function userWith(role: RoleName): Promise<string> {
  const username = `only-${role}`;
  if (!roleUsers.has(username)) {
    await createUser(t.database, { username, roles: [role] });
    roleUsers.add(username);
  }
  return username;
}

describe.each(CONTENT_TYPES.map((type) => [type.name, type] as const))('%s permission matrix', (_, type) => {
  it('refuses each action to a role without its grant (403) and changes nothing', async () => {
    const base = `/api/content/${type.name}`;
    const item = await createSample(t.app, WRITER, type);
    const users = new Map<string, string>();
    for (const action of ACTIONS) {
      const role = roleWithout(type.resource, action);
      if (role) users.set(action, await userWith(role));
    }
    const before = await snapshotCounts(t.database);
    const attempt = {
      read: (user: string) => call('GET', `${base}/${item.id}`, undefined, user),
      create: (user: string) => call('POST', base, { data: item.data }, user),
      update: (user: string) => call('PUT', `${base}/${item.id}`, { version: 1, data: {} }, user),
      delete: (user: string) => call('DELETE', `${base}/${item.id}`, undefined, user),
    };
    for (const [action, user] of users) {
      const response = await attempt[action as keyof typeof attempt](user);
      expect(`${action} as ${user}: ${response.statusCode}`).toBe(`${action} as ${user}: 403`);
    }
    expect(await snapshotCounts(t.database)).toEqual(before);
    const after = (await call('GET', `${base}/${item.id}`)).json();
    expect(after).toMatchObject({ version: 1, data: item.data, deletedAt: null });
  });
});

describe('the registry', () => {
  it('gives every type its guarded API routes and documents them', async () => {
    const openapi = (await t.app.inject({ url: '/api/openapi.json' })).json();
    for (const type of CONTENT_TYPES) {
      const base = `/api/content/${type.name}`;
      const routes = t.app.routeAccess.filter((route) => route.url === base || route.url.startsWith(`${base}/`));
      const expected = [
        ['GET', base, 'read'],
        ['POST', base, 'create'],
        ['GET', `${base}/export`, 'read'],
        ['GET', `${base}/:id`, 'read'],
        ['PUT', `${base}/:id`, 'update'],
        ['DELETE', `${base}/:id`, 'delete'],
        ['POST', `${base}/:id/restore`, 'delete'],
        ['GET', `${base}/:id/journal`, 'read'],
        ['GET', `${base}/:id/links`, 'read'],
        ...(type.workflow ? [['POST', `${base}/:id/transitions/:name`, 'read']] : []),
      ];
      for (const [method, url, action] of expected) {
        const route = routes.find((candidate) => candidate.method === method && candidate.url === url);
        expect(route?.access, `${method} ${url}`).toEqual({ resource: type.resource, action });
      }
      // Lookups are open to writers of other types too (canLookup, checked in the handler: lookup.test.ts).
      const lookup = routes.find((route) => route.method === 'GET' && route.url === `${base}/lookup`);
      expect(lookup?.access, `GET ${base}/lookup`).toEqual({ signedIn: true });
      expect(routes.filter((route) => route.method !== 'HEAD')).toHaveLength(expected.length + 1);
      expect(Object.keys(openapi.paths), type.name).toContain(base);
    }
  });
});

describe('answers', () => {
  it('say what the caller may do with each record', async () => {
    const type = CONTENT_TYPES[0]!;
    const item = await createSample(t.app, WRITER, type);
    const body = (await t.app.inject({ url: `/api/content/${type.name}/${item.id}`, headers })).json();
    expect(body.abilities).toMatchObject({ update: true, delete: true, restore: false });
  });
});
