import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedItems } from '../src/content/seed.ts';
import { createTestApp, createUser, type TestApp } from './harness.ts';

/**
 * `/api/relationships`: link counts by kind and the links of a kind, each holding only links whose two ends the
 * caller may read. Communications point at insights (`articles`) and topics (`topics`); one insight is a draft,
 * which readers outside the insights' workflow may not see, and topics are read by the superadmin only.
 */
let t: TestApp;
const WORD = 'Quillwort';
const ids = {
  published: randomUUID(),
  draft: randomUUID(),
  other: randomUUID(),
  topic: randomUUID(),
  commA: randomUUID(),
  commB: randomUUID(),
};
let apiComm: string;
const keys: Record<string, string> = {};

type Caller = 'admin' | 'editor' | 'reader' | 'key' | 'insightsOnly';
const headers = (caller: Caller) => (keys[caller] ? { 'x-api-key': keys[caller] } : { 'x-user': caller });

async function json(caller: Caller, url: string) {
  const response = await t.app.inject({ url, headers: headers(caller) });
  expect(response.statusCode, `${caller} ${url}: ${response.body}`).toBe(200);
  return response.json();
}

interface Kind {
  from: string;
  relation: string;
  to: string;
  label: string;
  count: number;
}
interface Link {
  id: string;
  relation: string;
  label: string;
  from: { id: string; type: string; title: string };
  to: { id: string; type: string; title: string };
  createdBy: { id: string; name: string } | null;
}

/** The count of a kind in a caller's summary (0 when the kind is not there). */
async function countOf(caller: Caller, from: string, relation: string, to: string): Promise<number> {
  const { kinds } = (await json(caller, '/api/relationships/summary')) as { kinds: Kind[] };
  return kinds.find((kind) => kind.from === from && kind.relation === relation && kind.to === to)?.count ?? 0;
}

/** The [from, to] ids of every link of a caller's list of this query that touches the test's items. */
async function pairs(caller: Caller, query: string): Promise<string[]> {
  const page = (await json(caller, `/api/relationships?limit=100&${query}`)) as { links: Link[] };
  return page.links.map((link) => `${link.from.id}>${link.to.id}`).sort();
}
const pair = (from: string, to: string) => `${from}>${to}`;

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  await createUser(t.database, { username: 'admin', roles: ['superadmin', 'commeditor', 'articleCreator'] });
  await createUser(t.database, { username: 'editor', roles: ['commeditor', 'articleCreator'] });
  await createUser(t.database, { username: 'reader', roles: ['insightsvisitor', 'commvisitor'] });
  await createUser(t.database, { username: 'insightsOnly', roles: ['insightsvisitor'] });
  await createUser(t.database, { username: 'keeper', roles: ['accountAdmin'] });
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/accounts',
    headers: { 'x-user': 'keeper' },
    payload: { organisation: 'Client org', acgroups: ['insightsvisitor', 'commvisitor'] },
  });
  keys.key = made.json().key.secret;

  await seedItems(t.database.db, 'topic', [{ id: ids.topic, data: { name: `${WORD} topic`, slug: 'quillwort' } }]);
  await seedItems(t.database.db, 'article', [
    {
      id: ids.published,
      stage: 'published',
      data: { title: `${WORD} published insight`, summary: 'S.', audience: 'internal' },
    },
    { id: ids.draft, stage: 'draft', data: { title: `${WORD} draft insight`, summary: 'S.', audience: 'internal' } },
    { id: ids.other, stage: 'published', data: { title: 'Harbour dues insight', summary: 'S.', audience: 'internal' } },
  ]);
  await seedItems(t.database.db, 'comm', [
    {
      id: ids.commA,
      data: {
        title: 'Alpha circular',
        audience: 'internal',
        articles: [ids.published, ids.draft],
        topics: [ids.topic],
      },
    },
    { id: ids.commB, data: { title: 'Beta circular', audience: 'internal', articles: [ids.published, ids.other] } },
  ]);
  // One link made by a person through the API: it records who made it.
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/content/comm',
    headers: { 'x-user': 'editor' },
    payload: { data: { title: 'Gamma circular', audience: 'internal', articles: [ids.other] } },
  });
  expect(response.statusCode, response.body).toBe(201);
  apiComm = response.json().id;
});
afterAll(() => t.close());

describe('the summary of link kinds', () => {
  it('counts every link inserted, by from type, relation and to type', async () => {
    const { kinds, total } = (await json('admin', '/api/relationships/summary')) as { kinds: Kind[]; total: number };
    expect(kinds).toContainEqual({ from: 'comm', relation: 'articles', to: 'article', label: 'Insights', count: 5 });
    expect(kinds).toContainEqual({ from: 'comm', relation: 'topics', to: 'topic', label: 'Topics', count: 1 });
    expect(total).toBe(kinds.reduce((sum, kind) => sum + kind.count, 0));
    expect(total).toBe(6);
  });

  it('leaves out links to a draft insight and to types the caller may not read', async () => {
    for (const caller of ['reader', 'key'] as const) {
      expect(await countOf(caller, 'comm', 'articles', 'article'), caller).toBe(4);
      expect(await countOf(caller, 'comm', 'topics', 'topic'), caller).toBe(0);
    }
    // The editor works on insights: the draft is theirs to see, topics are not.
    expect(await countOf('editor', 'comm', 'articles', 'article')).toBe(5);
    expect(await countOf('editor', 'comm', 'topics', 'topic')).toBe(0);
    // Insights but not communications: no link has both ends readable.
    expect((await json('insightsOnly', '/api/relationships/summary')).kinds).toEqual([]);
  });
});

describe('the links of a kind', () => {
  it('lists the links of a pair of types with both ends, the relation and who made them', async () => {
    const page = await json('admin', '/api/relationships?from=comm&to=article&relation=articles&limit=100');
    expect(page.total).toBe(5);
    const links = page.links as Link[];
    expect(links.map((link) => `${link.from.id}>${link.to.id}`).sort()).toEqual(
      [
        pair(ids.commA, ids.published),
        pair(ids.commA, ids.draft),
        pair(ids.commB, ids.published),
        pair(ids.commB, ids.other),
        pair(apiComm, ids.other),
      ].sort(),
    );
    // By from title, then to title: Alpha, Beta, Gamma.
    expect(links.map((link) => link.from.title)[0]).toBe('Alpha circular');
    expect(links.at(-1)?.from.title).toBe('Gamma circular');
    expect(links[0]).toMatchObject({ relation: 'articles', label: 'Insights', from: { type: 'comm' } });
    expect(links.find((link) => link.from.id === apiComm)?.createdBy?.name).toBe('editor');
    expect(links.find((link) => link.from.id === ids.commA)?.createdBy).toBeNull();
  });

  it('hides a link to the unpublished insight from readers, people and API keys alike', async () => {
    for (const caller of ['reader', 'key'] as const) {
      const found = await pairs(caller, 'from=comm&to=article');
      expect(found, caller).not.toContain(pair(ids.commA, ids.draft));
      expect(found, caller).toContain(pair(ids.commA, ids.published));
      expect(found, caller).toHaveLength(4);
      expect(await pairs(caller, 'to=topic'), caller).toEqual([]);
    }
    expect(await pairs('editor', 'from=comm&to=article')).toContain(pair(ids.commA, ids.draft));
  });

  it('filters by type, relation and words in either title, and pages', async () => {
    expect(await pairs('admin', 'to=topic')).toEqual([pair(ids.commA, ids.topic)]);
    expect(await pairs('admin', 'relation=topics')).toEqual([pair(ids.commA, ids.topic)]);
    expect(await pairs('admin', 'from=article')).toEqual([]);
    // A word of the to title, then of the from title, then one of each.
    expect(await pairs('admin', 'q=harbour')).toEqual([pair(ids.commB, ids.other), pair(apiComm, ids.other)].sort());
    expect(await pairs('admin', 'q=gamma')).toEqual([pair(apiComm, ids.other)]);
    expect(await pairs('admin', `q=beta%20${WORD.toLowerCase()}`)).toEqual([pair(ids.commB, ids.published)]);
    expect(await pairs('admin', 'q=100%25')).toEqual([]);

    const first = await json('admin', '/api/relationships?from=comm&limit=2&sort=newest');
    const second = await json('admin', '/api/relationships?from=comm&limit=2&offset=2&sort=newest');
    const third = await json('admin', '/api/relationships?from=comm&limit=2&offset=4&sort=newest');
    expect([first.total, first.limit, first.offset]).toEqual([6, 2, 0]);
    expect(first.links[0].from.id).toBe(apiComm);
    const seen = [...first.links, ...second.links, ...third.links].map((link: Link) => link.id);
    expect(new Set(seen).size).toBe(6);
    expect((await json('admin', '/api/relationships?offset=500')).links).toEqual([]);
  });
});

describe('bad requests', () => {
  it('answers 400 JSON for a bad query, 401 without sign-in', async () => {
    for (const query of ['from=nosuchtype', 'limit=0', 'limit=101', 'offset=-1', 'sort=title', 'relation=a;b', 'x=1']) {
      const response = await t.app.inject({ url: `/api/relationships?${query}`, headers: { 'x-user': 'admin' } });
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ status: 400, message: expect.any(String) });
      expect(response.json(), query).toHaveProperty('data');
    }
    for (const url of ['/api/relationships', '/api/relationships/summary']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toMatchObject({ status: 401 });
    }
  });
});
