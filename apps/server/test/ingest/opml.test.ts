import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readOpml, writeOpml } from '../../src/ingest/opml.ts';
import { queryRows } from '../../src/db/client.ts';
import { createTestApp, createUser, snapshotCounts, type TestApp } from '../harness.ts';

let t: TestApp;

async function call(user: string, method: string, url: string, payload?: object) {
  const response = await t.app.inject({
    method: method as 'GET',
    url,
    headers: { 'x-user': user },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, headers: response.headers, text: response.body };
}
const json = (text: string) => (text ? JSON.parse(text) : {});

const FEEDS = [
  { title: 'ESMA news & press', xmlUrl: 'https://esma.example/rss?lang=en&x="1"', htmlUrl: 'https://esma.example/' },
  { title: 'BaFin <Circulars>', xmlUrl: 'https://bafin.example/atom.xml', htmlUrl: null, type: 'atom' },
  { title: 'FCA, "handbook" notices', xmlUrl: 'https://fca.example/feed', htmlUrl: null },
];

const opml = (outlines: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><opml version="2.0"><head><title>Mine</title></head><body>${outlines}</body></opml>`;

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  await createUser(t.database, { username: 'admin', roles: ['superadmin'] });
  // May read and update sources, not create them.
  await createUser(t.database, { username: 'member', roles: ['riccmemberbasic'] });
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await t.database.db.execute(`DELETE FROM content_items WHERE type = 'source'`);
});

describe('OPML files', () => {
  it('are read at any depth of folders, attribute names in any case, and written back the same', () => {
    const feeds = readOpml(
      opml(`<outline text="Regulators"><outline text="One" xmlurl="https://a.example/rss"/></outline>
        <outline title="Two" text="ignored" xmlUrl="https://b.example/atom" htmlUrl="https://b.example/" type="ATOM"/>
        <outline text="a folder without feeds"/>`),
    );
    expect(feeds).toEqual([
      { title: 'One', xmlUrl: 'https://a.example/rss', htmlUrl: null, type: null },
      { title: 'Two', xmlUrl: 'https://b.example/atom', htmlUrl: 'https://b.example/', type: 'atom' },
    ]);
    const written = writeOpml(
      FEEDS.map((feed) => ({ type: 'rss', ...feed })),
      { title: 'T' },
    );
    expect(readOpml(written).map(({ title, xmlUrl, htmlUrl }) => ({ title, xmlUrl, htmlUrl }))).toEqual(
      FEEDS.map(({ title, xmlUrl, htmlUrl }) => ({ title, xmlUrl, htmlUrl })),
    );
  });
});

describe('OPML import and export', () => {
  it('round-trips: the export, imported into an empty set, gives the same feeds', async () => {
    const first = await call('admin', 'POST', '/api/sources/opml/import', {
      opml: opml(
        FEEDS.map(
          (feed) =>
            `<outline text="${feed.title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')}" xmlUrl="${feed.xmlUrl.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"${feed.htmlUrl ? ` htmlUrl="${feed.htmlUrl}"` : ''}${feed.type ? ` type="${feed.type}"` : ''}/>`,
        ).join(''),
      ),
    });
    expect(first.status, first.text).toBe(201);
    expect(json(first.text).created).toHaveLength(3);
    const kinds = await queryRows<{ kind: string }>(
      t.database.db,
      `SELECT data->>'kind' AS kind FROM content_items WHERE type = 'source' ORDER BY title`,
    );
    expect(kinds.map((row) => row.kind).sort()).toEqual(['atom', 'rss', 'rss']);
    // Through the content service: each creation is journalled.
    const journal = await queryRows<{ n: number }>(
      t.database.db,
      `SELECT count(*)::int AS n FROM content_journal WHERE type = 'source' AND action = 'create'`,
    );
    expect(journal[0]!.n).toBeGreaterThanOrEqual(3);

    const exported = await call('admin', 'GET', '/api/sources/opml');
    expect(exported.status).toBe(200);
    expect(exported.headers['content-type']).toMatch(/opml/);
    expect(exported.headers['content-disposition']).toMatch(/attachment/);
    const feedsOut = readOpml(exported.text);
    expect(feedsOut.map(({ title, xmlUrl, htmlUrl }) => ({ title, xmlUrl, htmlUrl })).sort(byUrl)).toEqual(
      FEEDS.map(({ title, xmlUrl, htmlUrl }) => ({ title, xmlUrl, htmlUrl })).sort(byUrl),
    );

    // Into an empty set: the same feeds again.
    await t.database.db.execute(`DELETE FROM content_items WHERE type = 'source'`);
    const again = await call('admin', 'POST', '/api/sources/opml/import', { opml: exported.text });
    expect(again.status, again.text).toBe(201);
    const reexported = readOpml((await call('admin', 'GET', '/api/sources/opml')).text);
    expect(reexported).toEqual(feedsOut);

    // Now each is already a source.
    const preview = json((await call('admin', 'POST', '/api/sources/opml/preview', { opml: exported.text })).text);
    expect(preview.counts).toMatchObject({ new: 0, exists: 3 });
  });

  it('previews each feed: new, already a source, listed twice, refused as the safe fetcher refuses it', async () => {
    await call('admin', 'POST', '/api/sources/opml/import', {
      opml: opml('<outline text="Known" xmlUrl="https://known.example/rss"/>'),
    });
    const body = opml(`
      <outline text="New" xmlUrl="https://new.example/rss"/>
      <outline text="Known again" xmlUrl="https://KNOWN.example/rss"/>
      <outline text="New twice" xmlUrl="https://new.example/rss"/>
      <outline text="Loopback" xmlUrl="http://127.0.0.1:8080/feed"/>
      <outline text="Metadata" xmlUrl="http://169.254.169.254/latest/meta-data"/>
      <outline text="Private v6" xmlUrl="http://[::ffff:10.0.0.1]/rss"/>
      <outline text="File" xmlUrl="file:///etc/passwd"/>
      <outline text="Not an address" xmlUrl="not a url"/>`);
    const preview = await call('admin', 'POST', '/api/sources/opml/preview', { opml: body });
    expect(preview.status, preview.text).toBe(200);
    const feeds = json(preview.text).feeds as { title: string; verdict: string; reason: string | null }[];
    expect(Object.fromEntries(feeds.map((feed) => [feed.title, feed.verdict]))).toEqual({
      New: 'new',
      'Known again': 'exists',
      'New twice': 'duplicate',
      Loopback: 'refused',
      Metadata: 'refused',
      'Private v6': 'refused',
      File: 'refused',
      'Not an address': 'refused',
    });
    expect(feeds.find((feed) => feed.title === 'Loopback')!.reason).toMatch(/loopback/);

    // Choosing a refused feed creates nothing; by default only the new ones are created.
    const before = await snapshotCounts(t.database);
    const refused = await call('admin', 'POST', '/api/sources/opml/import', {
      opml: body,
      urls: ['https://new.example/rss', 'http://127.0.0.1:8080/feed'],
    });
    expect(refused.status).toBe(400);
    expect(await snapshotCounts(t.database)).toEqual(before);
    const made = await call('admin', 'POST', '/api/sources/opml/import', { opml: body });
    expect(made.status).toBe(201);
    expect(json(made.text).created.map((item: { name: string }) => item.name)).toEqual(['New']);
  });

  it('is all or nothing: one invalid source undoes the others', async () => {
    const before = await snapshotCounts(t.database);
    const response = await call('admin', 'POST', '/api/sources/opml/import', {
      opml: opml(`<outline text="Fine" xmlUrl="https://fine.example/rss"/>
        <outline text="Bad" xmlUrl="https://bad.example/${'x'.repeat(5000)}"/>`),
    });
    expect(response.status).toBe(400);
    expect(await snapshotCounts(t.database)).toEqual(before);
  });

  it('refuses entity tricks (XXE, entity bombs), non-OPML and broken files without reading them', async () => {
    const before = await snapshotCounts(t.database);
    const tricks = [
      `<?xml version="1.0"?><!DOCTYPE opml [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><opml version="2.0"><body><outline text="&xxe;" xmlUrl="https://x.example/rss"/></body></opml>`,
      `<?xml version="1.0"?><!DOCTYPE opml [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><opml><body><outline text="&b;" xmlUrl="https://x.example/rss"/></body></opml>`,
      `<?xml version="1.0"?><!DOCTYPE opml SYSTEM "http://169.254.169.254/opml.dtd"><opml><body/></opml>`,
      `<rss version="2.0"><channel><title>Not OPML</title></channel></rss>`,
      `{"not": "xml"}`,
    ];
    for (const text of tricks) {
      for (const route of ['preview', 'import']) {
        const response = await call('admin', 'POST', `/api/sources/opml/${route}`, { opml: text });
        expect(response.status, text).toBe(400);
        expect(json(response.text)).toMatchObject({ status: 400, message: expect.any(String) });
        expect(response.text).not.toContain('root:');
      }
    }
    expect(await snapshotCounts(t.database)).toEqual(before);
  });

  it('needs the right to create sources to import, and to read them to export', async () => {
    const body = { opml: opml('<outline text="A" xmlUrl="https://a.example/rss"/>') };
    expect((await call('member', 'POST', '/api/sources/opml/preview', body)).status).toBe(403);
    expect((await call('member', 'POST', '/api/sources/opml/import', body)).status).toBe(403);
    expect((await call('member', 'GET', '/api/sources/opml')).status).toBe(200);
  });
});

const byUrl = (a: { xmlUrl: string }, b: { xmlUrl: string }) => a.xmlUrl.localeCompare(b.xmlUrl);
