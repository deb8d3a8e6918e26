import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';
import { OUTAGE_RETRY_AFTER_SECONDS } from './outage.ts';

/**
 * Once the requests in progress are answered, how long the server keeps accepting and answering 503 after the last
 * connection or request came in, before the listener and the idle sockets may be closed. A busy server accepts
 * about one connection per turn of its event loop, so clients' connections wait in the kernel's queue; closing
 * the listener resets them, and closing a socket whose request has not been read yet resets it too. Bounded, so
 * that a client that never stops cannot hold the process.
 */
const QUIET_MS = 50;
const QUIET_MAX_MS = 2_000;

export interface Draining {
  /**
   * Stops taking requests (each new one answers 503 with Retry-After and `Connection: close`) and resolves once
   * every request taken before has been answered and no new one has come for a moment: then `close()` has only
   * idle sockets left to close.
   */
  drain(): Promise<void>;
  isDraining(): boolean;
}

/**
 * The HTTP side of a graceful shutdown. While draining, every answer, those of requests still in progress too,
 * carries `Connection: close`, so that no keep-alive socket is used again and each closes once its request is
 * answered: nothing is left for `close()` to wait on (Fastify keeps an idle keep-alive socket for 72 s) and no
 * request is sent on a socket that is about to be closed. `app.close()` drains as well (its new requests get the
 * same 503), without waiting.
 */
export function registerDraining(app: FastifyInstance): Draining {
  let draining = false;
  let inProgress = 0;
  let lastArrival = 0;
  let onIdle: (() => void) | undefined;
  app.server.on('connection', () => (lastArrival = performance.now()));

  // Callback hooks: they run on every request, and an async hook would cost a promise each time.
  app.addHook('onRequest', (_request, reply, done) => {
    lastArrival = performance.now();
    if (draining) {
      reply.header('connection', 'close');
      const headers = { 'retry-after': String(OUTAGE_RETRY_AFTER_SECONDS) };
      return done(new HttpError(503, 'The server is shutting down; try again shortly.', undefined, headers));
    }
    inProgress += 1;
    // 'close' comes once the answer is sent or the client has gone, whichever ends the request.
    reply.raw.once('close', () => {
      inProgress -= 1;
      if (inProgress === 0) onIdle?.();
    });
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('preClose', async () => {
    draining = true;
  });

  return {
    isDraining: () => draining,
    drain: async () => {
      draining = true;
      if (inProgress > 0) await new Promise<void>((resolve) => (onIdle = resolve));
      const answered = performance.now();
      for (let now = performance.now(); now - lastArrival < QUIET_MS && now - answered < QUIET_MAX_MS;) {
        await new Promise((resolve) => setTimeout(resolve, QUIET_MS - (now - lastArrival)));
        now = performance.now();
      }
    },
  };
}
