import { eq, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { appSettings, usageDaily, usageLog } from '../src/db/schema.ts';
import { retentionDays, RETENTION_KEY, summariseOldUsage } from '../src/modules/admin/stats-retention.ts';
import { addDays, today } from '../src/modules/admin/stats-shape.ts';
import { createTestApp, createUser, snapshotCounts, type TestApp } from './harness.ts';

let t: TestApp;
const as = (username: string) => ({ 'x-user': username });
const ids: Record<string, string> = {};
let keySecret = '';
let accountId = '';
const TODAY = today();
const OLD1 = addDays(TODAY, -200);
const OLD2 = addDays(TODAY, -199);

/** A log record as the web client sends it (spec §3). */
async function log(headers: Record<string, string>, record: Record<string, unknown>) {
  const response = await t.app.inject({ method: 'PUT', url: '/api/log', headers, payload: record });
  expect(response.statusCode, response.body).toBe(204);
}
const view = (headers: Record<string, string>, user: string, session: string, page: string, userType = 0) =>
  log(headers, { type: 'pageview', page, session_long: session, session_short: 0, user, user_type: userType });
const event = (headers: Record<string, string>, user: string, session: string, category: string, action: string) =>
  log(headers, { type: 'event', category, action, session_long: session, session_short: 1, user, user_type: 0 });

async function stats(query: string, user = 'statsman') {
  const response = await t.app.inject({ url: `/api/stats?${query}`, headers: as(user) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A row written straight into the log at a past time (the API stamps the present). */
const oldRow = (day: string, hour: number, row: Partial<typeof usageLog.$inferInsert>) =>
  t.database.db.insert(usageLog).values({
    type: 'pageview',
    sessionLong: 'old-session',
    sessionShort: 0,
    userName: 'alice',
    userType: 0,
    ...row,
    receivedAt: new Date(`${day}T${String(hour).padStart(2, '0')}:30:00Z`),
  });

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  ids.alice = (await createUser(t.database, { username: 'alice', roles: ['riccmember'] })).id;
  ids.bob = (await createUser(t.database, { username: 'bob', roles: ['riccmember'] })).id;
  await createUser(t.database, { username: 'statsman', roles: ['riccadmin'] });
  await createUser(t.database, { username: 'reader', roles: ['insightsvisitor'] });
  await createUser(t.database, { username: 'keeper', roles: ['accountAdmin'] });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/accounts',
    headers: as('keeper'),
    payload: { organisation: 'Client Bank plc', acgroups: ['insightsvisitor'] },
  });
  expect(created.statusCode, created.body).toBe(201);
  accountId = created.json().account.id;
  keySecret = created.json().key.secret;

  // Today, through PUT /api/log: two staff users and one external client.
  const key = { 'x-api-key': keySecret };
  await view(as('alice'), 'alice', 'sA', '/news');
  await view(as('alice'), 'alice', 'sA', '/news');
  await view(as('alice'), 'alice', 'sA', '/article/1');
  await event(as('alice'), 'alice', 'sA', 'session', 'start');
  await view(as('bob'), 'bob', 'sB', '/news');
  await event(as('bob'), 'bob', 'sB', 'search', 'run');
  await view(key, 'client@bank', 'sK', '/digitalgateway', 1);
  await view(key, 'client@bank', 'sK', '/digitalgateway', 1);
  await view(key, 'client@bank', 'sK', '/news', 1);

  // Two old days, written directly: older than the 90-day default retention.
  await oldRow(OLD1, 9, { page: '/news', sessionLong: 'o1', userId: ids.alice });
  await oldRow(OLD1, 10, { page: '/news', sessionLong: 'o2', userId: ids.alice });
  await oldRow(OLD1, 11, { page: '/news', sessionLong: 'o3', userName: 'bob', userId: ids.bob });
  await oldRow(OLD1, 12, {
    type: 'event',
    page: null,
    category: 'export',
    action: 'csv',
    sessionLong: 'o1',
    userId: ids.alice,
  });
  await oldRow(OLD1, 13, { page: '/digitalgateway', sessionLong: 'ok', userName: 'c', userType: 1, accountId });
  await oldRow(OLD2, 23, { page: '/tax/home', sessionLong: 'o4', userName: 'bob', userId: ids.bob });
});
afterAll(() => t.close());

describe('stats: refusals', () => {
  it('refuses callers without the stats grant (403) and without sign-in (401), as JSON', async () => {
    const denied = await t.app.inject({ url: '/api/stats', headers: as('reader') });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ status: 403, message: expect.any(String) });
    const client = await t.app.inject({ url: '/api/stats', headers: { 'x-api-key': keySecret } });
    expect(client.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/stats' })).statusCode).toBe(401);
  });

  it('answers 400 to bad dates, a reversed or too long period and an unknown audience', async () => {
    for (const query of [
      'from=2026-13-01&to=2026-12-31',
      'from=2026-02-30&to=2026-03-01',
      'from=yesterday',
      'from=2026-03-02&to=2026-03-01',
      'from=2020-01-01&to=2026-01-01',
      'account=somebody',
      'table=pages',
    ]) {
      const response = await t.app.inject({ url: `/api/stats?${query}`, headers: as('statsman') });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, message: expect.any(String) });
    }
  });
});

describe('stats: what the log holds', () => {
  it('counts today’s views, events, sessions and users exactly, with pages, areas, organisations and events', async () => {
    const body = await stats(`from=${TODAY}&to=${TODAY}`);
    expect(body.days).toEqual([{ day: TODAY, pageviews: 7, events: 2, sessions: 3, users: 3 }]);
    expect(body.totals).toEqual({ pageviews: 7, events: 2, sessions: 3, users: 3 });
    expect(body.pages).toEqual([
      { page: '/news', area: 'Horizon', views: 4, users: 3 },
      { page: '/digitalgateway', area: 'External build', views: 2, users: 1 },
      { page: '/article/1', area: 'Horizon', views: 1, users: 1 },
    ]);
    expect(body.areas).toEqual([
      { area: 'Horizon', views: 5, pages: 2 },
      { area: 'External build', views: 2, pages: 1 },
    ]);
    expect(body.accounts).toEqual([
      {
        account: null,
        name: 'Staff (full build)',
        pageviews: 4,
        events: 2,
        sessions: 2,
        users: 2,
        topPages: [
          { page: '/news', views: 3 },
          { page: '/article/1', views: 1 },
        ],
      },
      {
        account: accountId,
        name: 'Client Bank plc',
        pageviews: 3,
        events: 0,
        sessions: 1,
        users: 1,
        topPages: [
          { page: '/digitalgateway', views: 2 },
          { page: '/news', views: 1 },
        ],
      },
    ]);
    expect(body.events).toEqual([
      { category: 'search', action: 'run', count: 1, users: 1 },
      { category: 'session', action: 'start', count: 1, users: 1 },
    ]);
    expect(body.organisations).toEqual([{ id: accountId, name: 'Client Bank plc' }]);
  });

  it('narrows to the staff build or to one organisation', async () => {
    const staff = await stats(`from=${TODAY}&to=${TODAY}&account=staff`);
    expect(staff.totals).toEqual({ pageviews: 4, events: 2, sessions: 2, users: 2 });
    expect(staff.accounts.map((row: { name: string }) => row.name)).toEqual(['Staff (full build)']);
    const client = await stats(`from=${TODAY}&to=${TODAY}&account=${accountId}`);
    expect(client.totals).toEqual({ pageviews: 3, events: 0, sessions: 1, users: 1 });
    expect(client.pages.map((row: { page: string }) => row.page)).toEqual(['/digitalgateway', '/news']);
    expect(client.events).toEqual([]);
  });

  it('lists every day of the period, the empty ones with zeros, and defaults to the last 30 days', async () => {
    const body = await stats(`from=${addDays(TODAY, -2)}&to=${TODAY}`);
    expect(body.days.map((row: { day: string; pageviews: number }) => [row.day, row.pageviews])).toEqual([
      [addDays(TODAY, -2), 0],
      [addDays(TODAY, -1), 0],
      [TODAY, 7],
    ]);
    const fallback = await stats('');
    expect([fallback.from, fallback.to, fallback.days.length]).toEqual([addDays(TODAY, -29), TODAY, 30]);
    expect(fallback.retentionDays).toBe(90);
  });
});

describe('stats: retention', () => {
  const dailyRows = () =>
    t.database.db.select().from(usageDaily).orderBy(usageDaily.day, usageDaily.account, usageDaily.page);
  const logCount = async () =>
    (await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM usage_log`))[0]!.n;

  it('reads the retention setting, falling back to 90 days when absent or invalid', async () => {
    expect(await retentionDays(t.database.db)).toBe(90);
    for (const [value, expected] of [
      ['abc', 90],
      ['0', 90],
      ['12.5', 90],
      [' 30 ', 30],
    ] as const) {
      await t.database.db
        .insert(appSettings)
        .values({ key: RETENTION_KEY, value })
        .onConflictDoUpdate({ target: appSettings.key, set: { value } });
      expect(await retentionDays(t.database.db), value).toBe(expected);
    }
    // A retention longer than the rows' age keeps them all.
    await t.database.db.update(appSettings).set({ value: '365' }).where(eq(appSettings.key, RETENTION_KEY));
    const before = await snapshotCounts(t.database);
    expect(await summariseOldUsage(t.database.db)).toEqual({ days: [], deleted: 0, retention: 365 });
    expect(await snapshotCounts(t.database)).toEqual(before);
    await t.database.db.delete(appSettings).where(eq(appSettings.key, RETENTION_KEY));
  });

  it('summarises the old days and deletes their rows, the statistics unchanged; running again does nothing', async () => {
    const old = `from=${OLD1}&to=${OLD2}`;
    const whole = `from=${OLD1}&to=${TODAY}`;
    const before = {
      old: await stats(old),
      whole: await stats(whole),
      client: await stats(`${old}&account=${accountId}`),
    };
    expect(before.old.totals).toEqual({ pageviews: 5, events: 1, sessions: 5, users: 4 });
    expect(before.old.pages[0]).toEqual({ page: '/news', area: 'Horizon', views: 3, users: 2 });
    expect(before.old.events).toEqual([{ category: 'export', action: 'csv', count: 1, users: 1 }]);
    const logBefore = await logCount();

    const done = await summariseOldUsage(t.database.db);
    expect(done).toEqual({ days: [OLD1, OLD2], deleted: 6, retention: 90 });
    expect(await logCount()).toBe(logBefore - 6);
    const cutoff = new Date(`${addDays(TODAY, -90)}T00:00:00Z`);
    expect(await t.database.db.select().from(usageLog).where(lt(usageLog.receivedAt, cutoff))).toEqual([]);
    const daily = await dailyRows();
    expect(daily).toContainEqual({ day: OLD1, account: '', page: '', pageviews: 3, events: 1, sessions: 3, users: 2 });
    expect(daily).toContainEqual({
      day: OLD1,
      account: accountId,
      page: '/digitalgateway',
      pageviews: 1,
      events: 0,
      sessions: 1,
      users: 1,
    });
    expect(daily).toContainEqual({
      day: OLD2,
      account: '',
      page: '/tax/home',
      pageviews: 1,
      events: 0,
      sessions: 1,
      users: 1,
    });

    expect(await stats(old)).toEqual(before.old);
    expect(await stats(whole)).toEqual(before.whole);
    expect(await stats(`${old}&account=${accountId}`)).toEqual(before.client);

    const snapshot = await snapshotCounts(t.database);
    expect(await summariseOldUsage(t.database.db)).toEqual({ days: [], deleted: 0, retention: 90 });
    expect(await snapshotCounts(t.database)).toEqual(snapshot);
    expect(await dailyRows()).toEqual(daily);
    expect(await stats(whole)).toEqual(before.whole);
  });
});
