import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { DEMO_FEEDS, DEMO_PAGE_SELECTORS, demoFeedPath } from '../../src/demo/feeds.ts';
import { loadDemoContent } from '../../src/demo/load.ts';
import { parseBody, type SourceFormat } from '../../src/ingest/parse.ts';
import { Ingester } from '../../src/ingest/pipeline.ts';
import { SafeFetcher } from '../../src/ingest/safe-fetch.ts';
import { IngestScheduler } from '../../src/ingest/scheduler.ts';
import { createTestApp, type TestApp } from '../harness.ts';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ DEMO: 'true' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  await loadDemoContent(t.database.db, { now: new Date(), feedBase: base });
});
afterAll(() => t.close());

describe('the demo’s own feeds', () => {
  it('serve every format, the same entries on every call, readable by the parser', async () => {
    for (const { code, format } of DEMO_FEEDS) {
      const first = await t.app.inject({ url: demoFeedPath(code) });
      expect(first.statusCode, code).toBe(200);
      expect((await t.app.inject({ url: demoFeedPath(code) })).body, code).toBe(first.body);
      const items = parseBody(first.rawPayload, {
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
    const fetcher = new SafeFetcher({ allow: ['127.0.0.1'] });
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
