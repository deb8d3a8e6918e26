import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { apiNotFound } from './http/errors.ts';

const defaultDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Serves the web build named by WEB_BUILD at `/`, with history fallback for client routes. */
export async function registerWeb(app: FastifyInstance, config: Config): Promise<void> {
  const root = path.join(config.WEB_DIST ?? defaultDist, config.WEB_BUILD);
  const built = existsSync(path.join(root, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, { root, wildcard: false, index: false, maxAge: '1h' });
  } else {
    app.log.warn({ root }, 'The web client is not built: run `npm run build`');
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0]!;
    if (/^\/api(\/|$)/.test(url) || !['GET', 'HEAD'].includes(request.method) || path.extname(url)) {
      return reply.code(404).send(apiNotFound(request.method, request.url));
    }
    if (!built) {
      return reply
        .code(503)
        .type('text/html')
        .send(
          '<!doctype html><title>Regulatory Horizon</title><p>The web client is not built. Run <code>npm run build</code>.</p>',
        );
    }
    // Client routes: the app's index page, never cached, so a new build is picked up at once.
    return reply.header('cache-control', 'no-cache').sendFile('index.html', root, { cacheControl: false });
  });
}
