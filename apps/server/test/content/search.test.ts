import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
