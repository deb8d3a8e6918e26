import { sql } from 'drizzle-orm';
import { seedItems } from '../content/seed.ts';
import { queryRows, type Database } from '../db/client.ts';
import { loadDemoAlerts } from './alerts.ts';
import { buildDemo } from './build.ts';
import { flagDemoChanges, storeDemoDocuments } from './chain.ts';
import type { DemoAuthor } from './context.ts';
import { retireDemoTopics } from './retired.ts';

/** Serialises demo loads when several server processes start at once on a new database. */
const DEMO_LOCK = 727_274_003;

const AUTHORS: readonly DemoAuthor[] = [
  'editor',
  'reviewer',
  'approver',
  'analyst',
  'obligations',
  'controls',
  'impact',
  'mar',
];

/** Ids of the demo users who author items, by username; those absent are left out (their items by nobody). */
async function demoAuthors(db: Database): Promise<Partial<Record<DemoAuthor, string>>> {
  const rows = await queryRows<{ id: string; username: string }>(
    db,
    sql`SELECT id, username FROM users WHERE username IN (${sql.join(
      AUTHORS.map((name) => sql`${name}`),
      sql`, `,
    )})`,
  );
  return Object.fromEntries(rows.map((row) => [row.username, row.id]));
}

/**
 * Loads the demo content (regulators, topics, sources — the demo's own feeds at `feedBase` among them —, some
 * thousands of news items, insights in every
 * workflow stage, regulations with obligations, controls, their evidence and risks, initiatives…, DORA's document
 * as a stored PDF and the review flags of a news item marked as a change to DORA) relative to `now`, in one
 * transaction: all or nothing. Does nothing and returns {} when the database holds any content item already,
 * so a restart does not load it twice. Returns the number of items loaded per type.
 */
export async function loadDemoContent(
  db: Database,
  options: { now: Date; feedBase?: string },
): Promise<Record<string, number>> {
  const counts = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${DEMO_LOCK})`);
    const [existing] = await queryRows<{ found: boolean }>(
      tx,
      sql`SELECT EXISTS (SELECT 1 FROM content_items) AS found`,
    );
    if (existing?.found) return {};
    const demo = buildDemo(options.now, await demoAuthors(tx), {
      feedBase: options.feedBase ?? 'http://localhost:8080',
      documents: await storeDemoDocuments(tx),
    });
    for (const batch of demo.batches) await seedItems(tx, batch.type, batch.items);
    await flagDemoChanges(tx, demo);
    await loadDemoAlerts(tx);
    const retired = await retireDemoTopics(tx);
    return { ...demo.counts, topic: (demo.counts.topic ?? 0) + retired };
  });
  // The planner's statistics of the loaded tables: PGlite runs no autovacuum to gather them.
  if (Object.keys(counts).length)
    await db.execute(
      sql`ANALYZE content_items, content_search, content_pairs, content_links, content_journal, files, review_flags`,
    );
  return counts;
}
