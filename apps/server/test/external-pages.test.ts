import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlertRunner } from '../src/alerts/runner.ts';
import { seedItems } from '../src/content/seed.ts';
import { queryRows } from '../src/db/client.ts';
import { MAX_GATEWAY_TYPES } from '../src/modules/external/gateway.ts';
import { createTestApp, createUser, type TestApp } from './harness.ts';

let t: TestApp;
const keys: Record<string, string> = {};
const accountIds: Record<string, string> = {};
const as = (username: string) => ({ 'x-user': username });

async function createAccount(name: string, organisation: string, acgroups: string[], homepage: string | null) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/accounts',
    headers: as('keeper'),
    payload: { organisation, acgroups, homepage },
  });
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json() as { account: { id: string }; key: { secret: string; id: string } };
  keys[name] = body.key.secret;
  accountIds[name] = body.account.id;
  return body;
}

type Gateway = {
  caller: { kind: string; name: string; homepage: string | null };
  latest: { type: string; label: string; items: { id: string; title: string }[] }[];
};
const gateway = (headers: Record<string, string>, query = '') =>
  t.app.inject({ url: `/api/external/gateway${query}`, headers });

const item = (data: Record<string, unknown>, stage?: string) => ({
  id: randomUUID(),
  data,
  ...(stage ? { stage } : {}),
});

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  await createUser(t.database, { username: 'keeper', roles: ['accountAdmin'] });
  await createAccount('insights', 'Basel Trust AG', ['insightsvisitor'], '/insights');
  await createAccount('climate', 'Green Fund plc', ['initiativesvisitor'], 'https://green.example/start');
  await t.database.db.transaction(async (tx) => {
    await seedItems(tx, 'article', [
      item({ title: 'Published insight on DORA', publishedOn: '2026-01-05' }, 'published'),
      item({ title: 'Draft insight nobody outside may see', publishedOn: '2026-01-06' }),
    ]);
    await seedItems(tx, 'initiative', [
      // Initiatives follow the approval workflow: outside readers see the approved ones.
      item({ title: 'Carbon border levy', domain: 'climate', country: 'DE', effectiveOn: '2026-03-01' }, 'approved'),
      item({ title: 'Unapproved levy draft', domain: 'climate', country: 'DE', effectiveOn: '2026-04-01' }),
    ]);
    await seedItems(tx, 'newsitem', [
      item({
        title: 'A news item for staff',
        url: 'https://regulator.example/n1',
        publishedAt: '2026-01-05T10:00:00Z',
      }),
    ]);
  });
});
afterAll(() => t.close());

describe('GET /api/external/gateway', () => {
  it('refuses a caller without a key, and a key that is not valid', async () => {
    const none = await gateway({});
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ status: 401 });
    expect((await gateway({ 'x-api-key': 'rhk_not-a-real-key' })).statusCode).toBe(401);
  });

  it('answers the organisation, its homepage and the newest items of the types its roles read, published only', async () => {
    const response = await gateway({ 'x-api-key': keys.insights! });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as Gateway;
    expect(body.caller).toEqual({ kind: 'account', name: 'Basel Trust AG', homepage: '/insights' });
    expect(body.latest.map((group) => group.type)).toEqual(['article']);
    const titles = body.latest[0]!.items.map((one) => one.title);
    expect(titles).toEqual(['Published insight on DORA']);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('shows another organisation only what its own roles read', async () => {
    const body = (await gateway({ 'x-api-key': keys.climate! })).json() as Gateway;
    expect(body.caller).toMatchObject({ name: 'Green Fund plc', homepage: 'https://green.example/start' });
    const types = body.latest.map((group) => group.type);
    expect(types).toContain('initiative');
    expect(types).not.toContain('article');
    expect(types).not.toContain('newsitem');
    const all = body.latest.flatMap((group) => group.items.map((one) => one.title));
    expect(all).toContain('Carbon border levy');
    expect(all.some((title) => /insight|news item|draft/i.test(title))).toBe(false);
  });

  it('limits the items per type and validates the limit', async () => {
    const bad = await gateway({ 'x-api-key': keys.insights! }, '?perType=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 400 });
    expect((await gateway({ 'x-api-key': keys.insights! }, '?perType=abc')).statusCode).toBe(400);
    const one = (await gateway({ 'x-api-key': keys.insights! }, '?perType=1')).json() as Gateway;
    expect(one.latest[0]!.items).toHaveLength(1);
  });

  it('stops answering a revoked key at once', async () => {
    const account = (
      await t.app.inject({ url: `/api/accounts/${accountIds.climate}`, headers: as('keeper') })
    ).json() as { keys: { id: string }[] };
    const revoke = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${accountIds.climate}/keys/${account.keys[0]!.id}/revoke`,
      headers: as('keeper'),
      payload: {},
    });
    expect(revoke.statusCode, revoke.body).toBeLessThan(300);
    expect((await gateway({ 'x-api-key': keys.climate! })).statusCode).toBe(401);
  });

  it('lists at most a bounded number of types, even for a person who reads everything', async () => {
    await createUser(t.database, { username: 'everything', roles: ['superadmin'] });
    const body = (await gateway(as('everything'))).json() as Gateway;
    expect(body.caller.kind).toBe('user');
    expect(body.latest.length).toBeGreaterThan(1);
    expect(body.latest.length).toBeLessThanOrEqual(MAX_GATEWAY_TYPES);
  });
});

describe('alerts and notifications of an external account', () => {
  const withKey = (name: string) => ({ 'x-api-key': keys[name]! });
  const call = async (headers: Record<string, string>, method: string, url: string, payload?: object) => {
    const response = await t.app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.body ? response.json() : {} };
  };
  /** A runner as the server makes one, without its timer: the test says when a round happens. */
  const runner = () => new AlertRunner(t.database.db, { intervalMs: 30_000, emailEnabled: true, settleSeconds: 0 });
  /** Waits until the database clock has moved on (PGlite counts milliseconds). */
  async function nextClockTick(): Promise<void> {
    const read = async () =>
      (await queryRows<{ now: string }>(t.database.db, 'SELECT clock_timestamp()::text AS now'))[0]!.now;
    const before = await read();
    while ((await read()) === before);
  }
  let alertId: string;

  beforeAll(async () => {
    await createAccount('other', 'Other Bank SA', ['insightsvisitor'], null);
  });

  it('refuses a caller without a key', async () => {
    for (const [method, url] of [
      ['GET', '/api/alerts'],
      ['POST', '/api/alerts'],
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread'],
      ['POST', '/api/notifications/read-all'],
    ] as const) {
      const response = await call({}, method, url, method === 'POST' ? {} : undefined);
      expect(response.status, `${method} ${url}`).toBe(401);
    }
  });

  it("saves an alert for the key's organisation, on what it may read only", async () => {
    const made = await call(withKey('insights'), 'POST', '/api/alerts', {
      name: 'DORA insights',
      contentType: 'article',
      query: { q: 'DORA' },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    alertId = made.body.id;
    const listed = await call(withKey('insights'), 'GET', '/api/alerts');
    expect(listed.body.alerts.map((one: { id: string }) => one.id)).toEqual([alertId]);
    // News items are not the organisation's to read.
    const news = await call(withKey('insights'), 'POST', '/api/alerts', { name: 'News', contentType: 'newsitem' });
    expect(news.status).toBe(403);
  });

  it('tells the organisation of new matches through the alert runner, as it tells people', async () => {
    await nextClockTick();
    await t.database.db.transaction((tx) =>
      seedItems(tx, 'article', [
        item({ title: 'DORA register deadline moves', publishedOn: '2026-02-01' }, 'published'),
        item({ title: 'MiCA white papers', publishedOn: '2026-02-01' }, 'published'),
        item({ title: 'DORA draft not yet out', publishedOn: '2026-02-01' }),
      ]),
    );
    await t.database.db.execute('UPDATE alerts SET next_run_at = now()');
    expect(await runner().runDue()).toBe(1);
    const page = await call(withKey('insights'), 'GET', '/api/notifications');
    expect(page.status).toBe(200);
    expect(page.body.unread).toBe(1);
    expect(page.body.notifications).toHaveLength(1);
    const [notification] = page.body.notifications;
    expect(notification).toMatchObject({ kind: 'alert', itemCount: 1, read: false, alert: { id: alertId } });
    expect(notification.items.map((one: { title: string }) => one.title)).toEqual(['DORA register deadline moves']);
    // No e-mail for an organisation: it has no address.
    const [row] = await queryRows<{ emailStatus: string | null; userId: string | null }>(
      t.database.db,
      `SELECT email_status AS "emailStatus", user_id AS "userId" FROM notifications WHERE id = '${notification.id}'`,
    );
    expect(row).toEqual({ emailStatus: null, userId: null });
    expect((await call(withKey('insights'), 'GET', '/api/notifications/unread')).body).toEqual({ unread: 1 });
  });

  it("keeps one organisation's alerts and notifications from another", async () => {
    const mine = (await call(withKey('insights'), 'GET', '/api/notifications')).body.notifications[0].id as string;
    const other = withKey('other');
    expect((await call(other, 'GET', '/api/alerts')).body).toEqual({ alerts: [] });
    expect((await call(other, 'GET', `/api/alerts/${alertId}`)).status).toBe(404);
    expect((await call(other, 'DELETE', `/api/alerts/${alertId}`)).status).toBe(404);
    expect((await call(other, 'GET', '/api/notifications')).body).toMatchObject({ notifications: [], unread: 0 });
    expect((await call(other, 'PUT', `/api/notifications/${mine}`, { read: true })).status).toBe(404);
    expect((await call(other, 'POST', '/api/notifications/read-all', {})).body).toMatchObject({ marked: 0 });
    // Nor does a person see them.
    await createUser(t.database, { username: 'analyst', roles: ['insightsvisitor'] });
    expect((await call(as('analyst'), 'GET', '/api/notifications')).body).toMatchObject({ notifications: [] });
    expect((await call(as('analyst'), 'GET', `/api/alerts/${alertId}`)).status).toBe(404);
    // Still unread for its owner.
    expect((await call(withKey('insights'), 'GET', '/api/notifications/unread')).body).toEqual({ unread: 1 });
  });

  it('marks them read, and deletes the alert', async () => {
    const key = withKey('insights');
    const id = (await call(key, 'GET', '/api/notifications')).body.notifications[0].id as string;
    expect((await call(key, 'PUT', `/api/notifications/${id}`, { read: true })).body).toEqual({ unread: 0 });
    expect((await call(key, 'DELETE', `/api/alerts/${alertId}`)).status).toBe(204);
    expect((await call(key, 'GET', '/api/alerts')).body).toEqual({ alerts: [] });
    // The notification stays, its alert gone.
    const page = (await call(key, 'GET', '/api/notifications')).body;
    expect(page.notifications[0]).toMatchObject({ id, read: true, alert: null });
  });
});
