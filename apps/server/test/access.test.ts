import { ROLE_NAMES, permissionMap } from '@rh/core';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccess } from '../src/auth/access.ts';
import type { AppContext } from '../src/context.ts';
import { createTestApp, createUser, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  await createUser(t.database, { username: 'nobody', roles: [] });
});
afterAll(() => t.close());

/** A concrete URL for a route pattern: every parameter becomes an id that exists nowhere. */
const concrete = (url: string) =>
  url.replace(/:(\w+)/g, (_, name: string) =>
    name === 'email' ? 'x@example.test' : '00000000-0000-4000-8000-000000000000',
  );
const apiRoutes = () =>
  t.app.routeAccess.filter((route) => /^\/(api|auth)\//.test(route.url) && route.method !== 'HEAD');

describe('route access', () => {
  // Registering a route without access throws (next test), so the table is checked for what it declares.
  it('records each API route with the access it declares', () => {
    expect(apiRoutes().length).toBeGreaterThan(20);
    const accessOf = (method: string, url: string) =>
      apiRoutes().find((route) => route.method === method && route.url === url)?.access;
    expect(accessOf('GET', '/api/users')).toEqual({ resource: 'user', action: 'read' });
    expect(accessOf('POST', '/api/accounts')).toEqual({ resource: 'account', action: 'create' });
    expect(accessOf('POST', '/api/usergroups/:id/disable')).toEqual({ resource: 'userGroup', action: 'delete' });
    expect(accessOf('GET', '/api/me')).toEqual({ signedIn: true });
    expect(accessOf('POST', '/api/auth/login')).toEqual({ public: true, credentials: 'ignore' });
  });

  it('the app refuses a route that declares none', () => {
    const app = Fastify();
    registerAccess(app, {} as AppContext);
    expect(() => app.get('/api/forgotten', async () => 'oops')).toThrow(/GET \/api\/forgotten declares no access/);
    expect(() => app.get('/api/declared', { config: { access: { signedIn: true } } }, async () => 'ok')).not.toThrow();
  });

  it('answers 401 to every non-public route without credentials', async () => {
    const failures: string[] = [];
    for (const route of apiRoutes().filter((r) => r.access && !('public' in r.access))) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        payload: route.method === 'GET' ? undefined : {},
      });
      if (response.statusCode !== 401) failures.push(`${route.method} ${route.url} → ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 to every resource-guarded route for a user without roles', async () => {
    const guarded = apiRoutes().filter((r) => r.access && 'resource' in r.access);
    expect(guarded.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const route of guarded) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: { 'x-user': 'nobody' },
        payload: route.method === 'GET' ? undefined : {},
      });
      if (response.statusCode !== 403) failures.push(`${route.method} ${route.url} → ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses an API key in the query string', async () => {
    for (const name of ['api_key', 'apiKey', 'x-api-key', 'key']) {
      const response = await t.app.inject({ url: `/api/ping?${name}=rhk_secret` });
      expect(response.statusCode, name).toBe(400);
      expect(response.json().message).toMatch(/x-api-key header/);
    }
  });
});

describe('GET /api/me for every role of spec §6', () => {
  it('maps every resource to what the role grants', async () => {
    for (const role of ROLE_NAMES) await createUser(t.database, { username: `as-${role}`, roles: [role] });
    for (const role of ROLE_NAMES) {
      const response = await t.app.inject({ url: '/api/me', headers: { 'x-user': `as-${role}` } });
      expect(response.statusCode, role).toBe(200);
      const body = response.json();
      expect(body.roles, role).toEqual([role]);
      expect(body.permissions, role).toEqual(permissionMap([role]));
    }
  });

  it('gives a user without roles norole and no permission', async () => {
    const body = (await t.app.inject({ url: '/api/me', headers: { 'x-user': 'nobody' } })).json();
    expect(body.roles).toEqual(['norole']);
    expect(Object.values(body.permissions).every((p) => Object.values(p as object).every((v) => v === false))).toBe(
      true,
    );
  });

  it('grants the union of several roles', async () => {
    await createUser(t.database, { username: 'two-hats', roles: ['policyeditor', 'controlvisitor'] });
    const body = (await t.app.inject({ url: '/api/me', headers: { 'x-user': 'two-hats' } })).json();
    expect(body.permissions.impactpolicy).toEqual({ create: false, read: true, update: true, delete: false });
    expect(body.permissions.control.read).toBe(true);
  });
});
