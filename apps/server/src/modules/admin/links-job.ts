import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { queryRows, type Database } from '../../db/client.ts';
import type { SafeFetcher } from '../../ingest/safe-fetch.ts';
import { every, type Every } from '../../jobs/every.ts';
import type { JobHandler } from '../../jobs/runner.ts';
import { HostPacer, probe } from './links-probe.ts';
import { recordCheck, syncLinks } from './links-store.ts';

export const LINK_CHECK_JOB = 'link-check';

/** What a check covers: one link (item and address), one item's links, every link, or those not checked lately. */
export const linkCheckPayload = z.strictObject({
  itemId: z.uuid().optional().describe('Only this item’s links'),
  url: z.string().max(4000).optional().describe('Only this address'),
  olderThanHours: z.number().int().min(1).max(8760).optional().describe('Only links not checked for this long'),
});

export interface LinkCheckOptions {
  /** Least time between two requests to one host. */
  gapMs: number;
  /** Requests at once across hosts. */
  concurrency: number;
  /** One request's time limit. */
  timeoutMs: number;
}

/** Links taken at once: a long run holds a bounded number of pending checks, not every link of the database. */
const BATCH = 500;
/** Progress is written at most this often (each write is an UPDATE of the job). */
const PROGRESS_MS = 500;

/**
 * The links' check as a background job: the items' addresses brought into link_checks, then the selected ones
 * checked (HEAD, GET when HEAD is refused) through the safe fetcher, paced per host, each result written as it
 * comes. Answers how many were checked, ok and broken.
 */
export function linkCheckJob(fetcher: SafeFetcher, options: LinkCheckOptions): JobHandler {
  return async ({ db, payload, progress }) => {
    const select = linkCheckPayload.parse(payload);
    const targets = await syncLinks(db, select);
    const pacer = new HostPacer(options);
    const counts = { checked: 0, ok: 0, broken: 0 };
    let reported = Date.now();
    await progress(0, targets.length);
    for (let start = 0; start < targets.length; start += BATCH) {
      await Promise.all(
        targets.slice(start, start + BATCH).map(async (link) => {
          const result = await probe(fetcher, pacer, link.url, options.timeoutMs);
          await recordCheck(db, link.id, result);
          counts.checked += 1;
          counts[result.ok ? 'ok' : 'broken'] += 1;
          if (Date.now() - reported >= PROGRESS_MS) {
            reported = Date.now();
            await progress(counts.checked, targets.length);
          }
        }),
      );
    }
    await progress(counts.checked, targets.length);
    return counts;
  };
}

/** Links not checked for a day are checked again, once a day. */
const STALE_HOURS = 24;

/**
 * Queues the daily check of links not checked for a day, unless a check of all links is waiting or running, or
 * one was queued within the day (several server processes: the first one's job serves them all).
 */
export async function queueDailyCheck(db: Database): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO jobs (kind, payload)
      SELECT ${LINK_CHECK_JOB}, ${JSON.stringify({ olderThanHours: STALE_HOURS })}::jsonb
      WHERE NOT EXISTS (SELECT 1 FROM jobs WHERE kind = ${LINK_CHECK_JOB} AND NOT payload ? 'itemId'
        AND NOT payload ? 'url' AND (status IN ('queued', 'running') OR created_at > now() - interval '1 day'))
      RETURNING id`,
  );
  return rows.length > 0;
}

/**
 * The daily check's loop: looks every hour whether a day has passed since the last check of all links. Its first
 * look is an hour after the start too: a server just started (a demo, a test, a restart after a deploy) does not
 * spend its first minutes sending thousands of requests; an administrator who wants a check now starts one.
 */
export function startDailyCheck(db: Database, log?: FastifyBaseLogger): Every {
  return every(3_600_000, () => queueDailyCheck(db), {
    log,
    failure: 'links: the daily check could not be queued',
  });
}
