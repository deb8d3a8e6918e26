import { scaledLimit } from '../../../scripts/test-slowness.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createTestApp, createUser, signIn, type TestApp } from './harness.ts';

type Injected = Awaited<ReturnType<TestApp['app']['inject']>>;

const PASSWORD = 'correct horse 1';
const NEW_PASSWORD = 'battery staple 2';

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.database, { username: 'root', roles: ['superadmin', 'accountAdmin'], password: PASSWORD });
  adminCookie = await signIn(t.app, 'root', PASSWORD);
});
afterAll(() => t.close());

const status = async (cookie: string, app = t.app) =>
  (await app.inject({ url: '/api/me', headers: { cookie } })).statusCode;
const patchUser = (id: string, payload: object, cookie = adminCookie) =>
  t.app.inject({ method: 'PATCH', url: `/api/users/${id}`, headers: { cookie }, payload });

describe('changing a password ends the sessions', () => {
  it('ends every session of the user whose password an administrator sets, in every process', async () => {
    const user = await createUser(t.database, { username: 'stolen', roles: ['insightsvisitor'], password: PASSWORD });
    const first = await signIn(t.app, 'stolen', PASSWORD);
    const second = await signIn(t.app, 'stolen', PASSWORD);
    const other = await buildApp({ config: t.config, database: t.database });
    try {
      // Both processes know (and have cached) the sessions.
      expect([await status(first), await status(second), await status(first, other)]).toEqual([200, 200, 200]);
      const patched = await patchUser(user.id, { password: NEW_PASSWORD });
      expect(patched.statusCode).toBe(200);
      expect([await status(first), await status(second)]).toEqual([401, 401]);
      await vi.waitFor(async () => expect(await status(first, other)).toBe(401), {
        timeout: scaledLimit(5000),
        interval: 20,
      });
      // The new password works; the old one no longer does.
      expect(await status(await signIn(t.app, 'stolen', NEW_PASSWORD))).toBe(200);
      const old = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'stolen', password: PASSWORD },
      });
      expect(old.statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('ends the sessions of a user whose password is removed', async () => {
    const user = await createUser(t.database, { username: 'nopass', roles: ['insightsvisitor'], password: PASSWORD });
    const cookie = await signIn(t.app, 'nopass', PASSWORD);
    expect(await status(cookie)).toBe(200);
    const patched = await patchUser(user.id, { password: null });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().signIn.password).toBe(false);
    expect(await status(cookie)).toBe(401);
  });

  it('keeps only the session a user changed their own password from', async () => {
    const self = await createUser(t.database, { username: 'selfadmin', roles: ['superadmin'], password: PASSWORD });
    const here = await signIn(t.app, 'selfadmin', PASSWORD);
    const elsewhere = await signIn(t.app, 'selfadmin', PASSWORD);
    const patched = await patchUser(self.id, { password: NEW_PASSWORD }, here);
    expect(patched.statusCode).toBe(200);
    expect(await status(here)).toBe(200);
    expect(await status(elsewhere)).toBe(401);
  });

  it('leaves the sessions alone when something else about the user changes', async () => {
    const user = await createUser(t.database, { username: 'renamed', roles: ['insightsvisitor'], password: PASSWORD });
    const cookie = await signIn(t.app, 'renamed', PASSWORD);
    expect((await patchUser(user.id, { homepage: '/insights' })).statusCode).toBe(200);
    expect(await status(cookie)).toBe(200);
  });

  it('changes nothing when the change is refused', async () => {
    const user = await createUser(t.database, { username: 'refused', roles: ['insightsvisitor'], password: PASSWORD });
    await createUser(t.database, { username: 'taken' });
    const cookie = await signIn(t.app, 'refused', PASSWORD);
    expect((await patchUser(user.id, { username: 'taken', password: NEW_PASSWORD })).statusCode).toBe(409);
    expect(await status(cookie)).toBe(200);
    expect(await status(await signIn(t.app, 'refused', PASSWORD))).toBe(200);
  });
});

describe("answers that carry a person's data", () => {
  it('are sent with Cache-Control: no-store, whatever their status', async () => {
    const user = await createUser(t.database, { username: 'private', roles: ['insightsvisitor'], password: PASSWORD });
    const cookie = await signIn(t.app, 'private', PASSWORD);
    const group = await t.app.inject({
      method: 'POST',
      url: '/api/usergroups',
      headers: { cookie: adminCookie },
      payload: { name: 'Readers', roles: ['insightsvisitor'] },
    });
    const account = await t.app.inject({
      method: 'POST',
      url: '/api/accounts',
      headers: { cookie: adminCookie },
      payload: { organisation: 'Initech', acgroups: ['insightsvisitor'] },
    });
    const key = account.json<{ key: { secret: string } }>().key.secret;
    const admin = { cookie: adminCookie };
    const answers: [string, Injected][] = [
      [
        'sign-in',
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'private', password: PASSWORD },
        }),
      ],
      [
        'failed sign-in',
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'private', password: 'wrong' },
        }),
      ],
      ['me', await t.app.inject({ url: '/api/me', headers: { cookie } })],
      ['me, session ended', await t.app.inject({ url: '/api/me', headers: { cookie: 'rh_session=forged' } })],
      ['ping', await t.app.inject({ url: '/api/ping', headers: { cookie } })],
      ['preferences', await t.app.inject({ url: '/api/me/preferences', headers: { cookie } })],
      ['notifications', await t.app.inject({ url: '/api/notifications', headers: { cookie } })],
      ['alerts', await t.app.inject({ url: '/api/alerts', headers: { cookie } })],
      ['byemail', await t.app.inject({ url: `/api/user/byemail/${user.email}`, headers: { cookie } })],
      ['account', await t.app.inject({ url: '/api/account', headers: { 'x-api-key': key } })],
      ['users', await t.app.inject({ url: '/api/users', headers: admin })],
      ['user', await t.app.inject({ url: `/api/users/${user.id}`, headers: admin })],
      ['user change', await patchUser(user.id, { homepage: '/x' })],
      ['user groups', await t.app.inject({ url: '/api/usergroups', headers: admin })],
      ['user group created', group],
      ['accounts', await t.app.inject({ url: '/api/accounts', headers: admin })],
      ['account created', account],
      ['sign-out', await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })],
    ];
    for (const [name, response] of answers) {
      expect(response.statusCode, `${name}: ${response.body}`).toBeLessThan(500);
      expect(response.headers['cache-control'], name).toBe('no-store');
    }
    expect([group.statusCode, account.statusCode]).toEqual([201, 201]);
  });

  it('leaves other answers to their routes', async () => {
    const response = await t.app.inject({ url: '/api/auth/config' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBeUndefined();
  });
});
