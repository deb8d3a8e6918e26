import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Database } from '../db/client.ts';
import { every, type Every } from '../jobs/every.ts';
import { LOCK_MINUTES, type Ingester, type IngestOutcome } from './pipeline.ts';

export interface SchedulerOptions {
  intervalMs: number;
  /** Sources fetched at once by this process. */
  concurrency: number;
  log?: FastifyBaseLogger;
}

/**
 * Fetches the sources that are due, each on its own interval. The schedule lives in PostgreSQL (source_state):
 * it survives restarts, and with several server processes each due source is claimed by one of them
 * (`FOR UPDATE SKIP LOCKED`, then a lock with a time limit, so a process that dies lets go).
 */
export class IngestScheduler {
  private readonly db: Database;
  private readonly ingester: Ingester;
  private readonly options: SchedulerOptions;
  private loop: Every | undefined;

  constructor(db: Database, ingester: Ingester, options: SchedulerOptions) {
    this.db = db;
    this.ingester = ingester;
    this.options = options;
  }

  start(): void {
    this.loop = every(this.options.intervalMs, () => this.tick(), {
      firstMs: 1_000,
      log: this.options.log,
      failure: 'ingest: a round of fetches failed',
    });
  }

  /** Stops taking new sources and waits for the fetches in progress. */
  async stop(): Promise<void> {
    await this.loop?.stop();
  }

  /** One round: claims the enabled sources that are due and fetches them, a few at a time. */
  async tick(now = new Date()): Promise<IngestOutcome[]> {
    await this.db.execute(
      sql`INSERT INTO source_state (source_id)
        SELECT id FROM content_items WHERE type = 'source' AND deleted_at IS NULL ON CONFLICT DO NOTHING`,
    );
    const claimed = await queryRows<{ id: string }>(
      this.db,
      sql`UPDATE source_state SET locked_until = now() + make_interval(mins => ${LOCK_MINUTES})
        WHERE source_id IN (
          SELECT s.source_id FROM source_state s JOIN content_items c ON c.id = s.source_id
          WHERE s.next_fetch_at <= now()
            AND (s.locked_until IS NULL OR s.locked_until < now())
            AND c.deleted_at IS NULL AND coalesce((c.data->>'enabled')::boolean, false)
          ORDER BY s.next_fetch_at LIMIT ${this.options.concurrency * 4}
          FOR UPDATE OF s SKIP LOCKED)
        RETURNING source_id AS id`,
    );
    const queue = claimed.map((row) => row.id);
    const outcomes: IngestOutcome[] = [];
    const worker = async () => {
      for (let id = queue.shift(); id; id = queue.shift()) {
        const outcome = await this.ingester.ingest(id, now);
        outcomes.push(outcome);
        if (outcome.status === 'error')
          this.options.log?.warn({ source: id, error: outcome.error }, 'ingest: a source failed');
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.options.concurrency, queue.length) }, worker));
    return outcomes;
  }
}
