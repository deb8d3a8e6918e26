import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Export from '../../src/content/export.ts';
import { createTestApp, createUser, type TestApp } from '../harness.ts';

// The export limit brought down to 2, so that a handful of gaps is more than one answer holds.
vi.mock('../../src/content/export.ts', async (original) => ({
  ...(await original<typeof Export>()),
  EXPORT_LIMIT: 2,
}));

/**
 * Gaps beyond the export limit (issue 14): the rows stop at the limit and say so (`truncated`); the counts by
 * regulation and by function are of every gap, not of the rows kept.
 */
let t: TestApp;
const headers = { 'x-user': 'admin' };
const ids: Record<string, string> = {};

async function create(type: string, data: Record<string, unknown>): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: `/api/content/${type}`, headers, payload: { data } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  await createUser(t.database, { username: 'admin', roles: ['obligationsadmin', 'controleditor'] });
  ids.a = await create('regulation', { title: 'Alpha regulation', country: 'EU', kind: 'regulation' });
  ids.b = await create('regulation', { title: 'Beta regulation', country: 'EU', kind: 'regulation' });
  ids.it = await create('businessfunction', { name: 'IT' });
  const obligation = (title: string, regulation: string, functions: string[] = []) =>
    create('obligation', { title, regulation, duty: 'Do it.', modality: 'must', functions });
  await obligation('A one', ids.a, [ids.it]);
  await obligation('A two', ids.a, [ids.it]);
  await obligation('A three', ids.a);
  await obligation('B one', ids.b, [ids.it]);
}, 120_000);
afterAll(() => t?.close());

describe('gaps beyond the export limit', () => {
  it('keeps the first rows, says they are cut, and counts all the gaps', async () => {
    const response = await t.app.inject({ url: '/api/regdecomp/gaps', headers });
    expect(response.statusCode, response.body).toBe(200);
    const gaps = response.json();
    expect(gaps.truncated).toBe(true);
    expect(gaps.rows.map((row: { title: string }) => row.title)).toEqual(['A one', 'A three']);
    expect(gaps.byRegulation).toEqual([
      { id: ids.a, title: 'Alpha regulation', count: 3 },
      { id: ids.b, title: 'Beta regulation', count: 1 },
    ]);
    expect(gaps.byFunction).toEqual([
      { id: ids.it, title: 'IT', count: 3 },
      { id: null, title: 'No function', count: 1 },
    ]);
  });

  it('is not cut when the rows fit', async () => {
    const response = await t.app.inject({ url: `/api/regdecomp/gaps?regulation=${ids.b}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ truncated: false, rows: [{ title: 'B one' }] });
  });
});
