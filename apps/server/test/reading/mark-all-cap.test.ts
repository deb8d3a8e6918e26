import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedItems } from '../../src/content/seed.ts';
import { MARK_ALL_LIMIT } from '../../src/reading/service.ts';
import { createTestApp, createUser, type TestApp } from '../harness.ts';

/** "Mark all read" marks at most 10,000 items a call, the newest first, and says when more remain. */
let t: TestApp;
const MORE = 3;

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  await createUser(t.database, { username: 'alice', roles: ['riccmember'] });
  const start = Date.UTC(2026, 0, 1);
  await t.database.db.transaction((tx) =>
    seedItems(
      tx,
      'newsitem',
      Array.from({ length: MARK_ALL_LIMIT + MORE }, (_, n) => ({
        id: randomUUID(),
        createdAt: new Date(start + n * 60_000).toISOString(),
        data: {
          title: `Bulk ${n}`,
          url: `https://news.example/bulk/${n}`,
          publishedAt: new Date(start + n * 60_000).toISOString(),
          tags: ['bulk'],
        },
      })),
    ),
  );
}, 300_000);
afterAll(() => t.close());

const markAll = () =>
  t.app.inject({
    method: 'POST',
    url: '/api/reading/mark-all',
    headers: { 'x-user': 'alice' },
    payload: { type: 'newsitem', query: { tags: 'bulk' }, before: new Date().toISOString() },
  });

describe('mark all read at its cap', () => {
  it('marks the newest 10,000, says it was capped, and marks the rest on the next call', async () => {
    const first = await markAll();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ changed: MARK_ALL_LIMIT, capped: true });
    const unread = await t.app.inject({
      url: '/api/content/newsitem?tags=bulk&unread=true&sort=createdAt',
      headers: { 'x-user': 'alice' },
    });
    // The oldest are left for the next call.
    expect(unread.json().items.map((item: { title: string }) => item.title)).toEqual(['Bulk 0', 'Bulk 1', 'Bulk 2']);
    expect((await markAll()).json()).toEqual({ changed: MORE, capped: false });
    expect((await markAll()).json()).toEqual({ changed: 0, capped: false });
  }, 120_000);
});
