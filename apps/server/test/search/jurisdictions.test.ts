import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedItems } from '../../src/content/seed.ts';
import { jurisdictionsNamedBy, jurisdictionsStartingWith, knownNames } from '../../src/search/jurisdictions.ts';
import { buildDictionary } from '../../src/search/names.ts';
import { createTestApp, createUser, type TestApp } from '../harness.ts';

/** Search finds a jurisdiction (issue 15): by its name, a common alias or its code, in results and type-ahead. */
const codes = (list: { code: string }[]) => list.map((item) => item.code);

const known = knownNames(
  buildDictionary([
    { id: 'ai', type: 'topic', title: 'Artificial intelligence', shortName: null, citation: null, aliases: ['AI'] },
    { id: 'mar', type: 'regulation', title: 'Market Abuse Regulation', shortName: 'MAR', citation: null, aliases: [] },
  ]),
);

describe('the jurisdictions a query names', () => {
  it.each([
    ['United Kingdom', 'GB'],
    ['UK', 'GB'],
    ['uk', 'GB'],
    ['Britain', 'GB'],
    ['great britain', 'GB'],
    ['France', 'FR'],
    ['fr', 'FR'],
    ['EU', 'EU'],
    ['European Union', 'EU'],
    ['international', 'INT'],
    ['USA', 'US'],
    ['Türkiye', 'TR'],
    ['turkey', 'TR'],
    ['Cote d’Ivoire', 'CI'],
  ])('"%s" names %s, with its English name', (q, code) => {
    const [only, ...rest] = jurisdictionsNamedBy(q, known);
    expect(only?.code).toBe(code);
    expect(rest).toEqual([]);
  });

  it('names the United Kingdom by its English name', () => {
    expect(jurisdictionsNamedBy('uk')).toEqual([{ code: 'GB', name: 'United Kingdom' }]);
    expect(jurisdictionsNamedBy('int')).toEqual([{ code: 'INT', name: 'International' }]);
  });

  it('finds names inside a longer query, abbreviations only in capitals, at most three', () => {
    expect(codes(jurisdictionsNamedBy('France carbon tax'))).toEqual(['FR']);
    expect(codes(jurisdictionsNamedBy('United Kingdom and Germany climate rules'))).toEqual(['GB', 'DE']);
    expect(codes(jurisdictionsNamedBy('UK climate disclosure'))).toEqual(['GB']);
    expect(codes(jurisdictionsNamedBy('contact us about it'))).toEqual([]);
    // Dotted abbreviations as written, in capitals.
    expect(codes(jurisdictionsNamedBy('U.K. climate disclosure'))).toEqual(['GB']);
    expect(codes(jurisdictionsNamedBy('new U.S. tariffs and U.K. rules'))).toEqual(['US', 'GB']);
    expect(codes(jurisdictionsNamedBy('trade with the U.S.A. and Canada'))).toEqual(['US', 'CA']);
    expect(codes(jurisdictionsNamedBy('tell u.s. about it'))).toEqual([]);
    expect(codes(jurisdictionsNamedBy('France Spain Italy Germany'))).toEqual(['FR', 'ES', 'IT']);
  });

  it('leaves a bare code to a known name: "AI" is the topic, not Anguilla; "MAR" no country', () => {
    expect(jurisdictionsNamedBy('AI', known)).toEqual([]);
    expect(jurisdictionsNamedBy('AI')).toEqual([{ code: 'AI', name: 'Anguilla' }]);
    expect(jurisdictionsNamedBy('solvency capital', known)).toEqual([]);
  });
});

describe('the jurisdictions a type-ahead starts', () => {
  it('puts the jurisdiction named first, then names that start with the text, shortest first', () => {
    expect(codes(jurisdictionsStartingWith('uk', known))).toEqual(['GB']);
    expect(codes(jurisdictionsStartingWith('United', known))).toEqual(['US', 'GB', 'AE']);
    expect(codes(jurisdictionsStartingWith('united k', known))).toEqual(['GB']);
    expect(codes(jurisdictionsStartingWith('brit', known))).toEqual(['GB', 'VG', 'IO']);
    expect(codes(jurisdictionsStartingWith('fran', known))).toEqual(['FR']);
  });

  it('gives way to known names and asks two characters', () => {
    expect(jurisdictionsStartingWith('mar', known)).toEqual([]);
    expect(jurisdictionsStartingWith('artif', known)).toEqual([]);
    expect(jurisdictionsStartingWith('f', known)).toEqual([]);
  });
});

describe('the search and type-ahead answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ API_MODE: 'skipauth' });
    await createUser(t.database, { username: 'reader', roles: ['riccadmin'] });
    await seedItems(t.database.db, 'topic', [
      { id: randomUUID(), data: { name: 'Artificial intelligence', slug: 'ai', aliases: ['AI'] } },
    ]);
  }, 120_000);
  afterAll(() => t?.close());

  const get = async (url: string) => {
    const response = await t.app.inject({ url, headers: { 'x-user': 'reader' } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('search answers the jurisdictions the query names', async () => {
    expect((await get('/api/search?q=United%20Kingdom')).jurisdictions).toEqual([
      { code: 'GB', name: 'United Kingdom' },
    ]);
    expect((await get('/api/search?q=EU')).jurisdictions).toEqual([{ code: 'EU', name: 'European Union' }]);
    expect((await get('/api/search?q=capital%20buffers')).jurisdictions).toEqual([]);
    // The demo-free database knows the topic AI: a bare "AI" is not Anguilla.
    expect((await get('/api/search?q=AI')).jurisdictions).toEqual([]);
  });

  it('the type-ahead answers them beside the suggestions', async () => {
    const answer = await get('/api/search/suggest?q=britain');
    expect(answer.jurisdictions).toEqual([{ code: 'GB', name: 'United Kingdom' }]);
    expect(answer.suggestions).toEqual(expect.any(Array));
    expect((await get('/api/search/suggest?q=international')).jurisdictions).toEqual([
      { code: 'INT', name: 'International' },
    ]);
    expect((await get('/api/search/suggest?q=artif')).jurisdictions).toEqual([]);
  });
});
