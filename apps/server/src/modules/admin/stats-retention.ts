import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { queryRows, type Database } from '../../db/client.ts';
import { appSettings } from '../../db/schema.ts';
import { every, type Every } from '../../jobs/every.ts';
import { addDays, dayStart, liveDaily, today } from './stats-shape.ts';

/** The app setting that keeps usage log rows this many days before they are summarised (edited on /admin/appconfig). */
export const RETENTION_KEY = 'usage.retentionDays';
export const DEFAULT_RETENTION_DAYS = 90;
/** Held by the process that summarises a day, for that day's transaction: with several processes, one does it. */
export const USAGE_LOCK = 727_274_017;
/** How often old days are looked for: a day becomes old once a day, so hourly is prompt enough. */
const ROUND_MS = 60 * 60_000;

/** The retention in days: the setting when it is a whole number from 1 to 3650, else the default. */
export async function retentionDays(db: Database): Promise<number> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, RETENTION_KEY));
  const value = row ? Number(row.value.trim()) : NaN;
  return Number.isInteger(value) && value >= 1 && value <= 3650 ? value : DEFAULT_RETENTION_DAYS;
}

/** The first day still kept whole in the log: every day before it is summarised. */
export const keptFrom = (retention: number, now = new Date()) => addDays(today(now), -retention);

/**
 * Summarises one day (UTC) of the log into usage_daily and deletes its rows, in one transaction. Answers the log rows
 * deleted, or null when another process holds the lock. Re-running finds no row left for the day and does nothing;
 * should rows of an already summarised day appear (they cannot through the API, which stamps the time), their
 * counts are added to the day's (distinct counts then become sums).
 */
export async function summariseDay(db: Database, day: string): Promise<number | null> {
  return db.transaction(async (tx) => {
    const lock = await queryRows<{ held: boolean }>(tx, sql`SELECT pg_try_advisory_xact_lock(${USAGE_LOCK}) AS held`);
    if (!lock[0]?.held) return null;
    const where = sql`received_at >= ${dayStart(day)} AND received_at < ${dayStart(addDays(day, 1))}`;
    await tx.execute(
      sql`INSERT INTO usage_daily (day, account, page, pageviews, events, sessions, users)
        SELECT day, account, page, pageviews, events, sessions, users FROM ${liveDaily(where)} AS d
        ON CONFLICT (day, account, page) DO UPDATE SET
          pageviews = usage_daily.pageviews + excluded.pageviews, events = usage_daily.events + excluded.events,
          sessions = usage_daily.sessions + excluded.sessions, users = usage_daily.users + excluded.users`,
    );
    const deleted = await queryRows<{ n: number }>(
      tx,
      sql`WITH gone AS (DELETE FROM usage_log WHERE ${where} RETURNING 1) SELECT count(*)::int AS n FROM gone`,
    );
    return deleted[0]?.n ?? 0;
  });
}

/**
 * Summarises every whole day older than the retention, oldest first, one transaction per day. Answers the days
 * summarised and the log rows deleted; stops at once when another process holds the lock (it does the same work).
 */
export async function summariseOldUsage(
  db: Database,
  now = new Date(),
): Promise<{ days: string[]; deleted: number; retention: number }> {
  const retention = await retentionDays(db);
  const cutoff = keptFrom(retention, now);
  const old = await queryRows<{ day: string }>(
    db,
    sql`SELECT DISTINCT to_char(received_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day
      FROM usage_log WHERE received_at < ${dayStart(cutoff)} ORDER BY day`,
  );
  const days: string[] = [];
  let deleted = 0;
  for (const { day } of old) {
    const n = await summariseDay(db, day);
    if (n === null) break;
    days.push(day);
    deleted += n;
  }
  return { days, deleted, retention };
}

/** Summarises the old usage log every ROUND_MS in the background. */
export class UsageRetention {
  private readonly db: Database;
  private readonly log: FastifyBaseLogger | undefined;
  private loop: Every | undefined;

  constructor(db: Database, log?: FastifyBaseLogger) {
    this.db = db;
    this.log = log;
  }

  start(intervalMs = ROUND_MS, firstMs = 2 * 60_000): void {
    this.loop = every(
      intervalMs,
      async () => {
        const done = await summariseOldUsage(this.db);
        if (done.days.length) this.log?.info(done, 'usage log: old days summarised into usage_daily');
      },
      { firstMs, log: this.log, failure: 'usage log: the old days could not be summarised' },
    );
  }

  async stop(): Promise<void> {
    await this.loop?.stop();
  }
}

/** In the processes that run background work (JOBS): the usage log's retention, stopped with the app. */
export function registerUsageRetention(app: FastifyInstance, ctx: AppContext): void {
  if (!ctx.config.JOBS) return;
  const retention = new UsageRetention(ctx.db, app.log);
  app.addHook('onReady', async () => retention.start());
  app.addHook('onClose', () => retention.stop());
}
