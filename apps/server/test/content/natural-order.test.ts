import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import { TITLE_SORT_EXPRESSION } from '../../src/db/schema.ts';
import { createTestApp, createUser, type TestApp } from '../harness.ts';

// Issue 12 item 8: labels that carry numbers sort by their numbers, on PGlite and PostgreSQL alike.
let t: TestApp;
let regulation = '';
const headers = { 'x-user': 'editor' };
/** Made in this order on purpose: the plain text order (Art. 19, 26, 28, 30, 5, 6) is the one the lists had. */
const REFERENCES = ['Art. 30', 'Art. 5', 'Art. 28', 'Art. 19', 'Art. 6', 'Art. 26'];
const NATURAL = ['Art. 5', 'Art. 6', 'Art. 19', 'Art. 26', 'Art. 28', 'Art. 30'];

async function create(type: string, data: object): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: `/api/content/${type}`, headers, payload: { data } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

/** Every page of a list, following its cursors; the titles in the order served. */
async function allPages(query: string): Promise<{ titles: string[]; pages: number }> {
  const titles: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const response = await t.app.inject({
      url: `/api/content/requirement?${query}${cursor ? `&cursor=${cursor}` : ''}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as { items: { title: string }[]; nextCursor: string | null };
    titles.push(...page.items.map((item) => item.title));
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor && pages < 20);
  return { titles, pages };
}

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  await createUser(t.database, { username: 'editor', roles: ['riccadmin', 'obligationsadmin'] });
  regulation = await create('regulation', {
    title: 'Digital Operational Resilience Act',
    shortName: 'DORA',
    country: 'EU',
    kind: 'regulation',
  });
  const other = await create('regulation', { title: 'Another act', country: 'EU', kind: 'act' });
  for (const reference of REFERENCES) {
    await create('requirement', { regulation, reference, text: `${reference} as written.` });
  }
  // Not of this regulation: the filter keeps it out of every page.
  await create('requirement', { regulation: other, reference: 'Art. 7', text: 'Elsewhere.' });
});
afterAll(() => t.close());

describe('natural order of titles', () => {
  it("lists a regulation's requirements as Art. 5, 6, 19, 26, 28, 30 (their declared sort, by title)", async () => {
    const { titles } = await allPages(`regulation=${regulation}&limit=100`);
    expect(titles).toEqual(NATURAL);
  });

  it('pages across the number boundaries with keyset cursors, each item exactly once, both ways', async () => {
    const up = await allPages(`regulation=${regulation}&sort=reference&limit=4`);
    expect(up).toEqual({ titles: NATURAL, pages: 2 });
    const down = await allPages(`regulation=${regulation}&sort=-reference&limit=2`);
    expect(down).toEqual({ titles: [...NATURAL].reverse(), pages: 3 });
  });

  it('orders the picker naturally too', async () => {
    const response = await t.app.inject({ url: '/api/content/requirement/lookup?q=art&limit=10', headers });
    expect(response.statusCode, response.body).toBe(200);
    const titles = (response.json() as { items: { title: string }[] }).items.map((item) => item.title);
    expect(titles).toEqual(['Art. 5', 'Art. 6', 'Art. 7', 'Art. 19', 'Art. 26', 'Art. 28', 'Art. 30']);
  });

  it('keys numbers by value: case, leading zeros, several numbers, long numbers and a title changed later', async () => {
    const key = async (title: string) => {
      const [row] = await queryRows<{ key: string }>(
        t.database.db,
        sql`SELECT ${sql.raw(TITLE_SORT_EXPRESSION)} AS key FROM (VALUES (${title}::text)) AS v(title)`,
      );
      return row!.key;
    };
    // The stored column is that expression: a fresh row's key is the expression's.
    const id = await create('requirement', { regulation, reference: 'Annex 10, Section 2', text: 'x' });
    const [stored] = await queryRows<{ key: string }>(
      t.database.db,
      `SELECT title_sort AS key FROM content_items WHERE id = '${id}'`,
    );
    expect(stored!.key).toBe(await key('Annex 10, Section 2'));
    expect(stored!.key).toBe('annex 00000000000000000010, section 00000000000000000002');
    const sorted = ['Art. 5(10)', 'art. 05(2)', 'Art. 5(1)', 'Annex 2', 'Art. 12345678901234567890', 'Annex 10'];
    const keys = await Promise.all(sorted.map(async (title) => [await key(title), title] as const));
    expect(keys.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, title]) => title)).toEqual([
      'Annex 2',
      'Annex 10',
      'Art. 5(1)',
      'art. 05(2)',
      'Art. 5(10)',
      'Art. 12345678901234567890',
    ]);

    // An update rewrites the title, and the key follows.
    const read = await t.app.inject({ url: `/api/content/requirement/${id}`, headers });
    const item = read.json() as { version: number; data: Record<string, unknown> };
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/content/requirement/${id}`,
      headers,
      payload: { version: item.version, data: { ...item.data, reference: 'Art. 2' } },
    });
    expect(update.statusCode, update.body).toBe(200);
    const { titles } = await allPages(`regulation=${regulation}&limit=100`);
    expect(titles).toEqual(['Art. 2', ...NATURAL]);
  });
});
