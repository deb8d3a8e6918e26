import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedItems } from '../../src/content/seed.ts';
import { queryRows } from '../../src/db/client.ts';
import { createTestApp, createUser, type TestApp } from '../harness.ts';

/**
 * One person's reading of news (issue 13): read and starred per user, apart from the shared triage status; "mark all
 * read" for a list as filtered; what arrived since; unread counts by source, regulator and followed topic.
 */
let t: TestApp;
const ids: Record<string, string> = {};
const id = (name: string) => ids[name]!;
let apiKey = '';

type Caller = 'alice' | 'bob' | 'visitor' | 'tagger' | 'key';
const headers = (caller: Caller) => (caller === 'key' ? { 'x-api-key': apiKey } : { 'x-user': caller });
const call = (caller: Caller, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: headers(caller), ...(payload ? { payload } : {}) });
async function ok(caller: Caller, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
  const response = await call(caller, method, url, payload);
  expect(response.statusCode, `${caller} ${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
}
const titles = (list: { items: { title: string }[] }) => list.items.map((item) => item.title).sort();
const list = (caller: Caller, query: string) => ok(caller, 'GET', `/api/content/newsitem?limit=100&${query}`);

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  await createUser(t.database, { username: 'admin', roles: ['superadmin', 'riccadmin'] });
  await createUser(t.database, { username: 'alice', roles: ['riccmember'] });
  await createUser(t.database, { username: 'bob', roles: ['riccmember'] });
  await createUser(t.database, { username: 'visitor', roles: ['insightsvisitor'] });
  // Reads news and sources, not regulators.
  await createUser(t.database, { username: 'tagger', roles: ['tagger'] });
  await createUser(t.database, { username: 'keeper', roles: ['accountAdmin'] });
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/accounts',
    headers: { 'x-user': 'keeper' },
    payload: { organisation: 'Client', acgroups: ['insightsvisitor'] },
  });
  expect(made.statusCode, made.body).toBe(201);
  apiKey = made.json().key.secret;
  const post = async (type: string, data: object) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/content/${type}`,
      headers: { 'x-user': 'admin' },
      payload: { data },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };
  const regulator = (code: string) =>
    post('regulator', { code, name: code, country: 'EU', level: 'supranational', kind: 'prudential' });
  ids.eba = await regulator('EBA');
  ids.esma = await regulator('ESMA');
  ids.feed = await post('source', { name: 'EBA press', url: 'https://eba.example/feed', kind: 'rss' });
  ids.ict = await post('topic', { name: 'ICT risk', slug: 'ict-risk' });
  ids.cloud = await post('topic', { name: 'Cloud', slug: 'cloud', parent: id('ict') });
  ids.aml = await post('topic', { name: 'AML', slug: 'aml' });
  // [name, regulator, source, topics, tags, published days ago, created days ago]
  const rows: [string, string | null, string | null, string[], string[], number, number][] = [
    ['one', 'eba', 'feed', ['ict'], ['dora'], 1, 3],
    ['two', 'eba', 'feed', ['cloud'], [], 2, 3],
    ['three', 'esma', null, ['aml'], ['dora'], 3, 3],
    ['four', 'esma', null, [], [], 5, 2],
    ['old', 'eba', 'feed', ['ict'], [], 40, 2],
  ];
  await t.database.db.transaction((tx) =>
    seedItems(
      tx,
      'newsitem',
      rows.map(([name, regulatorName, source, topics, tags, published, created]) => {
        ids[name] = randomUUID();
        return {
          id: id(name),
          createdAt: daysAgo(created),
          data: {
            title: `News ${name}`,
            url: `https://news.example/${name}`,
            publishedAt: daysAgo(published),
            ...(regulatorName ? { regulator: id(regulatorName) } : {}),
            ...(source ? { source: id(source) } : {}),
            topics: topics.map(id),
            tags,
            status: 'new',
          },
        };
      }),
    ),
  );
  await ok('alice', 'PUT', '/api/me/preferences', { countries: [], topics: [id('ict')] });
});
afterAll(() => t.close());

describe('read and starred, per person', () => {
  it('starts unread and unstarred, and keeps one person’s reading from another’s', async () => {
    const before = await ok('alice', 'GET', `/api/content/newsitem/${id('one')}`);
    expect(before.reading).toEqual({ read: false, starred: false });
    // Opening an item (GET) does not mark it read: the web marks it when shown.
    expect((await ok('alice', 'GET', `/api/content/newsitem/${id('one')}`)).reading).toEqual({
      read: false,
      starred: false,
    });
    expect(await ok('alice', 'PUT', `/api/reading/${id('one')}`, { read: true })).toEqual({
      id: id('one'),
      read: true,
      starred: false,
    });
    expect(await ok('alice', 'PUT', `/api/reading/${id('one')}`, { starred: true })).toMatchObject({
      read: true,
      starred: true,
    });
    // It survives a re-fetch of the item and of the list; Bob's reading is his own.
    expect((await ok('alice', 'GET', `/api/content/newsitem/${id('one')}`)).reading).toEqual({
      read: true,
      starred: true,
    });
    const alicesList = await list('alice', '');
    const row = alicesList.items.find((item: { id: string }) => item.id === id('one'));
    expect(row.reading).toEqual({ read: true, starred: true });
    expect((await ok('bob', 'GET', `/api/content/newsitem/${id('one')}`)).reading).toEqual({
      read: false,
      starred: false,
    });
    expect(titles(await list('alice', 'unread=false'))).toEqual(['News one']);
    expect(titles(await list('alice', 'starred=true'))).toEqual(['News one']);
    expect(titles(await list('bob', 'unread=true'))).toHaveLength(5);
    expect(titles(await list('alice', 'unread=true'))).toEqual(['News four', 'News old', 'News three', 'News two']);
  });

  it('unmarks, and leaves no row once neither read nor starred', async () => {
    await ok('alice', 'PUT', `/api/reading/${id('two')}`, { read: true, starred: true });
    expect(await ok('alice', 'PUT', `/api/reading/${id('two')}`, { read: false, starred: false })).toEqual({
      id: id('two'),
      read: false,
      starred: false,
    });
    const rows = await queryRows(t.database.db, `SELECT 1 FROM item_reads WHERE item_id = '${id('two')}'`);
    expect(rows).toHaveLength(0);
  });

  it('marks several at once, counting only what changed and only items the caller may read', async () => {
    const missing = randomUUID();
    expect(await ok('bob', 'POST', '/api/reading/mark', { ids: [id('one'), id('two'), missing], read: true })).toEqual({
      changed: 2,
    });
    expect(await ok('bob', 'POST', '/api/reading/mark', { ids: [id('one'), id('two')], read: true })).toEqual({
      changed: 0,
    });
    // A regulator is no item with a reading.
    expect(await ok('bob', 'POST', '/api/reading/mark', { ids: [id('eba')], read: true })).toEqual({ changed: 0 });
    expect(await ok('bob', 'POST', '/api/reading/mark', { ids: [id('two')], read: false })).toEqual({ changed: 1 });
    expect(titles(await list('bob', 'unread=false'))).toEqual(['News one']);
    await ok('bob', 'POST', '/api/reading/mark', { ids: [id('one')], read: false });
  });

  it('answers 404 for an item the caller may not read, 403 to API keys and 400 for bad input', async () => {
    expect((await call('alice', 'PUT', `/api/reading/${randomUUID()}`, { read: true })).statusCode).toBe(404);
    expect((await call('alice', 'PUT', `/api/reading/${id('eba')}`, { read: true })).statusCode).toBe(404);
    // Who may not read news has no reading of it.
    const visitor = await call('visitor', 'PUT', `/api/reading/${id('one')}`, { read: true });
    expect(visitor.statusCode).toBe(404);
    expect(visitor.json()).toMatchObject({ status: 404 });
    expect((await call('visitor', 'GET', '/api/reading/unread?type=newsitem')).statusCode).toBe(403);
    const keyed = await call('key', 'PUT', `/api/reading/${id('one')}`, { read: true });
    expect(keyed.statusCode).toBe(403);
    expect(keyed.json().message).toMatch(/not API keys/);
    expect((await call('key', 'GET', '/api/reading/unread')).statusCode).toBe(403);
    const bad: [string, string, object?][] = [
      ['PUT', '/api/reading/not-an-id', { read: true }],
      ['PUT', `/api/reading/${id('one')}`, { read: 'yes' }],
      ['PUT', `/api/reading/${id('one')}`, { read: true, extra: 1 }],
      ['POST', '/api/reading/mark', { ids: [], read: true }],
      ['POST', '/api/reading/mark', { ids: ['x'], read: true }],
      ['POST', '/api/reading/mark', { ids: Array.from({ length: 501 }, () => randomUUID()), read: true }],
      ['POST', '/api/reading/mark-all', { type: 'newsitem', query: {}, before: 'yesterday' }],
      ['POST', '/api/reading/mark-all', { type: 'nothing', query: {}, before: daysAgo(0) }],
      ['POST', '/api/reading/mark-all', { type: 'regulator', query: {}, before: daysAgo(0) }],
      ['POST', '/api/reading/mark-all', { type: 'newsitem', query: { colour: 'red' }, before: daysAgo(0) }],
      ['POST', '/api/reading/mark-all', { type: 'newsitem', query: { unread: 'maybe' }, before: daysAgo(0) }],
      ['POST', '/api/reading/mark-all', { type: 'newsitem', query: { tags: ['a'] }, before: daysAgo(0) }],
      ['POST', '/api/reading/arrived', { type: 'newsitem', query: { regulator: 'x' }, since: daysAgo(1) }],
      ['GET', '/api/reading/unread?type=regulator'],
      ['GET', '/api/reading/unread?type=newsitem&days=3'],
    ];
    for (const [method, url, payload] of bad) {
      const response = await call('alice', method as 'GET', url, payload);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, message: expect.any(String) });
    }
  });
});

describe('mark all read and what arrived', () => {
  it('marks the list as filtered (scope, filters, search), leaving what was created after `before`', async () => {
    // Bob marks ESMA's news created up to 2.5 days ago: "three" (created 3 days ago), not "four" (2 days ago).
    const answer = await ok('bob', 'POST', '/api/reading/mark-all', {
      type: 'newsitem',
      query: { regulator: id('esma'), limit: '25' },
      before: daysAgo(2.5),
    });
    expect(answer).toEqual({ changed: 1, capped: false });
    expect(titles(await list('bob', 'unread=false'))).toEqual(['News three']);
    // A search narrows it as it narrows the list; again, only what is still unread changes.
    expect(
      await ok('bob', 'POST', '/api/reading/mark-all', {
        type: 'newsitem',
        query: { q: 'four' },
        before: daysAgo(0),
      }),
    ).toEqual({ changed: 1, capped: false });
    expect(
      await ok('bob', 'POST', '/api/reading/mark-all', {
        type: 'newsitem',
        query: { regulator: id('esma') },
        before: daysAgo(0),
      }),
    ).toEqual({ changed: 0, capped: false });
    expect(titles(await list('bob', 'unread=true'))).toEqual(['News old', 'News one', 'News two']);
    expect(titles(await list('alice', 'unread=false'))).toEqual(['News one']);
  });

  it('counts what arrived in the list after a moment', async () => {
    const arrived = (query: Record<string, string>, since: string) =>
      ok('alice', 'POST', '/api/reading/arrived', { type: 'newsitem', query, since });
    expect(await arrived({}, daysAgo(2.5))).toEqual({ count: 2 });
    expect(await arrived({ regulator: id('eba') }, daysAgo(2.5))).toEqual({ count: 1 });
    expect(await arrived({ unread: 'true' }, daysAgo(10))).toEqual({ count: 4 });
    expect(await arrived({}, daysAgo(0))).toEqual({ count: 0 });
    // Any type the caller may read, not only news.
    expect(await ok('alice', 'POST', '/api/reading/arrived', { type: 'topic', query: {}, since: daysAgo(1) })).toEqual({
      count: 3,
    });
  });
});

describe('unread counts', () => {
  it('counts the unread news of the last 30 days by source, regulator and followed topic with its sub-topics', async () => {
    // Alice has read "one"; "old" was published 40 days ago.
    const counts = await ok('alice', 'GET', '/api/reading/unread?type=newsitem');
    expect(Date.parse(counts.since)).toBeGreaterThan(Date.now() - 31 * DAY);
    expect(counts.total).toBe(3);
    expect(counts.sources).toEqual([{ id: id('feed'), title: 'EBA press', count: 1 }]);
    expect(counts.regulators).toEqual([
      { id: id('esma'), title: 'ESMA', count: 2 },
      { id: id('eba'), title: 'EBA', count: 1 },
    ]);
    // ICT risk counts "two" through its sub-topic Cloud; AML is not followed.
    expect(counts.topics).toEqual([{ id: id('ict'), title: 'ICT risk', count: 1 }]);
    await ok('alice', 'PUT', `/api/reading/${id('two')}`, { read: true });
    const after = await ok('alice', 'GET', '/api/reading/unread');
    expect(after.total).toBe(2);
    expect(after.topics).toEqual([{ id: id('ict'), title: 'ICT risk', count: 0 }]);
    expect(after.sources).toEqual([]);
    // Bob follows nothing: no topics.
    const bobs = await ok('bob', 'GET', '/api/reading/unread?type=newsitem');
    expect(bobs).toMatchObject({ total: 2, topics: [] });
  });

  it('names only live sources and regulators of types the caller may read', async () => {
    // The tagger reads news and sources, not regulators: no regulator groups, their names unsaid.
    const tagged = await ok('tagger', 'GET', '/api/reading/unread?type=newsitem');
    expect(tagged.total).toBe(4);
    expect(tagged.sources).toEqual([{ id: id('feed'), title: 'EBA press', count: 2 }]);
    expect(tagged.regulators).toEqual([]);
    // A deleted regulator no longer titles a group.
    const regulatorsOf = async (caller: Caller) =>
      ((await ok(caller, 'GET', '/api/reading/unread?type=newsitem')).regulators as { id: string }[]).map(
        (group) => group.id,
      );
    expect(await regulatorsOf('tagger')).toEqual([]);
    expect(await regulatorsOf('alice')).toContain(id('esma'));
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/content/regulator/${id('esma')}`,
      headers: { 'x-user': 'admin' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await regulatorsOf('alice')).not.toContain(id('esma'));
  });
});
