import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { every, type Every } from '../jobs/every.ts';

/** Held (for one transaction) by the process that removes orphans: with several processes one does it per round. */
export const ORPHAN_LOCK = 727_274_014;
/** An upload that no item refers to after this long was never saved with one (or the item let go of it). */
export const ORPHAN_AFTER_HOURS = 24;
/** How often the orphans are looked for. */
const ROUND_MS = 60 * 60_000;
/** A file's id as its url holds it (`/api/files/<uuid>`). */
const FILE_URL = '/api/files/([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})';

/**
 * Deletes the uploaded files that no item refers to and that are older than ORPHAN_AFTER_HOURS: uploaded and then
 * never saved in an item, or let go of by every item. An item refers to a file when its data (any field: the file
 * fields, but also a link or a text that quotes the url) holds `/api/files/<id>`, whether the item is live or deleted
 * (a deleted item can be restored with its file). Answers the ids deleted, or null when another process holds the
 * round's lock (it does the same work). Runs on PGlite and PostgreSQL.
 */
export async function deleteOrphanFiles(db: Database, olderThanHours = ORPHAN_AFTER_HOURS): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const lock = await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${ORPHAN_LOCK}) AS held`);
    const [held] = (lock as unknown as { rows: { held: boolean }[] }).rows;
    if (!held?.held) return null;
    // The items are read only when an old file is there to judge (the subplan runs on the first candidate).
    const deleted = await tx.execute(
      sql`DELETE FROM files f
        WHERE f.created_at < now() - make_interval(hours => ${olderThanHours})
          AND f.id::text NOT IN (
            SELECT lower(m[1]) FROM content_items c, regexp_matches(c.data::text, ${FILE_URL}, 'g') AS m
            WHERE strpos(c.data::text, '/api/files/') > 0)
        RETURNING f.id::text AS id`,
    );
    return (deleted as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
  });
}

/** Looks for orphan files every ROUND_MS in the background. */
export class OrphanFileCleanup {
  private readonly db: Database;
  private readonly log: FastifyBaseLogger | undefined;
  private loop: Every | undefined;

  constructor(db: Database, log?: FastifyBaseLogger) {
    this.db = db;
    this.log = log;
  }

  start(intervalMs = ROUND_MS, firstMs = 5 * 60_000): void {
    this.loop = every(
      intervalMs,
      async () => {
        const deleted = await deleteOrphanFiles(this.db);
        if (deleted?.length) this.log?.info({ files: deleted }, 'files: deleted uploads that no item refers to');
      },
      { firstMs, log: this.log, failure: 'files: the orphan uploads could not be cleaned up' },
    );
  }

  async stop(): Promise<void> {
    await this.loop?.stop();
  }
}

/** In the processes that run background work (JOBS): the orphan files' cleanup, stopped with the app. */
export function registerFileCleanup(app: FastifyInstance, ctx: AppContext): void {
  if (!ctx.config.JOBS) return;
  const cleanup = new OrphanFileCleanup(ctx.db, app.log);
  app.addHook('onReady', async () => cleanup.start());
  app.addHook('onClose', () => cleanup.stop());
}
