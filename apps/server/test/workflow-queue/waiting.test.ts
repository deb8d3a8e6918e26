import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../harness.ts';

/**
 * The editorial queue (GET /api/workflow/waiting and its count) over the insight workflow, with the demo's people
 * (packages/core/src/access/demo-users.ts): an editor writes and submits, a reviewer passes, an approver publishes.
 */
let t: TestApp;
const USERS = {
  editor: ['riccmember', 'articleEditor'],
  reviewer: ['riccmember', 'articleReviewer'],
  approver: ['riccmember', 'articleApprover'],
  analyst: ['riccmember'],
  visitor: ['insightsvisitor'],
  keeper: ['accountAdmin'],
};
type Person = keyof typeof USERS;
interface Queue {
  items: { id: string; title: string; stage: string; stageLabel: string; since: string; waitingDays: number }[];
  total: number;
}

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  for (const [username, roles] of Object.entries(USERS)) await createUser(t.database, { username, roles });
});
afterAll(() => t.close());

async function write(by: Person, title: string): Promise<{ id: string; version: number }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/content/article',
    headers: { 'x-user': by },
    payload: { data: { title, summary: 'What it means.', audience: 'internal' } },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function move(by: Person, item: { id: string; version: number }, transition: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/content/article/${item.id}/transitions/${transition}`,
    headers: { 'x-user': by },
    payload: { version: item.version },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: string; version: number; stage: string };
}

async function queue(by: Person, query = 'type=article'): Promise<Queue> {
  const response = await t.app.inject({ url: `/api/workflow/waiting?${query}`, headers: { 'x-user': by } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function counts(by: Person): Promise<Record<string, number>> {
  const response = await t.app.inject({ url: '/api/workflow/waiting/count', headers: { 'x-user': by } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().counts;
}

/** Backdates the journal's move of the item into its stage: it has waited `days` days. */
async function enteredDaysAgo(id: string, days: number) {
  await t.database.db.execute(
    sql`UPDATE content_journal SET at = now() - make_interval(days => ${days}) - interval '1 hour'
      WHERE id = (SELECT max(id) FROM content_journal WHERE item_id = ${id}::uuid)`,
  );
}

const titles = (q: Queue) => q.items.map((item) => item.title);

describe('the editorial queue', () => {
  let older: { id: string; version: number };
  let newer: { id: string; version: number };

  it('shows a reviewer the insights submitted for review, oldest first with their waiting time, and not others’ drafts', async () => {
    const draft = await write('editor', 'Editor’s draft on MiCA');
    older = await move('editor', await write('editor', 'DORA registers: the first month'), 'submit');
    newer = await move('editor', await write('editor', 'Basel III output floor'), 'submit');
    await enteredDaysAgo(older.id, 3);
    await enteredDaysAgo(newer.id, 1);
    const own = await write('reviewer', 'Reviewer’s own draft');

    const reviewer = await queue('reviewer');
    expect(titles(reviewer)).toEqual([
      'DORA registers: the first month',
      'Basel III output floor',
      'Reviewer’s own draft',
    ]);
    expect(reviewer.total).toBe(3);
    expect(reviewer.items[0]).toMatchObject({ id: older.id, stage: 'review', stageLabel: 'In review', waitingDays: 3 });
    expect(reviewer.items[1]).toMatchObject({ stage: 'review', waitingDays: 1 });
    expect(Date.now() - Date.parse(reviewer.items[0]!.since)).toBeGreaterThan(3 * 86_400_000);
    expect(reviewer.items[2]).toMatchObject({ id: own.id, stage: 'draft', waitingDays: 0 });
    expect(reviewer.items.map((item) => item.id)).not.toContain(draft.id);

    // The editor's queue is their own draft only: passing review is not theirs.
    expect(titles(await queue('editor'))).toEqual(['Editor’s draft on MiCA']);
    // Paging.
    expect(titles(await queue('reviewer', 'type=article&limit=1&offset=1'))).toEqual(['Basel III output floor']);
  });

  it('moves an insight the reviewer passes from the reviewer’s queue to the approver’s, and the counts follow', async () => {
    expect(titles(await queue('approver'))).toEqual(['DORA registers: the first month', 'Basel III output floor']);
    expect((await counts('reviewer')).article).toBe(3);
    expect((await counts('approver')).article).toBe(2);

    const passed = await move('reviewer', older, 'pass');
    expect(passed.stage).toBe('approval');

    const reviewer = await queue('reviewer');
    expect(reviewer.items.map((item) => item.id)).not.toContain(older.id);
    const approver = await queue('approver');
    // Just entered approval: it waits 0 days, after the one in review for a day.
    expect(approver.items.map((item) => [item.title, item.stage, item.waitingDays])).toEqual([
      ['Basel III output floor', 'review', 1],
      ['DORA registers: the first month', 'approval', 0],
    ]);
    expect(approver.items[1]!.stageLabel).toBe('Awaiting approval');
    expect((await counts('reviewer')).article).toBe(2);
    expect((await counts('approver')).article).toBe(2);

    // Published: waiting for nobody (an approver may archive it, but that is no work waiting).
    await move('approver', passed, 'publish');
    expect(titles(await queue('approver'))).toEqual(['Basel III output floor']);
    expect((await counts('approver')).article).toBe(1);
  });

  it('agrees with the list’s “waiting for me” filter', async () => {
    for (const person of ['reviewer', 'approver', 'editor'] as const) {
      const list = await t.app.inject({ url: '/api/content/article?waiting=true', headers: { 'x-user': person } });
      expect(list.statusCode).toBe(200);
      const ids = list.json().items.map((item: { id: string }) => item.id);
      const queued = (await queue(person)).items.map((item) => item.id);
      expect(ids.sort()).toEqual(queued.sort());
    }
  });

  it('is empty for those who move nothing, counts only the types they may read, and leaves out deleted items', async () => {
    expect(await queue('analyst')).toEqual({ items: [], total: 0 });
    expect(await queue('visitor')).toEqual({ items: [], total: 0 });
    const visitor = await counts('visitor');
    expect(visitor).toEqual({ article: 0 });
    expect(Object.keys(await counts('approver'))).toContain('article');

    const before = (await queue('reviewer')).total;
    const [first] = (await queue('reviewer')).items;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/content/article/${first!.id}`,
      headers: { 'x-user': 'editor' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await queue('reviewer')).total).toBe(before - 1);
    expect((await queue('reviewer')).items.map((item) => item.id)).not.toContain(first!.id);
  });

  it('answers 400 for a type without a workflow or a bad page, 401 without a person, 403 for a type one cannot read or an API key', async () => {
    for (const query of [
      'type=newsitem',
      'type=',
      '',
      'type=article&limit=0',
      'type=article&limit=500',
      'type=article&offset=-1',
    ]) {
      const response = await t.app.inject({ url: `/api/workflow/waiting?${query}`, headers: { 'x-user': 'reviewer' } });
      expect(`${query}: ${response.statusCode}`).toBe(`${query}: 400`);
      expect(response.json()).toMatchObject({ status: 400 });
    }
    expect((await t.app.inject({ url: '/api/workflow/waiting?type=article' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/workflow/waiting/count' })).statusCode).toBe(401);
    const cases = await t.app.inject({ url: '/api/workflow/waiting?type=case', headers: { 'x-user': 'visitor' } });
    expect(cases.statusCode).toBe(403);
    // An organisation's API key has no queue: the queue is a person's.
    const account = await t.app.inject({
      method: 'POST',
      url: '/api/accounts',
      headers: { 'x-user': 'keeper' },
      payload: { organisation: 'Client bank', acgroups: ['insightsvisitor'] },
    });
    expect(account.statusCode, account.body).toBe(201);
    const key = { 'x-api-key': account.json().key.secret as string };
    for (const url of ['/api/workflow/waiting?type=article', '/api/workflow/waiting/count']) {
      const response = await t.app.inject({ url, headers: key });
      expect(`${url}: ${response.statusCode}`).toBe(`${url}: 403`);
    }
  });
});
