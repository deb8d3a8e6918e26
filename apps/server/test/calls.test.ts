import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, signIn, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('spec §7 calls', () => {
  it('answers ping without credentials and /api/me only when signed in', async () => {
    const ping = await t.app.inject({ url: '/api/ping' });
    expect(ping.statusCode).toBe(200);
    expect(ping.json()).toEqual({ status: 'ok', signedIn: false });
    const me = await t.app.inject({ url: '/api/me' });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ message: 'Sign-in is required.', status: 401 });
  });

  it('gives a signed-in user their profile, roles and a permission map', async () => {
    await createUser(t.database, {
      username: 'Ada',
      email: 'Ada@Example.test',
      roles: ['articleReviewer'],
      password: 'correct horse',
    });
    const cookie = await signIn(t.app, 'ada@example.test', 'correct horse');
    const me = await t.app.inject({ url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    const body = me.json();
    expect(body.user).toEqual({
      username: 'Ada',
      email: 'Ada@Example.test',
      acgroups: ['articleReviewer'],
      homepage: null,
    });
    expect(body.roles).toEqual(['articleReviewer']);
    expect(body.permissions.articleWorkflowReview).toEqual({ create: true, read: true, update: true, delete: true });
    expect(body.permissions.workflow).toEqual({ create: true, read: true, update: true, delete: false });
    expect(body.permissions.article).toEqual({ create: false, read: false, update: false, delete: false });
  });

  it('answers /user/byemail with role names, case-insensitively; others need user:read', async () => {
    await createUser(t.database, {
      username: 'Lin',
      email: 'Lin@Example.test',
      roles: ['tagger'],
      password: 'lin password',
    });
    await createUser(t.database, {
      username: 'Boss',
      email: 'boss@example.test',
      roles: ['superadmin'],
      password: 'boss password',
    });
    const lin = await signIn(t.app, 'lin', 'lin password');
    const own = await t.app.inject({ url: '/api/user/byemail/LIN%40example.TEST', headers: { cookie: lin } });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ userGroups: ['tagger'] });
    const other = await t.app.inject({ url: '/api/user/byemail/boss%40example.test', headers: { cookie: lin } });
    expect(other.statusCode).toBe(403);
    const boss = await signIn(t.app, 'boss', 'boss password');
    const byAdmin = await t.app.inject({ url: '/api/user/byemail/lin%40example.test', headers: { cookie: boss } });
    expect(byAdmin.json()).toEqual({ userGroups: ['tagger'] });
    const unknown = await t.app.inject({ url: '/api/user/byemail/ghost%40example.test', headers: { cookie: boss } });
    expect(unknown.json()).toEqual({ userGroups: ['norole'] });
  });

  it('answers ping with 401 when the session sent has ended', async () => {
    const ping = await t.app.inject({ url: '/api/ping', headers: { cookie: 'rh_session=ended.session' } });
    expect(ping.statusCode).toBe(401);
  });

  it('answers /api/account only to an API key', async () => {
    await createUser(t.database, { username: 'Kim', roles: ['tagger'], password: 'kim password' });
    const cookie = await signIn(t.app, 'kim', 'kim password');
    const response = await t.app.inject({ url: '/api/account', headers: { cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/x-api-key/);
  });
});
