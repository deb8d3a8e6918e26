import { scaledLimit } from '../../../scripts/test-slowness.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { sessions, users } from '../src/db/schema.ts';
import { createTestApp, createUser, signIn, type TestApp } from './harness.ts';

const PASSWORD = 'a long enough passphrase';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.database, {
    username: 'Grace',
    email: 'Grace.Hopper@Example.test',
    roles: ['insightsvisitor'],
    password: PASSWORD,
  });
});
afterAll(() => t.close());

const me = (cookie: string) => t.app.inject({ url: '/api/me', headers: { cookie } });

describe('local sign-in', () => {
  it('signs in by username or e-mail, whatever the case, with an HttpOnly SameSite cookie', async () => {
    for (const login of ['grace', 'GRACE', 'grace.hopper@example.test']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: login, password: PASSWORD },
      });
      expect(response.statusCode, login).toBe(200);
      expect(response.json().user.username).toBe('Grace');
      const cookie = response.cookies.find((c) => c.name === 'rh_session')!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    }
    const byEmailField = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'grace.hopper@example.test', password: PASSWORD },
    });
    expect(byEmailField.statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown user alike, setting no cookie', async () => {
    for (const payload of [
      { username: 'grace', password: 'wrong password!' },
      { username: 'nobody-here', password: PASSWORD },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'The username or password is wrong.', status: 401 });
      expect(response.cookies.find((c) => c.name === 'rh_session')).toBeUndefined();
    }
  });

  it('stores only a memory-hard hash of the password and a hash of the session token', async () => {
    const cookie = await signIn(t.app, 'grace', PASSWORD);
    const [user] = await t.database.db.select().from(users).where(eq(users.username, 'Grace'));
    expect(user!.passwordHash).toMatch(/^scrypt\$32768\$8\$3\$/);
    expect(user!.passwordHash).not.toContain(PASSWORD);
    const token = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
    const stored = await t.database.db.select({ id: sessions.id }).from(sessions);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.some((s) => s.id === token)).toBe(false);
    expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.id))).toBe(true);
  });

  it('gives a new session at every sign-in and ends the one the browser had', async () => {
    const first = await signIn(t.app, 'grace', PASSWORD);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: first },
      payload: { username: 'grace', password: PASSWORD },
    });
    const second = `rh_session=${response.cookies.find((c) => c.name === 'rh_session')!.value}`;
    expect(second).not.toBe(first);
    expect((await me(second)).statusCode).toBe(200);
    expect((await me(first)).statusCode).toBe(401);
  });

  it('signs out on the server: the cookie no longer works', async () => {
    const cookie = await signIn(t.app, 'grace', PASSWORD);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ redirect: null });
    const cleared = out.cookies.find((c) => c.name === 'rh_session')!;
    expect(cleared.value).toBe('');
    const after = await me(cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toMatch(/session has ended/);
  });

  it('refuses a forged or tampered cookie', async () => {
    const cookie = await signIn(t.app, 'grace', PASSWORD);
    const [name, value] = cookie.split('=') as [string, string];
    const tampered = `${name}=${value.slice(0, -3)}${value.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    expect((await me(tampered)).statusCode).toBe(401);
    expect((await me('rh_session=made-up')).statusCode).toBe(401);
  });

  it('keeps sessions in the database: a second server process on it knows them', async () => {
    const cookie = await signIn(t.app, 'grace', PASSWORD);
    const other = await buildApp({ config: t.config, database: t.database });
    try {
      const response = await other.inject({ url: '/api/me', headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.json().user.username).toBe('Grace');
    } finally {
      await other.close();
    }
  });

  it('ends the sessions of a disabled user at once', async () => {
    const user = await createUser(t.database, { username: 'leaving', roles: ['insightsvisitor'], password: PASSWORD });
    const cookie = await signIn(t.app, 'leaving', PASSWORD);
    expect((await me(cookie)).statusCode).toBe(200);
    // Disabled in the database directly, as another process would: its notification reaches this one.
    await t.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
    await vi.waitFor(async () => expect((await me(cookie)).statusCode).toBe(401), {
      timeout: scaledLimit(2000),
      interval: 20,
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'leaving', password: PASSWORD },
    });
    expect(again.statusCode).toBe(401);
  });

  it('tells every server process at once when an admin disables a user or changes their roles', async () => {
    const admin = await createUser(t.database, { username: 'disabler', roles: ['superadmin'], password: PASSWORD });
    const target = await createUser(t.database, { username: 'target', roles: ['insightsvisitor'], password: PASSWORD });
    const adminCookie = await signIn(t.app, admin.username, PASSWORD);
    const cookie = await signIn(t.app, 'target', PASSWORD);
    const other = await buildApp({ config: t.config, database: t.database });
    try {
      // Both processes know the session (and have cached it).
      expect((await other.inject({ url: '/api/me', headers: { cookie } })).json().roles).toEqual(['insightsvisitor']);
      expect((await me(cookie)).statusCode).toBe(200);
      const patched = await t.app.inject({
        method: 'PATCH',
        url: `/api/users/${target.id}`,
        headers: { cookie: adminCookie },
        payload: { acgroups: ['tagger'] },
      });
      expect(patched.statusCode).toBe(200);
      // This process answers with the change at once; the other as soon as the database's notice arrives.
      expect((await me(cookie)).json().roles).toEqual(['tagger']);
      await vi.waitFor(
        async () =>
          expect((await other.inject({ url: '/api/me', headers: { cookie } })).json().roles).toEqual(['tagger']),
        { timeout: scaledLimit(2000), interval: 20 },
      );
      const disabled = await t.app.inject({
        method: 'POST',
        url: `/api/users/${target.id}/disable`,
        headers: { cookie: adminCookie },
      });
      expect(disabled.statusCode).toBe(200);
      expect((await me(cookie)).statusCode).toBe(401);
      await vi.waitFor(
        async () => expect((await other.inject({ url: '/api/me', headers: { cookie } })).statusCode).toBe(401),
        { timeout: scaledLimit(2000), interval: 20 },
      );
    } finally {
      await other.close();
    }
  });

  it('refuses a cookie-authenticated change sent from another site', async () => {
    const admin = await createUser(t.database, { username: 'useradmin', roles: ['superadmin'], password: PASSWORD });
    const cookie = await signIn(t.app, 'useradmin', PASSWORD);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${admin.id}`,
      headers: { cookie, origin: 'https://evil.example', host: 'localhost' },
      payload: { homepage: '/x' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('sign-in rate limit', () => {
  it('answers 429 with Retry-After after too many attempts', async () => {
    const limited = await createTestApp({ LOGIN_RATE_MAX: '3', LOGIN_RATE_WINDOW_SECONDS: '60' });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'x', password: 'wrong password' },
        });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
      const refused = await attempt();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toMatchObject({ status: 429, message: expect.stringMatching(/Too many attempts/) });
      // Other calls are not limited.
      expect((await limited.app.inject({ url: '/api/ping' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('skip-auth mode', () => {
  it('trusts x-user only in skipauth mode', async () => {
    const plain = await t.app.inject({ url: '/api/me', headers: { 'x-user': 'grace' } });
    expect(plain.statusCode).toBe(401);
    const skip = await createTestApp({ API_MODE: 'skipauth' });
    try {
      await createUser(skip.database, { username: 'dev', roles: ['tagger'] });
      const response = await skip.app.inject({ url: '/api/me', headers: { 'x-user': 'DEV' } });
      expect(response.statusCode).toBe(200);
      expect(response.json().roles).toEqual(['tagger']);
      expect((await skip.app.inject({ url: '/api/me', headers: { 'x-user': 'ghost' } })).statusCode).toBe(401);
    } finally {
      await skip.close();
    }
  });
});
