import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.ts';
import { queryRows, type Database } from '../../../db/client.ts';
import { every } from '../../../jobs/every.ts';
import { RECEIVING } from './records.ts';

/** An upload still arriving after this long was cut off (the server stopped mid-upload): nobody will finish it. */
export const STALLED_AFTER_MINUTES = 60;
const ROUND_MS = 60 * 60_000;

/**
 * Deletes the imports whose upload never finished (status `receiving` for over STALLED_AFTER_MINUTES) with their
 * chunks (ON DELETE CASCADE). An upload that fails while the server runs deletes itself; this catches the ones a
 * stopped process left. Answers the ids deleted.
 */
export async function deleteStalledImports(db: Database, olderThanMinutes = STALLED_AFTER_MINUTES): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`DELETE FROM imports WHERE status = ${RECEIVING}
      AND created_at < now() - make_interval(mins => ${olderThanMinutes}) RETURNING id::text AS id`,
  );
  return rows.map((row) => row.id);
}

/** In the processes that run background work (JOBS): the stalled uploads' cleanup, hourly, stopped with the app. */
export function registerStalledImportCleanup(app: FastifyInstance, ctx: AppContext): void {
  if (!ctx.config.JOBS) return;
  let loop: ReturnType<typeof every> | undefined;
  app.addHook('onReady', async () => {
    loop = every(
      ROUND_MS,
      async () => {
        const deleted = await deleteStalledImports(ctx.db);
        if (deleted.length) app.log.info({ imports: deleted }, 'imports: deleted uploads that never finished');
      },
      { firstMs: 5 * 60_000, log: app.log, failure: 'imports: the stalled uploads could not be cleaned up' },
    );
  });
  app.addHook('onClose', async () => loop?.stop());
}
