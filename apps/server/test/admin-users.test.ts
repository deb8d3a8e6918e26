import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { createTestApp, createUser, signIn, snapshotCounts, type TestApp } from './harness.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
const as = (username: string) => ({ 'x-user': username });

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  admin = await createUser(t.database, { username: 'root', roles: ['superadmin'] });
});
afterAll(() => t.close());

describe('admin users: access', () => {
  it('refuses callers who are not signed in', async () => {
    for (const [method, url] of [
      ['GET', '/api/users'],
      ['GET', `/api/users/${admin.id}`],
      ['POST', '/api/users'],
      ['PATCH', `/api/users/${admin.id}`],
      ['PUT', `/api/users/${admin.id}`],
      ['POST', `/api/users/${admin.id}/password-reset`],
      ['POST', `/api/users/${admin.id}/disable`],
      ['POST', `/api/users/${admin.id}/enable`],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toMatchObject({ status: 401 });
    }
  });

  it('refuses users whose roles do not grant user', async () => {
    const editor = await createUser(t.database, { roles: ['articleCreator', 'accountAdmin'] });
    const before = await snapshotCounts(t.database);
    const list = await t.app.inject({ url: '/api/users', headers: as(editor.username) });
    expect(list.statusCode).toBe(403);
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: as(editor.username),
      payload: { username: 'sneaky', email: 'sneaky@example.test', acgroups: ['superadmin'] },
    });
    expect(create.statusCode).toBe(403);
    expect(create.json()).toEqual({ message: 'You do not have permission to do this.', status: 403 });
    const promote = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${editor.id}`,
      headers: as(editor.username),
      payload: { acgroups: ['superadmin'] },
    });
    expect(promote.statusCode).toBe(403);
    expect(await snapshotCounts(t.database)).toEqual(before);
  });
});

describe('admin users: records', () => {
  it('creates, lists, gets, updates, disables and enables a user', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: as('root'),
      payload: { username: 'grace', email: 'Grace@Example.test', acgroups: ['insightsvisitor', 'insightsvisitor'] },
    });
    expect(created.statusCode).toBe(201);
    const grace = created.json();
    expect(grace).toMatchObject({
      username: 'grace',
      email: 'Grace@Example.test',
      acgroups: ['insightsvisitor'],
      roles: ['insightsvisitor'],
      homepage: null,
      disabled: false,
      signIn: { password: false, oidc: false },
      lastLoginAt: null,
    });
    expect(grace).not.toHaveProperty('passwordHash');

    const list = await t.app.inject({ url: '/api/users?q=GRAC', headers: as('root') });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, items: [{ id: grace.id }] });

    const one = await t.app.inject({ url: `/api/users/${grace.id}`, headers: as('root') });
    expect(one.json()).toEqual(grace);

    const updated = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${grace.id}`,
      headers: as('root'),
      payload: { acgroups: [], homepage: '/insights' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ acgroups: [], roles: ['norole'], homepage: '/insights' });

    const disabled = await t.app.inject({ method: 'POST', url: `/api/users/${grace.id}/disable`, headers: as('root') });
    expect(disabled.json()).toMatchObject({ disabled: true });
    const enabledList = await t.app.inject({ url: '/api/users?q=grace', headers: as('root') });
    expect(enabledList.json().total).toBe(0);
    const disabledList = await t.app.inject({ url: '/api/users?q=grace&status=disabled', headers: as('root') });
    expect(disabledList.json().total).toBe(1);
    const asGrace = await t.app.inject({ url: '/api/me', headers: as('grace') });
    expect(asGrace.statusCode).toBe(401);

    const enabled = await t.app.inject({ method: 'POST', url: `/api/users/${grace.id}/enable`, headers: as('root') });
    expect(enabled.json()).toMatchObject({ disabled: false });
    expect((await t.app.inject({ url: '/api/me', headers: as('grace') })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown user and 400 for an id that is not one', async () => {
    const unknown = await t.app.inject({ url: '/api/users/00000000-0000-4000-8000-000000000000', headers: as('root') });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({ url: '/api/users/not-an-id', headers: as('root') });
    expect(malformed.statusCode).toBe(400);
  });

  it('refuses duplicates (ignoring case), unknown fields, unknown roles and empty changes, changing nothing', async () => {
    const taken = await createUser(t.database, { username: 'linus', email: 'linus@example.test' });
    const other = await createUser(t.database, { username: 'ken' });
    const before = await snapshotCounts(t.database);
    const refused = [
      { method: 'POST', url: '/api/users', payload: { username: 'LINUS', email: 'new@example.test' }, status: 409 },
      { method: 'POST', url: '/api/users', payload: { username: 'new', email: 'Linus@Example.TEST' }, status: 409 },
      { method: 'PATCH', url: `/api/users/${other.id}`, payload: { username: 'Linus' }, status: 409 },
      {
        method: 'POST',
        url: '/api/users',
        payload: { username: 'new', email: 'new@example.test', isAdmin: true },
        status: 400,
      },
      { method: 'POST', url: '/api/users', payload: { username: 'new', email: 'new@example.test', acgroups: ['god'] } },
      { method: 'POST', url: '/api/users', payload: { username: 'new user', email: 'new@example.test' } },
      { method: 'POST', url: '/api/users', payload: { username: 'new', email: 'new@example.test', password: 'short' } },
      { method: 'PATCH', url: `/api/users/${taken.id}`, payload: {} },
      { method: 'PATCH', url: `/api/users/${taken.id}`, payload: { passwordHash: 'x' } },
    ] as const;
    for (const { method, url, payload, ...rest } of refused) {
      const response = await t.app.inject({ method, url, payload, headers: as('root') });
      const status = 'status' in rest ? rest.status : 400;
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json()).toMatchObject({ status, message: expect.any(String) });
    }
    expect(await snapshotCounts(t.database)).toEqual(before);
    const unchanged = await t.app.inject({ url: `/api/users/${other.id}`, headers: as('root') });
    expect(unchanged.json().username).toBe('ken');
  });

  it('lets the admin not disable their own account', async () => {
    const response = await t.app.inject({ method: 'POST', url: `/api/users/${admin.id}/disable`, headers: as('root') });
    expect(response.statusCode).toBe(409);
    expect((await t.app.inject({ url: '/api/me', headers: as('root') })).statusCode).toBe(200);
  });
});

describe('admin users: sessions', () => {
  it('gives a created user a password they can sign in with', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: as('root'),
      payload: { username: 'margaret', email: 'margaret@example.test', password: 'apollo-eleven' },
    });
    expect(created.json().signIn).toEqual({ password: true, oidc: false });
    const cookie = await signIn(t.app, 'margaret', 'apollo-eleven');
    expect((await t.app.inject({ url: '/api/me', headers: { cookie } })).statusCode).toBe(200);
  });

  it('ends the sessions of a disabled user at once', async () => {
    const user = await createUser(t.database, { username: 'barbara', password: 'liskov-substitution' });
    const cookie = await signIn(t.app, 'barbara', 'liskov-substitution');
    expect((await t.app.inject({ url: '/api/me', headers: { cookie } })).statusCode).toBe(200);
    const sessionsBefore = (await snapshotCounts(t.database)).sessions!;

    const disabled = await t.app.inject({ method: 'POST', url: `/api/users/${user.id}/disable`, headers: as('root') });
    expect(disabled.statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    expect((await snapshotCounts(t.database)).sessions).toBe(sessionsBefore - 1);

    // Enabling the user again does not bring the ended session back.
    await t.app.inject({ method: 'POST', url: `/api/users/${user.id}/enable`, headers: as('root') });
    expect((await t.app.inject({ url: '/api/me', headers: { cookie } })).statusCode).toBe(401);
  });
});

/** A sign-in attempt's status, without failing the test as `signIn` does. */
const tryPassword = async (login: string, password: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: login, password } })).statusCode;

describe('admin users: password reset', () => {
  const reset = (id: string, username = 'root') =>
    t.app.inject({ method: 'POST', url: `/api/users/${id}/password-reset`, headers: as(username) });

  it('gives a temporary password, shown once, refuses the old one and ends the sessions at once', async () => {
    const user = await createUser(t.database, { username: 'frances', password: 'allen-optimising' });
    const cookie = await signIn(t.app, 'frances', 'allen-optimising');
    expect((await t.app.inject({ url: '/api/me', headers: { cookie } })).statusCode).toBe(200);

    const response = await reset(user.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { password, user: view } = response.json();
    expect(password).toMatch(/^[A-Za-z0-9]{4}(-[A-Za-z0-9]{4}){4,}$/);
    expect(view).toMatchObject({ id: user.id, signIn: { password: true, oidc: false } });

    expect((await t.app.inject({ url: '/api/me', headers: { cookie } })).statusCode).toBe(401);
    expect(await tryPassword('frances', 'allen-optimising')).toBe(401);
    const fresh = await signIn(t.app, 'frances', password);
    expect((await t.app.inject({ url: '/api/me', headers: { cookie: fresh } })).json().user.username).toBe('frances');
    // Another reset gives another password, and the one before stops working.
    const again = (await reset(user.id)).json().password;
    expect(again).not.toBe(password);
    expect(await tryPassword('frances', password)).toBe(401);
    expect((await t.app.inject({ url: '/api/me', headers: { cookie: fresh } })).statusCode).toBe(401);
  });

  it('refuses a caller without the user right (403 JSON), changing nothing', async () => {
    const target = await createUser(t.database, { username: 'hedy', password: 'frequency-hopping' });
    const cookie = await signIn(t.app, 'hedy', 'frequency-hopping');
    const clerk = await createUser(t.database, { roles: ['accountAdmin', 'articleApprover'] });
    const before = await snapshotCounts(t.database);
    const response = await reset(target.id, clerk.username);
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: 'You do not have permission to do this.', status: 403 });
    expect(await snapshotCounts(t.database)).toEqual(before);
    expect((await t.app.inject({ url: '/api/me', headers: { cookie } })).statusCode).toBe(200);
    expect(await tryPassword('hedy', 'frequency-hopping')).toBe(200);
  });

  it('refuses users who sign in only through the identity provider, the caller themself and unknown users', async () => {
    const oidcOnly = await createUser(t.database, { username: 'radia' });
    await t.database.db
      .update(users)
      .set({ oidcIssuer: 'https://idp.example.test', oidcSubject: 'radia-1' })
      .where(eq(users.id, oidcOnly.id));
    const both = await createUser(t.database, { username: 'sophie', password: 'wilson-acorn-risc' });
    await t.database.db
      .update(users)
      .set({ oidcIssuer: 'https://idp.example.test', oidcSubject: 'sophie-1' })
      .where(eq(users.id, both.id));
    const before = await snapshotCounts(t.database);

    const refused = await reset(oidcOnly.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      status: 409,
      message: expect.stringContaining('identity provider'),
      data: { signIn: { password: false, oidc: true } },
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, oidcOnly.id));
    expect(row!.passwordHash).toBeNull();

    const own = await reset(admin.id);
    expect(own.statusCode).toBe(409);
    const unknown = await reset('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(await snapshotCounts(t.database)).toEqual(before);

    // A user linked to the provider who also has a password keeps both ways in; the password can be reset.
    const linked = await reset(both.id);
    expect(linked.statusCode).toBe(200);
    expect(linked.json().user.signIn).toEqual({ password: true, oidc: true });
  });
});

describe('admin users: PUT', () => {
  it('replaces the editable fields, keeps the password, and refuses a body that leaves one out', async () => {
    const user = await createUser(t.database, { username: 'alan', password: 'turing-complete', roles: ['tagger'] });
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/users/${user.id}`, headers: as('root'), payload });
    const replaced = await put({
      username: 'alan',
      email: 'alan@example.test',
      acgroups: ['insightsvisitor'],
      homepage: null,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({ acgroups: ['insightsvisitor'], roles: ['insightsvisitor'] });
    expect(await tryPassword('alan', 'turing-complete')).toBe(200);
    for (const payload of [
      { acgroups: ['superadmin'] },
      { username: 'alan', email: 'alan@example.test', acgroups: [], homepage: null, password: 'sneaky-password' },
    ]) {
      const refused = await put(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const after = await t.app.inject({ url: `/api/users/${user.id}`, headers: as('root') });
    expect(after.json().acgroups).toEqual(['insightsvisitor']);
  });
});
