import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlertRunner } from '../../src/alerts/runner.ts';
import { queryRows } from '../../src/db/client.ts';
import { ALL_ROLES } from '../content/samples.ts';
import { createTestApp, createUser, type TestApp } from '../harness.ts';

/**
 * An alert on obligations flagged for review (`review=flagged`) tells of an obligation when a change flags it, not
 * only when it is created: the flag's `since` counts as the item's arrival for such an alert (issue 14).
 */
let t: TestApp;
const headers = { 'x-user': 'mapper' };
const ids: Record<string, string> = {};

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const response = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
}

const runner = () => new AlertRunner(t.database.db, { intervalMs: 30_000, emailEnabled: false, settleSeconds: 0 });
const dueNow = () => t.database.db.execute('UPDATE alerts SET next_run_at = now()');

/** Waits until the database clock has moved on (PGlite's clock counts milliseconds). */
async function nextClockTick(): Promise<void> {
  const read = async () =>
    (await queryRows<{ now: string }>(t.database.db, 'SELECT clock_timestamp()::text AS now'))[0]!.now;
  const before = await read();
  while ((await read()) === before);
}

async function notifications(): Promise<{ title: string; items: { id: string }[] }[]> {
  return (await call('GET', '/api/notifications')).notifications;
}

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  await createUser(t.database, { username: 'mapper', roles: ALL_ROLES });
  ids.a = (
    await call('POST', '/api/content/regulation', { data: { title: 'Reg A', country: 'EU', kind: 'regulation' } })
  ).id;
  const obligation = { title: 'Report incidents', regulation: ids.a, duty: 'Report', modality: 'must' };
  ids.o = (await call('POST', '/api/content/obligation', { data: obligation })).id;
  await nextClockTick();
});
afterAll(() => t.close());

describe('an alert on flagged obligations', () => {
  it('tells when an existing obligation is flagged, once; an alert without the filter does not', async () => {
    await call('POST', '/api/alerts', { name: 'To review', contentType: 'obligation', query: { review: 'flagged' } });
    await call('POST', '/api/alerts', { name: 'All obligations', contentType: 'obligation', query: {} });
    expect(await runner().runDue()).toBe(0);

    await nextClockTick();
    const regulation = await call('GET', `/api/content/regulation/${ids.a}`);
    await call('PUT', `/api/content/regulation/${ids.a}`, {
      version: regulation.version,
      data: { status: 'in-force' },
    });
    await nextClockTick();
    await dueNow();
    expect(await runner().runDue()).toBe(1);
    const told = await notifications();
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: 'To review: 1 new item', items: [{ id: ids.o }] });

    await dueNow();
    expect(await runner().runDue()).toBe(0);
  });

  it('the preview of such an alert counts an obligation created long ago and flagged this week', async () => {
    await t.database.db.execute(
      sql`UPDATE content_items SET created_at = now() - interval '30 days' WHERE id = ${ids.o}::uuid`,
    );
    const preview = (query: object) => call('POST', '/api/alerts/preview', { contentType: 'obligation', query });
    expect(await preview({ review: 'flagged' })).toMatchObject({ count: 1, items: [{ id: ids.o }] });
    expect(await preview({})).toMatchObject({ count: 0 });
  });
});
