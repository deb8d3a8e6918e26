import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { createTestApp, createUser, snapshotCounts, type TestApp } from './harness.ts';

let t: TestApp;
const as = (username: string) => ({ 'x-user': username });
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const ids: Record<string, string> = {};

async function create(type: string, name: string, data: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/content/${type}`,
    headers: as('keeper'),
    payload: { data },
  });
  expect(response.statusCode, response.body).toBe(201);
  ids[name] = response.json().id;
  return response.json();
}

const news = (name: string, title: string, tags: string[]) =>
  create('newsitem', name, { title, url: `https://example.test/${name}`, publishedAt: '2026-01-05T10:00:00Z', tags });

async function usage(user = 'keeper') {
  const response = await t.app.inject({ url: '/api/admin/tags/usage', headers: as(user) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    tags: { id: string; slug: string; counts: Record<string, number>; items: number; rules: number; version: number }[];
    abilities: { rename: boolean; merge: boolean };
  };
}

const tagsOf = async (type: string, name: string) =>
  (await t.app.inject({ url: `/api/content/${type}/${ids[name]}`, headers: as('keeper') })).json().data.tags;

/** Items of any type, live or deleted, whose tags column holds this slug. */
const carrying = async (slug: string) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM content_items WHERE tags @> ARRAY[${slug}]::text[]`,
    )
  )[0]!.n;

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  await createUser(t.database, { username: 'keeper', roles: ['riccadmin'] });
  await createUser(t.database, { username: 'analyst', roles: ['riccmember'] });
  await createUser(t.database, { username: 'tagger', roles: ['tagger'] });
  await createUser(t.database, { username: 'reader', roles: ['insightsvisitor'] });
  await create('tag', 'alpha', { name: 'Alpha', slug: 'alpha', aliases: ['First letter'], group: 'Theme' });
  await create('tag', 'beta', { name: 'Beta', slug: 'beta', group: 'Theme' });
  await create('tag', 'gamma', { name: 'Gamma', slug: 'gamma' });
  await create('autotag', 'rule', {
    name: 'Zebrafish watch',
    match: 'words',
    terms: 'zebrafish, axolotl',
    fields: ['title', 'summary'],
    tags: ['alpha'],
    enabled: true,
  });
  await news('n1', 'Plain notice one', ['alpha']);
  await news('n2', 'Plain notice two', ['alpha', 'beta']);
  await news('n3', 'Plain notice three', ['beta']);
  // Tagged by the rule as it arrives: `alpha` in tags, `tags:alpha` in what rules set.
  await news('n4', 'Zebrafish research rules', []);
  await news('gone', 'Deleted notice', ['alpha']);
  await t.app.inject({ method: 'DELETE', url: `/api/content/newsitem/${ids.gone}`, headers: as('keeper') });
  await create('article', 'a1', {
    title: 'An insight',
    summary: 'On alpha things',
    audience: 'internal',
    tags: ['alpha'],
  });
});
afterAll(() => t.close());

describe('tags admin: access', () => {
  it('refuses without the tag grant, as JSON, and lets a tagger test the rules', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/admin/tags/usage', undefined],
      ['POST', `/api/admin/tags/${UNKNOWN_ID}/merge`, { into: UNKNOWN_ID }],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: as('tagger'), payload });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toMatchObject({ status: 403, message: expect.any(String) });
    }
    const test = (user: string) =>
      t.app.inject({ method: 'POST', url: '/api/autotags/test', headers: as(user), payload: { text: 'Hello' } });
    expect((await test('tagger')).statusCode).toBe(200);
    const refused = await test('reader');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 403, message: expect.any(String) });
  });

  it('lets an analyst read and rename tags but not merge them (riccmember: tag without delete)', async () => {
    expect((await usage('analyst')).abilities).toEqual({ rename: true, merge: false });
    expect((await usage('keeper')).abilities).toEqual({ rename: true, merge: true });
    const before = await snapshotCounts(t.database);
    const merge = await t.app.inject({
      method: 'POST',
      url: `/api/admin/tags/${ids.gamma}/merge`,
      headers: as('analyst'),
      payload: { into: ids.beta },
    });
    expect(merge.statusCode).toBe(403);
    expect(await snapshotCounts(t.database)).toEqual(before);
  });
});

describe('tags admin: usage', () => {
  it('counts the live items carrying each tag, by type, rules apart', async () => {
    const { tags } = await usage();
    const bySlug = Object.fromEntries(tags.map((tag) => [tag.slug, tag]));
    expect(tags.map((tag) => tag.slug)).toEqual(['alpha', 'beta', 'gamma']);
    expect(bySlug.alpha).toMatchObject({ counts: { newsitem: 3, article: 1, autotag: 1 }, items: 4, rules: 1 });
    expect(bySlug.beta).toMatchObject({ counts: { newsitem: 2 }, items: 2, rules: 0 });
    expect(bySlug.gamma).toMatchObject({ counts: {}, items: 0, rules: 0 });
    // The same numbers the news list filtered by the tag gives (what the page links to).
    for (const slug of ['alpha', 'beta']) {
      const list = await t.app.inject({ url: `/api/content/newsitem?tags=${slug}`, headers: as('keeper') });
      expect(list.json().total.value, slug).toBe(bySlug[slug]!.counts.newsitem);
    }
  });
});

describe('tags admin: merge', () => {
  it('refuses a merge into itself (400), an unknown tag (404) and a stale version (409), changing nothing', async () => {
    const before = await snapshotCounts(t.database);
    const merge = (id: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `/api/admin/tags/${id}/merge`, headers: as('keeper'), payload });
    const itself = await merge(ids.alpha!, { into: ids.alpha });
    expect(itself.statusCode).toBe(400);
    expect(itself.json()).toMatchObject({ status: 400, message: 'A tag cannot be merged into itself.' });
    expect((await merge(ids.alpha!, { into: UNKNOWN_ID })).json()).toMatchObject({ status: 404 });
    expect((await merge(UNKNOWN_ID, { into: ids.beta })).statusCode).toBe(404);
    // A news item's id is no tag's id.
    expect((await merge(ids.alpha!, { into: ids.n1 })).statusCode).toBe(404);
    expect((await merge(ids.alpha!, { into: ids.beta, version: 99 })).json()).toMatchObject({ status: 409 });
    expect((await merge(ids.alpha!, { into: 'beta' })).statusCode).toBe(400);
    expect(await snapshotCounts(t.database)).toEqual(before);
  });

  it('writes nothing when the merge fails half-way', async () => {
    await news('g1', 'Gamma notice', ['gamma']);
    await news('g2', 'Gamma boom', ['gamma', 'beta']);
    await news('g3', 'Gamma notice again', ['gamma']);
    // The update of the last of the three the merge takes (by id) fails: the two before it were written by then.
    const last = [ids.g1!, ids.g2!, ids.g3!].sort().at(-1)!;
    await t.database.db.execute(
      sql.raw(`CREATE FUNCTION boom() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.id = '${last}' THEN RAISE EXCEPTION 'boom'; END IF; RETURN NEW; END $$`),
    );
    await t.database.db.execute(
      sql.raw('CREATE TRIGGER boom BEFORE UPDATE ON content_items FOR EACH ROW EXECUTE FUNCTION boom()'),
    );
    const before = await snapshotCounts(t.database);
    const failed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/tags/${ids.gamma}/merge`,
      headers: as('keeper'),
      payload: { into: ids.beta },
    });
    await t.database.db.execute(sql.raw('DROP TRIGGER boom ON content_items'));
    await t.database.db.execute(sql.raw('DROP FUNCTION boom()'));
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toMatchObject({ status: 500, message: 'Internal server error.' });
    expect(await snapshotCounts(t.database)).toEqual(before);
    expect(await tagsOf('newsitem', 'g1')).toEqual(['gamma']);
    expect(await tagsOf('newsitem', 'g2')).toEqual(['gamma', 'beta']);
    expect(await tagsOf('newsitem', 'g3')).toEqual(['gamma']);
    const gamma = await t.app.inject({ url: `/api/content/tag/${ids.gamma}`, headers: as('keeper') });
    expect(gamma.json()).toMatchObject({ deletedAt: null, version: 1 });
  });

  it('moves every carrier of A to B once, deletes A, journals it as the user, and rules then set B', async () => {
    const alpha = (await usage()).tags.find((tag) => tag.slug === 'alpha')!;
    expect(await carrying('alpha')).toBe(6); // n1, n2, n4, the deleted one, the article, the rule
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/tags/${ids.alpha}/merge`,
      headers: as('keeper'),
      payload: { into: ids.beta, version: alpha.version },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      from: { id: ids.alpha, name: 'Alpha', slug: 'alpha' },
      into: { id: ids.beta, name: 'Beta', slug: 'beta' },
      moved: 6,
      byType: { newsitem: 4, article: 1, autotag: 1 },
    });

    expect(await carrying('alpha')).toBe(0);
    expect(await tagsOf('newsitem', 'n1')).toEqual(['beta']);
    expect(await tagsOf('newsitem', 'n2')).toEqual(['beta']);
    expect(await tagsOf('article', 'a1')).toEqual(['beta']);
    expect(await tagsOf('autotag', 'rule')).toEqual(['beta']);
    const n4 = (await t.app.inject({ url: `/api/content/newsitem/${ids.n4}`, headers: as('keeper') })).json();
    expect(n4.data).toMatchObject({ tags: ['beta'], autoTags: ['tags:beta'] });

    // A is gone (deleted, restorable), B answers to A's names.
    const a = await t.app.inject({ url: `/api/content/tag/${ids.alpha}`, headers: as('keeper') });
    expect(a.json().deletedAt).not.toBeNull();
    const b = (await t.app.inject({ url: `/api/content/tag/${ids.beta}`, headers: as('keeper') })).json();
    expect(b.data.aliases).toEqual(['Alpha', 'First letter']);
    const { tags } = await usage();
    expect(tags.map((tag) => tag.slug)).toEqual(['beta', 'gamma']);
    // n1 to n4, and the gamma item that had beta already.
    expect(tags[0]).toMatchObject({ counts: { newsitem: 5, article: 1, autotag: 1 }, items: 6, rules: 1 });

    // The journal says who did it and why, on the items and on both tags.
    const keeperId = (
      await queryRows<{ id: string }>(t.database.db, sql`SELECT id FROM users WHERE username = 'keeper'`)
    )[0]!.id;
    const comment = 'Tag “Alpha” (alpha) merged into “Beta” (beta)';
    const journal = async (type: string, name: string) =>
      (await t.app.inject({ url: `/api/content/${type}/${ids[name]}/journal`, headers: as('keeper') })).json()
        .entries[0];
    expect(await journal('newsitem', 'n2')).toMatchObject({
      action: 'update',
      user: { id: keeperId, name: 'keeper' },
      changes: [{ field: 'tags', from: ['alpha', 'beta'], to: ['beta'] }],
      comment,
    });
    expect(await journal('tag', 'alpha')).toMatchObject({ action: 'delete', user: { id: keeperId }, comment });
    expect(await journal('tag', 'beta')).toMatchObject({ action: 'update', changes: [{ field: 'aliases' }] });

    // The rule that set A sets B now: on arriving items and in the tag test.
    const arriving = await news('n5', 'Axolotl study', []);
    expect(arriving.data.tags).toEqual(['beta']);
    const test = await t.app.inject({
      method: 'POST',
      url: '/api/autotags/test',
      headers: as('tagger'),
      payload: { text: 'Axolotl study' },
    });
    expect(test.json().result.tags).toEqual(['beta']);
  });
});

describe('tag test', () => {
  const run = (text: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/autotags/test', headers: as('tagger'), payload: { text } });

  it('gives a text with a rule’s word that rule’s tag, with the rule and the words it matched', async () => {
    await create('autotag', 'cyber', {
      name: 'Cyber incidents',
      match: 'phrases',
      terms: 'ransomware\ncyber attack',
      fields: ['summary'],
      tags: ['gamma'],
      impact: 'high',
      enabled: true,
    });
    const response = await run('Supervisor statement\nA Ransomware wave and another ransomware note; no zebras.');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.title).toBe('Supervisor statement');
    expect(body.result).toMatchObject({ tags: ['gamma'], impact: 'high' });
    expect(body.rules).toEqual([
      {
        id: ids.cyber,
        name: 'Cyber incidents',
        kind: 'set',
        matched: [{ field: 'summary', words: ['Ransomware'] }],
        sets: expect.objectContaining({ tags: ['gamma'], impact: 'high' }),
      },
    ]);
    expect(body.labels).toMatchObject({ gamma: 'Gamma' });
    // The rule reads the summary only: the same word in the title (first line) does not match.
    expect((await run('Ransomware')).json().result.tags).toEqual([]);
  });

  it('refuses an empty or too long text with a 400 JSON', async () => {
    for (const text of ['', '   \n ', 'x'.repeat(20_001), 42]) {
      const response = await run(text);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, message: expect.any(String) });
    }
  });
});
