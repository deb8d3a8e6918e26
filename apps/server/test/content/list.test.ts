import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentType } from '@rh/core/content';
import { sql } from 'drizzle-orm';
import { listPage } from '../../src/content/reads.ts';
import { ESTIMATE_KEPT_MS, estimateRows } from '../../src/db/estimate.ts';
import { seedItems } from '../../src/content/seed.ts';
import { createTestApp, createUser, type TestApp } from '../harness.ts';

let t: TestApp;
const topics: Record<string, string> = {};
const news: { id: string; title: string; publishedAt: string }[] = [];
const headers = { 'x-user': 'analyst' };

async function create(type: string, data: object): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: `/api/content/${type}`, headers, payload: { data } });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().id;
}

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  await createUser(t.database, { username: 'analyst', roles: ['riccmember', 'tagger', 'superadmin'] });
  topics.esg = await create('topic', { name: 'ESG', slug: 'esg' });
  topics.climate = await create('topic', { name: 'Climate', slug: 'climate', parent: topics.esg });
  topics.disclosure = await create('topic', { name: 'Disclosure', slug: 'disclosure', parent: topics.climate });
  topics.ai = await create('topic', { name: 'AI', slug: 'ai' });
  const plan = [
    ['FR', 'consultation', 'disclosure', 'high'],
    ['DE', 'guidance', 'climate', 'low'],
    ['FR', 'speech', 'ai', 'medium'],
    ['EU', 'consultation', 'esg', 'high'],
    ['GB', 'final-rule', 'ai', 'low'],
    ['FR', 'guidance', 'disclosure', 'medium'],
    ['US', 'consultation', 'ai', 'high'],
    ['DE', 'speech', 'climate', 'low'],
    ['EU', 'guidance', 'ai', 'medium'],
    ['FR', 'final-rule', 'esg', 'high'],
    ['GB', 'consultation', 'climate', 'low'],
    ['US', 'speech', 'disclosure', 'medium'],
  ] as const;
  for (const [i, [country, newsType, topic, impact]] of plan.entries()) {
    const publishedAt = `2025-${String(i + 1).padStart(2, '0')}-15T10:00:00.000Z`;
    const title = `Item ${String.fromCharCode(76 - i)} ${newsType}`;
    const id = await create('newsitem', {
      title,
      url: `https://example.org/${i}`,
      publishedAt,
      countries: [country],
      newsTypes: [newsType],
      topics: [topics[topic]],
      tags: i % 3 === 0 ? ['priority'] : [],
      impact,
      summary: i === 4 ? 'Model risk management of machine learning' : 'Routine text',
    });
    news.push({ id, title, publishedAt });
  }
});
afterAll(() => t.close());

async function list(query: string) {
  const response = await t.app.inject({ url: `/api/content/newsitem?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    items: { id: string }[];
    nextCursor: string | null;
    total: { value: number; exact: boolean };
  };
}
const idsOf = (indexes: number[]) => indexes.map((i) => news[i]!.id);

describe('content lists', () => {
  it('page through every item exactly once with keyset cursors, newest first by default', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(`limit=5${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.total).toEqual({ value: 12, exact: true });
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(idsOf([11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]));
  });

  it('sort by title both ways, also across pages', async () => {
    const byTitle = [...news].sort((a, b) => a.title.toLowerCase().localeCompare(b.title.toLowerCase()));
    const first = await list('sort=title&limit=7');
    const second = await list(`sort=title&limit=7&cursor=${first.nextCursor}`);
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(byTitle.map((item) => item.id));
    expect((await list('sort=-title&limit=1')).items[0]!.id).toBe(byTitle.at(-1)!.id);
  });

  it('filter by sets of countries and news types, a tag, an impact, a date range', async () => {
    expect((await list('countries=FR')).items.map((item) => item.id)).toEqual(idsOf([9, 5, 2, 0]));
    expect((await list('countries=FR&countries=DE')).total.value).toBe(6);
    expect((await list('countries=FR,DE&newsTypes=guidance')).items.map((i) => i.id)).toEqual(idsOf([5, 1]));
    expect((await list('tags=priority')).items.map((item) => item.id)).toEqual(idsOf([9, 6, 3, 0]));
    expect((await list('impact=high')).total.value).toBe(4);
    const range = await list('publishedAt.from=2025-03-01&publishedAt.to=2025-05-15');
    expect(range.items.map((item) => item.id)).toEqual(idsOf([4, 3, 2]));
  });

  it('a topic filter takes in its whole subtree', async () => {
    expect((await list(`topics=${topics.disclosure}`)).total.value).toBe(3);
    expect((await list(`topics=${topics.climate}`)).total.value).toBe(6);
    expect((await list(`topics=${topics.esg}`)).total.value).toBe(8);
    expect((await list(`topics=${topics.ai}`)).total.value).toBe(4);
  });

  it('combines the full-text query with filters', async () => {
    expect((await list('q=machine%20learning')).items.map((item) => item.id)).toEqual(idsOf([4]));
    expect((await list('q=machine%20learning&countries=FR')).items).toEqual([]);
  });

  it('refuses unknown filters, bad values, unsortable fields and forged cursors with 400', async () => {
    for (const query of [
      'colour=red',
      'impact=huge',
      'topics=not-a-uuid',
      'publishedAt.from=yesterday',
      // Well-formed, but no such day or time: the database would fail on them mid-query.
      'publishedAt.from=2026-02-30',
      'publishedAt.to=0000-01-01',
      'publishedAt.from=2026-01-01T24:00',
      'sort=tags',
      'cursor=abc',
      'limit=1000',
      'title.from=a',
    ]) {
      const response = await t.app.inject({ url: `/api/content/newsitem?${query}`, headers });
      expect(`${query} → ${response.statusCode}`).toBe(`${query} → 400`);
      expect(response.json()).toMatchObject({ status: 400, message: expect.any(String) });
    }
  });

  it('counts exactly up to a limit and says when it estimates above', async () => {
    await t.database.db.transaction((tx) =>
      seedItems(
        tx,
        'tag',
        Array.from({ length: 150 }, (_, i) => ({ id: randomUUID(), data: { name: `Tag ${i}`, slug: `tag-${i}` } })),
        { journal: false },
      ),
    );
    await t.database.db.execute('ANALYZE content_items');
    const tags = (exactUpTo: number) => listPage(t.database.db, contentType('tag'), { limit: '5' }, [], { exactUpTo });
    expect((await tags(200)).total).toEqual({ value: 150, exact: true });
    const estimate = (await tags(100)).total;
    expect(estimate.exact).toBe(false);
    expect(estimate.value).toBeGreaterThan(100);
    expect((await list('limit=1')).total).toEqual({ value: 12, exact: true });
  });

  it('reads a list the planner thinks long in its order at once, and counts a short first page exactly', async () => {
    const ids = Array.from({ length: 150 }, () => randomUUID());
    await t.database.db.transaction((tx) =>
      seedItems(
        tx,
        'tag',
        ids.map((id, i) => ({ id, data: { name: `Label ${i}`, slug: `label-${i}` } })),
        { journal: false },
      ),
    );
    await t.database.db.execute('ANALYZE content_items');
    const tags = () => listPage(t.database.db, contentType('tag'), { limit: '5' }, [], { exactUpTo: 10 });
    const long = await tags();
    expect(long.total.exact).toBe(false);
    expect(long.total.value).toBeGreaterThanOrEqual(50);
    expect(long.rows).toHaveLength(5);
    // The statistics still say 300 tags (these and the test's above); 2 are left.
    await t.database.db.execute(
      sql`UPDATE content_items SET deleted_at = now() WHERE type = 'tag' AND id <> ALL(${sql.param(ids.slice(0, 2))}::uuid[])`,
    );
    expect((await tags()).total).toEqual({ value: 2, exact: true });
  });

  it('gives the same pages in the same order whether it counts the matches or estimates them', async () => {
    const type = contentType('newsitem');
    const walk = async (query: Record<string, string>, exactUpTo: number) => {
      const seen: string[] = [];
      const totals: boolean[] = [];
      let cursor: string | undefined;
      do {
        const page = await listPage(t.database.db, type, { ...query, limit: '5', cursor }, [], { exactUpTo });
        seen.push(...page.rows.map((row) => row.id));
        totals.push(page.total.exact);
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      return { seen, exact: totals.every(Boolean), estimated: totals.every((exact) => !exact) };
    };
    // With words in date order, an estimated list walks the search table's date index (reads.ts walkSearchByDate).
    const queries: Record<string, string>[] = [
      {},
      { sort: 'title' },
      { sort: '-impact' },
      { countries: 'FR,DE,GB' },
      { q: 'routine' },
      { q: 'item', countries: 'FR,DE,GB' },
      { q: 'routine', sort: 'publishedAt' },
      { q: 'routine', sort: 'title' },
      { q: 'routine', 'publishedAt.from': '2025-03-01', 'publishedAt.to': '2025-08-31' },
    ];
    for (const query of queries) {
      const counted = await walk(query, 1000);
      const estimated = await walk(query, 2);
      expect(counted.exact, JSON.stringify(query)).toBe(true);
      expect(estimated.estimated, JSON.stringify(query)).toBe(true);
      expect(estimated.seen, JSON.stringify(query)).toEqual(counted.seen);
      expect(new Set(counted.seen).size).toBe(counted.seen.length);
    }
    expect((await walk({ countries: 'FR,DE,GB' }, 1000)).seen).toHaveLength(8);
    expect((await walk({ q: 'routine' }, 1000)).seen).toEqual(
      news
        .filter((_, i) => i !== 4)
        .map((item) => item.id)
        .reverse(),
    );
  });

  it('keeps the planner’s estimate of a statement for a while, then asks again', async () => {
    const db = t.database.db;
    const matches = sql`SELECT 1 FROM content_items WHERE type = 'topic' AND deleted_at IS NULL`;
    const all = sql`SELECT 1 FROM content_items WHERE deleted_at IS NULL`;
    const start = Date.now();
    const before = await estimateRows(db, matches, all, start);
    await t.database.db.transaction((tx) =>
      seedItems(
        tx,
        'topic',
        Array.from({ length: 300 }, (_, i) => ({ id: randomUUID(), data: { name: `Topic ${i}`, slug: `topic-${i}` } })),
        { journal: false },
      ),
    );
    await db.execute('ANALYZE content_items');
    expect(await estimateRows(db, matches, all, start + ESTIMATE_KEPT_MS - 1)).toEqual(before);
    const after = await estimateRows(db, matches, all, start + ESTIMATE_KEPT_MS);
    expect(after.rows).toBeGreaterThan(before.rows + 100);
  });
});
