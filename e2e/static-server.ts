// A tiny web server for tests that must outlive the API server: it serves a built web app (history fallback to
// index.html) and forwards /api/* to the API server, answering 502 when that server is down.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** One request forwarded to the API: when, what, and how it ended (a status, or 502 when the API was down). */
export interface ProxiedRequest {
  at: number;
  method: string;
  url: string;
  status: number;
}

export interface StaticServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  baseUrl: string;
  /** The /api requests forwarded so far, oldest first. */
  apiRequests: ProxiedRequest[];
  close(): Promise<void>;
}

/** Serves `root` on a free port of 127.0.0.1 and forwards `/api` and `/api/*` to `apiBaseUrl`. */
export async function startStaticServer(root: string, apiBaseUrl: string): Promise<StaticServer> {
  const api = new URL(apiBaseUrl);
  const apiRequests: ProxiedRequest[] = [];

  const proxy = (request: IncomingMessage, response: ServerResponse) => {
    const record: ProxiedRequest = {
      at: Date.now(),
      method: request.method ?? 'GET',
      url: request.url ?? '/',
      status: 0,
    };
    apiRequests.push(record);
    const upstream = httpRequest(
      {
        host: api.hostname,
        port: api.port,
        method: request.method,
        path: request.url,
        // The Host header stays the browser's, so the API's same-origin check sees the page's own origin.
        headers: request.headers,
        agent: false,
      },
      (answer) => {
        record.status = answer.statusCode ?? 502;
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      record.status = 502;
      if (response.headersSent) {
        response.destroy();
        return;
      }
      response.writeHead(502, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: 'The API server does not answer.' }));
    });
    request.pipe(upstream);
  };

  const serveFile = async (request: IncomingMessage, response: ServerResponse) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = normalize(join(root, pathname));
    const inside = file === root || file.startsWith(root.endsWith(sep) ? root : root + sep);
    const isFile = inside && (await stat(file).catch(() => null))?.isFile();
    if (isFile) {
      response.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' });
      createReadStream(file).pipe(response);
      return;
    }
    if (extname(pathname)) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('Not found');
      return;
    }
    // A client route: the app's page.
    response.writeHead(200, { 'content-type': CONTENT_TYPES['.html']!, 'cache-control': 'no-cache' });
    createReadStream(join(root, 'index.html')).pipe(response);
  };

  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    if (path === '/api' || path.startsWith('/api/')) {
      proxy(request, response);
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' });
      response.end();
      return;
    }
    serveFile(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolveListen());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    apiRequests,
    close: () =>
      new Promise<void>((resolveClose) => {
        server.closeAllConnections();
        server.close(() => resolveClose());
      }),
  };
}
