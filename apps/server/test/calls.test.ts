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
});
