import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

/** The one database type of the server: Drizzle over PGlite or over node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Throws unless the database answers within the timeout. */
  ping(timeoutMs?: number): Promise<void>;
  /**
   * Calls `onMessage` with each notification on the channel; `onState(true)` once listening, `onState(false)`
   * when notifications may have been lost (the connection dropped; it is made again). Returns the unsubscribe.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onState: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL server; without it PGlite keeps the database in `dataDir`. */
  url?: string | undefined;
  dataDir?: string;
  poolSize?: number;
  /** A PGlite data directory dumped by `dumpDataDir` to start from (the tests' database, migrated once per run). */
  initialData?: Blob | undefined;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** Serialises migrations when several server processes start against one PostgreSQL server. */
const MIGRATION_LOCK = 727_274_001;

/** Opens the database and applies the migrations that have not run yet. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.url
    ? await openPostgres(options.url, options.poolSize ?? 10)
    : await openPglite(options.dataDir, options.initialData);
  try {
    await handle.migrate();
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

async function openPglite(
  dataDir: string | undefined,
  initialData: Blob | undefined,
): Promise<DatabaseHandle & { migrate(): Promise<void> }> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({
    // pg_trgm: typo-tolerant search (migration 0009), as on a server.
    extensions: { pg_trgm },
    ...(dataDir ? { dataDir } : {}),
    ...(initialData ? { loadDataDir: initialData } : {}),
  });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    ping: async (timeoutMs = 2000) => {
      if (closed) throw new Error('The database is closed');
      await withTimeout(db.execute(sql`select 1`), timeoutMs);
    },
    listen: async (channel, onMessage, onState) => {
      // One connection in process: no notification is lost while the database is open.
      const unlisten = await client.listen(channel, onMessage);
      onState(true);
      return async () => {
        onState(false);
        if (!closed) await unlisten();
      };
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle & { migrate(): Promise<void> }> {
  // No JIT: it compiles a plan for tens of milliseconds when its cost estimate is high (a count over a million
  // rows), which costs more than short queries gain.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5000,
    options: '-c jit=off',
  });
  // An idle client that loses its server must not crash the process; the next query reports the failure.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    },
    ping: async (timeoutMs = 2000) => {
      if (closed) throw new Error('The database is closed');
      await withTimeout(pool.query('select 1'), timeoutMs);
    },
    listen: (channel, onMessage, onState) => listenPostgres(url, channel, onMessage, onState),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** A dedicated connection that LISTENs, made again a second after it drops. */
async function listenPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onState: (listening: boolean) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    const lost = () => {
      if (current !== client) return;
      current = null;
      onState(false);
      client.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void connect().catch(() => lost()), 1000);
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => onMessage(message.payload ?? ''));
    current = client;
    try {
      await client.connect();
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      lost();
      throw error;
    }
    if (current === client) onState(true);
  };
  // A first failure is not fatal: the cache stays off and the connection is tried again.
  await connect().catch(() => {});
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = null;
    onState(false);
    await client?.end().catch(() => {});
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Runs raw SQL and returns its rows, whichever driver is underneath. */
export async function queryRows<T>(db: Database, query: SQL | string): Promise<T[]> {
  const result = (await db.execute(typeof query === 'string' ? sql.raw(query) : query)) as unknown;
  return (result as { rows: T[] }).rows;
}
