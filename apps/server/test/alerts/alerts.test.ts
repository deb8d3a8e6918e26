import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Mailer, MAX_EMAIL_ATTEMPTS } from '../../src/alerts/mailer.ts';
import { AlertRunner, ITEMS_PER_NOTIFICATION } from '../../src/alerts/runner.ts';
import { seedItems } from '../../src/content/seed.ts';
import { queryRows } from '../../src/db/client.ts';
import { userGroupMembers, userGroups } from '../../src/db/schema.ts';
import { createTestApp, createUser, snapshotCounts, type TestApp } from '../harness.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';

let t: TestApp;
let sink: SmtpSink;
const ids: Record<string, string> = {};

const as = (user: string) => ({ 'x-user': user });
async function call(user: string, method: string, url: string, payload?: object) {
  const response = await t.app.inject({
    method: method as 'GET',
    url,
    headers: as(user),
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.body ? response.json() : {} };
}

/** A runner as the server makes one, without its timer: each test says when a round happens. */
const runner = (emailEnabled = true) =>
  new AlertRunner(t.database.db, { intervalMs: 30_000, emailEnabled, settleSeconds: 0 });

/**
 * Waits until the database clock has moved on from what was done before: PGlite's clock counts milliseconds, and an
 * item stamped in the same millisecond as an alert's last look is not after it.
 */
async function nextClockTick(): Promise<void> {
  const read = async () =>
    (await queryRows<{ now: string }>(t.database.db, 'SELECT clock_timestamp()::text AS now'))[0]!.now;
  const before = await read();
  while ((await read()) === before);
}

/** News items published now in these countries, created now (after the alerts made before). */
async function news(...items: { title: string; countries: string[]; tags?: string[] }[]) {
  await nextClockTick();
  const made = items.map((item) => ({
    id: randomUUID(),
    data: {
      title: item.title,
      url: `https://regulator.example/${encodeURIComponent(item.title)}`,
      publishedAt: new Date().toISOString(),
      countries: item.countries,
      tags: item.tags ?? [],
    },
  }));
  await t.database.db.transaction((tx) => seedItems(tx, 'newsitem', made));
  return made.map((item) => item.id);
}

const makeAlert = async (user: string, body: object) => {
  const response = await call(user, 'POST', '/api/alerts', body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
};

/** Makes every alert due now (as if its period had passed). */
const dueNow = () => t.database.db.execute('UPDATE alerts SET next_run_at = now()');

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ API_MODE: 'skipauth', SMTP_URL: sink.url });
  await createUser(t.database, { username: 'analyst', email: 'analyst@bank.example', roles: ['riccmember'] });
  await createUser(t.database, { username: 'colleague', email: 'colleague@bank.example', roles: ['tagger'] });
  // Reads insights only: news items are not theirs to read.
  await createUser(t.database, { username: 'visitor', roles: ['insightsvisitor'] });
  const admin = await createUser(t.database, { username: 'admin', roles: ['superadmin'] });
  const gone = await createUser(t.database, { username: 'gone', roles: ['tagger'], disabled: true });
  const [group] = await t.database.db.insert(userGroups).values({ name: 'Compliance EU', roles: [] }).returning();
  ids.group = group!.id;
  const colleague = await queryRows<{ id: string }>(t.database.db, "SELECT id FROM users WHERE username = 'colleague'");
  await t.database.db.insert(userGroupMembers).values([
    { groupId: group!.id, userId: colleague[0]!.id },
    { groupId: group!.id, userId: gone.id },
  ]);
  ids.admin = admin.id;
});

afterAll(async () => {
  await t?.close();
  await sink?.close();
});

beforeEach(async () => {
  await t.database.db.execute('DELETE FROM notifications');
  await t.database.db.execute('DELETE FROM alerts');
  sink.messages.length = 0;
  sink.refusing = false;
});

describe('alerts: saved searches', () => {
  it('are saved, read, changed with their version and deleted by their owner only', async () => {
    const alert = await makeAlert('analyst', {
      name: 'France',
      query: { countries: ['FR'], q: 'sanctions' },
      frequency: 'daily',
    });
    expect(alert).toMatchObject({
      name: 'France',
      contentType: 'newsitem',
      frequency: 'daily',
      email: true,
      version: 1,
    });
    // Its first look is at the next digest time (08:00 UTC by default), not a day after it was made.
    expect(alert).toMatchObject({ digestHour: 8, timeZone: 'UTC' });
    expect(new Date(alert.nextRunAt).toISOString()).toMatch(/T08:00:00\.000Z$/);
    expect(Date.parse(alert.nextRunAt) - Date.parse(alert.createdAt)).toBeLessThanOrEqual(24 * 3600_000);
    expect(Date.parse(alert.nextRunAt)).toBeGreaterThan(Date.parse(alert.createdAt));

    expect((await call('analyst', 'GET', '/api/alerts')).body.alerts.map((a: { id: string }) => a.id)).toEqual([
      alert.id,
    ]);
    expect((await call('colleague', 'GET', `/api/alerts/${alert.id}`)).status).toBe(404);
    expect((await call('colleague', 'GET', '/api/alerts')).body.alerts).toEqual([]);

    const changed = await call('analyst', 'PUT', `/api/alerts/${alert.id}`, {
      version: 1,
      name: 'France, weekly',
      query: { countries: ['FR'] },
      frequency: 'weekly',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ name: 'France, weekly', frequency: 'weekly', version: 2 });

    const stale = await call('analyst', 'PUT', `/api/alerts/${alert.id}`, { version: 1, name: 'Lost', query: {} });
    expect(stale.status).toBe(409);
    expect(stale.body.data.current).toMatchObject({ name: 'France, weekly', version: 2 });

    expect((await call('colleague', 'DELETE', `/api/alerts/${alert.id}`)).status).toBe(404);
    expect((await call('analyst', 'DELETE', `/api/alerts/${alert.id}`)).status).toBe(204);
    expect((await call('analyst', 'GET', `/api/alerts/${alert.id}`)).status).toBe(404);
  });

  it('refuses filters the list would refuse, unknown types and types the user may not read, writing nothing', async () => {
    const before = await snapshotCounts(t.database);
    const cases: [string, object, number, RegExp][] = [
      ['analyst', { name: 'Bad', query: { newsTypes: ['gossip'] } }, 400, /not a valid value for News types/],
      ['analyst', { name: 'Bad', query: { colour: 'red' } }, 400, /cannot be filtered by colour/],
      ['analyst', { name: 'Bad', contentType: 'spaceship' }, 400, /no content type spaceship/],
      ['analyst', { name: '', query: {} }, 400, /./],
      ['analyst', { name: 'Bad', frequency: 'hourly' }, 400, /./],
      ['visitor', { name: 'News', query: {} }, 403, /may not read news/],
    ];
    for (const [user, body, status, message] of cases) {
      const response = await call(user, 'POST', '/api/alerts', body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.body).toMatchObject({ status, message: expect.stringMatching(message) });
    }
    expect(await snapshotCounts(t.database)).toEqual(before);
  });

  it('are refused to API keys, which belong to organisations', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/alerts', headers: { 'x-api-key': 'nope' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('alerts: the runner', () => {
  it('tells the owner of the new matches once, with the newest items, and nothing from before the alert', async () => {
    await news({ title: 'Old French item', countries: ['FR'] });
    const alert = await makeAlert('analyst', { name: 'France', query: { countries: ['FR'] } });
    const [fr1, , fr2] = await news(
      { title: 'AMF publishes guidance', countries: ['FR'] },
      { title: 'BaFin circular', countries: ['DE'] },
      { title: 'ACPR sanctions a bank', countries: ['FR', 'EU'] },
    );

    expect(await runner().runDue()).toBe(1);
    const page = await call('analyst', 'GET', '/api/notifications');
    expect(page.body.unread).toBe(1);
    const [notification] = page.body.notifications;
    expect(notification).toMatchObject({
      kind: 'alert',
      title: 'France: 2 new items',
      itemCount: 2,
      read: false,
      alert: { id: alert.id, name: 'France', contentType: 'newsitem', query: { countries: ['FR'] } },
    });
    expect(notification.items.map((item: { id: string }) => item.id).sort()).toEqual([fr1, fr2].sort());
    expect(notification.items[0].url).toMatch(/^https:\/\/regulator\.example\//);

    // Nothing new: nothing told, and the alert says so.
    await dueNow();
    expect(await runner().runDue()).toBe(0);
    expect((await call('analyst', 'GET', '/api/notifications')).body.notifications).toHaveLength(1);
    const after = await call('analyst', 'GET', `/api/alerts/${alert.id}`);
    expect(after.body).toMatchObject({ lastMatched: 0 });
    expect(after.body.lastRunAt).not.toBeNull();
  });

  it('keeps to the full-text query and tags, and counts all while listing the newest', async () => {
    await makeAlert('analyst', { name: 'Sanctions', query: { q: 'sanctions', tags: 'enforcement' } });
    const many = Array.from({ length: ITEMS_PER_NOTIFICATION + 5 }, (_, i) => ({
      title: `Regulator sanctions firm ${i}`,
      countries: ['GB'],
      tags: ['enforcement'],
    }));
    await news(
      ...many,
      { title: 'Sanctions without the tag', countries: ['GB'] },
      {
        title: 'Tagged but about something else',
        countries: ['GB'],
        tags: ['enforcement'],
      },
    );
    await runner().runDue();
    const [notification] = (await call('analyst', 'GET', '/api/notifications')).body.notifications;
    expect(notification.itemCount).toBe(ITEMS_PER_NOTIFICATION + 5);
    expect(notification.items).toHaveLength(ITEMS_PER_NOTIFICATION);
    expect(notification.body).toMatch(/newest 20 are listed/);
  });

  it('waits for its period: a daily alert gives one digest of the day', async () => {
    const alert = await makeAlert('analyst', {
      name: 'Germany daily',
      query: { countries: ['DE'] },
      frequency: 'daily',
    });
    await news({ title: 'BaFin one', countries: ['DE'] });
    expect(await runner().runDue()).toBe(0);
    await news({ title: 'BaFin two', countries: ['DE'] });
    await dueNow();
    expect(await runner().runDue()).toBe(1);
    const [digest] = (await call('analyst', 'GET', '/api/notifications')).body.notifications;
    expect(digest).toMatchObject({ title: 'Germany daily: 2 new items', itemCount: 2 });
    expect(digest.body).toMatch(/daily digest/);
    // On to the next digest time after this look.
    const next = (await call('analyst', 'GET', `/api/alerts/${alert.id}`)).body.nextRunAt;
    expect(next).toMatch(/T08:00:00\.000Z$/);
    expect(Date.parse(next)).toBeGreaterThan(Date.now());
    expect(Date.parse(next) - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
  });

  it('tells nobody about items their owner may no longer read, and skips disabled alerts', async () => {
    await makeAlert('colleague', { name: 'All news', query: {} });
    await makeAlert('analyst', { name: 'Off', query: {}, enabled: false });
    await t.database.db.execute("UPDATE users SET acgroups = '{insightsvisitor}' WHERE username = 'colleague'");
    try {
      await news({ title: 'Anything', countries: ['IT'] });
      expect(await runner().runDue()).toBe(0);
      expect(await queryRows(t.database.db, 'SELECT id FROM notifications')).toEqual([]);
    } finally {
      await t.database.db.execute("UPDATE users SET acgroups = '{tagger}' WHERE username = 'colleague'");
    }
  });

  it('goes on past an alert whose saved filters no longer hold', async () => {
    // Saved before dates were checked for existence: the list now refuses the day; the alert must not stop others.
    const analyst = await queryRows<{ id: string }>(t.database.db, "SELECT id FROM users WHERE username = 'analyst'");
    await t.database.db.execute(
      `INSERT INTO alerts (user_id, name, query, next_run_at) VALUES ('${analyst[0]!.id}', 'Broken',
        '{"publishedAt.from": "2026-02-30"}', now() - interval '1 hour')`,
    );
    await makeAlert('analyst', { name: 'Belgium', query: { countries: ['BE'] } });
    await news({ title: 'FSMA notice', countries: ['BE'] });
    expect(await runner().runDue()).toBe(1);
    const titles = (await call('analyst', 'GET', '/api/notifications')).body.notifications.map(
      (n: { title: string }) => n.title,
    );
    expect(titles).toEqual(['Belgium: 1 new item']);
    const [broken] = await queryRows<{ last_run_at: string | null }>(
      t.database.db,
      "SELECT last_run_at FROM alerts WHERE name = 'Broken'",
    );
    expect(broken!.last_run_at).not.toBeNull();
  });

  it('reports, once turned on again, what arrives from then on, not what came while it was paused', async () => {
    const alert = await makeAlert('analyst', { name: 'Austria', query: { countries: ['AT'] } });
    const paused = await call('analyst', 'PUT', `/api/alerts/${alert.id}`, {
      version: 1,
      name: 'Austria',
      query: { countries: ['AT'] },
      enabled: false,
    });
    expect(paused.status).toBe(200);
    await news({ title: 'FMA while paused', countries: ['AT'] });
    await call('analyst', 'PUT', `/api/alerts/${alert.id}`, {
      version: 2,
      name: 'Austria',
      query: { countries: ['AT'] },
      enabled: true,
    });
    const [after] = await news({ title: 'FMA after', countries: ['AT'] });
    await dueNow();
    await runner().runDue();
    const [notification] = (await call('analyst', 'GET', '/api/notifications')).body.notifications;
    expect(notification.items.map((item: { id: string }) => item.id)).toEqual([after]);
  });

  it('looks at each alert once when two processes run at the same time', async () => {
    for (let i = 0; i < 6; i++) await makeAlert('analyst', { name: `Alert ${i}`, query: { countries: ['ES'] } });
    await news({ title: 'CNMV note', countries: ['ES'] });
    const [a, b] = await Promise.all([runner().runDue(), runner().runDue()]);
    expect(a + b).toBe(6);
    const rows = await queryRows<{ n: number }>(t.database.db, 'SELECT count(*)::int AS n FROM notifications');
    expect(rows[0]!.n).toBe(6);
  });
});

describe('notifications', () => {
  it('are read, unread and all read by their owner only', async () => {
    await makeAlert('analyst', { name: 'Italy', query: { countries: ['IT'] } });
    await news({ title: 'CONSOB', countries: ['IT'] });
    await runner().runDue();
    await makeAlert('analyst', { name: 'Italy again', query: { countries: ['IT'] } });
    await news({ title: 'Banca d’Italia', countries: ['IT'] });
    await dueNow();
    await runner().runDue();

    const list = await call('analyst', 'GET', '/api/notifications?limit=1');
    expect(list.body.unread).toBe(3);
    expect(list.body.notifications).toHaveLength(1);
    const second = await call('analyst', 'GET', `/api/notifications?limit=1&cursor=${list.body.nextCursor}`);
    expect(second.body.notifications[0].id).not.toBe(list.body.notifications[0].id);
    const id = list.body.notifications[0].id;

    expect((await call('colleague', 'PUT', `/api/notifications/${id}`, { read: true })).status).toBe(404);
    expect((await call('analyst', 'PUT', `/api/notifications/${id}`, { read: true })).body).toEqual({ unread: 2 });
    expect((await call('analyst', 'GET', '/api/notifications?unread=true')).body.notifications).toHaveLength(2);
    expect((await call('analyst', 'PUT', `/api/notifications/${id}`, { read: false })).body).toEqual({ unread: 3 });
    expect((await call('analyst', 'POST', '/api/notifications/read-all')).body).toEqual({ marked: 3, unread: 0 });
    expect((await call('analyst', 'GET', '/api/notifications/unread')).body).toEqual({ unread: 0 });
    expect((await call('analyst', 'GET', '/api/notifications?cursor=nonsense')).status).toBe(400);
  });

  it('page through notifications made within the same millisecond without losing one', async () => {
    const [analyst] = await queryRows<{ id: string }>(t.database.db, "SELECT id FROM users WHERE username = 'analyst'");
    await t.database.db.execute(
      `INSERT INTO notifications (user_id, kind, title, created_at)
        SELECT '${analyst!.id}', 'admin', 'Same millisecond ' || g, '2026-11-20T10:00:00.123Z'::timestamptz + g * interval '1 microsecond'
        FROM generate_series(1, 5) g`,
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await call('analyst', 'GET', `/api/notifications?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.body.notifications.map((n: { title: string }) => n.title));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([5, 4, 3, 2, 1].map((g) => `Same millisecond ${g}`));
  });

  it('carry an administrator’s message to everyone enabled, or to a group', async () => {
    const everyone = await call('admin', 'POST', '/api/admin/notifications', {
      title: 'Maintenance on Saturday',
      body: 'The service is down from 8 to 10.',
    });
    expect(everyone.status).toBe(201);
    // analyst, colleague, visitor and admin: the disabled user gets nothing.
    expect(everyone.body).toMatchObject({ recipients: 4, group: null, sentBy: 'admin' });
    const toGroup = await call('admin', 'POST', '/api/admin/notifications', {
      title: 'New EU desk procedure',
      link: '/insights',
      groupId: ids.group,
      email: true,
    });
    expect(toGroup.body).toMatchObject({ recipients: 1, group: { id: ids.group, name: 'Compliance EU' } });
    const colleague = (await call('colleague', 'GET', '/api/notifications')).body;
    expect(colleague.notifications.map((n: { title: string }) => n.title)).toEqual([
      'New EU desk procedure',
      'Maintenance on Saturday',
    ]);
    expect(colleague.notifications[0]).toMatchObject({ kind: 'admin', link: '/insights', alert: null });
    expect((await call('analyst', 'GET', '/api/notifications')).body.unread).toBe(1);
    const sent = (await call('admin', 'GET', '/api/admin/notifications')).body.broadcasts;
    expect(sent.map((b: { title: string }) => b.title).slice(0, 2)).toEqual([
      'New EU desk procedure',
      'Maintenance on Saturday',
    ]);
  });

  it('refuses messages from non-administrators and to unknown groups, writing nothing', async () => {
    const before = await snapshotCounts(t.database);
    expect((await call('analyst', 'POST', '/api/admin/notifications', { title: 'Hi' })).status).toBe(403);
    expect((await call('analyst', 'GET', '/api/admin/notifications')).status).toBe(403);
    const unknown = await call('admin', 'POST', '/api/admin/notifications', { title: 'Hi', groupId: randomUUID() });
    expect(unknown).toMatchObject({ status: 400, body: { message: expect.stringMatching(/no enabled user group/) } });
    // Not a script, and not another site dressed as a path (browsers drop the tab and read `//evil.example`).
    for (const link of ['javascript:alert(1)', '//evil.example', '/\t/evil.example', '/\\evil.example']) {
      const badLink = await call('admin', 'POST', '/api/admin/notifications', { title: 'Hi', link });
      expect(badLink.status, link).toBe(400);
    }
    expect(await snapshotCounts(t.database)).toEqual(before);
  });
});

describe('alerts: digest times, preview and test digest', () => {
  it('send daily and weekly digests at the hour chosen in the user’s time zone, refusing unknown zones', async () => {
    const daily = await makeAlert('analyst', {
      name: 'Tokyo mornings',
      frequency: 'daily',
      digestHour: 7,
      timeZone: 'Asia/Tokyo',
    });
    // 07:00 in Tokyo is 22:00 UTC, always (no summer time there).
    expect(daily).toMatchObject({ digestHour: 7, timeZone: 'Asia/Tokyo' });
    expect(daily.nextRunAt).toMatch(/T22:00:00\.000Z$/);
    const weekly = await makeAlert('analyst', { name: 'Weekly', frequency: 'weekly', digestHour: 9 });
    expect(new Date(weekly.nextRunAt).getUTCDay()).toBe(1);
    expect(weekly.nextRunAt).toMatch(/T09:00:00\.000Z$/);
    expect(Date.parse(weekly.nextRunAt) - Date.now()).toBeLessThanOrEqual(7 * 24 * 3600_000);

    // Changing the hour moves the next look; changing only the name does not.
    const moved = await call('analyst', 'PUT', `/api/alerts/${daily.id}`, {
      version: 1,
      name: 'Tokyo evenings',
      frequency: 'daily',
      digestHour: 18,
      timeZone: 'Asia/Tokyo',
    });
    expect(moved.body.nextRunAt).toMatch(/T09:00:00\.000Z$/);
    const renamed = await call('analyst', 'PUT', `/api/alerts/${daily.id}`, {
      version: 2,
      name: 'Tokyo, evenings',
      frequency: 'daily',
      digestHour: 18,
      timeZone: 'Asia/Tokyo',
    });
    expect(renamed.body.nextRunAt).toBe(moved.body.nextRunAt);

    for (const bad of [{ timeZone: 'Mars/Olympus_Mons' }, { digestHour: 24 }, { digestHour: -1 }]) {
      const response = await call('analyst', 'POST', '/api/alerts', { name: 'Bad', frequency: 'daily', ...bad });
      expect(response.status, JSON.stringify(bad)).toBe(400);
    }
  });

  it('preview what a search would have matched in the last 7 days, as its owner may read it', async () => {
    await news({ title: 'Luxembourg one', countries: ['LU'] }, { title: 'Luxembourg two', countries: ['LU'] });
    await t.database.db.execute(
      `UPDATE content_items SET created_at = now() - interval '8 days' WHERE title = 'Luxembourg one'`,
    );
    const preview = await call('analyst', 'POST', '/api/alerts/preview', {
      contentType: 'newsitem',
      query: { countries: ['LU'] },
    });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ count: 1, items: [{ type: 'newsitem', title: 'Luxembourg two' }] });
    // The same refusals as saving.
    const bad = await call('analyst', 'POST', '/api/alerts/preview', { query: { colour: 'red' } });
    expect(bad.status).toBe(400);
    expect((await call('visitor', 'POST', '/api/alerts/preview', { query: {} })).status).toBe(403);
  });

  it('send a test digest now, marked as a test, to the notifications and by e-mail', async () => {
    await news({ title: 'Malta notice', countries: ['MT'] });
    const alert = await makeAlert('analyst', { name: 'Malta', query: { countries: ['MT'] }, frequency: 'daily' });
    const sent = await call('analyst', 'POST', `/api/alerts/${alert.id}/test`);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ count: 1, emailed: true });
    const [notification] = (await call('analyst', 'GET', '/api/notifications')).body.notifications;
    expect(notification).toMatchObject({
      id: sent.body.notificationId,
      title: expect.stringMatching(/^Test digest — Malta: 1 item/),
      itemCount: 1,
      alert: { id: alert.id },
    });
    expect(notification.items[0].title).toBe('Malta notice');
    for (let wait = 0; wait < 50 && sink.messages.length === 0; wait += 1) await new Promise((r) => setTimeout(r, 100));
    expect(sink.messages.map((mail) => mail.subject)).toEqual([notification.title]);
    // The alert itself has not looked: its next digest still finds the item.
    expect((await call('analyst', 'GET', `/api/alerts/${alert.id}`)).body.lastRunAt).toBeNull();

    // An alert not saved yet, without e-mail; nobody else's alert.
    const unsaved = await call('analyst', 'POST', '/api/alerts/test', {
      name: 'Draft',
      query: { countries: ['MT'] },
      email: false,
    });
    expect(unsaved.body).toMatchObject({ count: 1, emailed: false });
    expect((await call('colleague', 'POST', `/api/alerts/${alert.id}/test`)).status).toBe(404);
  });
});

describe('e-mail', () => {
  it('sends an alert’s notification through SMTP with its items, once', async () => {
    await makeAlert('analyst', { name: 'Netherlands', query: { countries: ['NL'] } });
    await makeAlert('analyst', { name: 'Quiet', query: { countries: ['NL'] }, email: false });
    await news({ title: 'DNB <publishes> Q&A', countries: ['NL'] });
    await runner().runDue();
    const mailer = new Mailer(t.database.db, {
      smtpUrl: sink.url,
      from: 'Regulatory Horizon <no-reply@rh.example>',
      publicUrl: 'https://rh.example',
    });
    try {
      expect(await mailer.sendPending()).toBe(1);
      expect(await mailer.sendPending()).toBe(0);
    } finally {
      mailer.close();
    }
    expect(sink.messages).toHaveLength(1);
    const [mail] = sink.messages;
    expect(mail!.subject).toBe('Netherlands: 1 new item');
    expect(mail!.to).toMatchObject({ text: 'analyst@bank.example' });
    expect(mail!.text).toContain('- DNB <publishes> Q&A');
    expect(mail!.text).toContain('https://rh.example/alerts/list');
    // The title is escaped in HTML, and links to the publication.
    expect(mail!.html).toContain('DNB &lt;publishes&gt; Q&amp;A');
    expect(mail!.html).toContain('href="https://regulator.example/');
    const status = await queryRows<{ email_status: string | null }>(
      t.database.db,
      'SELECT email_status FROM notifications ORDER BY email_status NULLS FIRST',
    );
    expect(status.map((row) => row.email_status)).toEqual([null, 'sent']);
  });

  it('drops what waited for a user who has been disabled since', async () => {
    await call('admin', 'POST', '/api/admin/notifications', { title: 'To the group', groupId: ids.group, email: true });
    await t.database.db.execute("UPDATE users SET disabled_at = now() WHERE username = 'colleague'");
    const mailer = new Mailer(t.database.db, {
      smtpUrl: sink.url,
      from: 'rh@rh.example',
      publicUrl: 'https://rh.example',
    });
    try {
      expect(await mailer.sendPending()).toBe(0);
    } finally {
      mailer.close();
      await t.database.db.execute("UPDATE users SET disabled_at = NULL WHERE username = 'colleague'");
    }
    expect(sink.messages).toEqual([]);
    const rows = await queryRows<{ email_status: string | null }>(
      t.database.db,
      'SELECT email_status FROM notifications',
    );
    expect(rows).toEqual([{ email_status: null }]);
  });

  it('tries a refused e-mail again at the next rounds, then gives it up', async () => {
    await call('admin', 'POST', '/api/admin/notifications', { title: 'To the group', groupId: ids.group, email: true });
    sink.refusing = true;
    const mailer = new Mailer(t.database.db, {
      smtpUrl: sink.url,
      from: 'rh@rh.example',
      publicUrl: 'https://rh.example',
    });
    try {
      for (let round = 1; round <= MAX_EMAIL_ATTEMPTS; round++) expect(await mailer.sendPending()).toBe(0);
      const [row] = await queryRows<{ email_status: string; email_attempts: number }>(
        t.database.db,
        "SELECT email_status, email_attempts FROM notifications WHERE kind = 'admin'",
      );
      expect(row).toEqual({ email_status: 'failed', email_attempts: MAX_EMAIL_ATTEMPTS });
      sink.refusing = false;
      expect(await mailer.sendPending()).toBe(0);
    } finally {
      mailer.close();
    }
    expect(sink.messages).toEqual([]);
  });
});

describe('preferences and what is new', () => {
  it('keeps what the user follows and shows the week’s news and coming events in it', async () => {
    const topic = await call('analyst', 'POST', '/api/content/topic', { data: { name: 'AML', slug: 'aml' } });
    expect(topic.status).toBe(201);
    const saved = await call('analyst', 'PUT', '/api/me/preferences', {
      countries: ['PT', 'PT'],
      topics: [topic.body.id],
    });
    // Their own choice (not the administrator's defaults), with the digest time proposed for new alerts.
    expect(saved.body).toEqual({
      countries: ['PT'],
      topics: [topic.body.id],
      fromDefaults: false,
      digestTime: '08:00',
    });
    expect((await call('analyst', 'GET', '/api/me/preferences')).body).toEqual(saved.body);
    const [pt] = await news(
      { title: 'Banco de Portugal notice', countries: ['PT'] },
      { title: 'Elsewhere', countries: ['SE'] },
    );
    const feed = await call('analyst', 'GET', '/api/me/whats-new');
    expect(feed.status).toBe(200);
    expect(feed.body.news.map((item: { id: string }) => item.id)).toEqual([pt]);
    expect(feed.body).toMatchObject({ newsCount: 1, unread: 0, preferences: saved.body });

    // The visitor may not read news: none is shown, whatever they follow.
    expect((await call('visitor', 'GET', '/api/me/whats-new')).body).toMatchObject({ news: [], newsCount: 0 });
  });

  it('refuses unknown countries and topics', async () => {
    const bad = await call('analyst', 'PUT', '/api/me/preferences', { countries: ['XX'], topics: [] });
    expect(bad.status).toBe(400);
    const missing = await call('analyst', 'PUT', '/api/me/preferences', { countries: [], topics: [randomUUID()] });
    expect(missing).toMatchObject({ status: 400, body: { message: 'Some topics do not exist.' } });
  });
});
