import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { ALL_ROLES } from '../content/samples.ts';
import { createTestApp, createUser, type TestApp } from '../harness.ts';

/**
 * Review flags (issue 14): a regulation's new version, an amending regulation or a news item marked as a change
 * flags the live obligations under the regulation and the controls meeting them — nothing of other regulations —
 * once per cause; a reviewer confirms (journalled) or edits to clear them.
 */
let t: TestApp;
const admin = { 'x-user': 'admin' };
const ids: Record<string, string> = {};

async function create(type: string, data: object): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/content/${type}`,
    headers: admin,
    payload: { data },
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().id;
}

async function update(type: string, id: string, data: object, headers = admin) {
  const current = await t.app.inject({ url: `/api/content/${type}/${id}`, headers: admin });
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/content/${type}/${id}`,
    headers,
    payload: { version: current.json().version, data },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** The open flags as (item title, cause, cause title), sorted. */
async function open(): Promise<string[]> {
  const rows = await queryRows<{ item: string; cause: string; by: string }>(
    t.database.db,
    sql`SELECT i.title AS item, f.cause, c.title AS by FROM review_flags f
      JOIN content_items i ON i.id = f.item_id JOIN content_items c ON c.id = f.cause_id
      WHERE f.cleared_at IS NULL`,
  );
  return rows.map((row) => `${row.item} <- ${row.cause}:${row.by}`).sort();
}

async function listTitles(type: string, query: string): Promise<string[]> {
  const response = await t.app.inject({ url: `/api/content/${type}?${query}`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().items as { title: string }[]).map((item) => item.title).sort();
}

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  await createUser(t.database, { username: 'admin', roles: ALL_ROLES });
  await createUser(t.database, { username: 'reader', roles: ['controlvisitor'] });
  ids.a = await create('regulation', { title: 'Regulation A', country: 'EU', kind: 'regulation' });
  ids.b = await create('regulation', { title: 'Regulation B', country: 'EU', kind: 'regulation' });
  ids.amending = await create('regulation', { title: 'Amending act', country: 'EU', kind: 'regulation' });
  ids.c1 = await create('control', { code: 'C-1', title: 'Control one' });
  ids.c2 = await create('control', { code: 'C-2', title: 'Control two' });
  ids.c3 = await create('control', { code: 'C-3', title: 'Control three' });
  const obligation = (title: string, regulation: string, controls: string[]) =>
    create('obligation', { title, regulation, duty: 'Do it', modality: 'must', controls });
  ids.oa1 = await obligation('A one', ids.a, [ids.c1]);
  ids.oa2 = await obligation('A two', ids.a, [ids.c1, ids.c2]);
  ids.ob1 = await obligation('B one', ids.b, [ids.c3]);
  ids.gone = await obligation('A deleted', ids.a, [ids.c3]);
  const gone = await t.app.inject({ method: 'DELETE', url: `/api/content/obligation/${ids.gone}`, headers: admin });
  expect(gone.statusCode, gone.body).toBeLessThan(300);
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.database.db.execute(sql`DELETE FROM review_flags`);
});

const A_CHAIN = ['A one', 'A two', 'Control one', 'Control two'];

describe('flagging', () => {
  it('creating the chain flagged nothing', async () => {
    expect(await open()).toEqual([]);
  });

  it('a new version of regulation A flags exactly its live obligations and their controls, once', async () => {
    await update('regulation', ids.a!, { status: 'in-force', effectiveOn: '2026-01-17' });
    expect(await open()).toEqual(A_CHAIN.map((title) => `${title} <- version:Regulation A`));
    await update('regulation', ids.a!, { applicationOn: '2026-06-01' });
    expect(await open()).toHaveLength(4);
    const [flag] = await queryRows<{ journal: number | null }>(
      t.database.db,
      sql`SELECT journal_id AS journal FROM review_flags WHERE item_id = ${ids.oa1}::uuid`,
    );
    expect(flag!.journal).not.toBeNull();
  });

  it('a change of regulation A’s topics or aliases only is not a new version', async () => {
    await update('regulation', ids.a!, { aliases: ['Reg A'] });
    expect(await open()).toEqual([]);
  });

  it('a change of its summary, short name or jurisdiction only is not a new version', async () => {
    await update('regulation', ids.a!, { summary: 'What A requires, in brief', shortName: 'RegA', country: 'DE' });
    expect(await open()).toEqual([]);
  });

  it('attaching a first document is no new version; replacing it is, and its diff shows the replacement only', async () => {
    const first = { name: 'b.pdf', url: 'https://example.test/b.pdf', mediaType: 'application/pdf' };
    const second = { name: 'b-2.pdf', url: 'https://example.test/b-2.pdf', mediaType: 'application/pdf' };
    await update('regulation', ids.b!, { document: first });
    expect(await open()).toEqual([]);
    await update('regulation', ids.b!, { document: second });
    expect(await open()).toEqual(['B one <- version:Regulation B', 'Control three <- version:Regulation B']);
    const review = await t.app.inject({ url: `/api/regdecomp/review/${ids.ob1}`, headers: admin });
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json().flags[0].changes).toEqual([{ field: 'document', label: 'Document', from: first, to: second }]);
    // Removing the copy is no change of the law either.
    await t.database.db.execute(sql`DELETE FROM review_flags`);
    await update('regulation', ids.b!, { document: null });
    expect(await open()).toEqual([]);
  });

  it('a flag’s diff leaves out a first document attached while it is open, and merges later changes', async () => {
    await update('regulation', ids.b!, { citation: 'B/1' });
    await update('regulation', ids.b!, { document: { name: 'b.pdf', url: 'https://example.test/b.pdf' } });
    await update('regulation', ids.b!, { citation: 'B/2' });
    expect(await open()).toHaveLength(2);
    const review = await t.app.inject({ url: `/api/regdecomp/review/${ids.c3}`, headers: admin });
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json().flags).toHaveLength(1);
    expect(review.json().flags[0].changes).toEqual([{ field: 'citation', label: 'Citation', from: null, to: 'B/2' }]);
  });

  it('the database keeps one open flag per (item, cause): a second is refused, a cleared one is no obstacle', async () => {
    const insert = () =>
      t.database.db.execute(
        sql`INSERT INTO review_flags (item_id, type, regulation_id, cause, cause_id)
          VALUES (${ids.oa1}::uuid, 'obligation', ${ids.a}::uuid, 'version', ${ids.a}::uuid)`,
      );
    await insert();
    await expect(insert()).rejects.toThrow();
    await t.database.db.execute(sql`UPDATE review_flags SET cleared_at = now() WHERE item_id = ${ids.oa1}::uuid`);
    await insert();
    expect(await open()).toEqual(['A one <- version:Regulation A']);
  });

  it('a news item marked as a change to A flags A’s chain with cause news; editing it without a new regulation adds nothing', async () => {
    const news = await create('newsitem', {
      title: 'A is changed',
      url: 'https://example.test/a',
      publishedAt: '2026-01-10T10:00:00.000Z',
    });
    expect(await open()).toEqual([]);
    await update('newsitem', news, { changes: [ids.a] });
    expect(await open()).toEqual(A_CHAIN.map((title) => `${title} <- news:A is changed`));
    await update('newsitem', news, { summary: 'More words' });
    expect(await open()).toHaveLength(4);
  });

  it('an amending regulation flags the amended chain with cause amendment; only what it newly amends', async () => {
    await update('regulation', ids.amending!, { amends: [ids.b] });
    expect(await open()).toEqual(['B one <- amendment:Amending act', 'Control three <- amendment:Amending act']);
    await t.database.db.execute(sql`DELETE FROM review_flags`);
    await update('regulation', ids.amending!, { amends: [ids.b, ids.a] });
    expect(await open()).toEqual(A_CHAIN.map((title) => `${title} <- amendment:Amending act`));
  });

  it('a second cause adds its own flag; the list filter review=flagged|clear answers exactly the flagged', async () => {
    await update('regulation', ids.a!, { citation: 'Regulation (EU) 2026/1' });
    await create('newsitem', {
      title: 'News on A',
      url: 'https://example.test/a2',
      publishedAt: '2026-01-11T10:00:00.000Z',
      changes: [ids.a],
    });
    expect(await open()).toHaveLength(8);
    expect(await listTitles('obligation', 'review=flagged')).toEqual(['A one', 'A two']);
    expect(await listTitles('obligation', 'review=clear')).toEqual(['B one']);
    expect(await listTitles('control', 'review=flagged')).toEqual(['Control one', 'Control two']);
    expect(await listTitles('control', 'review=clear')).toEqual(['Control three']);
  });
});

describe('reviewing', () => {
  it('shows the flags with the regulation’s field diff, and who may clear them', async () => {
    await update('regulation', ids.a!, { title: 'Regulation A (recast)' });
    const response = await t.app.inject({ url: `/api/regdecomp/review/${ids.oa1}`, headers: admin });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.canClear).toBe(true);
    expect(body.flags).toHaveLength(1);
    expect(body.flags[0]).toMatchObject({
      cause: 'version',
      regulation: { id: ids.a, title: 'Regulation A (recast)' },
      causeItem: { id: ids.a, type: 'regulation' },
      changes: [{ field: 'title', label: 'Title', from: 'Regulation A', to: 'Regulation A (recast)' }],
    });
    const reader = await t.app.inject({ url: `/api/regdecomp/review/${ids.c1}`, headers: { 'x-user': 'reader' } });
    expect(reader.statusCode, reader.body).toBe(200);
    expect(reader.json()).toMatchObject({ canClear: false, flags: [{ cause: 'version' }] });
    await update('regulation', ids.a!, { title: 'Regulation A' });
  });

  it('a reader without update on the type gets 403 on confirm and clears nothing; without read, 403 on read', async () => {
    await update('regulation', ids.a!, { status: 'repealed' });
    const confirm = await t.app.inject({
      method: 'POST',
      url: `/api/regdecomp/review/${ids.c1}/confirm`,
      headers: { 'x-user': 'reader' },
      payload: {},
    });
    expect(confirm.statusCode).toBe(403);
    expect(confirm.json()).toMatchObject({ status: 403 });
    expect(await open()).toHaveLength(4);
    const read = await t.app.inject({ url: `/api/regdecomp/review/${ids.oa1}`, headers: { 'x-user': 'reader' } });
    expect(read.statusCode).toBe(403);
  });

  it('confirm clears the item’s open flags and journals the review; a second confirm is a 409', async () => {
    await update('regulation', ids.a!, { status: 'adopted' });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/regdecomp/review/${ids.oa2}/confirm`,
      headers: admin,
      payload: { comment: 'Checked against article 5' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ cleared: 1 });
    expect(await open()).toEqual(['A one', 'Control one', 'Control two'].map((x) => `${x} <- version:Regulation A`));
    const [cleared] = await queryRows<{ how: string; by: string | null }>(
      t.database.db,
      sql`SELECT cleared_how AS how, cleared_by AS by FROM review_flags WHERE item_id = ${ids.oa2}::uuid`,
    );
    expect(cleared!.how).toBe('confirmed');
    expect(cleared!.by).not.toBeNull();
    const journal = await queryRows<{ action: string; comment: string }>(
      t.database.db,
      sql`SELECT action, comment FROM content_journal WHERE item_id = ${ids.oa2}::uuid ORDER BY id DESC LIMIT 1`,
    );
    expect(journal[0]).toEqual({
      action: 'review',
      comment: 'Reviewed after the change of Regulation A: nothing to change\nChecked against article 5',
    });
    // The item's journal, and the journal across items, show the review as one of their actions.
    const itemJournal = await t.app.inject({ url: `/api/content/obligation/${ids.oa2}/journal`, headers: admin });
    expect(itemJournal.statusCode, itemJournal.body).toBe(200);
    expect(itemJournal.json().entries[0]).toMatchObject({ action: 'review' });
    const activity = await t.app.inject({ url: '/api/horizon/activity?action=review', headers: admin });
    expect(activity.statusCode, activity.body).toBe(200);
    expect(activity.json().entries.map((entry: { item: { id: string } }) => entry.item.id)).toContain(ids.oa2);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/regdecomp/review/${ids.oa2}/confirm`,
      headers: admin,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 409, message: expect.any(String) });
  });

  it('editing a flagged obligation or control clears its flags as edited', async () => {
    await update('regulation', ids.a!, { status: 'in-force' });
    await update('obligation', ids.oa1!, { duty: 'Do it better' });
    await update('control', ids.c2!, { owner: 'Compliance' });
    expect(await open()).toEqual(['A two <- version:Regulation A', 'Control one <- version:Regulation A']);
    const hows = await queryRows<{ how: string }>(
      t.database.db,
      sql`SELECT cleared_how AS how FROM review_flags WHERE cleared_at IS NOT NULL`,
    );
    expect(hows.map((row) => row.how)).toEqual(['edited', 'edited']);
  });

  it('answers 404 for an item that is not an obligation or a control, and 400 for a bad id', async () => {
    const other = await t.app.inject({ url: `/api/regdecomp/review/${ids.a}`, headers: admin });
    expect(other.statusCode).toBe(404);
    const deleted = await t.app.inject({ url: `/api/regdecomp/review/${ids.gone}`, headers: admin });
    expect(deleted.statusCode).toBe(404);
    const bad = await t.app.inject({ url: '/api/regdecomp/review/not-an-id', headers: admin });
    expect(bad.statusCode).toBe(400);
  });
});
