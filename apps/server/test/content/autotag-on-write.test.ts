// Issue 11 item 20: a news item created or edited by hand is auto-tagged by the live rules, as a fetched one is.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../harness.ts';

let t: TestApp;
const headers = { 'x-user': 'analyst' };

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  await createUser(t.database, { username: 'analyst', roles: ['riccadmin', 'tagger'] });
});
afterAll(() => t.close());

async function call(method: 'POST' | 'PUT', url: string, payload: object) {
  const response = await t.app.inject({ method, url, payload, headers });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json() as { id: string; version: number; data: Record<string, unknown> };
}

const news = (title: string) => ({
  title,
  url: 'https://regulator.example/notice',
  publishedAt: '2026-01-05T10:00:00.000Z',
});

describe('auto-tagging of news items written by hand', () => {
  beforeAll(async () => {
    await call('POST', '/api/content/autotag', {
      data: { name: 'DORA', enabled: true, match: 'words', terms: 'DORA', fields: ['title'], tags: ['dora'] },
    });
    await call('POST', '/api/content/autotag', {
      data: { name: 'Off', enabled: false, match: 'words', terms: 'DORA', fields: ['title'], tags: ['off-rule'] },
    });
  });

  it('tags an item created by hand, by the enabled rules only, and records what they set', async () => {
    const created = await call('POST', '/api/content/newsitem', { data: news('DORA guidance for banks') });
    expect(created.data.tags).toEqual(['dora']);
    expect(created.data.autoTags).toEqual(['tags:dora']);
    const plain = await call('POST', '/api/content/newsitem', { data: news('Capital rules') });
    expect(plain.data.tags ?? []).toEqual([]);
  });

  it('tags an item whose title an edit changes, and leaves a tag a person took off an unchanged item off', async () => {
    const item = await call('POST', '/api/content/newsitem', { data: news('Capital rules') });
    const edited = await call('PUT', `/api/content/newsitem/${item.id}`, {
      version: item.version,
      data: { title: 'Capital rules under DORA' },
    });
    expect(edited.data.tags).toEqual(['dora']);
    const untagged = await call('PUT', `/api/content/newsitem/${item.id}`, {
      version: edited.version,
      data: { tags: [], status: 'relevant' },
    });
    expect(untagged.data.tags).toEqual([]);
  });
});

describe('the internal fields of a news item in an export', () => {
  it('names what rules set and suggest by labels and titles, never by ids', async () => {
    const topic = await call('POST', '/api/content/topic', { data: { name: 'Operational resilience', slug: 'opres' } });
    await call('POST', '/api/content/autotag', {
      data: { name: 'ICT', enabled: true, match: 'words', terms: 'ICT', fields: ['title'], topics: [topic.id] },
    });
    const item = await call('POST', '/api/content/newsitem', { data: news('ICT incidents') });
    expect(item.data.autoTags).toEqual([`topics:${topic.id}`]);
    await call('PUT', `/api/content/newsitem/${item.id}`, {
      version: item.version,
      data: { suggestions: [`topics:${topic.id}`, '-tags:dora'] },
    });
    const response = await t.app.inject({ url: `/api/content/newsitem/export?format=csv&q=ICT`, headers });
    expect(response.statusCode).toBe(200);
    const [header, ...rows]: string[][] = parse(response.body.replace(/^\uFEFF/, ''));
    const row = rows.find((cells) => cells[0] === item.id)!;
    expect(row[header!.indexOf('Set by rules')]).toBe('Topics: Operational resilience');
    expect(row[header!.indexOf('Suggested')]).toBe('Topics: Operational resilience; Tags: dora (rejected)');
  });
});
