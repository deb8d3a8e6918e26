import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkedFeeds } from '../../src/ingest/discover.ts';
import { createTestApp, createUser, type TestApp } from '../harness.ts';
import { startFeedServer, type FeedServer } from './feed-server.ts';

let t: TestApp;
let feeds: FeedServer;

async function discover(url: string, user = 'admin') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/sources/discover',
    headers: { 'x-user': user },
    payload: { url },
  });
  return { status: response.statusCode, body: response.json() };
}

const page = (head: string) =>
  `<!DOCTYPE html><html><head><title>  Regulator   news </title>${head}</head><body><p>News</p></body></html>`;

beforeAll(async () => {
  feeds = await startFeedServer();
  // The feed server's port on 127.0.0.2 is allowed; 127.0.0.1 stays a private address that is refused.
  t = await createTestApp({ API_MODE: 'skipauth', FETCH_ALLOW: feeds.allow });
  await createUser(t.database, { username: 'admin', roles: ['superadmin'] });
  // May read and update sources, not create them.
  await createUser(t.database, { username: 'member', roles: ['riccmemberbasic'] });
  feeds.serve(
    '/news/index.html',
    page(`<link rel="stylesheet" href="/style.css">
      <link rel="alternate" type="application/rss+xml" title="ESMA (link title)" href="../esma.xml">
      <link rel="Alternate" type="application/atom+xml; charset=utf-8" href="/ecb.atom">
      <link rel="alternate" type="application/rss+xml" href="../esma.xml">
      <link rel="alternate" type="application/feed+json" href="/missing.json">
      <link rel="alternate" hreflang="de" href="/de/">`),
    'text/html; charset=utf-8',
  );
  feeds.serve('/plain.html', page('<link rel="icon" href="/favicon.ico">'), 'text/html');
});
afterAll(async () => {
  await t?.close();
  await feeds?.close();
});

describe('POST /api/sources/discover', () => {
  it('finds the feeds a page links, resolved against the page, and previews each', async () => {
    const { status, body } = await discover(`${feeds.base}/news/index.html`);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.kind).toBe('page');
    expect(body.pageTitle).toBe('Regulator news');
    // The stylesheet, the language alternate and the second link to the same feed are no feeds to list.
    expect(body.feeds.map((feed: { url: string }) => feed.url)).toEqual([
      `${feeds.base}/esma.xml`,
      `${feeds.base}/ecb.atom`,
      `${feeds.base}/missing.json`,
    ]);
    const [esma, ecb, missing] = body.feeds;
    expect(esma).toMatchObject({ title: 'ESMA - News', format: 'rss', previewed: true, error: null, itemCount: 3 });
    expect(esma.items[0]).toEqual({
      title: 'ESMA publishes final report on the MiCA market abuse guidelines',
      date: '2026-11-17T08:30:00.000Z',
      link: 'https://www.esma.europa.eu/press-news/esma-news/esma-publishes-final-report-mica-market-abuse-guidelines',
    });
    const dates = esma.items.map((item: { date: string | null }) => item.date).filter(Boolean);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(ecb).toMatchObject({ title: 'ECB Banking Supervision - Press releases', format: 'atom', error: null });
    expect(ecb.items.length).toBeGreaterThan(0);
    // A linked feed that fails is said on that feed; the others are still shown.
    expect(missing).toMatchObject({ format: null, items: [], error: 'HTTP 404 Not Found' });
  });

  it('reads a feed given directly: its title, format and newest items, at most ten', async () => {
    const entries = Array.from(
      { length: 14 },
      (_, index) =>
        `<item><title>Notice ${index}</title><link>https://reg.example/n/${index}</link><pubDate>${new Date(Date.UTC(2026, 0, 1 + index)).toUTCString()}</pubDate></item>`,
    ).join('');
    feeds.serve('/many.xml', `<rss version="2.0"><channel><title>Many</title>${entries}</channel></rss>`, 'text/xml');
    const many = await discover(`${feeds.base}/many.xml`);
    expect(many.status).toBe(200);
    expect(many.body).toMatchObject({ kind: 'feed', pageTitle: null });
    expect(many.body.feeds).toHaveLength(1);
    expect(many.body.feeds[0]).toMatchObject({ url: `${feeds.base}/many.xml`, title: 'Many', format: 'rss' });
    expect(many.body.feeds[0].itemCount).toBe(14);
    expect(many.body.feeds[0].items.map((item: { title: string }) => item.title)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Notice ${13 - index}`),
    );

    for (const [path, format, title] of [
      ['/mas.json', 'jsonfeed', 'MAS media releases'],
      ['/bis.rdf', 'rdf', 'BIS: Basel Committee publications'],
      ['/ecb.atom', 'atom', 'ECB Banking Supervision - Press releases'],
    ]) {
      const { status, body } = await discover(`${feeds.base}${path}`);
      expect(status, path).toBe(200);
      expect(body.feeds[0], path).toMatchObject({ format, title, previewed: true, existing: null });
    }
  });

  it('reads a feed served as text/html as a feed, and an XHTML page as a page', async () => {
    feeds.serve(
      '/mislabelled',
      '<?xml version="1.0"?><rss version="2.0"><channel><title>Labelled HTML</title></channel></rss>',
      'text/html',
    );
    const mislabelled = await discover(`${feeds.base}/mislabelled`);
    expect(mislabelled.status).toBe(200);
    expect(mislabelled.body).toMatchObject({
      kind: 'feed',
      feeds: [{ title: 'Labelled HTML', format: 'rss', itemCount: 0 }],
    });
    feeds.serve(
      '/xhtml',
      '<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>X</title><link rel="alternate" type="application/atom+xml" href="ecb.atom"/></head><body/></html>',
      'application/xhtml+xml',
    );
    // Read without complaint by the ingester (no items), refused by the feed library: no 500.
    feeds.serve('/no-channel', '<?xml version="1.0"?><rss version="2.0"></rss>', 'application/rss+xml');
    const bare = await discover(`${feeds.base}/no-channel`);
    expect(bare.status, JSON.stringify(bare.body)).toBe(200);
    expect(bare.body.feeds[0]).toMatchObject({ title: null, format: 'rss', itemCount: 0 });
    const xhtml = await discover(`${feeds.base}/xhtml`);
    expect(xhtml.status).toBe(200);
    expect(xhtml.body).toMatchObject({ kind: 'page', feeds: [{ url: `${feeds.base}/ecb.atom`, format: 'atom' }] });
  });

  it('says when a source has the feed’s address already', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/content/source',
      headers: { 'x-user': 'admin' },
      payload: { data: { name: 'MAS already', url: `${feeds.base}/mas.json`, kind: 'jsonfeed' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { body } = await discover(`${feeds.base}/mas.json`);
    expect(body.feeds[0].existing).toEqual({ id: created.json().id, name: 'MAS already' });
  });

  it('refuses a page without a feed, and a body that is no feed, as the caller’s 422', async () => {
    const none = await discover(`${feeds.base}/plain.html`);
    expect(none.status).toBe(422);
    expect(none.body).toMatchObject({ status: 422, data: { reason: 'no-feed' } });
    expect(none.body.message).toMatch(/links no feed/);

    feeds.serve('/text', 'just some words', 'text/plain');
    const text = await discover(`${feeds.base}/text`);
    expect(text.status).toBe(422);
    expect(text.body.data.reason).toBe('not-a-feed');
  });

  it('refuses private addresses, other schemes, unreachable hosts and bodies too large, never with a 500', async () => {
    const loopback = await discover(`http://127.0.0.1:${feeds.port}/esma.xml`);
    expect(loopback.status).toBe(400);
    expect(loopback.body).toMatchObject({ status: 400, data: { reason: 'refused' } });
    expect(loopback.body.message).toMatch(/^127\.0\.0\.1 is a loopback address; such addresses are not fetched/);
    expect((await discover('http://169.254.169.254/latest/meta-data/')).status).toBe(400);
    // A redirect to a private address is refused the same way.
    expect((await discover(`${feeds.base}/to-loopback`)).body.data?.reason).toBe('refused');
    const ftp = await discover('ftp://example.org/feed.xml');
    expect(ftp.status).toBe(400);
    expect(ftp.body.message).toMatch(/Only http and https/);

    const unreachable = await discover('http://no-such-host.invalid/feed');
    expect(unreachable.status).toBe(422);
    expect(unreachable.body.data.reason).toBe('unreachable');
    expect(unreachable.body.message).toMatch(/^The address could not be fetched: the host was not found/);

    const big = await discover(`${feeds.base}/big.xml`);
    expect(big.status).toBe(422);
    expect(big.body.data.reason).toBe('too-large');

    const empty = await discover('   ');
    expect(empty.status).toBe(400);
  });

  it('is guarded like creating a source', async () => {
    const denied = await discover(`${feeds.base}/esma.xml`, 'member');
    expect(denied.status).toBe(403);
    expect(feeds.hits.get('/esma.xml') ?? 0).toBeGreaterThan(0);
    const before = feeds.hits.get('/mas.json') ?? 0;
    expect((await discover(`${feeds.base}/mas.json`, 'member')).status).toBe(403);
    expect(feeds.hits.get('/mas.json') ?? 0).toBe(before);
  });
});

describe('linkedFeeds', () => {
  it('resolves against <base>, skips other schemes and REST links, and reads JSON Feed links', () => {
    const { links } = linkedFeeds(
      page(`<base href="https://cdn.example/site/">
        <link rel="alternate" type="application/feed+json" href="feed.json">
        <link rel="alternate" type="application/rss+xml" href="javascript:alert(1)">
        <link rel="alternate" type="application/json" href="/wp-json/wp/v2/pages/7">`),
      'https://reg.example/news',
    );
    expect(links).toEqual([{ url: 'https://cdn.example/site/feed.json', title: null, format: 'jsonfeed' }]);
  });
});
