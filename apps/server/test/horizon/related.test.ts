import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedItems } from '../../src/content/seed.ts';
import { createTestApp, createUser, type TestApp } from '../harness.ts';

let t: TestApp;
const ids: Record<string, string> = {};
const id = (name: string) => ids[name]!;
const as = (user: string) => ({ 'x-user': user });

async function post(url: string, data: object) {
  const response = await t.app.inject({ method: 'POST', url, headers: as('admin'), payload: { data } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}
const related = (itemId: string, query = '', user = 'analyst') =>
  t.app.inject({ url: `/api/horizon/news/${itemId}/related${query}`, headers: as(user) });

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  await createUser(t.database, { username: 'admin', roles: ['superadmin', 'riccadmin'] });
  await createUser(t.database, { username: 'analyst', roles: ['riccmember'] });
  await createUser(t.database, { username: 'reader', roles: ['insightsvisitor'] });
  const regulator = (code: string) =>
    post('/api/content/regulator', { code, name: code, country: 'EU', level: 'supranational', kind: 'prudential' });
  ids.eba = await regulator('EBA');
  ids.esma = await regulator('ESMA');
  ids.ict = await post('/api/content/topic', { name: 'ICT risk', slug: 'ict-risk' });
  ids.aml = await post('/api/content/topic', { name: 'AML', slug: 'aml' });
  const day = (n: number) => new Date(Date.UTC(2026, 10, n)).toISOString();
  // [name, regulator, topics, tags, day of November]
  const rows: [string, string | null, string[], string[], number][] = [
    ['subject', 'eba', ['ict'], ['dora', 'registers'], 20],
    ['sameTopic', 'esma', ['ict'], [], 10],
    ['sameTopicAndTag', 'esma', ['ict'], ['dora'], 5],
    ['sameRegulatorNew', 'eba', [], [], 19],
    ['sameRegulatorOld', 'eba', [], [], 1],
    ['sameTag', null, [], ['registers'], 18],
    ['unrelated', 'esma', ['aml'], ['aml'], 19],
    ['deleted', 'eba', ['ict'], ['dora'], 15],
  ];
  await t.database.db.transaction((tx) =>
    seedItems(
      tx,
      'newsitem',
      rows.map(([name, regulator, topics, tags, n]) => {
        ids[name] = randomUUID();
        return {
          id: id(name),
          data: {
            title: `News ${name}`,
            url: `https://news.example/${name}`,
            publishedAt: day(n),
            ...(regulator ? { regulator: id(regulator) } : {}),
            topics: topics.map(id),
            tags,
            status: 'new',
          },
        };
      }),
    ),
  );
  const deleted = await t.app.inject({
    method: 'DELETE',
    url: `/api/content/newsitem/${id('deleted')}`,
    headers: as('admin'),
  });
  expect(deleted.statusCode, deleted.body).toBe(200);
});
afterAll(() => t.close());

describe('GET /api/horizon/news/:id/related', () => {
  it('answers the news sharing most with the item first (topics, then tags, then the regulator), then the newest', async () => {
    const response = await related(id('subject'));
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json().items as { id: string; title: string; shared: object; abilities: object }[];
    expect(items.map((item) => item.title)).toEqual([
      'News sameTopicAndTag',
      'News sameTopic',
      'News sameTag',
      'News sameRegulatorNew',
      'News sameRegulatorOld',
    ]);
    expect(items[0]).toMatchObject({
      shared: { regulator: false, topics: [id('ict')], tags: ['dora'] },
      abilities: { update: true },
    });
    expect(items[3]!.shared).toEqual({ regulator: true, topics: [], tags: [] });
  });

  it('answers as many as asked, and nothing for an item that shares nothing with any', async () => {
    expect((await related(id('subject'), '?limit=2')).json().items).toHaveLength(2);
    const lonely = await post('/api/content/newsitem', {
      title: 'Alone',
      url: 'https://news.example/alone',
      publishedAt: '2026-11-21T00:00:00Z',
    });
    expect((await related(lonely)).json()).toEqual({ items: [] });
  });

  it('refuses those who may not read news, unknown items and bad input', async () => {
    expect((await related(id('subject'), '', 'reader')).statusCode).toBe(403);
    expect((await related(randomUUID())).statusCode).toBe(404);
    expect((await related('not-an-id')).statusCode).toBe(400);
    expect((await related(id('subject'), '?limit=500')).statusCode).toBe(400);
  });
});
