// SIGTERM during traffic: the real server process, keep-alive clients, writes in flight.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../src/db/client.ts';
import { freePort } from './harness.ts';

const serverMain = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const WRITES = 40;
const ADMIN = { email: 'admin@example.test', password: `admin ${randomBytes(6).toString('hex')}` };

/**
 * Where the server keeps its data: a PGlite directory, or a new database on TEST_DATABASE_URL's server. `keys`
 * reads the stored keywords after the process has gone.
 */
async function scratchStore(): Promise<{
  env: Record<string, string>;
  keys(): Promise<string[]>;
  drop(): Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const dir = await mkdtemp(join(tmpdir(), 'rh-shutdown-'));
  const query = sql`select key from content_items where type = 'keyword'`;
  if (!serverUrl) {
    return {
      env: { DATA_DIR: dir },
      keys: async () => {
        const database = await openDatabase({ dataDir: dir });
        try {
          return (await queryRows<{ key: string }>(database.db, query)).map((row) => row.key);
        } finally {
          await database.close();
        }
      },
      drop: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const name = `rh_shutdown_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.href, DATA_DIR: dir },
    keys: async () => {
      const database = await openDatabase({ url: url.href, poolSize: 1 });
      try {
        return (await queryRows<{ key: string }>(database.db, query)).map((row) => row.key);
      } finally {
        await database.close();
      }
    },
    drop: async () => {
      await admin(`drop database if exists ${name} with (force)`);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

interface Outcome {
  status?: number;
  connection?: string;
  body?: string;
  retryAfter?: string;
  error?: string;
}

/** One request on the agent's sockets; its answer as received, or the socket error it ended with. */
function request(agent: http.Agent, url: string, method: string, body: unknown, cookie = ''): Promise<Outcome> {
  const payload = body === undefined ? '' : JSON.stringify(body);
  return new Promise((resolve) => {
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), cookie },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            connection: res.headers.connection,
            retryAfter: res.headers['retry-after'],
            body: text,
          }),
        );
        res.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ error: `${error.code ?? error.message} mid-body` }),
        );
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end(payload);
  });
}

interface RunningServer {
  base: string;
  /** Milliseconds from spawn to ready: the measure the waits of a test are multiples of. */
  startMs: number;
  /** The session cookie of the first-run administrator. */
  cookie: string;
  output(): string;
  /** Sends SIGTERM and answers the exit code (null: killed at `limitMs`) and how long it took. */
  terminate(limitMs: number): Promise<{ code: number | null; ms: number }>;
  kill(): Promise<void>;
}

/** Spawns the real server process (`main.ts`) on the store, waits until it is ready and signs in. */
async function startServer(
  store: { env: Record<string, string> },
  env: Record<string, string>,
): Promise<RunningServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverMain], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOGIN_RATE_MAX: '1000',
      ...store.env,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  try {
    const started = performance.now();
    for (let ready = false; !ready;) {
      if (child.exitCode !== null) throw new Error(`the server did not start:\n${output}`);
      ready = await fetch(`${base}/api/health/ready`).then(
        (response) => response.ok,
        () => false,
      );
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const startMs = performance.now() - started;
    const signedIn = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    if (signedIn.status !== 200) throw new Error(`sign-in failed: ${signedIn.status} ${await signedIn.text()}`);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    return {
      base,
      startMs,
      cookie,
      output: () => output,
      kill,
      terminate: async (limitMs) => {
        const asked = performance.now();
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), limitMs);
        const code = await exited;
        clearTimeout(timer);
        return { code, ms: performance.now() - asked };
      },
    };
  } catch (error) {
    await kill();
    throw error;
  }
}

/** The limit of a shutdown: a multiple of the measured start (which migrates and loads far more). */
const stopLimit = (server: RunningServer) => Math.max(5 * server.startMs, 5_000);
/** An outer guard only: the start has no measurement yet (a PGlite start with migrations takes seconds). */
const GUARD_MS = 300_000;

describe('SIGTERM', () => {
  it(
    'during traffic answers every request that reached the server, loses no acknowledged write and exits 0',
    async () => {
      const store = await scratchStore();
      const agent = new http.Agent({ keepAlive: true, maxSockets: 10 });
      // The background rounds run too: none of them may keep the process from exiting.
      const server = await startServer(store, { INGEST: 'true', JOBS: 'true', ALERTS: 'true' });
      try {
        // Forty writes on ten keep-alive sockets; SIGTERM once the first few are answered, the rest in flight.
        let answered = 0;
        let signalled!: () => void;
        const midFlight = new Promise<void>((resolve) => (signalled = resolve));
        const writes = Array.from({ length: WRITES }, (_, i) =>
          request(
            agent,
            `${server.base}/api/content/keyword`,
            'POST',
            { data: { keyword: `shutdown ${i}` } },
            server.cookie,
          ).then((outcome) => {
            answered += 1;
            if (answered === 5) signalled();
            return { key: `shutdown ${i}`, ...outcome };
          }),
        );
        await midFlight;
        const { code, ms } = await server.terminate(stopLimit(server));
        const outcomes = await Promise.all(writes);

        const timing = `exit after ${Math.round(ms)} ms (start took ${Math.round(server.startMs)} ms)`;
        expect(code, `${timing}:\n${server.output()}`).toBe(0);
        // A request is either answered in full, 201 or a 503 that says to come back, or never reached the server
        // (the connection was refused). A reset, a hang-up or a cut answer is a request lost.
        const unexpected = outcomes.filter(
          (o) =>
            !(o.status === 201 || (o.status === 503 && o.retryAfter) || o.error === 'ECONNREFUSED') ||
            (o.status === 503 && !/"status":503/.test(o.body ?? '')),
        );
        expect(unexpected, JSON.stringify(outcomes.map((o) => o.status ?? o.error))).toEqual([]);
        const acknowledged = outcomes.filter((o) => o.status === 201).map((o) => o.key);
        expect(acknowledged.length).toBeGreaterThanOrEqual(5);
        const stored = await store.keys();
        expect(stored).toEqual(expect.arrayContaining(acknowledged));
      } finally {
        agent.destroy();
        await server.kill();
        await store.drop();
      }
    },
    GUARD_MS,
  );

  it(
    'exits 0 while a source is being fetched from a site that never answers',
    async () => {
      // A site that takes the connection and never answers: the fetch waits for its timeout (set long here).
      const sockets: Socket[] = [];
      let fetched!: () => void;
      const fetching = new Promise<void>((resolve) => (fetched = resolve));
      const site = createServer((socket) => {
        sockets.push(socket);
        fetched();
      });
      await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
      const address = site.address();
      const siteUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const store = await scratchStore();
      const server = await startServer(store, {
        INGEST: 'true',
        INGEST_INTERVAL_SECONDS: '1',
        FETCH_ALLOW: siteUrl,
        FETCH_TIMEOUT_SECONDS: '600',
      });
      try {
        const created = await fetch(`${server.base}/api/content/source`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: server.cookie },
          body: JSON.stringify({ data: { name: 'Silent', url: `${siteUrl}/feed`, kind: 'rss', enabled: true } }),
        });
        expect(created.status, await created.text()).toBe(201);
        await fetching;
        const { code, ms } = await server.terminate(stopLimit(server));
        expect(code, `exit after ${Math.round(ms)} ms:\n${server.output()}`).toBe(0);
      } finally {
        await server.kill();
        for (const socket of sockets) socket.destroy();
        await new Promise((resolve) => site.close(resolve));
        await store.drop();
      }
    },
    GUARD_MS,
  );
});
