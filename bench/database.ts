// A throw-away database on the PostgreSQL server of DATABASE_URL, so the benchmark never touches real data.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { onCleanup } from './cleanup.ts';

export interface BenchDatabase {
  name: string;
  /** DATABASE_URL with the database name replaced. */
  url: string;
  /** Drops the database (and ends any connection still open to it). */
  drop(): Promise<void>;
}

/** Creates `rh_bench_<random>` on the server of `serverUrl`; it is dropped by `drop()` or at cleanup. */
export async function createBenchDatabase(serverUrl: string): Promise<BenchDatabase> {
  const name = `rh_bench_${randomBytes(6).toString('hex')}`;
  try {
    await withClient(serverUrl, (client) => client.query(`create database ${name}`));
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(`could not create the database ${name} on ${redactUrl(serverUrl)}: ${why}`, { cause: error });
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;

  let dropping: Promise<void> | undefined;
  const drop = () => {
    dropping ??= withClient(serverUrl, async (client) => {
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } catch {
        // PostgreSQL before 13 has no WITH (FORCE); the server has closed its connections by now.
        await client.query(`drop database if exists ${name}`);
      }
    }).finally(() => removeCleanup());
    return dropping;
  };
  const removeCleanup = onCleanup(drop);
  return { name, url: url.toString(), drop };
}

/** One connection to `url` for `use`, closed after it whatever happens. */
export async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** DATABASE_URL without its password, for messages. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable URL)';
  }
}
