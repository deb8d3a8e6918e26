import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { Ingester } from '../../src/ingest/pipeline.ts';
import { SafeFetcher } from '../../src/ingest/safe-fetch.ts';
import { IngestScheduler } from '../../src/ingest/scheduler.ts';
import { createTestApp, createUser, snapshotCounts, type TestApp } from '../harness.ts';
import { startFeedServer, type FeedServer } from './feed-server.ts';

let t: TestApp;
let feeds: FeedServer;
let regulator: string;
const headers = { 'x-user': 'admin' };

interface Outcome {
  status: string;
  added: number;
  merged: number;
  rejected: number;
  error?: string;
}

async function createSource(name: string, path: string, kind: string, extra: object = {}): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/content/source',
    headers,
    payload: {
      data: {
        name,
        url: `${feeds.base}${path}`,
        kind,
        regulator,
        countries: ['EU'],
        language: 'en',
        newsTypes: ['press-release'],
        pollMinutes: 60,
        enabled: true,
        ...extra,
      },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

const fetchNow = async (id: string): Promise<Outcome> => {
  const response = await t.app.inject({ method: 'POST', url: `/api/sources/${id}/fetch`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const stateOf = async (id: string) => (await t.app.inject({ url: `/api/sources/${id}/state`, headers })).json();
const newsOf = async (id: string) =>
  (await t.app.inject({ url: `/api/content/newsitem?source=${id}&limit=100`, headers })).json().items as {
    title: string;
    data: Record<string, unknown>;
  }[];

beforeAll(async () => {
  feeds = await startFeedServer();
  t = await createTestApp({ API_MODE: 'skipauth', FETCH_ALLOW: feeds.allow, FETCH_TIMEOUT_SECONDS: '1' });
  await createUser(t.database, { username: 'admin', roles: ['superadmin', 'riccadmin', 'tagger'] });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/content/regulator',
    headers,
    payload: {
      data: {
        code: 'ESMA',
        name: 'European Securities and Markets Authority',
        country: 'EU',
        level: 'supranational',
        kind: 'securities',
      },
    },
  });
  regulator = response.json().id;
});
afterAll(async () => {
  await t.close();
  await feeds.close();
});

describe('fetching sources', () => {
  it('turns the entries of each format into news items with the source’s regulator, countries and types', async () => {
    const started = Date.now();
    const plan = [
      ['ESMA news', '/esma.xml', 'rss', {}, 3],
      ['ECB press releases', '/ecb.atom', 'atom', {}, 2],
      ['BCBS publications', '/bis.rdf', 'rdf', {}, 2],
      ['MAS media releases', '/mas.json', 'jsonfeed', {}, 3],
      [
        'BaFin Meldungen',
        '/bafin.html',
        'html',
        { itemSelector: 'li.news-item', titleSelector: 'a.title', dateSelector: 'time', summarySelector: 'p.teaser' },
        2,
      ],
      ['FCA news', '/fca.xml', 'rss', {}, 2],
    ] as const;
    for (const [name, path, kind, extra, count] of plan) {
      const id = await createSource(name, path, kind, extra);
      expect(await fetchNow(id), name).toEqual({
        sourceId: id,
        status: 'ok',
        added: count,
        merged: 0,
        rejected: 0,
        skipped: 0,
      });
      const items = await newsOf(id);
      expect(items, name).toHaveLength(count);
      for (const item of items) {
        expect(item.data).toMatchObject({
          source: id,
          regulator,
          countries: ['EU'],
          newsTypes: ['press-release'],
          status: 'new',
        });
      }
      expect(await stateOf(id), name).toMatchObject({
        lastStatus: 'ok',
        lastError: null,
        failures: 0,
        itemsTotal: count,
        itemsLast: count,
      });
    }
    // Entries without a date are dated when first seen.
    const fca = (
      await t.app.inject({ url: '/api/content/newsitem?q=transaction%20reporting%20failures', headers })
    ).json();
    expect(new Date(fca.items[0].data.publishedAt).getTime()).toBeGreaterThanOrEqual(started - 1000);
  });
});

const rss = (entries: { title: string; link: string; guid?: string; date: string; description?: string }[]) =>
  `<?xml version="1.0"?><rss version="2.0"><channel><title>T</title><link>https://regulator.example/</link><description>d</description>${entries
    .map(
      (entry) =>
        `<item><title>${entry.title}</title><link>${entry.link}</link>${entry.guid ? `<guid>${entry.guid}</guid>` : ''}<pubDate>${entry.date}</pubDate>${entry.description ? `<description>${entry.description}</description>` : ''}</item>`,
    )
    .join('')}</channel></rss>`;

describe('fetching again, and the same publication twice', () => {
  it('adds nothing: a conditional GET answers 304, entries already known are merged', async () => {
    // A second source of the same feed: its entries are the first source's items (merged, none added).
    const esma = await createSource('ESMA again', '/esma.xml', 'rss');
    expect(await fetchNow(esma)).toMatchObject({ status: 'ok', added: 0, merged: 3 });
    const hits = feeds.hits.get('/esma.xml');
    expect(await fetchNow(esma)).toMatchObject({ status: 'not-modified', added: 0 });
    expect(feeds.hits.get('/esma.xml')).toBe(hits! + 1);
    expect(await stateOf(esma)).toMatchObject({ lastStatus: 'not-modified', itemsTotal: 0, duplicatesLast: 0 });

    // A feed without validators: fetched in full again, its entries found known.
    feeds.serve(
      '/again.xml',
      rss([
        {
          title: 'Q&A on the prudential treatment of crypto-assets',
          link: 'https://again.example/1',
          guid: 'again-1',
          date: 'Tue, 10 Nov 2026 09:00:00 GMT',
        },
        {
          title: 'Report on the costs and performance of retail products',
          link: 'https://again.example/2',
          guid: 'again-2',
          date: 'Tue, 10 Nov 2026 10:00:00 GMT',
        },
      ]),
    );
    const again = await createSource('No validators', '/again.xml', 'rss');
    expect(await fetchNow(again)).toMatchObject({ added: 2, merged: 0 });
    expect(await fetchNow(again)).toMatchObject({ status: 'ok', added: 0, merged: 2 });
    expect(await newsOf(again)).toHaveLength(2);
  });

  it('merges the same publication from another source, by address (tracking parameters aside) or by title within days', async () => {
    const first = await createSource('Regulator A', '/a.xml', 'rss');
    const second = await createSource('Aggregator B', '/b.xml', 'rss', { countries: ['FR'], newsTypes: ['guidance'] });
    feeds.serve(
      '/a.xml',
      rss([
        {
          title: 'Guidelines on the treatment of ICT third-party risk',
          link: 'https://regulator.example/news/ict-guidelines',
          date: 'Mon, 02 Nov 2026 09:00:00 GMT',
        },
        {
          title: 'Statement on the supervisory convergence programme',
          link: 'https://regulator.example/news/convergence',
          date: 'Mon, 02 Nov 2026 10:00:00 GMT',
        },
        {
          title: 'Annual report on the enforcement of financial information',
          link: 'https://regulator.example/news/report',
          date: 'Mon, 02 Nov 2026 11:00:00 GMT',
        },
      ]),
    );
    expect(await fetchNow(first)).toMatchObject({ added: 3 });
    feeds.serve(
      '/b.xml',
      rss([
        // The same address, with a tracking parameter and www.
        {
          title: 'ICT guidelines (copy)',
          link: 'https://www.regulator.example/news/ict-guidelines/?utm_source=rss',
          date: 'Mon, 02 Nov 2026 09:05:00 GMT',
          description: 'A summary the first lacked.',
        },
        // The same title two days later at another address.
        {
          title: 'Statement on the supervisory convergence programme!',
          link: 'https://mirror.example/convergence',
          date: 'Wed, 04 Nov 2026 10:00:00 GMT',
        },
        // The same title a month later: a new publication.
        {
          title: 'Annual report on the enforcement of financial information',
          link: 'https://mirror.example/report-2',
          date: 'Fri, 04 Dec 2026 11:00:00 GMT',
        },
      ]),
    );
    expect(await fetchNow(second)).toMatchObject({ status: 'ok', added: 1, merged: 2 });
    const merged = (await newsOf(first)).find((item) => item.title.startsWith('Guidelines on the treatment'))!;
    // Merged: the summary it lacked, the other source's countries and types added; its own title and source kept.
    expect(merged.data).toMatchObject({
      source: first,
      summary: 'A summary the first lacked.',
      countries: ['EU', 'FR'],
      newsTypes: ['press-release', 'guidance'],
    });
    expect(await newsOf(second)).toHaveLength(1);
  });
});

describe('hostile and broken sources', () => {
  it('fail their own source with a clear error, and change no item', async () => {
    const cases = [
      ['/malformed.xml', 'rss', /Not a readable RSS, RDF or Atom feed/],
      ['/xxe.xml', 'rss', /External entities are not supported/],
      ['/big.xml', 'rss', /more than the 5242880 bytes allowed/],
      ['/loop-a', 'rss', /More than 5 redirects/],
      ['/to-loopback', 'rss', /127\.0\.0\.1 is a loopback address/],
      ['/slow', 'rss', /No complete answer within 1 s/],
      ['/error', 'rss', /HTTP 500/],
      ['/missing', 'rss', /HTTP 404/],
    ] as const;
    for (const [path, kind, message] of cases) {
      const id = await createSource(`Broken ${path}`, path, kind);
      const before = await snapshotCounts(t.database);
      const outcome = await fetchNow(id);
      expect(outcome.status, path).toBe('error');
      expect(outcome.error, path).toMatch(message);
      const after = await snapshotCounts(t.database);
      expect({ ...after, source_state: 0 }, path).toEqual({ ...before, source_state: 0 });
      const state = await stateOf(id);
      expect(state, path).toMatchObject({ lastStatus: 'error', failures: 1, itemsTotal: 0, fetching: false });
      expect(state.lastError).toMatch(message);
      // Backed off: not before the source's interval.
      expect(new Date(state.nextFetchAt).getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);
    }
  });

  it('a billion-laughs feed is read without expanding anything', async () => {
    const id = await createSource('Bomb', '/bomb.xml', 'rss');
    const outcome = await fetchNow(id);
    expect(outcome).toMatchObject({ status: 'ok', added: 1 });
    const [item] = await newsOf(id);
    expect(item!.title.length).toBeLessThan(100);
  });
});

describe('the schedule', () => {
  it('fetches each due, enabled source once even with two schedulers at once, and backs off after failures', async () => {
    feeds.serve(
      '/due-1.xml',
      rss([
        {
          title: 'Due one: a new consultation paper on liquidity',
          link: 'https://due.example/1',
          date: 'Mon, 16 Nov 2026 09:00:00 GMT',
        },
      ]),
    );
    feeds.serve(
      '/due-2.xml',
      rss([
        {
          title: 'Due two: speech on the digital euro and payments',
          link: 'https://due.example/2',
          date: 'Mon, 16 Nov 2026 09:00:00 GMT',
        },
      ]),
    );
    const good = await createSource('Due one', '/due-1.xml', 'rss', { pollMinutes: 15 });
    const second = await createSource('Due two', '/due-2.xml', 'rss', { pollMinutes: 15 });
    const paused = await createSource('Paused', '/due-1.xml', 'rss', { enabled: false });
    const broken = await createSource('Broken and due', '/error', 'rss', { pollMinutes: 15 });
    // Only these four are due; every other source fetched above waits for its interval.
    await t.database.db.execute(sql`UPDATE source_state SET next_fetch_at = now() + interval '1 day'`);
    await t.database.db.execute(
      sql`INSERT INTO source_state (source_id, next_fetch_at)
        SELECT id, now() - interval '1 minute' FROM unnest(${sql.param([good, second, paused, broken])}::uuid[]) id
        ON CONFLICT (source_id) DO UPDATE SET next_fetch_at = excluded.next_fetch_at`,
    );
    const fetcher = new SafeFetcher({ allow: [feeds.allow], limits: { timeoutMs: 1000 } });
    const scheduler = () =>
      new IngestScheduler(t.database.db, new Ingester(t.database.db, fetcher), { intervalMs: 60_000, concurrency: 2 });
    const hits = { one: feeds.hits.get('/due-1.xml') ?? 0, two: feeds.hits.get('/due-2.xml') ?? 0 };
    const [a, b] = await Promise.all([scheduler().tick(), scheduler().tick()]);
    const fetched = [...a!, ...b!].map((outcome) => outcome.sourceId).sort();
    expect(fetched).toEqual([good, second, broken].sort());
    expect(feeds.hits.get('/due-1.xml')).toBe(hits.one + 1);
    expect(feeds.hits.get('/due-2.xml')).toBe(hits.two + 1);
    expect(await newsOf(good)).toHaveLength(1);
    expect(await newsOf(paused)).toHaveLength(0);
    // Nothing is due any more.
    expect(await scheduler().tick()).toEqual([]);

    // The broken source waits 15 minutes, then 30, then 60…
    const waits: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const [state] = await queryRows<{ next: string; last: string }>(
        t.database.db,
        sql`SELECT next_fetch_at AS next, last_fetch_at AS last FROM source_state WHERE source_id = ${broken}::uuid`,
      );
      waits.push(Math.round((new Date(state!.next).getTime() - new Date(state!.last).getTime()) / 60_000));
      await t.database.db.execute(
        sql`UPDATE source_state SET next_fetch_at = now() - interval '1 minute' WHERE source_id = ${broken}::uuid`,
      );
      await scheduler().tick();
    }
    expect(waits).toEqual([15, 30, 60]);
    await fetcher.close();
  });
});
