import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { createTestApp, createUser, type TestApp } from './harness.ts';

let t: TestApp;
const as = (username: string) => ({ 'x-user': username });
const ids: Record<string, string> = {};

async function call(user: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
  const response = await t.app.inject({ method, url, headers: as(user), ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() };
}

const stored = async (key: string) =>
  (await queryRows<{ value: string }>(t.database.db, sql`SELECT value FROM app_settings WHERE key = ${key}`))[0]
    ?.value ?? null;
const journal = (key: string) =>
  queryRows<{ old_value: string | null; new_value: string; changed_by: string }>(
    t.database.db,
    sql`SELECT old_value, new_value, changed_by FROM settings_journal WHERE key = ${key} ORDER BY id`,
  );

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  ids.admin = (await createUser(t.database, { username: 'admin', roles: ['superadmin', 'riccadmin'] })).id;
  await createUser(t.database, { username: 'analyst', roles: ['riccmember'] });
  await createUser(t.database, { username: 'visitor', roles: ['insightsvisitor'] });
  await createUser(t.database, { username: 'chooser', roles: ['riccmember'] });
  for (const [name, title] of [
    ['banking', 'Banking'],
    ['climate', 'Climate'],
  ]) {
    const created = await call('admin', 'POST', '/api/content/topic', {
      data: { name: title, slug: title!.toLowerCase() },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    ids[name!] = created.body.id;
  }
  const event = await call('admin', 'POST', '/api/content/event', {
    data: { title: 'Far hearing', kind: 'deadline', start: inDays(100), countries: ['DE'] },
  });
  expect(event.status, JSON.stringify(event.body)).toBe(201);
});
afterAll(() => t.close());

describe('app configuration', () => {
  it('lists the declared settings with their defaults, never the other keys of app_settings', async () => {
    const { status, body } = await call('admin', 'GET', '/api/admin/appconfig');
    expect(status).toBe(200);
    const retention = body.settings.find((s: { key: string }) => s.key === 'usage.retentionDays');
    expect(retention).toMatchObject({ value: 90, default: 90, changed: false, group: 'Usage statistics' });
    expect(body.settings.map((s: { key: string }) => s.key)).not.toContain('cookie_secret');
    expect(JSON.stringify(body)).not.toContain('cookie_secret');
    expect(body.canUpdate).toBe(true);
  });

  it('refuses callers without the appconfig right', async () => {
    expect((await call('analyst', 'GET', '/api/admin/appconfig')).status).toBe(403);
    expect((await call('analyst', 'PUT', '/api/admin/appconfig', { 'usage.retentionDays': 30 })).status).toBe(403);
    expect(await stored('usage.retentionDays')).toBeNull();
  });

  it('changes a setting, in the usage statistics’ text format, and journals who changed it from what to what', async () => {
    const { status, body } = await call('admin', 'PUT', '/api/admin/appconfig', { 'usage.retentionDays': 30 });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.settings.find((s: { key: string }) => s.key === 'usage.retentionDays')).toMatchObject({
      value: 30,
      changed: true,
    });
    expect(await stored('usage.retentionDays')).toBe('30');
    await call('admin', 'PUT', '/api/admin/appconfig', { 'usage.retentionDays': 45 });
    expect(await journal('usage.retentionDays')).toEqual([
      { old_value: null, new_value: '30', changed_by: ids.admin },
      { old_value: '30', new_value: '45', changed_by: ids.admin },
    ]);
    const listed = (await call('admin', 'GET', '/api/admin/appconfig')).body.journal;
    expect(listed[0]).toMatchObject({ key: 'usage.retentionDays', oldValue: '30', newValue: '45', whoName: 'admin' });
  });

  it('refuses a bad value with the field’s message and writes nothing, not even the good values sent with it', async () => {
    const before = (await journal('home.whatsNewDays')).length;
    const { status, body } = await call('admin', 'PUT', '/api/admin/appconfig', {
      'home.whatsNewDays': 14,
      'usage.retentionDays': 5000,
    });
    expect(status).toBe(400);
    expect(body.message).toMatch(/between 1 and 3650 days/);
    expect(body.data.issues).toEqual([
      expect.objectContaining({ path: 'usage.retentionDays', message: 'must be between 1 and 3650 days' }),
    ]);
    expect(await stored('usage.retentionDays')).toBe('45');
    expect(await stored('home.whatsNewDays')).toBeNull();
    expect((await journal('home.whatsNewDays')).length).toBe(before);
    const text = await call('admin', 'PUT', '/api/admin/appconfig', { 'usage.retentionDays': 'ninety' });
    expect(text.status).toBe(400);
  });

  it('refuses an undeclared key, the cookie secret above all', async () => {
    const secret = await stored('cookie_secret');
    const { status, body } = await call('admin', 'PUT', '/api/admin/appconfig', { cookie_secret: 'x'.repeat(40) });
    expect(status).toBe(400);
    expect(body.data.issues[0]).toMatchObject({ path: 'cookie_secret' });
    expect(await stored('cookie_secret')).toBe(secret);
    expect(await journal('cookie_secret')).toEqual([]);
  });

  it('takes effect on the next request: Home’s window and a jurisdiction’s coming horizon', async () => {
    const since = async () => Date.parse((await call('analyst', 'GET', '/api/me/whats-new')).body.since);
    expect(Date.now() - (await since())).toBeGreaterThan(6.9 * 86_400_000);
    expect(Date.now() - (await since())).toBeLessThan(7.1 * 86_400_000);
    await call('admin', 'PUT', '/api/admin/appconfig', { 'home.whatsNewDays': 30 });
    expect(Date.now() - (await since())).toBeGreaterThan(29.9 * 86_400_000);

    const coming = async () => (await call('admin', 'GET', '/api/jurisdictions/DE')).body;
    expect((await coming()).coming.map((c: { title: string }) => c.title)).toContain('Far hearing');
    await call('admin', 'PUT', '/api/admin/appconfig', { 'jurisdiction.comingDays': 30 });
    const after = await coming();
    expect(after.comingDays).toBe(30);
    expect(after.coming.map((c: { title: string }) => c.title)).not.toContain('Far hearing');
  });
});

describe('default preferences', () => {
  it('applies the defaults to a user without their own, and their own choice wins', async () => {
    const before = (await call('analyst', 'GET', '/api/me/preferences')).body;
    expect(before).toMatchObject({ countries: [], topics: [], fromDefaults: true, digestTime: '08:00' });
    const saved = await call('admin', 'PUT', '/api/admin/preferences', {
      countries: ['DE', 'EU'],
      topics: [ids.banking],
      digestTime: '07:00',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.defaults).toEqual({ countries: ['DE', 'EU'], topics: [ids.banking], digestTime: '07:00' });
    expect((await call('analyst', 'GET', '/api/me/preferences')).body).toEqual({
      countries: ['DE', 'EU'],
      topics: [ids.banking],
      fromDefaults: true,
      digestTime: '07:00',
    });
    expect((await call('analyst', 'GET', '/api/me/whats-new')).body.preferences.countries).toEqual(['DE', 'EU']);

    const own = await call('chooser', 'PUT', '/api/me/preferences', { countries: ['FR'], topics: [ids.climate] });
    expect(own.body).toMatchObject({ countries: ['FR'], topics: [ids.climate], fromDefaults: false });
    await call('admin', 'PUT', '/api/admin/preferences', { countries: ['IT'], topics: [], digestTime: '07:00' });
    expect((await call('chooser', 'GET', '/api/me/preferences')).body).toMatchObject({
      countries: ['FR'],
      topics: [ids.climate],
      fromDefaults: false,
    });
    expect((await call('analyst', 'GET', '/api/me/preferences')).body.countries).toEqual(['IT']);
  });

  it('journals each change with who, old and new', async () => {
    const rows = await journal('preferences.defaults');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ changed_by: ids.admin });
    expect(JSON.parse(rows[1]!.old_value!)).toMatchObject({ countries: ['DE', 'EU'] });
    expect(JSON.parse(rows[1]!.new_value)).toMatchObject({ countries: ['IT'] });
    const listed = (await call('analyst', 'GET', '/api/admin/preferences')).body;
    expect(listed.journal).toHaveLength(2);
    expect(listed.journal[0]).toMatchObject({ key: 'preferences.defaults', whoName: 'admin' });
  });

  it('refuses a bad country, topic or time with the reason, and writes nothing', async () => {
    const good = { countries: ['DE'], topics: [], digestTime: '09:00' };
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...good, countries: ['ZZ'] }, /not a country code/],
      [{ ...good, topics: ['00000000-0000-4000-8000-000000000000'] }, /No topic has the id/],
      [{ ...good, digestTime: '25:00' }, /HH:00/],
      [{ ...good, digestTime: '09:30' }, /HH:00/],
    ];
    for (const [payload, reason] of cases) {
      const { status, body } = await call('admin', 'PUT', '/api/admin/preferences', payload);
      expect(status, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(body)).toMatch(reason);
    }
    expect(await journal('preferences.defaults')).toHaveLength(2);
    expect((await call('analyst', 'GET', '/api/me/preferences')).body.countries).toEqual(['IT']);
  });

  it('is the administration’s: refused without adminMenu', async () => {
    expect((await call('visitor', 'GET', '/api/admin/preferences')).status).toBe(403);
    expect(
      (await call('visitor', 'PUT', '/api/admin/preferences', { countries: [], topics: [], digestTime: '08:00' }))
        .status,
    ).toBe(403);
  });
});
