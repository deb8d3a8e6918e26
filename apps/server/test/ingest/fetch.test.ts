import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FetchError, SafeFetcher } from '../../src/ingest/safe-fetch.ts';
import { ESMA_ETAG, FEED_HOST, startFeedServer, type FeedServer } from './feed-server.ts';

let server: FeedServer;
let fetcher: SafeFetcher;

beforeAll(async () => {
  server = await startFeedServer();
  fetcher = new SafeFetcher({
    allow: [FEED_HOST],
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
