import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Database } from '../db/client.ts';
import { every, type Every } from './every.ts';

/** How long a claimed job stays locked without news from its process; progress extends it. */
const LOCK_MINUTES = 5;

/** What a job's handler gets: its payload, who asked, and a way to say how far it is. */
export interface JobContext {
  db: Database;
  payload: Record<string, unknown>;
  createdBy: string | null;
  /** Records progress (and keeps the job's lock). */
  progress(done: number, total: number): Promise<void>;
}

export type JobHandler = (job: JobContext) => Promise<Record<string, unknown>>;

export interface JobView {
  id: string;
  kind: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  done: number;
  total: number;
  result: Record<string, unknown> | null;
  error: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

const JOB_COLUMNS = sql.raw(`id, kind, status, done, total, result, error, created_at AS "createdAt",
  started_at AS "startedAt", finished_at AS "finishedAt"`);

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());
const view = (row: JobView): JobView => ({
  ...row,
  createdAt: iso(row.createdAt)!,
  startedAt: iso(row.startedAt),
  finishedAt: iso(row.finishedAt),
});

/** Queues a job; answers it as stored. */
export async function enqueueJob(
  db: Database,
  kind: string,
  payload: Record<string, unknown>,
  createdBy: string | null,
): Promise<JobView> {
  const [row] = await queryRows<JobView>(
    db,
    sql`INSERT INTO jobs (kind, payload, created_by) VALUES (${kind}, ${JSON.stringify(payload)}::jsonb, ${createdBy}::uuid)
      RETURNING ${JOB_COLUMNS}`,
  );
  return view(row!);
}

/** A job as its creator sees it, or undefined. */
export async function findJob(db: Database, id: string, createdBy: string | null): Promise<JobView | undefined> {
  const [row] = await queryRows<JobView>(
    db,
    sql`SELECT ${JOB_COLUMNS} FROM jobs WHERE id = ${id}::uuid AND created_by IS NOT DISTINCT FROM ${createdBy}::uuid`,
  );
  return row && view(row);
}

/**
 * Runs queued jobs, one at a time per process, with the handler of their kind. The queue lives in PostgreSQL: jobs
 * survive a restart (a job whose process died is taken up again once its lock runs out), and with several
 * processes each job runs in one.
 */
export class JobRunner {
  private readonly db: Database;
  private readonly handlers: ReadonlyMap<string, JobHandler>;
  private readonly log: FastifyBaseLogger | undefined;
  private loop: Every | undefined;
  private stopped = false;

  constructor(db: Database, handlers: Record<string, JobHandler>, log?: FastifyBaseLogger) {
    this.db = db;
    this.handlers = new Map(Object.entries(handlers));
    this.log = log;
  }

  start(intervalMs = 2_000): void {
    this.loop = every(intervalMs, () => this.runQueued(), {
      firstMs: 500,
      log: this.log,
      failure: 'jobs: the queue could not be read',
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.loop?.stop();
  }

  /** Runs jobs until none is waiting; answers how many ran. */
  async runQueued(): Promise<number> {
    let ran = 0;
    while (!this.stopped && (await this.runOne())) ran += 1;
    return ran;
  }

  /** Claims and runs the oldest waiting job; false when there is none. */
  async runOne(): Promise<boolean> {
    const [job] = await queryRows<{
      id: string;
      kind: string;
      payload: Record<string, unknown>;
      createdBy: string | null;
    }>(
      this.db,
      sql`UPDATE jobs SET status = 'running', started_at = coalesce(started_at, now()),
          locked_until = now() + make_interval(mins => ${LOCK_MINUTES})
        WHERE id = (SELECT id FROM jobs
          WHERE status = 'queued' OR (status = 'running' AND locked_until < now())
          ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING id, kind, payload, created_by AS "createdBy"`,
    );
    if (!job) return false;
    const handler = this.handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`No handler for jobs of kind ${job.kind}`);
      const result = await handler({
        db: this.db,
        payload: job.payload,
        createdBy: job.createdBy,
        progress: async (done, total) => {
          await this.db.execute(
            sql`UPDATE jobs SET done = ${done}, total = ${total},
              locked_until = now() + make_interval(mins => ${LOCK_MINUTES}) WHERE id = ${job.id}::uuid`,
          );
        },
      });
      await this.db.execute(
        sql`UPDATE jobs SET status = 'done', result = ${JSON.stringify(result)}::jsonb, finished_at = now(),
          locked_until = NULL WHERE id = ${job.id}::uuid`,
      );
    } catch (error) {
      this.log?.error({ err: error, job: job.id }, 'jobs: a job failed');
      await this.db.execute(
        sql`UPDATE jobs SET status = 'failed', error = ${(error as Error).message.slice(0, 500)}, finished_at = now(),
          locked_until = NULL WHERE id = ${job.id}::uuid`,
      );
    }
    return true;
  }
}
