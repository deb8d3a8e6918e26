import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { SafeFetcher } from '../src/ingest/safe-fetch.ts';
import { JobRunner } from '../src/jobs/runner.ts';
import { LINK_CHECK_JOB, linkCheckJob, queueDailyCheck } from '../src/modules/admin/links-job.ts';
import { createTestApp, createUser, snapshotCounts, type TestApp } from './harness.ts';

const HOST = '127.0.0.2';
const GAP_MS = 250;
let t: TestApp;
let server: Server;
let base: string;
let closedBase: string;
let fetcher: SafeFetcher;
let runner: JobRunner;
/** Every request the test site received: when, how, what. */
const seen: { at: number; method: string; path: string }[] = [];
let missingFixed = false;
const as = (username: string) => ({ 'x-user': username });
const ids: Record<string, string> = {};

interface Link {
  itemId: string;
  url: string;
  host: string;
  state: string;
  status: number | null;
  error: string | null;
  checkedAt: string | null;
}

async function news(name: string, url: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/content/newsitem',
    headers: as('admin'),
    payload: { data: { title: `Notice ${name}`, url, publishedAt: '2026-01-05T10:00:00Z' } },
  });
  expect(response.statusCode, response.body).toBe(201);
  ids[name] = response.json().id;
}

async function links(query = '?state=all') {
  const response = await t.app.inject({ url: `/api/admin/links${query}`, headers: as('admin') });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    total: number;
    counts: Record<string, number>;
    hosts: { host: string; total: number; broken: number }[];
    links: Link[];
    run: { status: string; scope: string; done: number; total: number } | null;
    abilities: { check: boolean };
  };
}

const byItem = async () => Object.fromEntries((await links()).links.map((link) => [link.itemId, link]));

/** Queues a check through the API and runs it as the job runner would. */
async function check(payload: Record<string, unknown> = {}) {
  const response = await t.app.inject({ method: 'POST', url: '/api/admin/links/check', headers: as('admin'), payload });
  expect(response.statusCode, response.body).toBe(202);
  expect(await runner.runQueued()).toBe(1);
  const job = await t.app.inject({ url: `/api/jobs/${response.json().id}`, headers: as('admin') });
  return job.json() as { status: string; done: number; total: number; result: Record<string, number> };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    seen.push({ at: Date.now(), method: req.method ?? '', path });
    if (path === '/hang') return; // never answers: the check's time limit ends it
    if (path === '/ok') return res.writeHead(200).end('fine');
    if (path === '/no-head') return res.writeHead(req.method === 'HEAD' ? 405 : 200).end();
    if (path === '/missing' && missingFixed) return res.writeHead(200).end();
    res.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  base = `http://${HOST}:${(server.address() as AddressInfo).port}`;
  // A port nobody listens on: the connection is refused.
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, HOST, resolve));
  const closed = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  closedBase = `http://${HOST}:${closed}`;
  t = await createTestApp({ API_MODE: 'skipauth', FETCH_ALLOW: `${HOST}:${new URL(base).port}, ${HOST}:${closed}` });
  fetcher = new SafeFetcher({ allow: t.config.FETCH_ALLOW });
  runner = new JobRunner(t.database.db, {
    [LINK_CHECK_JOB]: linkCheckJob(fetcher, { gapMs: GAP_MS, concurrency: 4, timeoutMs: 1000 }),
  });
  await createUser(t.database, { username: 'admin', roles: ['superadmin', 'riccadmin'] });
  await createUser(t.database, { username: 'analyst', roles: ['riccmember'] });
  await news('ok', `${base}/ok`);
  await news('missing', `${base}/missing`);
  await news('nohead', `${base}/no-head`);
  await news('hang', `${base}/hang`);
  await news('refused', `${closedBase}/anything`);
});
afterAll(async () => {
  await t.close();
  await fetcher.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('links: access and bad input', () => {
  it('refuses without the relationship grant and bad bodies, as JSON, changing nothing', async () => {
    const before = await snapshotCounts(t.database);
    for (const [method, url] of [
      ['GET', '/api/admin/links'],
      ['POST', '/api/admin/links/check'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: as('analyst'),
        payload: method === 'POST' ? {} : undefined,
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({ status: 403, message: expect.any(String) });
    }
    for (const payload of [{ itemId: 'ok' }, { url: 'ftp://example.test/x' }, { all: true }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/links/check',
        headers: as('admin'),
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/links/check',
      headers: as('admin'),
      payload: { itemId: ids.ok, url: `${base}/elsewhere` },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/admin/links?state=dead', headers: as('admin') })).statusCode).toBe(400);
    expect(await snapshotCounts(t.database)).toEqual(before);
  });
});

describe('links: the check', () => {
  it('lists the items’ links as not checked before any check', async () => {
    const list = await links('?state=unchecked');
    expect(list.counts).toEqual({ unchecked: 5, ok: 0, broken: 0 });
    expect(list.links.map((link) => link.itemId).sort()).toEqual(Object.values(ids).sort());
    expect(list.hosts).toEqual([{ host: HOST, total: 5, broken: 0 }]);
    expect(list.abilities).toEqual({ check: true });
    expect(list.run).toBeNull();
  });

  it('records ok and broken links, HEAD then GET where HEAD is refused, one request per host at a time', async () => {
    const job = await check();
    expect(job).toMatchObject({ status: 'done', done: 5, total: 5, result: { checked: 5, ok: 2, broken: 3 } });
    const found = await byItem();
    expect(found[ids.ok!]).toMatchObject({ state: 'ok', status: 200, error: null });
    expect(found[ids.nohead!]).toMatchObject({ state: 'ok', status: 200 });
    expect(found[ids.missing!]).toMatchObject({ state: 'broken', status: 404, error: 'HTTP 404' });
    expect(found[ids.hang!]).toMatchObject({ state: 'broken', status: null, error: 'No answer within 1 s' });
    expect(found[ids.refused!]).toMatchObject({
      state: 'broken',
      status: null,
      error: 'The server refused the connection',
    });
    expect(seen.filter((hit) => hit.path === '/no-head').map((hit) => hit.method)).toEqual(['HEAD', 'GET']);
    expect(seen.filter((hit) => hit.path === '/ok').map((hit) => hit.method)).toEqual(['HEAD']);
    // The site saw its requests one at a time, at least the gap apart.
    expect(seen).toHaveLength(5);
    for (let i = 1; i < seen.length; i += 1) {
      expect(seen[i]!.at - seen[i - 1]!.at, `${seen[i - 1]!.path} → ${seen[i]!.path}`).toBeGreaterThanOrEqual(
        GAP_MS - 5,
      );
    }
    const list = await links('?state=broken');
    expect(list.counts).toEqual({ unchecked: 0, ok: 2, broken: 3 });
    expect(list.total).toBe(3);
    expect(list.hosts).toEqual([{ host: HOST, total: 5, broken: 3 }]);
    expect(list.run).toMatchObject({ status: 'done', scope: 'all', done: 5, total: 5 });
    expect((await links('?state=broken&q=hang')).links.map((link) => link.itemId)).toEqual([ids.hang]);
    expect((await links('?state=all&host=example.org')).total).toBe(0);
  });

  it('re-checks one link and only it', async () => {
    const before = await byItem();
    missingFixed = true;
    seen.length = 0;
    const job = await check({ itemId: ids.missing, url: `${base}/missing` });
    expect(job).toMatchObject({ status: 'done', done: 1, total: 1, result: { checked: 1, ok: 1, broken: 0 } });
    expect(seen.map((hit) => hit.path)).toEqual(['/missing']);
    const after = await byItem();
    expect(after[ids.missing!]).toMatchObject({ state: 'ok', status: 200, error: null });
    expect(after[ids.missing!]!.checkedAt! > before[ids.missing!]!.checkedAt!).toBe(true);
    for (const name of ['ok', 'nohead', 'hang', 'refused']) expect(after[ids[name]!], name).toEqual(before[ids[name]!]);
    expect((await links()).run).toMatchObject({ scope: 'link' });
  });

  it('drops the link of a deleted item and queues the daily check of links not checked for a day once', async () => {
    await t.app.inject({ method: 'DELETE', url: `/api/content/newsitem/${ids.refused}`, headers: as('admin') });
    expect((await links()).total).toBe(4);
    // A check of all links ran within the day: no daily one yet.
    expect(await queueDailyCheck(t.database.db)).toBe(false);
    await t.database.db.execute(
      sql`UPDATE jobs SET created_at = now() - interval '2 days' WHERE kind = ${LINK_CHECK_JOB}`,
    );
    await t.database.db.execute(
      sql`UPDATE link_checks SET checked_at = now() - interval '2 days' WHERE item_id = ${ids.ok}::uuid`,
    );
    expect(await queueDailyCheck(t.database.db)).toBe(true);
    expect(await queueDailyCheck(t.database.db)).toBe(false);
    seen.length = 0;
    expect(await runner.runQueued()).toBe(1);
    expect(seen.map((hit) => hit.path)).toEqual(['/ok']);
    const rows = await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM link_checks`);
    expect(rows[0]!.n).toBe(4);
  });
});
