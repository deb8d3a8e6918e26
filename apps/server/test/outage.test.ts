// The database unreachable: every call that needs it answers 503 with Retry-After, and the server recovers by
// itself once the database is back, with what it acknowledged before still there.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { isDatabaseUnreachable } from '../src/http/outage.ts';
import { scaledLimit } from '../../../scripts/test-slowness.ts';
import { createTestApp, createUser, freePort, signIn, TEST_SESSION_SECRET } from './harness.ts';

const PASSWORD = 'outage password';

/**
 * Calls that each need the database, signed in or not, reading and writing. (`/api/me` does not: a signed-in
 * identity is cached, so that sessions survive a short outage.)
 */
function callsNeedingTheDatabase(cookie: string) {
  return [
    { method: 'GET', url: '/api/users', headers: { cookie } },
    { method: 'GET', url: '/api/content/keyword', headers: { cookie } },
    { method: 'POST', url: '/api/content/keyword', headers: { cookie }, payload: { data: { keyword: 'in outage' } } },
    { method: 'POST', url: '/api/auth/login', payload: { username: 'outage', password: PASSWORD } },
    // A key cannot be checked either: 503, not a 401 that would make a client drop its credentials.
    { method: 'GET', url: '/api/content/keyword', headers: { 'x-api-key': 'rhk_not-checked-while-down' } },
    { method: 'GET', url: '/api/health/ready' },
  ] as const;
}

async function expectOutageAnswers(app: App, cookie: string): Promise<void> {
  for (const call of callsNeedingTheDatabase(cookie)) {
    const response = await app.inject(call);
    const where = `${call.method} ${call.url}: ${response.body}`;
    expect(response.statusCode, where).toBe(503);
    expect(response.headers['retry-after'], where).toMatch(/^\d+$/);
    expect(response.json(), where).toEqual({ message: expect.any(String), status: 503 });
  }
  // The process itself is alive: an orchestrator must not restart it for this.
  expect((await app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
}

async function addKeyword(app: App, cookie: string, keyword: string) {
  return app.inject({
    method: 'POST',
    url: '/api/content/keyword',
    headers: { cookie },
    payload: { data: { keyword } },
  });
}

describe('what counts as the database being unreachable', () => {
  const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
  const wrapped = (cause: unknown) => new Error('Failed query: select 1', { cause });

  it("recognises both drivers' connection failures, through wrappers", () => {
    for (const error of [
      withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], ''),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('08006', 'connection failure'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Cannot use a pool after calling end on the pool'),
      new Error('PGlite is closed'),
    ]) {
      expect(isDatabaseUnreachable(wrapped(error)), String(error)).toBe(true);
    }
  });

  it('leaves every other failure alone', () => {
    for (const error of [
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('22P02', 'invalid input syntax for type uuid'),
      withCode('42P01', 'relation "x" does not exist'),
      new Error('something else'),
      undefined,
      'a string',
    ]) {
      expect(isDatabaseUnreachable(wrapped(error)), String(error)).toBe(false);
    }
  });
});

describe('the database closed underneath the server', () => {
  it('answers 503 with Retry-After to every call that needs it', async () => {
    const t = await createTestApp();
    try {
      await createUser(t.database, { username: 'outage', roles: ['superadmin'], password: PASSWORD });
      const cookie = await signIn(t.app, 'outage', PASSWORD);
      expect((await addKeyword(t.app, cookie, 'before')).statusCode).toBe(201);
      await t.database.close();
      await expectOutageAnswers(t.app, cookie);
    } finally {
      await t.close();
    }
  });
});

// ---- A private PostgreSQL server, stopped and started again under the running app ----

/** The directory of PostgreSQL's server programs on this machine, if any. */
function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  return readdirSync(root)
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => join(root, version, 'bin'))
    .find((bin) => existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl')));
}

const PG_BIN = postgresBin();
/** PostgreSQL refuses to run as root: there, its programs run as the postgres user. */
const AS_ROOT = process.getuid?.() === 0;

function runPostgresTool(tool: string, args: string[], { check = true } = {}): void {
  const command = join(PG_BIN!, tool);
  const result = AS_ROOT
    ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
    : spawnSync(command, args, { encoding: 'utf8' });
  if (check && result.status !== 0) {
    throw new Error(`${tool} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  }
}

class PrivatePostgres {
  readonly dir: string;
  readonly port: number;
  private constructor(dir: string, port: number) {
    this.dir = dir;
    this.port = port;
  }

  static async create(): Promise<PrivatePostgres> {
    const dir = await mkdtemp(join(tmpdir(), 'rh-outage-pg-'));
    if (AS_ROOT) {
      const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
      await chown(dir, id('-u'), id('-g'));
    }
    const server = new PrivatePostgres(dir, await freePort());
    runPostgresTool('initdb', ['-D', join(dir, 'data'), '-U', 'postgres', '-A', 'trust', '--no-sync']);
    return server;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  /** Starts the server and waits until it takes connections. */
  start(): void {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1`;
    runPostgresTool('pg_ctl', [
      '-D',
      join(this.dir, 'data'),
      '-l',
      join(this.dir, 'log'),
      '-o',
      options,
      '-w',
      'start',
    ]);
  }

  /** Stops it as a crash would: connections cut, no checkpoint (what was committed comes back from the WAL). */
  stop(): void {
    runPostgresTool('pg_ctl', ['-D', join(this.dir, 'data'), '-m', 'immediate', '-w', 'stop']);
  }

  async remove(): Promise<void> {
    runPostgresTool('pg_ctl', ['-D', join(this.dir, 'data'), '-m', 'immediate', '-w', 'stop'], { check: false });
    await rm(this.dir, { recursive: true, force: true });
  }
}

describe.skipIf(!PG_BIN)(
  `a PostgreSQL server that goes away and comes back${PG_BIN ? '' : ' (skipped: no initdb/pg_ctl in /usr/lib/postgresql/*/bin)'}`,
  () => {
    let postgres: PrivatePostgres;
    let database: DatabaseHandle;
    let app: App;
    let startMs: number;

    beforeAll(async () => {
      postgres = await PrivatePostgres.create();
      // Timed once: the wait for the recovery below is a multiple of it.
      const started = performance.now();
      postgres.start();
      startMs = performance.now() - started;
      database = await openDatabase({ url: postgres.url, poolSize: 4 });
      const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SESSION_SECRET: TEST_SESSION_SECRET });
      app = await buildApp({ config, database });
      await app.ready();
    }, scaledLimit(180_000));
    afterAll(async () => {
      await app?.close();
      await database?.close();
      await postgres?.remove();
    });

    it(
      'answers 503 while it is down, then serves again without a restart, nothing acknowledged lost',
      async () => {
        await createUser(database, { username: 'outage', roles: ['superadmin'], password: PASSWORD });
        const cookie = await signIn(app, 'outage', PASSWORD);
        expect((await addKeyword(app, cookie, 'acknowledged')).statusCode).toBe(201);

        postgres.stop();
        await expectOutageAnswers(app, cookie);

        postgres.start();
        const limitMs = Math.max(10 * startMs, 5_000);
        const back = performance.now();
        while ((await app.inject({ url: '/api/health/ready' })).statusCode !== 200) {
          if (performance.now() - back > limitMs) throw new Error(`not ready ${limitMs} ms after PostgreSQL came back`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        // The same session, the acknowledged write, and no trace of the refused one.
        const me = await app.inject({ url: '/api/me', headers: { cookie } });
        expect(me.statusCode, me.body).toBe(200);
        const list = await app.inject({ url: '/api/content/keyword?limit=100', headers: { cookie } });
        expect(list.statusCode, list.body).toBe(200);
        const keys = (list.json() as { items: { key: string }[] }).items.map((item) => item.key);
        expect(keys).toContain('acknowledged');
        expect(keys).not.toContain('in outage');
        expect((await addKeyword(app, cookie, 'after')).statusCode).toBe(201);
      },
      scaledLimit(180_000),
    );
  },
);
