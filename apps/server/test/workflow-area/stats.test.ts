import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedItems } from '../../src/content/seed.ts';
import { articleStats } from '../../src/modules/workflow/articles.ts';
import { createTestApp, createUser, type TestApp } from '../harness.ts';

/**
 * The editorial dashboard's figures (`GET /api/workflow/articles/stats`) from known journal rows: three insights
 * whose moves are dated by hand, one deleted; the workflow right it needs; what a reader outside the workflow counts.
 */
let t: TestApp;
const DAY = 86_400_000;
const NOW = Date.now();
const ago = (days: number) => new Date(NOW - days * DAY).toISOString();
const ids = { published: randomUUID(), inReview: randomUUID(), oldDraft: randomUUID(), deleted: randomUUID() };
let ada = '';
let bob = '';

async function journal(
  item: string,
  user: string,
  rows: [action: string, from: string | null, to: string, daysAgo: number][],
) {
  let version = 0;
  for (const [action, from, to, daysAgo] of rows) {
    version += 1;
    const transition = action === 'transition' ? to : null;
    await t.database.db
      .execute(sql`INSERT INTO content_journal (item_id, type, at, user_id, action, version, transition, from_stage, to_stage)
      VALUES (${item}, 'article', ${ago(daysAgo)}::timestamptz, ${user}, ${action}, ${version}, ${transition}, ${from}, ${to})`);
  }
}

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  ada = (await createUser(t.database, { username: 'ada', roles: ['riccmember', 'articleEditor'] })).id;
  bob = (await createUser(t.database, { username: 'bob', roles: ['riccmember', 'articleApprover'] })).id;
  await createUser(t.database, { username: 'reader', roles: ['insightsvisitor'] });
  await createUser(t.database, { username: 'nobody', roles: [] });
  const data = (title: string) => ({ title, summary: 'A summary.', audience: 'internal' });
  await seedItems(
    t.database.db,
    'article',
    [
      { id: ids.published, data: data('Published'), stage: 'published', userId: ada, createdAt: ago(20) },
      { id: ids.inReview, data: data('In review'), stage: 'review', userId: ada, createdAt: ago(20) },
      { id: ids.oldDraft, data: data('Old draft'), stage: 'draft', userId: bob, createdAt: ago(30) },
      { id: ids.deleted, data: data('Deleted'), stage: 'draft', userId: bob, createdAt: ago(40) },
    ],
    { journal: false },
  );
  await t.database.db.execute(sql`UPDATE content_items SET deleted_at = now() WHERE id = ${ids.deleted}`);
  // Published: 2 days a draft, 3 in review, 1 awaiting approval, published 14 days ago (a stay not ended).
  await journal(ids.published, ada, [
    ['create', null, 'draft', 20],
    ['transition', 'draft', 'review', 18],
    ['transition', 'review', 'approval', 15],
    ['transition', 'approval', 'published', 14],
  ]);
  // In review: 4 days a draft, in review for 16 days now.
  await journal(ids.inReview, ada, [
    ['create', null, 'draft', 20],
    ['transition', 'draft', 'review', 16],
  ]);
  await journal(ids.oldDraft, bob, [['create', null, 'draft', 30]]);
  // The deleted draft's 1-day stay in draft and later moves count nowhere.
  await journal(ids.deleted, bob, [
    ['create', null, 'draft', 40],
    ['transition', 'draft', 'review', 39],
  ]);
}, 120_000);
afterAll(() => t?.close());

const get = (user: string, query = '') =>
  t.app.inject({ url: `/api/workflow/articles/stats${query}`, headers: { 'x-user': user } });

describe('GET /api/workflow/articles/stats', () => {
  it('counts live insights by stage and by author', async () => {
    const response = await get('ada');
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    expect(stats.total).toBe(3);
    expect(stats.byStage).toEqual([
      { stage: 'draft', label: 'Draft', count: 1 },
      { stage: 'review', label: 'In review', count: 1 },
      { stage: 'approval', label: 'Awaiting approval', count: 0 },
      { stage: 'published', label: 'Published', count: 1 },
      { stage: 'archived', label: 'Archived', count: 0 },
    ]);
    expect(stats.byAuthor).toEqual([
      { author: 'ada', count: 2, byStage: { published: 1, review: 1 } },
      { author: 'bob', count: 1, byStage: { draft: 1 } },
    ]);
  });

  it('measures the days of ended stays in each stage from the journal (median and mean)', async () => {
    const { timeInStage } = (await get('bob')).json();
    expect(timeInStage).toEqual([
      { stage: 'draft', label: 'Draft', stays: 2, medianDays: 3, meanDays: 3 },
      { stage: 'review', label: 'In review', stays: 1, medianDays: 3, meanDays: 3 },
      { stage: 'approval', label: 'Awaiting approval', stays: 1, medianDays: 1, meanDays: 1 },
    ]);
  });

  it('lists the items waiting longest, in the waiting stages only', async () => {
    const { oldestWaiting, waitingStages } = (await get('ada')).json();
    expect(waitingStages).toEqual(['draft', 'review', 'approval']);
    expect(
      oldestWaiting.map((item: { title: string; stage: string; author: string; waitingDays: number }) => [
        item.title,
        item.stage,
        item.author,
        item.waitingDays,
      ]),
    ).toEqual([
      ['Old draft', 'draft', 'bob', 30],
      ['In review', 'review', 'ada', 16],
    ]);
    expect((await get('ada', '?limit=1')).json().oldestWaiting).toHaveLength(1);
  });

  it('needs the workflow right: a reader of insights and a user without roles are refused', async () => {
    expect((await get('reader')).statusCode).toBe(403);
    expect((await get('nobody')).statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: '/api/workflow/articles/stats', headers: { 'x-user': 'nobody-known' } })).statusCode,
    ).toBeGreaterThanOrEqual(401);
  });

  it('rejects bad input with a 400, not a 500', async () => {
    for (const query of ['?limit=0', '?limit=abc', '?limit=51', '?other=1']) {
      const response = await get('ada', query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ status: 400 });
    }
  });

  it('counts for readers outside the workflow only what they may see (published stages)', async () => {
    const stats = await articleStats(t.database.db, ['insightsvisitor'], 10);
    expect(stats.total).toBe(1);
    expect(stats.byStage.find((s) => s.stage === 'published')?.count).toBe(1);
    expect(stats.oldestWaiting).toEqual([]);
    expect(stats.timeInStage.every((s) => s.stays <= 1)).toBe(true);
  });
});
