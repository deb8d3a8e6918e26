import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from './harness.ts';

/** `GET /api/admin/migrations` (issue 17): the migrations the database has run, read-only, for the `migration` grant. */
let t: TestApp;
const as = (username: string) => ({ 'x-user': username });

const journal = JSON.parse(await readFile(new URL('../drizzle/meta/_journal.json', import.meta.url), 'utf8')) as {
  entries: { idx: number; when: number; tag: string }[];
};

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  await createUser(t.database, { username: 'root', roles: ['superadmin'] });
  await createUser(t.database, { username: 'reader', roles: ['insightsvisitor'] });
});
afterAll(() => t.close());

describe('the applied migrations', () => {
  it('lists every entry of the journal, newest first, each applied as the file is', async () => {
    const response = await t.app.inject({ url: '/api/admin/migrations', headers: as('root') });
    expect(response.statusCode, response.body).toBe(200);
    const { migrations } = response.json() as {
      migrations: {
        name: string | null;
        index: number | null;
        createdAt: string;
        applied: boolean;
        hash: string;
        changed: boolean;
      }[];
    };
    const expected = [...journal.entries].reverse();
    expect(migrations.map((row) => row.name)).toEqual(expected.map((entry) => entry.tag));
    expect(migrations.map((row) => row.index)).toEqual(expected.map((entry) => entry.idx));
    expect(migrations.map((row) => row.createdAt)).toEqual(expected.map((entry) => new Date(entry.when).toISOString()));
    for (const row of migrations) {
      expect(row, row.name ?? '').toMatchObject({
        applied: true,
        changed: false,
        hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
    }
  });

  it('refuses a user without the migration grant, as JSON', async () => {
    const response = await t.app.inject({ url: '/api/admin/migrations', headers: as('reader') });
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toMatchObject({ status: 403, message: expect.any(String) });
  });

  it('takes no writes', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/migrations', headers: as('root') });
    expect(response.statusCode).toBe(404);
  });
});
