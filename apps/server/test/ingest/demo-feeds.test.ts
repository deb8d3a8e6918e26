import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { DEMO_FEEDS, DEMO_PAGE_SELECTORS, demoFeedPath } from '../../src/demo/feeds.ts';
import { loadDemoContent } from '../../src/demo/load.ts';
import { parseBody, type SourceFormat } from '../../src/ingest/parse.ts';
import { Ingester } from '../../src/ingest/pipeline.ts';
import { SafeFetcher } from '../../src/ingest/safe-fetch.ts';
import { IngestScheduler } from '../../src/ingest/scheduler.ts';
import { createTestApp, createUser, freePort, signIn, type TestApp } from '../harness.ts';

let t: TestApp;
let base: string;

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  t = await createTestApp({ DEMO: 'true', PUBLIC_URL: base });
  await t.app.listen({ port, host: '127.0.0.1' });
  await loadDemoContent(t.database.db, { now: new Date(), feedBase: base });
});
afterAll(() => t.close());

describe('the demo’s own feeds', () => {
  it('serve every format, the same entries on every call, readable by the parser', async () => {
    for (const { code, format } of DEMO_FEEDS) {
      const first = await t.app.inject({ url: demoFeedPath(code) });
      expect(first.statusCode, code).toBe(200);
      expect((await t.app.inject({ url: demoFeedPath(code) })).body, code).toBe(first.body);
      const { items } = parseBody(first.rawPayload, {
        format: format as SourceFormat,
        contentType: String(first.headers['content-type']),
        url: `${base}${demoFeedPath(code)}`,
        selectors:
          format === 'html'
            ? { item: DEMO_PAGE_SELECTORS.itemSelector, ...{ title: 'a.title', date: 'time', summary: 'p.teaser' } }
            : null,
      });
      expect(items.length, code).toBeGreaterThan(5);
      expect(
        items.every((item) => item.publishedAt !== null && new Date(item.publishedAt) <= new Date()),
        code,
      ).toBe(true);
    }
    expect((await t.app.inject({ url: '/demo/feeds/nobody.xml' })).statusCode).toBe(404);
  });

  it('are the demo’s enabled sources: one round of the schedule fetches them all and brings new items', async () => {
    const fetcher = new SafeFetcher({ allow: t.config.FETCH_ALLOW });
    const scheduler = new IngestScheduler(t.database.db, new Ingester(t.database.db, fetcher), {
      intervalMs: 60_000,
      concurrency: 4,
    });
    const outcomes = await scheduler.tick();
    await fetcher.close();
    const enabled = await queryRows<{ n: number }>(
      t.database.db,
      "select count(*)::int as n from content_items where type = 'source' and (data->>'enabled')::boolean",
    );
    expect(outcomes).toHaveLength(DEMO_FEEDS.length);
    expect(enabled[0]!.n).toBe(DEMO_FEEDS.length);
    for (const outcome of outcomes) {
      expect(outcome, outcome.error).toMatchObject({ status: 'ok', rejected: 0 });
      expect(outcome.added).toBeGreaterThan(5);
    }
  });
});

describe('the demo’s allowance', () => {
  let other: Server;
  afterAll(() => new Promise((resolve) => other?.close(resolve)));

  it('is its own feeds only: a tagger cannot point a source at another port or path of the machine', async () => {
    // Another service on the same host, answering a feed, so that only the allow-list can refuse it.
    let otherHits = 0;
    other = createServer((_request, response) => {
      otherHits += 1;
      response.writeHead(200, { 'content-type': 'application/rss+xml' });
      response.end(
        '<rss><channel><item><title>Internal admin page</title><link>https://x.test/</link></item></channel></rss>',
      );
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const otherPort = (other.address() as AddressInfo).port;
    expect(t.config.FETCH_ALLOW).toEqual([`${base}/demo/feeds/`]);

    const password = 'tagger-password-1';
    const tagger = await createUser(t.database, { roles: ['tagger'], password });
    const headers = { cookie: await signIn(t.app, tagger.username, password) };
    const [source] = await queryRows<{ id: string; version: number }>(
      t.database.db,
      "select id, version from content_items where type = 'source' and data->>'url' like '%/demo/feeds/esma.xml'",
    );
    let version = source!.version;
    const pointAt = async (url: string) => {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/content/source/${source!.id}`,
        headers,
        payload: { version, data: { url } },
      });
      expect(response.statusCode, response.body).toBe(200);
      version = response.json().version;
      const fetched = await t.app.inject({ method: 'POST', url: `/api/sources/${source!.id}/fetch`, headers });
      expect(fetched.statusCode, fetched.body).toBe(200);
      const state = await t.app.inject({ url: `/api/sources/${source!.id}/state`, headers });
      return { outcome: fetched.json(), state: state.json() };
    };

    expect((await pointAt(`${base}/demo/feeds/esma.xml`)).outcome.status).toBe('ok');
    for (const url of [
      `http://127.0.0.1:${otherPort}/admin`,
      `http://localhost:${otherPort}/admin`,
      `${base}/api/health`,
      `${base}/demo/feeds/../../api/health`,
    ]) {
      const { outcome, state } = await pointAt(url);
      expect(outcome, url).toMatchObject({
        status: 'error',
        error: expect.stringMatching(/loopback address, which is not fetched/),
      });
      expect(state, url).toMatchObject({ lastStatus: 'error', lastError: outcome.error, lastWarning: null });
    }
    expect(otherHits).toBe(0);
  });
});
