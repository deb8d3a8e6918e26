import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { every, type Every } from '../jobs/every.ts';
import { queryRows, type Database } from './client.ts';

/** What one round did, per table. */
export interface MaintenanceRound {
  analyzed: string[];
  vacuumed: string[];
}

/**
 * Autovacuum's work for the embedded database, which has none (PGlite runs PostgreSQL in one process): tables
 * changed by more than autovacuum's default thresholds since they were last looked at are analysed (the planner's
 * statistics; a plan from stale ones walked a date index for seconds) or vacuumed (dead rows after updates and
 * deletes). A PostgreSQL server does this itself and needs none of it.
 */
export class EmbeddedMaintenance {
  private readonly db: Database;
  private readonly log: FastifyBaseLogger | undefined;
  private loop: Every | undefined;

  constructor(db: Database, log?: FastifyBaseLogger) {
    this.db = db;
    this.log = log;
  }

  /** Autovacuum's defaults: 50 rows plus 10 % (analyse) or 20 % (vacuum) of the table. */
  async runOnce(): Promise<MaintenanceRound> {
    const tables = await queryRows<{ name: string; analyze: boolean; vacuum: boolean }>(
      this.db,
      sql`SELECT relname AS name,
          n_mod_since_analyze > 50 + 0.1 * n_live_tup AS analyze,
          n_dead_tup > 50 + 0.2 * n_live_tup AS vacuum
        FROM pg_stat_user_tables WHERE schemaname = 'public' ORDER BY relname`,
    );
    const round: MaintenanceRound = { analyzed: [], vacuumed: [] };
    for (const table of tables) {
      if (!/^[a-z_][a-z0-9_]*$/.test(table.name)) continue;
      if (table.vacuum) {
        await this.db.execute(sql.raw(`VACUUM (ANALYZE) "${table.name}"`));
        round.vacuumed.push(table.name);
      } else if (table.analyze) {
        await this.db.execute(sql.raw(`ANALYZE "${table.name}"`));
        round.analyzed.push(table.name);
      }
    }
    return round;
  }

  start(intervalMs = 15 * 60_000): void {
    this.loop = every(
      intervalMs,
      async () => {
        const round = await this.runOnce();
        if (round.analyzed.length || round.vacuumed.length) this.log?.info(round, 'database: maintenance');
      },
      { log: this.log, failure: 'database: maintenance failed' },
    );
  }

  async stop(): Promise<void> {
    await this.loop?.stop();
  }
}
