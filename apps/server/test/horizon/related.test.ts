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
  // Reads news as the analyst does, and regulations too.
  await createUser(t.database, { username: 'obligations', roles: ['riccmember', 'obligationsvisitor'] });
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
            // Titles share no word, so that only what the rows say relates them.
            title: name,
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
      'sameTopicAndTag',
      'sameTopic',
      'sameTag',
      'sameRegulatorNew',
      'sameRegulatorOld',
    ]);
    expect(items[0]).toMatchObject({
      shared: {
        regulator: false,
        topics: [id('ict')],
        tags: ['dora'],
        reasons: ['shared topic: ICT risk', 'shared tag: #dora'],
      },
      abilities: { update: true },
    });
    expect(items[3]!.shared).toEqual({
      regulations: [],
      regulator: true,
      topics: [],
      tags: [],
      similarTitle: false,
      reasons: ['same regulator: EBA'],
    });
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

  it('relates by subject: the same regulation first, then alike titles; a generic tag alone relates nothing', async () => {
    await post('/api/content/regulation', {
      title: 'Digital Operational Resilience Act',
      shortName: 'DORA',
      citation: 'Regulation (EU) 2022/2554',
      country: 'EU',
      kind: 'regulation',
    });
    const day = (n: number) => new Date(Date.UTC(2026, 9, n)).toISOString();
    const news = (title: string, n: number, extra: object = {}) =>
      post('/api/content/newsitem', { title, url: `https://news.example/${n}`, publishedAt: day(n), ...extra });
    // #final-rules is on most of the newest news: generic.
    for (let n = 1; n <= 25; n += 1) {
      await news(`Quarterly bulletin number ${n}`, n, { tags: ['final-rules'] });
    }
    const subject = await news('EBA publishes final DORA register of information templates', 26, {
      regulator: id('eba'),
      tags: ['final-rules'],
    });
    ids.doraSearch = await news('ESMA consults on incident reporting under DORA', 20, { regulator: id('esma') });
    ids.doraName = await news('Joint Q&A on the Digital Operational Resilience Act', 21);
    ids.doraTag = await news('Supervisory statement on ICT third parties', 22, { tags: ['dora'] });
    ids.similar = await news('EBA publishes final register of information templates for payments', 2, {
      regulator: id('eba'),
      tags: ['final-rules'],
    });
    // Not DORA: a word that merely contains it.
    await news('Commission welcomes adorable new guidelines', 23);

    const response = await related(subject, '?limit=50', 'obligations');
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json().items as { id: string; title: string; shared: { reasons: string[] } }[];
    // DORA's news first, found by its tag, its name in the title or its short name in the text (the earlier
    // tests' news tagged #dora too; "subject" is also EBA's, so first), newest first.
    expect(items.slice(0, 5).map((item) => item.id)).toEqual([
      id('subject'),
      id('sameTopicAndTag'),
      id('doraTag'),
      id('doraName'),
      id('doraSearch'),
    ]);
    for (const item of items.slice(0, 5)) expect(item.shared.reasons[0]).toBe('same regulation: DORA');
    // Then the title alike (and from the same regulator), then EBA's other news.
    expect(items[5]).toMatchObject({ id: id('similar') });
    expect(items[5]!.shared.reasons).toEqual(['similar title', 'same regulator: EBA', 'common tag: #final-rules']);
    expect(items.slice(6).map((item) => item.title)).toEqual(['sameRegulatorNew', 'sameRegulatorOld']);
    // Sharing only #final-rules relates nothing.
    expect(items.some((item) => item.title.startsWith('Quarterly bulletin'))).toBe(false);
    expect(items.some((item) => item.title.includes('adorable'))).toBe(false);

    // Who may read news but not regulations is told of no regulation: no name, no reason.
    const blind = await related(subject, '?limit=50');
    expect(blind.statusCode, blind.body).toBe(200);
    const seen = blind.json().items as { shared: { regulations: unknown[]; reasons: string[] } }[];
    expect(seen.length).toBeGreaterThan(0);
    for (const item of seen) {
      expect(item.shared.regulations).toEqual([]);
      expect(item.shared.reasons.filter((reason) => reason.startsWith('same regulation'))).toEqual([]);
    }
  });

  it('refuses those who may not read news, unknown items and bad input', async () => {
    expect((await related(id('subject'), '', 'reader')).statusCode).toBe(403);
    expect((await related(randomUUID())).statusCode).toBe(404);
    expect((await related('not-an-id')).statusCode).toBe(400);
    expect((await related(id('subject'), '?limit=500')).statusCode).toBe(400);
  });
});
