import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../harness.ts';

/**
 * POST /api/aggregate against the list API's own totals: for every group, the list filtered to that group's values
 * (same filters, same caller) counts what the group says. Items are made through the real API.
 */
let t: TestApp;
const ids: Record<string, string> = {};

interface Group {
  key: string | null;
  key2?: string | null;
  month?: string | null;
  count: number;
}
interface Answer {
  total: number;
  groups?: Group[];
  labels?: Record<string, string>;
  items?: { id: string; title: string }[];
  error?: { message: string; status: number };
}

async function call(user: string, method: 'POST' | 'GET', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { 'x-user': user }, ...(payload ? { payload } : {}) });
}
async function create(user: string, type: string, data: object): Promise<{ id: string; version: number }> {
  const response = await call(user, 'POST', `/api/content/${type}`, { data });
  if (response.statusCode !== 201) throw new Error(`${type}: ${response.body}`);
  return response.json();
}
async function aggregate(user: string, queries: object[]): Promise<Record<string, Answer>> {
  const response = await call(user, 'POST', '/api/aggregate', { queries });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results;
}
/** The list API's total for these filters. */
async function listTotal(user: string, type: string, filters: Record<string, string>): Promise<number> {
  const response = await call(user, 'GET', `/api/content/${type}?${new URLSearchParams({ ...filters, limit: '1' })}`);
  expect(response.statusCode, response.body).toBe(200);
  const { total } = response.json();
  expect(total.exact).toBe(true);
  return total.value;
}
const lastDay = (month: string) =>
  new Date(Date.UTC(+month.slice(0, 4), +month.slice(5, 7), 0)).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  await createUser(t.database, { username: 'analyst', roles: ['tagger', 'riccmember', 'superadmin'] });
  await createUser(t.database, { username: 'tagger', roles: ['tagger'] });
  await createUser(t.database, { username: 'reader', roles: ['insightsvisitor'] });
  await createUser(t.database, { username: 'editor', roles: ['articleCreator', 'articleEditor'] });
  await createUser(t.database, { username: 'approver', roles: ['articleCreator', 'articleApprover'] });
  ids.ai = (await create('analyst', 'topic', { name: 'AI', slug: 'ai' })).id;
  ids.ml = (await create('analyst', 'topic', { name: 'Machine learning', slug: 'ml', parent: ids.ai })).id;
  ids.esg = (await create('analyst', 'topic', { name: 'ESG', slug: 'esg' })).id;
  for (const [code, country] of [
    ['AMF', 'FR'],
    ['BAFIN', 'DE'],
  ] as const) {
    const data = { code, name: `Regulator ${code}`, country, level: 'national', kind: 'conduct' };
    ids[code] = (await create('analyst', 'regulator', data)).id;
  }
  const plan = [
    ['2025-01-10', 'AMF', ['FR'], ['consultation'], 'ml', 'high'],
    ['2025-01-20', 'AMF', ['FR', 'EU'], ['guidance'], 'esg', 'low'],
    ['2025-02-03', 'BAFIN', ['DE'], ['consultation', 'speech'], 'ai', 'high'],
    ['2025-02-14', null, ['EU'], ['guidance'], 'esg', 'high'],
    ['2025-03-01', 'BAFIN', [], [], 'ml', 'medium'],
    ['2025-03-31', 'AMF', ['FR'], ['consultation'], 'esg', 'high'],
  ] as const;
  for (const [i, [day, regulator, countries, newsTypes, topic, impact]] of plan.entries()) {
    await create('analyst', 'newsitem', {
      title: `News ${i}`,
      url: `https://example.org/${i}`,
      publishedAt: `${day}T23:30:00.000Z`,
      ...(regulator ? { regulator: ids[regulator] } : {}),
      countries,
      newsTypes,
      topics: [ids[topic]],
      impact,
    });
  }
  // Insights in three stages: only the published one is anybody's outside the workflow.
  for (const [i, stage] of ['draft', 'review', 'published'].entries()) {
    const made = await create('editor', 'article', {
      title: `Insight ${stage}`,
      summary: 'Summary.',
      audience: 'internal',
      regulators: [ids.AMF],
      countries: i === 0 ? ['FR', 'DE'] : ['FR'],
    });
    let version = made.version;
    const moves = stage === 'draft' ? [] : stage === 'review' ? ['submit'] : ['submit', 'pass', 'publish'];
    for (const move of moves) {
      const user = move === 'submit' ? 'editor' : 'approver';
      const moved = await call(user, 'POST', `/api/content/article/${made.id}/transitions/${move}`, { version });
      expect(moved.statusCode, moved.body).toBe(200);
      version = moved.json().version;
    }
  }
});
afterAll(() => t.close());

describe('counts agree with the list', () => {
  it('answers totals and one- and two-field groups that equal the list filtered to each group', async () => {
    const filters = { impact: ['high', 'low'] };
    const results = await aggregate('tagger', [
      { id: 'all', type: 'newsitem' },
      { id: 'regulator', type: 'newsitem', filters, by: ['regulator'] },
      { id: 'pair', type: 'newsitem', filters, by: ['countries', 'newsTypes'] },
      { id: 'topics', type: 'newsitem', by: ['topics'] },
    ]);
    expect(results.all).toEqual({ total: await listTotal('tagger', 'newsitem', {}) });
    const base = { impact: 'high,low' };
    expect(results.regulator!.total).toBe(await listTotal('tagger', 'newsitem', base));
    expect(results.regulator!.total).toBe(5);
    for (const group of results.regulator!.groups!) {
      if (group.key === null) continue;
      expect(group.count).toBe(await listTotal('tagger', 'newsitem', { ...base, regulator: group.key }));
    }
    // The item without a regulator is a group of its own, so the groups add up to the total.
    expect(results.regulator!.groups!.reduce((sum, group) => sum + group.count, 0)).toBe(5);
    expect(results.regulator!.labels![ids.AMF!]).toBe('Regulator AMF');

    const pair = results.pair!;
    expect(pair.total).toBe(5);
    expect(pair.groups!.length).toBeGreaterThan(4);
    for (const { key, key2, count } of pair.groups!) {
      expect(key && key2, 'every item of these has a country and a type').toBeTruthy();
      expect(count).toBe(await listTotal('tagger', 'newsitem', { ...base, countries: key!, newsTypes: key2! }));
    }
    expect(pair.groups!.find((g) => g.key === 'FR' && g.key2 === 'consultation')?.count).toBe(2);
    expect(pair.labels).toMatchObject({ FR: 'France', EU: 'European Union', consultation: 'Consultation' });
    // Topics count their own items (a sub-topic's are not its parent's): the ids of the list's topic filter.
    expect(results.topics!.labels![ids.ml!]).toBe('Machine learning');
    expect(results.topics!.groups!.find((g) => g.key === ids.esg)?.count).toBe(3);
  });

  it('groups by month of a date field, in UTC, and by field and month', async () => {
    const results = await aggregate('tagger', [
      { id: 'months', type: 'newsitem', month: 'publishedAt' },
      { id: 'byRegulator', type: 'newsitem', by: ['regulator'], month: 'publishedAt' },
      { id: 'days', type: 'newsitem', by: ['publishedAt'], filters: { 'publishedAt.from': '2025-03-01' } },
    ]);
    const months = results.months!;
    expect(months.groups!.map((g) => [g.month, g.count]).sort()).toEqual([
      ['2025-01', 2],
      ['2025-02', 2],
      ['2025-03', 2],
    ]);
    for (const { month, count } of months.groups!) {
      const range = { 'publishedAt.from': `${month}-01`, 'publishedAt.to': lastDay(month!) };
      expect(count).toBe(await listTotal('tagger', 'newsitem', range));
    }
    const amfMarch = results.byRegulator!.groups!.find((g) => g.key === ids.AMF && g.month === '2025-03');
    expect(amfMarch?.count).toBe(
      await listTotal('tagger', 'newsitem', { regulator: ids.AMF!, 'publishedAt.from': '2025-03-01' }),
    );
    expect(results.days!.groups!.map((g) => g.key).sort()).toEqual(['2025-03-01', '2025-03-31']);
  });

  it('lists the first items as the list does', async () => {
    const { newest } = await aggregate('tagger', [
      { id: 'newest', type: 'newsitem', kind: 'items', sort: '-publishedAt', limit: 3, filters: { impact: 'high' } },
    ]);
    const response = await call('tagger', 'GET', '/api/content/newsitem?impact=high&sort=-publishedAt&limit=3');
    expect(newest!.items).toEqual(response.json().items);
    expect(newest!.total).toBe(4);
  });

  it('lists up to a page of the list: a table tile asks for up to 100', async () => {
    const { page } = await aggregate('tagger', [
      { id: 'page', type: 'newsitem', kind: 'items', sort: '-publishedAt', limit: 100 },
    ]);
    const response = await call('tagger', 'GET', '/api/content/newsitem?sort=-publishedAt&limit=100');
    expect(page!.items).toEqual(response.json().items);
    expect(page!.items).toHaveLength(6);
  });
});

describe('permissions', () => {
  it('answers a 403 entry, not zeros, for a type the caller may not read; the other queries are answered', async () => {
    const results = await aggregate('reader', [
      { id: 'news', type: 'newsitem', by: ['countries'] },
      { id: 'insights', type: 'article' },
    ]);
    expect(results.news).toEqual({ error: { message: expect.any(String), status: 403 } });
    expect(results.insights).toEqual({ total: 1 });
  });

  it('counts unpublished insights only for the workflow’s people', async () => {
    const query = { id: 'stages', type: 'article', by: ['stage'] };
    const reader = (await aggregate('reader', [query])).stages!;
    expect(reader.total).toBe(await listTotal('reader', 'article', {}));
    expect(reader.groups).toEqual([{ key: 'published', count: 1 }]);
    const editor = (await aggregate('editor', [{ ...query, by: ['stage', 'countries'] }])).stages!;
    expect(editor.total).toBe(await listTotal('editor', 'article', {}));
    expect(editor.total).toBe(3);
    expect(editor.groups!.reduce((sum, g) => sum + g.count, 0)).toBe(4);
    expect(editor.labels).toMatchObject({ draft: 'Draft', FR: 'France' });
    // A list held in the data (not an indexed column): an insight's regulators.
    const byRegulators = (await aggregate('reader', [{ id: 'r', type: 'article', by: ['regulators'] }])).r!;
    expect(byRegulators.groups).toEqual([{ key: ids.AMF, count: 1 }]);
  });
});

describe('bad input', () => {
  const refused = async (queries: unknown, text: RegExp) => {
    const response = await call('analyst', 'POST', '/api/aggregate', { queries });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, message: expect.stringMatching(text) });
  };

  it('refuses unknown fields, types, filters and kinds that cannot be grouped, naming them', async () => {
    await refused([{ id: 'a', type: 'newsitem', by: ['colour'] }], /Query a: .*colour/);
    await refused([{ id: 'b', type: 'newsitem', by: ['title'] }], /title/);
    await refused([{ id: 'c', type: 'newsitem', month: 'impact' }], /impact/);
    await refused([{ id: 'd', type: 'widget' }], /widget/);
    await refused([{ id: 'e', type: 'newsitem', filters: { colour: 'red' } }], /colour/);
    await refused([{ id: 'f', type: 'newsitem', filters: { impact: 'enormous' } }], /enormous/);
    await refused([{ id: 'g', type: 'newsitem', by: ['stage'] }], /stage/);
    await refused([{ id: 'h', type: 'newsitem', kind: 'items', limit: 101 }], /100/);
    await refused([{ id: 'i', type: 'newsitem', by: ['a', 'b', 'c'] }], /not valid/);
    await refused([{ id: 'j', type: 'newsitem', scope: 'nowhere' }], /nowhere/);
    await refused(
      [
        { id: 'k', type: 'newsitem' },
        { id: 'k', type: 'article' },
      ],
      /id of its own/,
    );
  });

  it('refuses more than 20 queries', async () => {
    const queries = Array.from({ length: 21 }, (_, i) => ({ id: `q${i}`, type: 'newsitem' }));
    await refused(queries, /not valid/);
    expect((await call('analyst', 'POST', '/api/aggregate', { queries: queries.slice(1) })).statusCode).toBe(200);
  });
});

describe('scope and freshness', () => {
  it('applies an area’s scope as the list does', async () => {
    const { ai } = await aggregate('tagger', [{ id: 'ai', type: 'newsitem', scope: 'ai', by: ['topics'] }]);
    const response = await call('tagger', 'GET', '/api/content/newsitem?scope=ai&limit=1');
    expect(ai!.total).toBe(response.json().total.value);
    expect(ai!.total).toBe(3);
  });

  it('shows a write at once to the next request', async () => {
    const query = { id: 'n', type: 'newsitem', filters: { countries: 'IT' } };
    expect((await aggregate('tagger', [query])).n!.total).toBe(0);
    await create('analyst', 'newsitem', {
      title: 'Italy',
      url: 'https://example.org/it',
      publishedAt: '2025-04-01T00:00:00Z',
      countries: ['IT'],
    });
    expect((await aggregate('tagger', [query])).n!.total).toBe(1);
  });
});

describe('documentation', () => {
  it('is in the OpenAPI document with its body schema', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const body = doc.paths['/api/aggregate'].post.requestBody.content['application/json'].schema;
    expect(body.properties.queries.maxItems).toBe(20);
  });
});
