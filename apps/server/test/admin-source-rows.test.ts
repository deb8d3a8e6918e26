import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, snapshotCounts, type TestApp } from './harness.ts';
import { startFeedServer, type FeedServer } from './ingest/feed-server.ts';

let t: TestApp;
let feeds: FeedServer;
const as = (username: string) => ({ 'x-user': username });
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const ids: Record<string, string> = {};

interface Row {
  id: string;
  name: string;
  state: string;
  enabled: boolean;
  items30: number;
  lastError: string | null;
  lastFetchAt: string | null;
  lastSuccessAt: string | null;
  nextFetchAt: string | null;
  regulator: { id: string; name: string } | null;
}

async function create(type: string, data: Record<string, unknown>): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/content/${type}`,
    headers: as('admin'),
    payload: { data },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

const source = (name: string, path: string, extra: Record<string, unknown> = {}) =>
  create('source', { name, url: `${feeds.base}${path}`, kind: 'rss', pollMinutes: 60, enabled: true, ...extra });

async function rows(query = '', user = 'tagger') {
  const response = await t.app.inject({ url: `/api/admin/sources/rows${query}`, headers: as(user) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    total: number;
    counts: Record<string, number>;
    sources: Row[];
    abilities: { update: boolean };
  };
}

const bulk = (payload: unknown, user = 'tagger') =>
  t.app.inject({ method: 'POST', url: '/api/admin/sources/bulk', headers: as(user), payload: payload as object });

beforeAll(async () => {
  feeds = await startFeedServer();
  t = await createTestApp({ API_MODE: 'skipauth', FETCH_ALLOW: feeds.allow, FETCH_TIMEOUT_SECONDS: '2' });
  await createUser(t.database, { username: 'admin', roles: ['superadmin', 'riccadmin'] });
  await createUser(t.database, { username: 'tagger', roles: ['tagger'] });
  await createUser(t.database, { username: 'reader', roles: ['insightsvisitor'] });
  ids.esma = await create('regulator', {
    code: 'ESMA',
    name: 'European Securities and Markets Authority',
    country: 'EU',
    level: 'supranational',
    kind: 'securities',
  });
  ids.alpha = await source('Alpha ESMA news', '/esma.xml', { regulator: ids.esma, countries: ['EU'] });
  ids.beta = await source('Beta broken feed', '/error');
  ids.gamma = await source('Gamma switched off', '/ecb.atom', { kind: 'atom', enabled: false });
  ids.delta = await source('Delta FCA', '/fca.xml');
  for (const name of ['alpha', 'beta']) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/sources/${ids[name]}/fetch`,
      headers: as('admin'),
    });
    expect(response.statusCode, response.body).toBe(200);
  }
});
afterAll(async () => {
  await t.close();
  await feeds.close();
});

describe('sources table rows: the list', () => {
  it('gives every source its state, last fetches, error and items of the last 30 days', async () => {
    const list = await rows();
    expect(list.total).toBe(4);
    expect(list.counts).toEqual({ ok: 1, failing: 1, disabled: 1, never: 1 });
    expect(list.abilities).toEqual({ update: true });
    const byName = Object.fromEntries(list.sources.map((row) => [row.name, row]));
    expect(list.sources.map((row) => row.name)).toEqual([
      'Alpha ESMA news',
      'Beta broken feed',
      'Delta FCA',
      'Gamma switched off',
    ]);
    expect(byName['Alpha ESMA news']).toMatchObject({
      state: 'ok',
      enabled: true,
      items30: 3,
      lastError: null,
      regulator: { id: ids.esma, name: 'European Securities and Markets Authority' },
    });
    expect(byName['Alpha ESMA news']!.lastSuccessAt).not.toBeNull();
    expect(byName['Alpha ESMA news']!.nextFetchAt).not.toBeNull();
    expect(byName['Beta broken feed']).toMatchObject({ state: 'failing', items30: 0, lastSuccessAt: null });
    expect(byName['Beta broken feed']!.lastError).toMatch(/HTTP 500/);
    expect(byName['Gamma switched off']).toMatchObject({ state: 'disabled', enabled: false, nextFetchAt: null });
    expect(byName['Delta FCA']).toMatchObject({ state: 'never', lastFetchAt: null });
  });

  it('filters by state, text, regulator and country, sorts and pages', async () => {
    expect((await rows('?state=failing')).sources.map((row) => row.name)).toEqual(['Beta broken feed']);
    const text = await rows('?q=FCA');
    expect(text.sources.map((row) => row.name)).toEqual(['Delta FCA']);
    expect(text.counts).toEqual({ ok: 0, failing: 0, disabled: 0, never: 1 });
    expect((await rows('?q=error')).sources.map((row) => row.name)).toEqual(['Beta broken feed']);
    expect((await rows(`?regulator=${ids.esma}`)).sources.map((row) => row.id)).toEqual([ids.alpha]);
    expect((await rows('?country=EU')).sources.map((row) => row.id)).toEqual([ids.alpha]);
    expect((await rows('?sort=items30&dir=desc')).sources[0]!.id).toBe(ids.alpha);
    expect((await rows('?sort=state')).sources.map((row) => row.state)).toEqual(['failing', 'never', 'disabled', 'ok']);
    const page = await rows('?sort=name&dir=desc&limit=2&offset=1');
    expect(page.total).toBe(4);
    expect(page.sources.map((row) => row.name)).toEqual(['Delta FCA', 'Beta broken feed']);
    for (const bad of ['?state=sleeping', '?sort=url', '?limit=0', '?regulator=esma', '?country=eu']) {
      const response = await t.app.inject({ url: `/api/admin/sources/rows${bad}`, headers: as('tagger') });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, message: expect.any(String) });
    }
  });
});

describe('sources table rows: bulk actions', () => {
  it('refuses without the right, and bad bodies, changing nothing', async () => {
    const reader = await t.app.inject({ url: '/api/admin/sources/rows', headers: as('reader') });
    expect(reader.statusCode).toBe(403);
    const before = await snapshotCounts(t.database);
    const refused = await bulk({ action: 'disable', ids: [ids.alpha] }, 'reader');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 403, message: expect.any(String) });
    for (const body of [
      { action: 'explode', ids: [ids.alpha] },
      { action: 'disable', ids: [] },
      { action: 'disable', ids: ['alpha'] },
      { action: 'disable', ids: [ids.alpha, ids.alpha] },
      { action: 'disable', ids: [ids.alpha], extra: true },
      { action: 'disable' },
    ]) {
      const response = await bulk(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ status: 400 });
    }
    expect(await snapshotCounts(t.database)).toEqual(before);
  });

  it('disables and enables, saying per source what happened, unknown ids included', async () => {
    const off = await bulk({ action: 'disable', ids: [ids.alpha, UNKNOWN_ID, ids.gamma] });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().results).toEqual([
      { id: ids.alpha, name: 'Alpha ESMA news', result: 'done', message: 'Disabled.' },
      { id: UNKNOWN_ID, name: null, result: 'not-found', message: 'No source has this id.' },
      { id: ids.gamma, name: 'Gamma switched off', result: 'unchanged', message: 'Already disabled.' },
    ]);
    const stored = await t.app.inject({ url: `/api/content/source/${ids.alpha}`, headers: as('admin') });
    expect(stored.json().data.enabled).toBe(false);
    const journal = await t.app.inject({ url: `/api/content/source/${ids.alpha}/journal`, headers: as('admin') });
    expect(journal.statusCode, journal.body).toBe(200);
    expect(JSON.stringify(journal.json())).toContain('enabled');
    expect((await rows('?state=disabled')).sources.map((row) => row.id).sort()).toEqual([ids.alpha, ids.gamma].sort());

    const on = await bulk({ action: 'enable', ids: [ids.alpha] });
    expect(on.json().results).toEqual([
      { id: ids.alpha, name: 'Alpha ESMA news', result: 'done', message: 'Enabled.' },
    ]);
    expect((await rows('?state=ok')).sources.map((row) => row.id)).toEqual([ids.alpha]);
  });

  it('fetches now through the ingester: new items, a failure and an unknown id each reported', async () => {
    const response = await bulk({ action: 'fetch', ids: [ids.delta, ids.beta, UNKNOWN_ID, ids.gamma] });
    expect(response.statusCode, response.body).toBe(200);
    const [delta, beta, unknown, gamma] = response.json().results;
    expect(delta).toEqual({
      id: ids.delta,
      name: 'Delta FCA',
      result: 'done',
      message: 'Fetched: 2 new, 0 already known, 0 rejected.',
    });
    expect(beta).toMatchObject({ id: ids.beta, result: 'failed', message: expect.stringMatching(/HTTP 500/) });
    expect(unknown).toMatchObject({ id: UNKNOWN_ID, result: 'not-found' });
    // A disabled source is fetched when asked, as the single "fetch now" does; it stays disabled.
    expect(gamma).toMatchObject({
      id: ids.gamma,
      result: 'done',
      message: 'Fetched: 2 new, 0 already known, 0 rejected.',
    });
    const list = await rows();
    const byId = Object.fromEntries(list.sources.map((row) => [row.id, row]));
    expect(byId[ids.delta!]).toMatchObject({ state: 'ok', items30: 2 });
    expect(byId[ids.gamma!]).toMatchObject({ state: 'disabled', items30: 2 });
    expect(byId[ids.beta!]).toMatchObject({ state: 'failing' });
  });
});
