// A local HTTP server of fixture feeds for the ingestion tests: the shapes real regulators publish, and hostile ones.
// It listens on 127.0.0.2, whose port the tests put on the fetcher's allow-list (`allow`); 127.0.0.1 stays
// forbidden, so a redirect there must be refused.
import { readFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

const FILES: Record<string, [file: string, type: string]> = {
  '/esma.xml': ['esma-rss.xml', 'application/rss+xml; charset=utf-8'],
  '/fca.xml': ['fca-undated.xml', 'text/xml'],
  '/ecb.atom': ['ecb-atom.xml', 'application/atom+xml'],
  '/bis.rdf': ['bis-rdf.xml', 'application/rdf+xml'],
  '/mas.json': ['mas.json', 'application/feed+json'],
  '/bafin.html': ['bafin-page.html', 'text/html; charset=utf-8'],
  '/malformed.xml': ['malformed.xml', 'application/xml'],
  '/bomb.xml': ['bomb.xml', 'application/xml'],
  '/xxe.xml': ['xxe.xml', 'application/xml'],
};

export const FEED_HOST = '127.0.0.2';
/** Served by /esma.xml; a request that sends it back gets 304. */
export const ESMA_ETAG = '"esma-v1"';

export interface FeedServer {
  /** `http://127.0.0.2:<port>` */
  base: string;
  port: number;
  /** The allow-list entry that admits it: `127.0.0.2:<port>`. */
  allow: string;
  /** Requests received, by path (to check conditional GETs and that nothing was fetched). */
  hits: Map<string, number>;
  /** Replaces what a path serves (a feed that changes between two fetches). */
  serve(path: string, body: string | Buffer, type?: string): void;
  close(): Promise<void>;
}

export async function startFeedServer(): Promise<FeedServer> {
  const custom = new Map<string, [Buffer, string]>();
  const hits = new Map<string, number>();
  let port = 0;
  const send = (res: ServerResponse, status: number, body: Buffer | string, headers: Record<string, string> = {}) => {
    res.writeHead(status, headers);
    res.end(body);
  };
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const own = custom.get(path);
    if (own) return send(res, 200, own[0], { 'content-type': own[1] });
    if (path === '/esma.xml') {
      if (req.headers['if-none-match'] === ESMA_ETAG) return send(res, 304, '', { etag: ESMA_ETAG });
      const [file, type] = FILES[path]!;
      return send(res, 200, fixture(file), { 'content-type': type, etag: ESMA_ETAG });
    }
    const file = FILES[path];
    if (file) return send(res, 200, fixture(file[0]), { 'content-type': file[1] });
    switch (path) {
      case '/gzip.xml':
        return send(res, 200, gzipSync(fixture('esma-rss.xml')), {
          'content-type': 'application/rss+xml',
          'content-encoding': 'gzip',
        });
      case '/big.xml': {
        // 20 MB, chunked (no Content-Length): the cap must stop the reading.
        res.writeHead(200, { 'content-type': 'application/xml' });
        const chunk = Buffer.alloc(1024 * 1024, 'a');
        let sent = 0;
        const more = () => {
          while (sent < 20) {
            sent += 1;
            if (!res.write(chunk)) return void res.once('drain', more);
          }
          res.end();
        };
        res.on('error', () => {});
        return more();
      }
      case '/big-declared.xml':
        res.writeHead(200, { 'content-type': 'application/xml', 'content-length': String(20 * 1024 * 1024) });
        return res.end();
      case '/loop-a':
        return send(res, 302, '', { location: '/loop-b' });
      case '/loop-b':
        return send(res, 302, '', { location: '/loop-a' });
      case '/moved':
        return send(res, 301, '', { location: '/esma.xml' });
      case '/feeds/moved':
        return send(res, 301, '', { location: '/esma.xml' });
      case '/to-loopback':
        return send(res, 302, '', { location: `http://127.0.0.1:${port}/esma.xml` });
      case '/to-metadata':
        return send(res, 302, '', { location: 'http://169.254.169.254/latest/meta-data/' });
      case '/slow':
        return void setTimeout(() => send(res, 200, fixture('esma-rss.xml')), 5_000).unref();
      case '/error':
        return send(res, 500, 'Internal Server Error', { 'content-type': 'text/plain' });
      default:
        return send(res, 404, 'Not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, FEED_HOST, resolve));
  port = (server.address() as AddressInfo).port;
  return {
    base: `http://${FEED_HOST}:${port}`,
    port,
    allow: `${FEED_HOST}:${port}`,
    hits,
    serve: (path, body, type = 'application/rss+xml') => custom.set(path, [Buffer.from(body), type]),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
