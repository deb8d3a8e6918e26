import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys } from '../src/db/schema.ts';
import { createTestApp, createUser, snapshotCounts, type TestApp } from './harness.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
const as = (username: string) => ({ 'x-user': username });
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  admin = await createUser(t.database, { username: 'keeper', roles: ['accountAdmin'] });
});
afterAll(() => t.close());

async function createAccount(payload: Record<string, unknown>) {
  const response = await t.app.inject({ method: 'POST', url: '/api/accounts', headers: as('keeper'), payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { account: { id: string; keys: { id: string }[] }; key: { id: string; secret: string } };
}

const withKey = (secret: string, url = '/api/account') => t.app.inject({ url, headers: { 'x-api-key': secret } });
const getAccount = (id: string) => t.app.inject({ url: `/api/accounts/${id}`, headers: as('keeper') });

describe('admin accounts: access', () => {
  it('refuses callers who are not signed in', async () => {
    for (const [method, url] of [
      ['GET', '/api/accounts'],
      ['GET', `/api/accounts/${UNKNOWN_ID}`],
      ['POST', '/api/accounts'],
      ['PATCH', `/api/accounts/${UNKNOWN_ID}`],
      ['PUT', `/api/accounts/${UNKNOWN_ID}`],
      ['POST', `/api/accounts/${UNKNOWN_ID}/disable`],
      ['POST', `/api/accounts/${UNKNOWN_ID}/enable`],
      ['POST', `/api/accounts/${UNKNOWN_ID}/keys`],
      ['POST', `/api/accounts/${UNKNOWN_ID}/keys/${UNKNOWN_ID}/revoke`],
      ['POST', `/api/accounts/${UNKNOWN_ID}/keys/${UNKNOWN_ID}/rotate`],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses users whose roles do not grant account, superadmin included', async () => {
    await createUser(t.database, { username: 'super', roles: ['superadmin'] });
    const before = await snapshotCounts(t.database);
    expect((await t.app.inject({ url: '/api/accounts', headers: as('super') })).statusCode).toBe(403);
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/accounts',
      headers: as('super'),
      payload: { organisation: 'Intruder Ltd', acgroups: ['insightsvisitor'] },
    });
    expect(create.statusCode).toBe(403);
    expect(await snapshotCounts(t.database)).toEqual(before);
  });

  it('gives accounts read-only roles only, so that no key can write or administer', async () => {
    const before = await snapshotCounts(t.database);
    for (const role of ['accountAdmin', 'superadmin', 'articleCreator', 'obligationsvisitor']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/accounts',
        headers: as('keeper'),
        payload: { organisation: `Escalation ${role}`, acgroups: ['insightsvisitor', role] },
      });
      expect(response.statusCode, role).toBe(400);
    }
    expect(await snapshotCounts(t.database)).toEqual(before);
  });

  it('lets only signed-in people, not API keys, make keys', async () => {
    const { account, key } = await createAccount({ organisation: 'Self Service plc', acgroups: ['insightsvisitor'] });
    const before = await snapshotCounts(t.database);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${account.id}/keys`,
      headers: { 'x-api-key': key.secret },
      payload: { name: 'another' },
    });
    expect(response.statusCode).toBe(403);
    expect(await snapshotCounts(t.database)).toEqual(before);
  });
});

describe('admin accounts: records', () => {
  it('creates, lists, gets, updates, disables and enables an account', async () => {
    const { account, key } = await createAccount({
      organisation: 'Acme Bank',
      acgroups: ['insightsvisitor', 'cpdvisitor'],
      homepage: '/insights',
    });
    expect(account).toMatchObject({
      organisation: 'Acme Bank',
      acgroups: ['insightsvisitor', 'cpdvisitor'],
      homepage: '/insights',
      disabled: false,
      keys: [{ id: key.id, name: 'Default', prefix: key.secret.slice(0, 10), lastUsedAt: null, revokedAt: null }],
    });

    const list = await t.app.inject({ url: '/api/accounts?q=acme', headers: as('keeper') });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ total: 1, items: [account] });
    expect((await getAccount(account.id)).json()).toEqual(account);

    const updated = await t.app.inject({
      method: 'PATCH',
      url: `/api/accounts/${account.id}`,
      headers: as('keeper'),
      payload: { organisation: 'Acme Bank Europe', acgroups: ['faqsvisitor'], homepage: null },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      organisation: 'Acme Bank Europe',
      acgroups: ['faqsvisitor'],
      homepage: null,
    });
    expect((await withKey(key.secret)).json()).toEqual({
      acgroups: ['faqsvisitor'],
      organisation: 'Acme Bank Europe',
      homepage: null,
    });

    const replaced = await t.app.inject({
      method: 'PUT',
      url: `/api/accounts/${account.id}`,
      headers: as('keeper'),
      payload: { organisation: 'Acme Bank Europe', acgroups: ['insightsvisitor'], homepage: '/about' },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({
      acgroups: ['insightsvisitor'],
      homepage: '/about',
      keys: [{ id: key.id }],
    });
    expect((await withKey(key.secret)).json()).toMatchObject({ acgroups: ['insightsvisitor'], homepage: '/about' });

    const disabled = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${account.id}/disable`,
      headers: as('keeper'),
    });
    expect(disabled.json()).toMatchObject({ disabled: true });
    expect((await withKey(key.secret)).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/accounts?q=acme', headers: as('keeper') })).json().total).toBe(0);
    const disabledList = await t.app.inject({ url: '/api/accounts?q=acme&status=disabled', headers: as('keeper') });
    expect(disabledList.json().total).toBe(1);

    const enabled = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${account.id}/enable`,
      headers: as('keeper'),
    });
    expect(enabled.json()).toMatchObject({ disabled: false });
    expect((await withKey(key.secret)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown account', async () => {
    for (const [method, url, payload] of [
      ['GET', `/api/accounts/${UNKNOWN_ID}`, undefined],
      ['PATCH', `/api/accounts/${UNKNOWN_ID}`, { homepage: null }],
      ['PUT', `/api/accounts/${UNKNOWN_ID}`, { organisation: 'Nobody', acgroups: [], homepage: null }],
      ['POST', `/api/accounts/${UNKNOWN_ID}/disable`, undefined],
      ['POST', `/api/accounts/${UNKNOWN_ID}/enable`, undefined],
      ['POST', `/api/accounts/${UNKNOWN_ID}/keys`, { name: 'x' }],
    ] as const) {
      const response = await t.app.inject({ method, url, payload, headers: as('keeper') });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('refuses duplicates, unknown fields and roles, changing nothing', async () => {
    const { account } = await createAccount({ organisation: 'Globex', acgroups: [] });
    await createAccount({ organisation: 'Initech', acgroups: [] });
    const before = await snapshotCounts(t.database);
    const refused = [
      { method: 'POST', url: '/api/accounts', payload: { organisation: 'GLOBEX', acgroups: [] }, status: 409 },
      { method: 'PATCH', url: `/api/accounts/${account.id}`, payload: { organisation: 'initech' }, status: 409 },
      { method: 'POST', url: '/api/accounts', payload: { organisation: 'New', acgroups: [], keyHash: 'x' } },
      { method: 'POST', url: '/api/accounts', payload: { organisation: 'New', acgroups: ['emperor'] } },
      { method: 'POST', url: '/api/accounts', payload: { organisation: 'New' } },
      {
        method: 'POST',
        url: '/api/accounts',
        payload: { organisation: 'New', acgroups: [], homepage: 'javascript:x' },
      },
      { method: 'PATCH', url: `/api/accounts/${account.id}`, payload: {} },
      { method: 'PATCH', url: `/api/accounts/${account.id}`, payload: { disabled: false } },
      // PUT replaces every field: one left out is refused, not cleared.
      { method: 'PUT', url: `/api/accounts/${account.id}`, payload: { organisation: 'Globex', acgroups: [] } },
      {
        method: 'PUT',
        url: `/api/accounts/${account.id}`,
        payload: { organisation: 'INITECH', acgroups: [], homepage: null },
        status: 409,
      },
      { method: 'POST', url: `/api/accounts/${account.id}/keys`, payload: { name: 'k', secret: 'rhk_mine' } },
      { method: 'POST', url: `/api/accounts/${account.id}/keys`, payload: { name: '' } },
    ] as const;
    for (const { method, url, payload, ...rest } of refused) {
      const response = await t.app.inject({ method, url, payload, headers: as('keeper') });
      const status = 'status' in rest ? rest.status : 400;
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json()).toMatchObject({ status, message: expect.any(String) });
    }
    expect(await snapshotCounts(t.database)).toEqual(before);
    expect((await getAccount(account.id)).json().organisation).toBe('Globex');
  });
});

describe('admin accounts: API keys', () => {
  it('shows a key once, lets it call the API and records its last use', async () => {
    const { account, key } = await createAccount({
      organisation: 'Umbrella',
      acgroups: ['insightsvisitor'],
      keyName: 'Intranet',
    });
    expect(key).toEqual({
      id: expect.any(String),
      name: 'Intranet',
      prefix: key.secret.slice(0, 10),
      secret: key.secret,
    });
    expect(key.secret).toMatch(/^rhk_/);

    const [stored] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(stored!.createdBy).toBe(admin.id);
    for (const response of [
      await getAccount(account.id),
      await t.app.inject({ url: '/api/accounts', headers: as('keeper') }),
    ]) {
      expect(response.body).not.toContain(key.secret);
      expect(response.body).not.toContain(stored!.keyHash);
      expect(response.body).not.toMatch(/secret|keyHash|key_hash/);
    }

    const answer = await withKey(key.secret);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ acgroups: ['insightsvisitor'], organisation: 'Umbrella', homepage: null });
    const me = await withKey(key.secret, '/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ user: { username: 'Umbrella', email: null }, roles: ['insightsvisitor'] });
    expect(me.json().permissions.article.read).toBe(true);

    const [used] = (await getAccount(account.id)).json().keys;
    expect(used.lastUsedAt).not.toBeNull();
    expect(Date.now() - Date.parse(used.lastUsedAt)).toBeLessThan(60_000);
  });

  it('refuses a key sent in the URL, and keys that are unknown', async () => {
    const { key } = await createAccount({ organisation: 'Hooli', acgroups: ['insightsvisitor'] });
    for (const url of [`/api/account?api_key=${key.secret}`, `/api/me?apiKey=${key.secret}`]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toContain('x-api-key');
    }
    expect((await withKey(`${key.secret}x`)).statusCode).toBe(401);
    expect((await withKey('not-a-key')).statusCode).toBe(401);
  });

  it('adds keys and revokes one without touching the others', async () => {
    const { account, key: first } = await createAccount({
      organisation: 'Wayne Enterprises',
      acgroups: ['cpdvisitor'],
    });
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${account.id}/keys`,
      headers: as('keeper'),
      payload: { name: 'Batch jobs' },
    });
    expect(added.statusCode).toBe(201);
    const second = added.json();
    expect(second).toMatchObject({ name: 'Batch jobs', secret: expect.stringMatching(/^rhk_/) });
    expect(second.secret).not.toBe(first.secret);
    const [stored] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, second.id));
    expect(stored!.createdBy).toBe(admin.id);
    expect((await withKey(second.secret)).statusCode).toBe(200);

    const revoke = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/accounts/${account.id}/keys/${first.id}/revoke`,
        headers: as('keeper'),
      });
    const revoked = await revoke();
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ id: first.id, name: 'Default', revokedAt: expect.any(String) });
    expect(revoked.json()).not.toHaveProperty('secret');
    expect((await withKey(first.secret)).statusCode).toBe(401);
    expect((await withKey(second.secret)).statusCode).toBe(200);

    const again = await revoke();
    expect(again.json().revokedAt).toBe(revoked.json().revokedAt);
    const keys = (await getAccount(account.id)).json().keys;
    expect(keys.map((k: { id: string }) => k.id)).toEqual([first.id, second.id]);
    expect(keys[0].revokedAt).toBe(revoked.json().revokedAt);
    expect(keys[1].revokedAt).toBeNull();
  });

  it('answers 404 for a key of another account and leaves that key working', async () => {
    const { account: mine } = await createAccount({ organisation: 'Stark Industries', acgroups: [] });
    const { key: theirs } = await createAccount({ organisation: 'Oscorp', acgroups: ['insightsvisitor'] });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${mine.id}/keys/${theirs.id}/revoke`,
      headers: as('keeper'),
    });
    expect(response.statusCode).toBe(404);
    expect((await withKey(theirs.secret)).statusCode).toBe(200);
  });

  it('stops every key of a disabled account at once', async () => {
    const { account, key } = await createAccount({ organisation: 'Cyberdyne', acgroups: ['insightsvisitor'] });
    expect((await withKey(key.secret, '/api/me')).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: `/api/accounts/${account.id}/disable`, headers: as('keeper') });
    const refused = await withKey(key.secret, '/api/me');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'The API key is not valid.', status: 401 });
  });
});

describe('admin accounts: rotating a key', () => {
  const rotate = (accountId: string, keyId: string) =>
    t.app.inject({ method: 'POST', url: `/api/accounts/${accountId}/keys/${keyId}/rotate`, headers: as('keeper') });

  it('replaces a key by a new one of the same name, and the old one stops working at once', async () => {
    const { account, key: old } = await createAccount({
      organisation: 'Tyrell Corporation',
      acgroups: ['insightsvisitor'],
      keyName: 'Intranet',
    });
    const { key: other } = await createAccount({ organisation: 'Soylent', acgroups: ['insightsvisitor'] });
    expect((await withKey(old.secret)).statusCode).toBe(200);

    const rotated = await rotate(account.id, old.id);
    expect(rotated.statusCode, rotated.body).toBe(201);
    const fresh = rotated.json();
    expect(fresh).toEqual({
      id: expect.any(String),
      name: 'Intranet',
      prefix: fresh.secret.slice(0, 10),
      secret: expect.stringMatching(/^rhk_/),
    });
    expect(fresh.id).not.toBe(old.id);
    expect(fresh.secret).not.toBe(old.secret);
    const [stored] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, fresh.id));
    expect(stored!.createdBy).toBe(admin.id);

    const refused = await withKey(old.secret);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ status: 401, message: expect.any(String) });
    expect((await withKey(fresh.secret)).json()).toMatchObject({ organisation: 'Tyrell Corporation' });
    expect((await withKey(other.secret)).statusCode, "another account's key still works").toBe(200);

    const keys = (await getAccount(account.id)).json().keys;
    expect(keys).toMatchObject([
      { id: old.id, name: 'Intranet', revokedAt: expect.any(String) },
      { id: fresh.id, name: 'Intranet', prefix: fresh.prefix, revokedAt: null },
    ]);
    for (const response of [
      await getAccount(account.id),
      await t.app.inject({ url: '/api/accounts?q=tyrell', headers: as('keeper') }),
    ]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(fresh.secret);
      expect(response.body).not.toContain(stored!.keyHash);
      expect(response.body).not.toMatch(/secret|keyHash|key_hash/);
    }
  });

  it('answers 409 for a revoked key, 404 for an unknown key or one of another account, changing nothing', async () => {
    const { account, key } = await createAccount({ organisation: 'Massive Dynamic', acgroups: [] });
    const { key: theirs } = await createAccount({ organisation: 'Aperture', acgroups: ['insightsvisitor'] });
    await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${account.id}/keys/${key.id}/revoke`,
      headers: as('keeper'),
    });
    const before = await snapshotCounts(t.database);
    for (const [keyId, status] of [
      [key.id, 409],
      [UNKNOWN_ID, 404],
      [theirs.id, 404],
    ] as const) {
      const response = await rotate(account.id, keyId);
      expect(response.statusCode, keyId).toBe(status);
      expect(response.json()).toMatchObject({ status, message: expect.any(String) });
    }
    expect((await rotate(UNKNOWN_ID, key.id)).statusCode).toBe(404);
    expect(await snapshotCounts(t.database)).toEqual(before);
    expect((await withKey(theirs.secret)).statusCode).toBe(200);
  });

  it('makes one successor of two rotations at once', async () => {
    const { account, key } = await createAccount({ organisation: 'Vandelay Industries', acgroups: [] });
    const answers = await Promise.all([rotate(account.id, key.id), rotate(account.id, key.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect((await getAccount(account.id)).json().keys).toHaveLength(2);
  });
});
