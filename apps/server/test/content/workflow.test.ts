import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, snapshotCounts, type TestApp } from '../harness.ts';

/**
 * Every allowed and refused transition of the article workflow (packages/core/src/workflow/workflows.ts), written
 * out by hand rather than derived from the declaration it tests.
 */
let t: TestApp;
const base = '/api/content/article';
// articleCreator gives read (and write) on articles; the workflow roles give the transitions.
const USERS = {
  author: ['articleCreator', 'articleEditor'],
  editor: ['articleCreator', 'articleEditor'],
  reviewer: ['articleCreator', 'articleReviewer'],
  approver: ['articleCreator', 'articleApprover'],
  reader: ['insightsvisitor'],
};
type Actor = keyof typeof USERS;

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  for (const [username, roles] of Object.entries(USERS)) await createUser(t.database, { username, roles });
});
afterAll(() => t.close());

async function newArticle(by: Actor = 'author'): Promise<{ id: string; version: number; stage: string }> {
  const response = await t.app.inject({
    method: 'POST',
    url: base,
    headers: { 'x-user': by },
    payload: {
      data: { title: 'Stablecoin reserves: what MiCA asks', summary: 'Reserve rules.', audience: 'internal' },
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

let item: { id: string; version: number; stage: string };
async function move(actor: Actor, transition: string, expected: number, stage?: string) {
  const before = await snapshotCounts(t.database);
  const response = await t.app.inject({
    method: 'POST',
    url: `${base}/${item.id}/transitions/${transition}`,
    headers: { 'x-user': actor },
    payload: { version: item.version, comment: `${actor} ${transition}` },
  });
  expect(`${actor} ${transition}: ${response.statusCode}`).toBe(`${actor} ${transition}: ${expected}`);
  if (expected === 200) {
    item = response.json();
    expect(item.stage).toBe(stage);
  } else {
    expect(await snapshotCounts(t.database)).toEqual(before);
  }
}

describe('article workflow', () => {
  it('goes draft → review → approval → published → archived → draft, refusing every wrong move', async () => {
    item = await newArticle();
    expect(item.stage).toBe('draft');
    // draft
    await move('reader', 'submit', 403);
    await move('approver', 'pass', 409);
    await move('approver', 'publish', 409);
    await move('approver', 'archive', 409);
    await move('approver', 'reopen', 409);
    await move('author', 'submit', 200, 'review');
    // review
    await move('author', 'submit', 409);
    await move('editor', 'pass', 403);
    await move('author', 'pass', 403);
    await move('approver', 'publish', 409);
    await move('editor', 'return', 403);
    await move('reviewer', 'return', 200, 'draft');
    await move('editor', 'submit', 200, 'review');
    await move('reviewer', 'pass', 200, 'approval');
    // approval
    await move('reviewer', 'publish', 403);
    await move('editor', 'publish', 403);
    await move('reviewer', 'pass', 409);
    await move('approver', 'return', 200, 'draft');
    await move('author', 'submit', 200, 'review');
    await move('approver', 'pass', 200, 'approval');
    await move('approver', 'publish', 200, 'published');
    // published
    await move('author', 'submit', 409);
    await move('reviewer', 'archive', 403);
    await move('approver', 'reopen', 409);
    await move('approver', 'archive', 200, 'archived');
    // archived
    await move('approver', 'publish', 409);
    await move('reader', 'reopen', 403);
    await move('author', 'reopen', 200, 'draft');

    const journal = (await t.app.inject({ url: `${base}/${item.id}/journal`, headers: { 'x-user': 'author' } })).json();
    const moves = journal.entries
      .filter((entry: { action: string }) => entry.action === 'transition')
      .map((entry: { transition: string; fromStage: string; toStage: string; user: { name: string } }) =>
        [entry.user.name, entry.transition, entry.fromStage, entry.toStage].join(' '),
      )
      .reverse();
    expect(moves).toEqual([
      'author submit draft review',
      'reviewer return review draft',
      'editor submit draft review',
      'reviewer pass review approval',
      'approver return approval draft',
      'author submit draft review',
      'approver pass review approval',
      'approver publish approval published',
      'approver archive published archived',
      'author reopen archived draft',
    ]);
    expect(journal.entries[0].comment).toBe('author reopen');
  });

  it('lets nobody pass or publish what they wrote', async () => {
    item = await newArticle('approver');
    await move('approver', 'submit', 200, 'review');
    await move('approver', 'pass', 403);
    await move('reviewer', 'pass', 200, 'approval');
    await move('approver', 'publish', 403);
    const refused = await t.app.inject({
      method: 'POST',
      url: `${base}/${item.id}/transitions/publish`,
      headers: { 'x-user': 'approver' },
      payload: { version: item.version },
    });
    expect(refused.json().message).toMatch(/someone else/);
  });

  it('dates an insight when it is published, unless it has a date, in the same version and journal row', async () => {
    item = await newArticle('editor');
    await move('editor', 'submit', 200, 'review');
    await move('reviewer', 'pass', 200, 'approval');
    const before = item.version;
    await move('approver', 'publish', 200, 'published');
    const published = item as unknown as { version: number; data: { publishedOn?: string } };
    expect(published.version).toBe(before + 1);
    expect(published.data.publishedOn).toBe(new Date().toISOString().slice(0, 10));
    const journal = (await t.app.inject({ url: `${base}/${item.id}/journal`, headers: { 'x-user': 'editor' } })).json();
    expect(journal.entries[0]).toMatchObject({
      transition: 'publish',
      changes: [{ field: 'publishedOn', from: null, to: published.data.publishedOn }],
    });

    // A date the editor set stays.
    item = await newArticle('editor');
    const dated = await t.app.inject({
      method: 'PUT',
      url: `${base}/${item.id}`,
      headers: { 'x-user': 'editor' },
      payload: { version: item.version, data: { publishedOn: '2026-12-01' } },
    });
    item = dated.json();
    await move('editor', 'submit', 200, 'review');
    await move('reviewer', 'pass', 200, 'approval');
    await move('approver', 'publish', 200, 'published');
    expect((item as unknown as { data: { publishedOn: string } }).data.publishedOn).toBe('2026-12-01');
  });

  it('tells each user which moves they may take now', async () => {
    item = await newArticle();
    await move('author', 'submit', 200, 'review');
    const abilities = async (actor: Actor) =>
      (await t.app.inject({ url: `${base}/${item.id}`, headers: { 'x-user': actor } })).json().abilities.transitions;
    expect(await abilities('author')).toEqual([]);
    expect(await abilities('reviewer')).toEqual(['pass', 'return']);
    // A reader does not see an insight in review at all (visibility.test.ts).
    const asReader = await t.app.inject({ url: `${base}/${item.id}`, headers: { 'x-user': 'reader' } });
    expect(asReader.statusCode).toBe(404);
  });

  it('refuses an unknown transition (404), a stale version and a deleted item (409)', async () => {
    item = await newArticle();
    await move('author', 'promote', 404);
    const stale = await t.app.inject({
      method: 'POST',
      url: `${base}/${item.id}/transitions/submit`,
      headers: { 'x-user': 'author' },
      payload: { version: item.version + 5 },
    });
    expect(stale.statusCode).toBe(409);
    await t.app.inject({ method: 'DELETE', url: `${base}/${item.id}`, headers: { 'x-user': 'author' } });
    item = (await t.app.inject({ url: `${base}/${item.id}`, headers: { 'x-user': 'author' } })).json();
    await move('author', 'submit', 409);
  });
});

describe('a transition withheld from its author (issue 11 item 19)', () => {
  it('is offered with its reason, not left out unexplained, and only to whoever holds its grant', async () => {
    item = await newArticle('reviewer');
    await move('reviewer', 'submit', 200, 'review');
    const read = async (actor: Actor) =>
      (await t.app.inject({ url: `${base}/${item.id}`, headers: { 'x-user': actor } })).json().abilities;
    const mine = await read('reviewer');
    expect(mine.transitions).toEqual(['return']);
    expect(mine.withheld).toEqual([
      { name: 'pass', reason: 'You wrote this insight, so someone else must “pass review” it.' },
    ]);
    // The refusal the server gives when the author tries anyway says the same.
    const tried = await t.app.inject({
      method: 'POST',
      url: `${base}/${item.id}/transitions/pass`,
      headers: { 'x-user': 'reviewer' },
      payload: { version: item.version },
    });
    expect(tried.statusCode).toBe(403);
    expect(tried.json().message).toBe(mine.withheld[0].reason);
    // Another reviewer may pass it; the editor lacks the grant, so nothing is withheld from them for their own sake.
    expect((await read('approver')).transitions).toContain('pass');
    expect((await read('approver')).withheld).toEqual([]);
    expect((await read('editor')).withheld).toEqual([]);
  });
});
