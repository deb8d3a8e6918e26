import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../harness.ts';

/**
 * `<field>.has` (core `list.has`, issue 14): obligations met by a control, or by none — a filter on whether a
 * reference field holds a value, which the dashboards' "without a control" figures link to.
 */
let t: TestApp;
const headers = { 'x-user': 'analyst' };
const ids: Record<string, string> = {};

async function create(type: string, data: object): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: `/api/content/${type}`, headers, payload: { data } });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().id;
}

async function titles(query: string): Promise<string[]> {
  const response = await t.app.inject({ url: `/api/content/obligation?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().items as { title: string }[]).map((item) => item.title).sort();
}

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  await createUser(t.database, { username: 'analyst', roles: ['riccadmin', 'obligationsadmin', 'controleditor'] });
  ids.regulation = await create('regulation', {
    title: 'Digital Operational Resilience Act',
    country: 'EU',
    kind: 'regulation',
  });
  ids.control = await create('control', { code: 'CTL-1', title: 'ICT incident log' });
  const obligation = (title: string, controls: string[]) =>
    create('obligation', { title, regulation: ids.regulation, duty: 'Do it', modality: 'must', controls });
  await obligation('Met', [ids.control!]);
  await obligation('Unmet', []);
  await obligation('Also unmet', []);
});
afterAll(() => t.close());

describe('the list filter <field>.has', () => {
  it('keeps the items whose reference field holds a value, or those whose field is empty', async () => {
    expect(await titles('controls.has=true')).toEqual(['Met']);
    expect(await titles('controls.has=false')).toEqual(['Also unmet', 'Unmet']);
    expect(await titles('')).toEqual(['Also unmet', 'Met', 'Unmet']);
  });

  it('counts a deleted control as none', async () => {
    const other = await create('control', { code: 'CTL-2', title: 'Retired check' });
    await create('obligation', {
      title: 'Met by a deleted control',
      regulation: ids.regulation,
      duty: 'Do it',
      modality: 'must',
      controls: [other],
    });
    expect(await titles('controls.has=true')).toEqual(['Met', 'Met by a deleted control']);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/content/control/${other}`, headers });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await titles('controls.has=true')).toEqual(['Met']);
    expect(await titles('controls.has=false')).toEqual(['Also unmet', 'Met by a deleted control', 'Unmet']);
  });

  it('counts as the list does', async () => {
    const response = await t.app.inject({ url: '/api/content/obligation?controls.has=false', headers });
    expect(response.json().total).toEqual({ value: 3, exact: true });
  });

  it('refuses a value other than true or false, and one on a type that does not declare it', async () => {
    const bad = await t.app.inject({ url: '/api/content/obligation?controls.has=maybe', headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 400, message: expect.stringContaining('controls.has') });
    const other = await t.app.inject({ url: '/api/content/control?controls.has=true', headers });
    expect(other.statusCode).toBe(400);
  });
});

describe('the list filter <field>.has on a list of tags or enum values (news with a tag or none)', () => {
  async function news(query: string): Promise<string[]> {
    const response = await t.app.inject({ url: `/api/content/newsitem?${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().items as { title: string }[]).map((item) => item.title).sort();
  }

  beforeAll(async () => {
    const item = (title: string, data: object) =>
      create('newsitem', { title, url: `https://example.test/${title}`, publishedAt: '2026-01-05T10:00:00Z', ...data });
    await item('Tagged', { tags: ['dora'] });
    await item('Empty tags', { tags: [] });
    await item('No tags', {});
  });

  it('keeps the items with a value, or those with none (absent or empty)', async () => {
    expect(await news('tags.has=true')).toEqual(['Tagged']);
    expect(await news('tags.has=false')).toEqual(['Empty tags', 'No tags']);
  });

  it('agrees with the aggregation’s group of items without a tag', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/aggregate',
      headers,
      payload: { queries: [{ id: 'q', type: 'newsitem', by: ['tags'] }] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const groups = response.json().results.q.groups as { key: string | null; count: number }[];
    expect(groups.find((group) => group.key === null)?.count).toBe(2);
  });
});
