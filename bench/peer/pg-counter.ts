// A TCP proxy in front of PostgreSQL that counts the statements its clients send: a server pointed at it (its
// DATABASE_URL with this port) can then be asked how many statements one HTTP request costs, from outside, without
// pg_stat_statements (which needs a restart of PostgreSQL to load). It reads the frontend messages of the wire
// protocol: a simple query ('Q') is one statement (or several separated by ';', counted as one message), an extended
// query is counted at its Execute ('E'); the text of each statement is kept from its Query or Parse ('P') message.
import { createServer, connect, type Server, type Socket } from 'node:net';

export interface StatementCounter {
  port: number;
  /** Statements executed since the last reset, and their texts in order (a Parse's text for each Execute). */
  take(): { count: number; texts: string[] };
  close(): Promise<void>;
}

/** Starts the proxy on a free port of 127.0.0.1, forwarding to host:port. */
export async function startStatementCounter(host: string, port: number): Promise<StatementCounter> {
  let count = 0;
  let texts: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(port, host);
    sockets.add(client).add(upstream);
    const forget = () => {
      sockets.delete(client);
      sockets.delete(upstream);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', forget).on('error', forget);
    upstream.on('close', forget).on('error', forget);
    upstream.on('data', (chunk) => client.write(chunk));
    // The client's messages: the startup message has no type byte (length first); every later one has one.
    let buffer: Buffer = Buffer.alloc(0);
    let started = false;
    /** The text of the last unnamed or named Parse, by statement name. */
    const prepared = new Map<string, string>();
    let lastParsed = '';
    client.on('data', (chunk: Buffer) => {
      upstream.write(chunk);
      buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
      while (true) {
        if (!started) {
          if (buffer.length < 4) break;
          const length = buffer.readInt32BE(0);
          if (buffer.length < length) break;
          const code = buffer.readInt32BE(4);
          buffer = buffer.subarray(length);
          // SSLRequest or GSSENCRequest: the real startup message follows.
          if (code !== 80877103 && code !== 80877104) started = true;
          continue;
        }
        if (buffer.length < 5) break;
        const type = String.fromCharCode(buffer[0]!);
        const length = buffer.readInt32BE(1);
        if (buffer.length < 1 + length) break;
        const body = buffer.subarray(5, 1 + length);
        buffer = buffer.subarray(1 + length);
        if (type === 'Q') {
          count += 1;
          texts.push(body.toString('utf8', 0, body.indexOf(0)));
        } else if (type === 'P') {
          const nameEnd = body.indexOf(0);
          const name = body.toString('utf8', 0, nameEnd);
          lastParsed = body.toString('utf8', nameEnd + 1, body.indexOf(0, nameEnd + 1));
          prepared.set(name, lastParsed);
        } else if (type === 'B') {
          const portalEnd = body.indexOf(0);
          const name = body.toString('utf8', portalEnd + 1, body.indexOf(0, portalEnd + 1));
          lastParsed = prepared.get(name) ?? lastParsed;
        } else if (type === 'E') {
          count += 1;
          texts.push(lastParsed);
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    take() {
      const taken = { count, texts };
      count = 0;
      texts = [];
      return taken;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
