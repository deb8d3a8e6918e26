import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { loadDemoContent } from '../../src/demo/index.ts';
import { createTestApp, createUser, type TestApp } from '../harness.ts';

/**
 * Issue 13's relevance table on the demo data: the misspellings, short names, numerals and aliases a new user typed,
 * each with the first result or the band of result counts it should have.
 */
const NOW = new Date('2026-03-02T10:00:00.000Z');
/** Reads every type, configuration (keywords, rules) included: ranking is what is tested. */
const ROLES = ['superadmin', 'riccadmin', 'impactadmin', 'obligationsadmin', 'articleApprover', 'tagger'];

let t: TestApp;
let dora: string;

interface Answer {
  results: { id: string; type: string; title: string }[];
  total: number;
  correction: { query: string } | null;
  expanded: string[];
}

async function search(q: string, extra = ''): Promise<Answer> {
  const response = await t.app.inject({
    url: `/api/search?q=${encodeURIComponent(q)}${extra}`,
    headers: { 'x-user': 'reader' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function suggest(q: string) {
  const response = await t.app.inject({
    url: `/api/search/suggest?q=${encodeURIComponent(q)}`,
    headers: { 'x-user': 'reader' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().suggestions as { id: string; type: string; title: string; matched?: string }[];
}

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  await createUser(t.database, { username: 'reader', roles: ROLES });
  await loadDemoContent(t.database.db, { now: NOW });
  [{ id: dora }] = (await queryRows<{ id: string }>(
    t.database.db,
    `SELECT id FROM content_items WHERE type = 'regulation' AND data->>'shortName' = 'DORA'`,
  )) as [{ id: string }];
}, 120_000);
afterAll(() => t.close());

describe('search that forgives (issue 13)', () => {
  it('"Solvecny" is corrected to solvency, with Solvency results; exact=true searches it as typed', async () => {
    const answer = await search('Solvecny');
    expect(answer.correction).toEqual({ query: 'solvency' });
    expect(answer.total).toBeGreaterThan(3);
    expect(answer.results.some((result) => /solvency/i.test(result.title))).toBe(true);
    const exact = await search('Solvecny', '&exact=true');
    expect(exact).toMatchObject({ total: 0, correction: null });
  });

  it('"Mifid 2" finds as many as "MiFID II", not 0–1', async () => {
    const roman = await search('MiFID II');
    const arabic = await search('Mifid 2');
    expect(roman.total).toBeGreaterThan(5);
    expect(arabic.total).toBe(roman.total);
    expect(arabic.expanded).toEqual(expect.arrayContaining(['Directive 2014/65/EU', '2014/65']));
  });

  it('"Basel 3" finds about what "Basel III" finds', async () => {
    const roman = await search('Basel III');
    const arabic = await search('Basel 3');
    expect(roman.total).toBeGreaterThan(5);
    expect(arabic.total).toBeGreaterThanOrEqual(roman.total * 0.9);
    expect(arabic.total).toBeLessThanOrEqual(roman.total * 1.1);
  });

  it('"market abuse" finds the news that "MAR" finds', async () => {
    const mar = await search('MAR', '&types=newsitem&limit=100');
    const abuse = await search('market abuse', '&types=newsitem&limit=100');
    expect(mar.total).toBeGreaterThan(5);
    expect(abuse.total).toBeGreaterThanOrEqual(mar.total);
    const found = new Set(abuse.results.map((result) => result.id));
    expect(mar.results.filter((result) => !found.has(result.id))).toEqual([]);
  });

  it('"DORA" answers the DORA regulation first, above the keyword and the rule called DORA', async () => {
    const answer = await search('DORA');
    expect(answer.results[0]?.id).toBe(dora);
    const types = answer.results.map((result) => result.type);
    const content = types.findIndex((type) => type === 'newsitem');
    const configuration = types.findIndex((type) => ['keyword', 'suggestrule', 'autotag'].includes(type));
    if (configuration >= 0) expect(content).toBeLessThan(configuration);
    expect(answer.expanded).toEqual(expect.arrayContaining(['Digital Operational Resilience Act', '2022/2554']));
  });

  it('the full name and the citation number find DORA first', async () => {
    for (const q of ['Digital Operational Resilience Act', '2022/2554', 'digital operational resilience act']) {
      const answer = await search(q);
      expect(answer.results[0]?.id, q).toBe(dora);
    }
  });

  it('a name within other words is widened and still narrowed by them', async () => {
    const all = await search('DORA');
    const some = await search('DORA register');
    expect(some.total).toBeGreaterThan(0);
    expect(some.total).toBeLessThan(all.total);
  });

  it('suggests DORA’s regulation first for "dor"', async () => {
    const suggestions = await suggest('dor');
    expect(suggestions[0]).toMatchObject({ id: dora, type: 'regulation' });
    expect(new Set(suggestions.map((suggestion) => suggestion.id)).size).toBe(suggestions.length);
    const configuration = suggestions.findIndex((suggestion) => ['keyword', 'autotag'].includes(suggestion.type));
    if (configuration >= 0) expect(suggestions.slice(configuration).every((s) => s.type !== 'newsitem')).toBe(true);
  });

  it('suggests by alias, saying which matched, and by likeness when nothing starts so', async () => {
    const byAlias = await suggest('KI-Verordn');
    expect(byAlias[0]).toMatchObject({ type: 'regulation', matched: 'KI-Verordnung' });
    expect(byAlias[0]?.title).toMatch(/Artificial Intelligence Act/);
    const misspelt = await suggest('solvecny');
    expect(misspelt.length).toBeGreaterThan(0);
    expect(misspelt[0]?.title).toMatch(/solvency/i);
  });

  it('finds a regulation by an alias added by its editor at once', async () => {
    const before = await search('Resilienzverordnung');
    expect(before.results.some((result) => result.id === dora)).toBe(false);
    const item = await t.app.inject({ url: `/api/content/regulation/${dora}`, headers: { 'x-user': 'reader' } });
    const { data, version } = item.json();
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/content/regulation/${dora}`,
      headers: { 'x-user': 'reader' },
      payload: { data: { ...data, aliases: [...data.aliases, 'Resilienzverordnung'] }, version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await search('resilienzverordnung');
    expect(after.results[0]?.id).toBe(dora);
  });
});
