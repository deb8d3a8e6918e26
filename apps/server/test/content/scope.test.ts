import { AREAS } from '@rh/core/areas';
import { findContentType } from '@rh/core/content';
import { parse } from 'csv-parse/sync';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlertRunner } from '../../src/alerts/runner.ts';
import { parseListQuery } from '../../src/content/query.ts';
import { seedItems } from '../../src/content/seed.ts';
import { queryRows } from '../../src/db/client.ts';
import { createTestApp, createUser, type TestApp } from '../harness.ts';

let t: TestApp;
const headers = { 'x-user': 'lead' };
const topic: Record<string, string> = {};

async function get(url: string) {
  const response = await t.app.inject({ url, headers });
  return { status: response.statusCode, body: response.body, json: () => response.json() };
}
const titles = async (url: string): Promise<string[]> => {
  const response = await get(url);
  expect(response.status, response.body).toBe(200);
  return (response.json().items as { title: string }[]).map((item) => item.title).sort();
};

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  await createUser(t.database, { username: 'lead', roles: ['riccadmin', 'impactadmin'] });
  const topics = [
    ['ai', undefined],
    ['ai-act', 'ai'],
    ['market-abuse', undefined],
    ['commodities', 'market-abuse'],
    ['tax', undefined],
  ] as const;
  for (const [slug] of topics) topic[slug] = randomUUID();
  await seedItems(
    t.database.db,
    'topic',
    topics.map(([slug, parent]) => ({
      id: topic[slug]!,
      data: { name: slug, slug, ...(parent ? { parent: topic[parent] } : {}) },
    })),
  );
  const initiative = (title: string, domain: string) => ({
    id: randomUUID(),
    data: { title, domain, country: 'EU' },
  });
  await seedItems(t.database.db, 'initiative', [
    initiative('AI liability rules', 'ai'),
    initiative('AI sandbox', 'ai'),
    initiative('Gas price cap', 'commodities'),
    initiative('Power market design', 'commodities'),
    initiative('Carbon tax', 'tax'),
  ]);
  const news = (title: string, topics: string[]) => ({
    id: randomUUID(),
    data: {
      title,
      url: `https://regulator.example/${encodeURIComponent(title)}`,
      publishedAt: new Date().toISOString(),
      topics: topics.map((slug) => topic[slug]!),
    },
  });
  await seedItems(t.database.db, 'newsitem', [
    news('AI Act guidelines', ['ai-act']),
    news('AI and data', ['ai']),
    news('REMIT transaction reporting', ['commodities']),
    news('Insider lists', ['market-abuse']),
    news('Pillar Two', ['tax']),
  ]);
});
afterAll(() => t.close());

describe('the scope of an area on a list', () => {
  it('keeps a commodities list to commodities initiatives, never an AI one', async () => {
    expect(await titles('/api/content/initiative?scope=commodities')).toEqual(['Gas price cap', 'Power market design']);
    expect(await titles('/api/content/initiative?scope=ai')).toEqual(['AI liability rules', 'AI sandbox']);
    expect(await titles('/api/content/initiative')).toHaveLength(5);
  });

  it('ANDs the scope with the caller’s own filters: a filter outside the scope finds nothing', async () => {
    expect(await titles('/api/content/initiative?scope=commodities&domain=ai')).toEqual([]);
    expect(await titles('/api/content/initiative?scope=commodities&q=gas')).toEqual(['Gas price cap']);
  });

  it('resolves topic slugs with their sub-topics', async () => {
    expect(await titles('/api/content/newsitem?scope=ai')).toEqual(['AI Act guidelines', 'AI and data']);
    // MAR's market abuse takes in its sub-topic commodity markets; commodities' scope does not take in its parent.
    expect(await titles('/api/content/newsitem?scope=mar')).toEqual(['Insider lists', 'REMIT transaction reporting']);
    expect(await titles('/api/content/newsitem?scope=commodities')).toEqual(['REMIT transaction reporting']);
  });

  it('counts and exports exactly what the list shows', async () => {
    const list = await get('/api/content/initiative?scope=commodities&limit=1');
    expect(list.json().total).toEqual({ value: 2, exact: true });
    const csv = await get('/api/content/initiative/export?format=csv&scope=commodities');
    expect(csv.status, csv.body).toBe(200);
    const rows: string[][] = parse(csv.body.replace(/^\uFEFF/, ''));
    const title = rows[0]!.indexOf('Title');
    expect(
      rows
        .slice(1)
        .map((row) => row[title])
        .sort(),
    ).toEqual(['Gas price cap', 'Power market design']);
    const xlsx = await get('/api/content/initiative/export?format=xlsx&scope=ai');
    expect(xlsx.status).toBe(200);
  });

  it('refuses an unknown area, or one without a scope on the type, naming it (400)', async () => {
    const unknown = await get('/api/content/initiative?scope=atlantis');
    expect(unknown.status).toBe(400);
    expect(unknown.json().message).toMatch(/no area atlantis/);
    const unscoped = await get('/api/content/initiative?scope=mar');
    expect(unscoped.status).toBe(400);
    expect(unscoped.json().message).toMatch(/Market Abuse Insights \(MAR\) \(mar\) has no scope on initiatives/);
    expect((await get('/api/content/initiative/export?scope=mar')).status).toBe(400);
  });

  it('is declared only with fields its types can be filtered by', () => {
    for (const area of AREAS) {
      for (const typeName of Object.keys(area.scopes ?? {})) {
        const type = findContentType(typeName);
        expect(type, `${area.id}: ${typeName}`).toBeDefined();
        expect(
          () => parseListQuery(type!, { scope: area.id }, ['superadmin']),
          `${area.id}: ${typeName}`,
        ).not.toThrow();
      }
    }
  });
});

describe('an alert saved from a scoped list', () => {
  it('keeps the scope, and its runs report only the scoped items', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/alerts',
      headers,
      payload: { name: 'AI news', contentType: 'newsitem', query: { scope: 'ai' } },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().query).toEqual({ scope: 'ai' });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/alerts',
      headers,
      payload: { name: 'Nowhere', contentType: 'newsitem', query: { scope: 'esg' } },
    });
    expect(refused.statusCode).toBe(400);

    // Items made after the alert: one in its scope, one outside.
    const before = (await queryRows<{ now: string }>(t.database.db, 'SELECT clock_timestamp()::text AS now'))[0]!.now;
    while (
      (await queryRows<{ now: string }>(t.database.db, 'SELECT clock_timestamp()::text AS now'))[0]!.now === before
    );
    await seedItems(t.database.db, 'newsitem', [
      {
        id: randomUUID(),
        data: {
          title: 'General-purpose AI code of practice',
          url: 'https://regulator.example/gpai',
          publishedAt: new Date().toISOString(),
          topics: [topic['ai-act']!],
        },
      },
      {
        id: randomUUID(),
        data: {
          title: 'Gas storage rules',
          url: 'https://regulator.example/gas',
          publishedAt: new Date().toISOString(),
        },
      },
    ]);
    await t.database.db.execute('UPDATE alerts SET next_run_at = now()');
    const runner = new AlertRunner(t.database.db, { intervalMs: 30_000, emailEnabled: false, settleSeconds: 0 });
    expect(await runner.runDue()).toBe(1);
    const notes = await t.app.inject({ url: '/api/notifications', headers });
    const [notification] = notes.json().notifications as { items: { title: string }[] }[];
    expect(notification!.items.map((item) => item.title)).toEqual(['General-purpose AI code of practice']);
  });
});
