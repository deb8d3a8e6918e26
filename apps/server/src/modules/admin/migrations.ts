import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { queryRows } from '../../db/client.ts';
import { errorBody } from '../../http/errors.ts';

/** The migrations folder that db/client.ts applies at start (drizzle-kit's SQL files and meta/_journal.json). */
const MIGRATIONS = new URL('../../../drizzle/', import.meta.url);

interface JournalEntry {
  idx: number;
  /** When drizzle-kit generated it (ms): what the migrator stores as `created_at`, and orders by. */
  when: number;
  /** The SQL file's name without `.sql`. */
  tag: string;
}

const migrationView = z.object({
  name: z.string().nullable().describe('The SQL file, without .sql (0004_ingest); null: a row of no migration here'),
  index: z.number().int().nullable().describe('Its place in the journal, from 0'),
  createdAt: z.iso.datetime().describe('The time the migration carries (drizzle-kit wrote it): its order'),
  applied: z.boolean().describe('The database has run it'),
  hash: z.string().nullable().describe('SHA-256 of the SQL the database ran (null: not run)'),
  changed: z.boolean().describe('The file no longer matches what was run (edited after it was applied)'),
});

/** The journal's entries, in order. */
async function journal(): Promise<JournalEntry[]> {
  const text = await readFile(new URL('meta/_journal.json', MIGRATIONS), 'utf8');
  return (JSON.parse(text) as { entries: JournalEntry[] }).entries;
}

/**
 * The migrations, newest first: each entry of the journal with whether the database has run it (drizzle's table
 * `drizzle.__drizzle_migrations` on PGlite and PostgreSQL alike: a hash of the SQL and the migration's own time, by
 * which the migrator matches it), plus any row the journal does not know.
 */
async function migrations(ctx: AppContext): Promise<z.infer<typeof migrationView>[]> {
  const [entries, rows] = await Promise.all([
    journal(),
    queryRows<{ hash: string; createdAt: string }>(
      ctx.db,
      sql`SELECT hash, created_at::text AS "createdAt" FROM drizzle.__drizzle_migrations ORDER BY created_at`,
    ),
  ]);
  const byTime = new Map(rows.map((row) => [Number(row.createdAt), row]));
  const listed = await Promise.all(
    entries.map(async (entry) => {
      const row = byTime.get(entry.when);
      byTime.delete(entry.when);
      const file = await readFile(new URL(`${entry.tag}.sql`, MIGRATIONS), 'utf8');
      const hash = createHash('sha256').update(file).digest('hex');
      return {
        name: entry.tag,
        index: entry.idx,
        createdAt: new Date(entry.when).toISOString(),
        applied: Boolean(row),
        hash: row?.hash ?? null,
        changed: Boolean(row && row.hash !== hash),
      };
    }),
  );
  const unknown = [...byTime.values()].map((row) => ({
    name: null,
    index: null,
    createdAt: new Date(Number(row.createdAt)).toISOString(),
    applied: true,
    hash: row.hash,
    changed: false,
  }));
  return [...listed, ...unknown].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** `GET /api/admin/migrations`: the database's migrations, read-only (the `migration` grant). */
export function registerMigrationsAdmin(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/migrations',
    {
      config: { access: { resource: 'migration', action: 'read' } },
      schema: {
        tags: ['admin: migrations'],
        summary: 'The database migrations, newest first, and whether each has been applied',
        response: {
          200: z.object({ migrations: z.array(migrationView) }),
          401: errorBody,
          403: errorBody,
        },
      },
    },
    async () => ({ migrations: await migrations(ctx) }),
  );
}
