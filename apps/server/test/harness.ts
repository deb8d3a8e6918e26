import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App, type AppOptions } from '../src/app.ts';
import { hashPassword } from '../src/auth/password.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, queryRows, type DatabaseHandle } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';

/** The cookie secret of every test app, so that tests can forge what only the server should sign. */
export const TEST_SESSION_SECRET = 'test-secret-test-secret-test-secret-0123';

export interface TestApp {
  app: App;
  config: Config;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * A fresh database for one test file: in-memory PGlite, or, when TEST_DATABASE_URL names a PostgreSQL
 * server, a new database on it that is dropped at close. Both start from the run's migrated template
 * (`global-setup.ts`), so opening one applies no migration.
 */
export async function testDatabase(): Promise<{ database: DatabaseHandle; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = inject('pgliteTemplate');
    const initialData = template ? new Blob([await readFile(template)]) : undefined;
    const database = await openDatabase({ initialData });
    return { database, drop: () => database.close() };
  }
  const name = `rh_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = inject('postgresTemplate');
  await adminQuery(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.href, poolSize: 5 });
  return {
    database,
    drop: async () => {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** One statement on the server's maintenance database; a template copy waits while another copy holds it. */
async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(statement);
      return;
    } catch (error) {
      const busy = error instanceof Error && /is being accessed by other users/.test(error.message);
      if (!busy || attempt >= 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    } finally {
      await admin.end();
    }
  }
}

/** Builds the real app on a fresh database with test configuration; `env` overrides variables. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Partial<Omit<AppOptions, 'config' | 'database'>> = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: TEST_SESSION_SECRET,
    DEMO: 'false',
    LOGIN_RATE_MAX: '1000',
    // Sources are fetched by the tests that ask for it (the schedule runs when they call it).
    INGEST: 'false',
    JOBS: 'false',
    ALERTS: 'false',
    ...env,
  });
  const { database, drop } = await testDatabase();
  const app = await buildApp({ config, database, ...options });
  await app.ready();
  return {
    app,
    config,
    database,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

let sequence = 0;

/** Inserts a user; with a password they can sign in locally, without one only via skip-auth or OIDC. */
export async function createUser(
  database: DatabaseHandle,
  fields: { username?: string; email?: string; roles?: string[]; password?: string; disabled?: boolean } = {},
) {
  sequence += 1;
  const username = fields.username ?? `user${sequence}_${randomBytes(3).toString('hex')}`;
  const [row] = await database.db
    .insert(users)
    .values({
      username,
      email: fields.email ?? `${username}@example.test`,
      acgroups: fields.roles ?? [],
      passwordHash: fields.password ? await hashPassword(fields.password) : null,
      disabledAt: fields.disabled ? new Date() : null,
    })
    .returning();
  return row!;
}

/** Signs in through the API and returns the Cookie header value for later requests. */
export async function signIn(app: App, login: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: login, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'rh_session');
  if (!cookie) throw new Error('sign-in set no session cookie');
  return `rh_session=${cookie.value}`;
}

/** Counts the rows of every table, to prove that a refused request changed nothing. */
export async function snapshotCounts(database: DatabaseHandle): Promise<Record<string, number>> {
  const tables = await queryRows<{ table_name: string }>(
    database.db,
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables) {
    const [row] = await queryRows<{ n: number }>(database.db, `select count(*)::int as n from "${table_name}"`);
    counts[table_name] = row!.n;
  }
  return counts;
}

/** A port free a moment ago on 127.0.0.1 (for a server or process a test starts, or one it needs closed). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
