import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { FetchError, SafeFetcher } from '../../src/ingest/safe-fetch.ts';
import { ESMA_ETAG, FEED_HOST, startFeedServer, type FeedServer } from './feed-server.ts';

let server: FeedServer;
let fetcher: SafeFetcher;

beforeAll(async () => {
  server = await startFeedServer();
  fetcher = new SafeFetcher({
    allow: [server.allow],
    limits: { timeoutMs: 1_500, maxBytes: 2 * 1024 * 1024, maxRedirects: 3 },
  });
});
afterAll(async () => {
  await fetcher.close();
  await server.close();
});

const refused = async (url: string, message: RegExp) => {
  const error = await fetcher.fetch(url).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error, url).toBeInstanceOf(FetchError);
  expect((error as Error).message, url).toMatch(message);
};

describe('fetching outside addresses', () => {
  it('fetches an allowed host, and answers 304 to a conditional GET with the validators it gave', async () => {
    const first = await fetcher.fetch(`${server.base}/esma.xml`);
    expect(first).toMatchObject({ status: 'ok', etag: ESMA_ETAG, contentType: 'application/rss+xml; charset=utf-8' });
    if (first.status !== 'ok') throw new Error('expected a body');
    expect(first.body.toString()).toContain('MiCA market abuse guidelines');
    const second = await fetcher.fetch(`${server.base}/esma.xml`, { etag: first.etag });
    expect(second).toEqual({ status: 'not-modified', url: `${server.base}/esma.xml` });
  });

  it('decompresses gzip and follows a redirect within the allowed hosts', async () => {
    const gzip = await fetcher.fetch(`${server.base}/gzip.xml`);
    expect(gzip.status === 'ok' && gzip.body.toString()).toContain('<rss');
    const moved = await fetcher.fetch(`${server.base}/moved`);
    expect(moved).toMatchObject({ status: 'ok', url: `${server.base}/esma.xml` });
  });

  it('fetches only http and https, without credentials in the address', async () => {
    await refused('ftp://ftp.example.org/feed.xml', /Only http and https/);
    await refused('file:///etc/passwd', /Only http and https/);
    await refused(`http://user:secret@${FEED_HOST}:${server.port}/esma.xml`, /user name or password/);
    await refused('not a url', /not a valid address/);
  });

  it('refuses loopback, private, link-local and metadata addresses in every written form', async () => {
    const port = server.port;
    const before = new Map(server.hits);
    for (const url of [
      `http://127.0.0.1:${port}/esma.xml`,
      `http://[::1]:${port}/esma.xml`,
      `http://[::ffff:127.0.0.1]:${port}/esma.xml`,
      `http://2130706433:${port}/esma.xml`, // 127.0.0.1 as one number
      `http://0x7f.1:${port}/esma.xml`, // and in hexadecimal
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/feed.xml',
      'http://192.168.1.10/feed.xml',
      'http://[fd00::1]/feed.xml',
      'http://0.0.0.0/feed.xml',
    ]) {
      await refused(url, /(loopback|private|linkLocal|uniqueLocal|unspecified) address/);
    }
    // Refused before any request: the feed server saw none.
    expect(server.hits).toEqual(before);
  });

  it('refuses a name that resolves to a forbidden address (checked when connecting)', async () => {
    await refused(`http://localhost:${server.port}/esma.xml`, /localhost resolves to .*loopback address/);
  });

  it('refuses a redirect to a forbidden address, a redirect loop, a body over the cap, a slow server and a 500', async () => {
    await refused(`${server.base}/to-loopback`, /127\.0\.0\.1 is a loopback address/);
    await refused(`${server.base}/to-metadata`, /169\.254\.169\.254 is a linkLocal address/);
    await refused(`${server.base}/loop-a`, /More than 3 redirects/);
    await refused(`${server.base}/big.xml`, /more than the 2097152 bytes allowed/);
    await refused(`${server.base}/big-declared.xml`, /20971520 bytes, more than the 2097152 allowed/);
    await refused(`${server.base}/slow`, /No complete answer within 1.5 s/);
    await refused(`${server.base}/error`, /HTTP 500/);
  });
});

describe('the allow-list admits origins, not hosts', () => {
  const outcome = async (allow: string[], url: string) => {
    const own = new SafeFetcher({ allow, limits: { timeoutMs: 1_500 } });
    try {
      return await own.fetch(url).then(
        (result) => result.status,
        (error: unknown) => (error as Error).message,
      );
    } finally {
      await own.close();
    }
  };

  it('a bare host or address means its default ports (80, 443), a CIDR range too unless a port is given', async () => {
    const url = `${server.base}/esma.xml`;
    expect(await outcome([FEED_HOST], url)).toBe(
      `127.0.0.2 is a loopback address, which is not fetched (FETCH_ALLOW admits this host only as ${FEED_HOST})`,
    );
    expect(await outcome(['127.0.0.0/8'], url)).toMatch(/127\.0\.0\.2 is a loopback address, which is not fetched/);
    expect(await outcome([`127.0.0.0/8:${server.port}`], url)).toBe('ok');
    expect(await outcome([`${FEED_HOST}:${server.port}`], url)).toBe('ok');
    expect(await outcome([`http://${FEED_HOST}:${server.port}`], url)).toBe('ok');
    expect(await outcome([`https://${FEED_HOST}:${server.port}`], url)).toMatch(/not fetched/);
  });

  it('an origin with a path admits that path only, on a reused connection and after a redirect too', async () => {
    server.serve('/feeds/esma.xml', readFileSync(new URL('./fixtures/esma-rss.xml', import.meta.url)));
    const own = new SafeFetcher({ allow: [`${server.base}/feeds/`], limits: { timeoutMs: 1_500 } });
    try {
      expect(await own.fetch(`${server.base}/feeds/esma.xml`)).toMatchObject({ status: 'ok' });
      const before = server.hits.get('/esma.xml') ?? 0;
      const error = await own.fetch(`${server.base}/esma.xml`).catch((caught: Error) => caught);
      expect((error as Error).message).toBe(
        `127.0.0.2 is a loopback address, which is not fetched (FETCH_ALLOW admits this host only as ${server.base}/feeds/)`,
      );
      expect(await own.fetch(`${server.base}/feeds/../esma.xml`).catch((caught: Error) => caught.message)).toMatch(
        /not fetched/,
      );
      expect(await own.fetch(`${server.base}/feeds/moved`).catch((caught: Error) => caught.message)).toMatch(
        /not fetched/,
      );
      expect(server.hits.get('/esma.xml') ?? 0).toBe(before);
    } finally {
      await own.close();
    }
  });

  it('an entry that is none of these is refused with its name', () => {
    for (const entry of ['ftp://x.example', 'host:99999', 'bad host', '10.0.0.0/99']) {
      expect(() => loadConfig({ FETCH_ALLOW: `intranet.example, ${entry}` }), entry).toThrow(
        `Configuration error: FETCH_ALLOW ${entry} is not a host, address, CIDR range or origin`,
      );
    }
  });
});
