import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { newestMatches } from '../../src/search/window.ts';
import { createTestApp, createUser, type TestApp } from '../harness.ts';

/** A small fixed corpus: relevance is checked on what each query should and should not find, in order. */
let t: TestApp;
const ids: Record<string, string> = {};

const NEWS = [
  { key: 'phrase', title: 'Climate risk disclosure: final rules', summary: 'The supervisor finalises rules.' },
  {
    key: 'scattered',
    title: 'Bank capital and climate',
    summary: 'A risk note for banks; the supervisor says little about disclosure. AT&T <b>bold</b> mention.',
  },
  { key: 'crypto', title: 'MiCA: crypto-asset service providers', summary: 'Authorisation of stablecoin issuers.' },
  { key: 'payments', title: 'Instant payments regulation', summary: 'Stablecoin and payment services.' },
  { key: 'other', title: 'Annual report 2024', summary: 'Statistics on supervised entities.' },
];

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  await createUser(t.database, { username: 'analyst', roles: ['tagger', 'articleCreator'] });
  await createUser(t.database, { username: 'insights-only', roles: ['insightsvisitor'] });
  for (const [i, item] of NEWS.entries()) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/content/newsitem',
      headers: { 'x-user': 'analyst' },
      payload: {
        data: {
          title: item.title,
          summary: item.summary,
          url: `https://example.org/${item.key}`,
          publishedAt: `2025-0${i + 1}-10T08:00:00Z`,
          countries: i % 2 ? ['FR'] : ['EU'],
        },
      },
    });
    expect(response.statusCode).toBe(201);
    ids[item.key] = response.json().id;
  }
  const article = await t.app.inject({
    method: 'POST',
    url: '/api/content/article',
    headers: { 'x-user': 'analyst' },
    payload: {
      data: { title: 'What climate risk disclosure means for you', summary: 'Our view.', audience: 'internal' },
    },
  });
  ids.article = article.json().id;
  // Published, as readers of insights see no other (test/content/visibility.test.ts).
  await t.database.db.execute(`UPDATE content_items SET stage = 'published' WHERE id = '${ids.article}'`);
});
afterAll(() => t.close());

async function search(q: string, user = 'analyst', extra = '') {
  const response = await t.app.inject({
    url: `/api/search?q=${encodeURIComponent(q)}${extra}`,
    headers: { 'x-user': user },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    results: { id: string; type: string; snippet: string }[];
    total: number;
    facets: Record<string, { value: string; count: number }[]>;
  };
}
const keysOf = (body: { results: { id: string }[] }) =>
  body.results.map((result) => Object.entries(ids).find(([, id]) => id === result.id)?.[0]);

describe('search', () => {
  it('ranks words that stand together in a title above the same words scattered', async () => {
    const news = await search('climate risk disclosure', 'analyst', '&types=newsitem');
    expect(keysOf(news)).toEqual(['phrase', 'scattered']);
  });

  it('finds a "phrase" only where the words are adjacent', async () => {
    expect(keysOf(await search('"climate risk"', 'analyst', '&types=newsitem'))).toEqual(['phrase']);
  });

  it('looks phrases up by their word pairs without losing -"phrases", OR, stop words or the list', async () => {
    // The vector holds its adjacent words as pairs ("climat risk"), and no pair of words apart.
    const [held] = await queryRows<{ adjacent: boolean; apart: boolean }>(
      t.database.db,
      sql`SELECT pairs @@ ${"'climat risk'"}::tsquery AS adjacent, pairs @@ ${"'climat disclosur'"}::tsquery AS apart
        FROM content_pairs WHERE id = ${ids.phrase}::uuid`,
    );
    expect(held).toEqual({ adjacent: true, apart: false });
    const news = (q: string) => search(q, 'analyst', '&types=newsitem').then((body) => keysOf(body).sort());
    // Excluded, a phrase must not be required: the pairs apply only to phrases the query requires.
    expect(await news('climate -"climate risk"')).toEqual(['scattered']);
    expect(await news('"instant payments" or "service providers"')).toEqual(['crypto', 'payments']);
    // A stop word inside the phrase leaves no pair of adjacent words: the positions decide, as before.
    expect(await news('"capital and climate"')).toEqual(['scattered']);
    expect(await news('"climate and capital"')).toEqual([]);
    // Two phrases: both required, and no pair made across them ("risk instant").
    expect(await news('"climate risk" "final rules"')).toEqual(['phrase']);
    expect(await news('"climate risk" "instant payments"')).toEqual([]);
    const list = await t.app.inject({
      url: `/api/content/newsitem?q=${encodeURIComponent('"risk disclosure"')}`,
      headers: { 'x-user': 'analyst' },
    });
    expect(list.json().items.map((item: { id: string }) => item.id)).toEqual([ids.phrase]);
  });

  it('finds the same newest matches by a walk of the newest rows as by the planner, whether the walk finds them all', async () => {
    // A common phrase's window is walked newest first (search/window.ts); a walk too short for the window falls back
    // to the planner's own plan. Every walk gives the planner's rows, in its order.
    const newest = async (limit: number, walk: number | null) => {
      const rows = await queryRows<{ id: string }>(
        t.database.db,
        sql`SELECT id FROM (${newestMatches(
          sql`type = 'newsitem' AND live`,
          sql`search @@ query`,
          sql`websearch_to_tsquery('english', 'climate')`,
          limit,
          walk,
        )}) found`,
      );
      return keysOf({ results: rows });
    };
    const planned = await newest(2, null);
    expect(planned).toEqual(['scattered', 'phrase']);
    // Five rows hold both matches; the newest two ("other", "payments") hold none.
    for (const walk of [5, 100, 2, 1]) expect(await newest(2, walk), `walk ${walk}`).toEqual(planned);
    expect(await newest(5, 5)).toEqual(await newest(5, null));
  });

  it('excludes -words and accepts OR', async () => {
    expect(keysOf(await search('climate -banks', 'analyst', '&types=newsitem'))).toEqual(['phrase']);
    expect(keysOf(await search('crypto or payments', 'analyst', '&types=newsitem')).sort()).toEqual([
      'crypto',
      'payments',
    ]);
  });

  it('highlights matches in snippets and escapes everything else', async () => {
    const body = await search('bold mention', 'analyst', '&types=newsitem');
    const snippet = body.results[0]!.snippet;
    expect(snippet).toContain('<mark>mention</mark>');
    expect(snippet).toContain('AT&amp;T');
    expect(snippet).not.toContain('<b>');
  });

  it('counts facets by type and country', async () => {
    const body = await search('climate risk disclosure');
    expect(body.facets.type).toEqual([
      { value: 'newsitem', count: 2 },
      { value: 'article', count: 1 },
    ]);
    expect(body.facets.country).toEqual(expect.arrayContaining([{ value: 'EU', count: 1 }]));
    expect(body.total).toBe(3);
  });

  it('searches only the types the caller may read', async () => {
    const body = await search('climate risk disclosure', 'insights-only');
    expect(body.results.map((result) => result.type)).toEqual(['article']);
  });

  it('suggests titles from the prefix of the last word typed', async () => {
    const response = await t.app.inject({ url: '/api/search/suggest?q=stablec', headers: { 'x-user': 'analyst' } });
    expect(
      response
        .json()
        .suggestions.map((s: { id: string }) => s.id)
        .sort(),
    ).toEqual([ids.crypto, ids.payments].sort());
    const typed = await t.app.inject({ url: '/api/search/suggest?q=climate%20ris', headers: { 'x-user': 'analyst' } });
    expect(typed.json().suggestions.map((s: { title: string }) => s.title)).toContain(
      'Climate risk disclosure: final rules',
    );
  });

  it('finds items through the list endpoint’s q as well', async () => {
    const response = await t.app.inject({
      url: '/api/content/newsitem?q=stablecoin&sort=-publishedAt',
      headers: { 'x-user': 'analyst' },
    });
    expect(response.json().items.map((item: { id: string }) => item.id)).toEqual([ids.payments, ids.crypto]);
  });

  it("follows an item's edits, deletion and restoration (its words and filters live in the search table)", async () => {
    const BULLETIN = 'https://example.org/bulletin';
    const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { 'x-user': 'analyst' }, ...(payload ? { payload } : {}) });
    const made = await call('POST', '/api/content/newsitem', {
      data: { title: 'Quarterly bulletin', url: BULLETIN, publishedAt: '2025-07-01T08:00:00Z', countries: ['EU'] },
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as string;
    const found = async (q: string, extra = '') => (await search(q, 'analyst', extra)).results.map((r) => r.id);
    expect(await found('bulletin')).toContain(id);
    expect(await found('tokenisation')).not.toContain(id);

    const edited = await call('PUT', `/api/content/newsitem/${id}`, {
      version: 1,
      data: {
        title: 'Quarterly bulletin on tokenisation',
        url: BULLETIN,
        publishedAt: '2025-07-01T08:00:00Z',
        countries: ['DE'],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await found('tokenisation')).toContain(id);
    // The country is a copy the database keeps in step: the facet filter sees the new one, not the old.
    expect(await found('tokenisation', '&country=DE')).toContain(id);
    expect(await found('tokenisation', '&country=EU')).not.toContain(id);

    expect((await call('DELETE', `/api/content/newsitem/${id}`)).statusCode).toBe(200);
    expect(await found('tokenisation')).not.toContain(id);
    // The list of deleted items still finds it by its words.
    const bin = await t.app.inject({
      url: '/api/content/newsitem?q=tokenisation&deleted=true',
      headers: { 'x-user': 'analyst' },
    });
    expect(bin.statusCode, bin.body).toBe(200);
    expect(bin.json().items.map((item: { id: string }) => item.id)).toEqual([id]);
    expect((await call('POST', `/api/content/newsitem/${id}/restore`)).statusCode).toBe(200);
    expect(await found('tokenisation')).toContain(id);
  });
});
