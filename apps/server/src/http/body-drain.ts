import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** How much of a refused body is read and thrown away so that its answer arrives (beyond it, the socket is cut). */
const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
/** How long a client may take to finish sending it. */
const DRAIN_MAX_MS = 10_000;

/**
 * An answer that closes the connection (a 413, which Fastify sends with `Connection: close`; a 503 while the
 * server drains) waits until the client has sent the rest of its request body, read and thrown away. Closing a
 * socket with unread bytes in it makes the kernel send a reset, and the client (`fetch`, still writing) reports
 * EPIPE or ECONNRESET instead of the answer. An answer that keeps the connection needs nothing: Node reads
 * what is left of the body before the next request.
 */
export function registerBodyDrain(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const raw = request.raw;
    if (String(reply.getHeader('connection')).toLowerCase() !== 'close' || raw.complete || raw.destroyed) {
      return done(null, payload);
    }
    void drain(raw).then(() => done(null, payload));
  });
}

/** Reads and discards the rest of a request body, up to the caps; resolves when done either way. */
function drain(raw: IncomingMessage): Promise<void> {
  return new Promise((resolve) => {
    let received = 0;
    const finish = () => {
      clearTimeout(timer);
      raw.off('data', count).off('end', finish).off('error', finish).off('close', finish);
      resolve();
    };
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received > DRAIN_MAX_BYTES) finish();
    };
    const timer = setTimeout(finish, DRAIN_MAX_MS);
    raw.on('data', count).once('end', finish).once('error', finish).once('close', finish);
    raw.resume();
  });
}
