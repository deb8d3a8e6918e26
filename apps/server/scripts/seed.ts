/**
 * Loads a big data set for benchmarks: `npm run seed -- --news 1000000 --other 50000`.
 * Uses the server's database settings (DATABASE_URL, else the embedded database in DATA_DIR), adds the demo's
 * regulators, topics and sources when missing, then inserts generated items in batches without a journal.
 */
import { randomInt } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfigOrExit } from '../src/config.ts';
import { seedItems } from '../src/content/seed.ts';
import { openDatabase, queryRows } from '../src/db/client.ts';
import { generateContent, otherCounts } from '../src/demo/generate.ts';
import { nameUuid } from '../src/demo/random.ts';
import { ensureNewsWorld } from '../src/demo/world.ts';

const USAGE = `Usage: npm run seed -- [--news N] [--other N] [--seed S] [--batch N]
  --news N    news items to add (default 10000)
  --other N   other items (regulations, requirements, obligations, events, initiatives, insights, regbites; default 0)
  --seed S    random seed; the same seed makes the same items and ids, so use a new one per run (default: random)
  --batch N   items per transaction (default 2000)
  --parallel N  transactions at once (default 2 on PostgreSQL, 1 on the embedded database, which has one connection)
Database: DATABASE_URL (PostgreSQL), else the embedded database in DATA_DIR (default ./data).`;

function count(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value.replace(/_/g, ''));
  if (!Number.isSafeInteger(number) || number < 0) {
    process.stderr.write(`--${name} must be a whole number (got ${value})\n${USAGE}\n`);
    process.exit(2);
  }
  return number;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      news: { type: 'string' },
      other: { type: 'string' },
      seed: { type: 'string' },
      batch: { type: 'string' },
      parallel: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const news = count(values.news, 'news', 10_000);
  const other = count(values.other, 'other', 0);
  const seed = count(values.seed, 'seed', randomInt(2 ** 31));
  const batchSize = Math.max(1, count(values.batch, 'batch', 2000));
  const config = loadConfigOrExit();
  const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded database in ${config.DATA_DIR}`;
  process.stderr.write(`Seeding ${news} news and ${other} other items into the ${where}, seed ${seed}\n`);
  const parallel = Math.max(1, count(values.parallel, 'parallel', config.DATABASE_URL ? 2 : 1));
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: parallel + 1 });
  try {
    const [taken] = await queryRows<{ found: boolean }>(
      database.db,
      sql`SELECT EXISTS (SELECT 1 FROM content_items WHERE id IN
        (${nameUuid('rh-gen', seed, 'newsitem', 0)}::uuid, ${nameUuid('rh-gen', seed, 'regulation', 0)}::uuid)) AS found`,
    );
    if (taken?.found) throw new Error(`Seed ${seed} was used already on this database: pass another --seed`);
    const now = new Date();
    const { world, added } = await ensureNewsWorld(database.db, now);
    if (Object.keys(added).length) process.stderr.write(`Added missing ${JSON.stringify(added)}\n`);

    const planned: Record<string, number> = { newsitem: news, ...otherCounts(other) };
    const done: Record<string, number> = {};
    const started = performance.now();
    const tty = process.stderr.isTTY;
    let total = 0;
    let lastLine = 0;
    const progress = (type: string, inserted: number) => {
      total += inserted;
      done[type] = (done[type] ?? 0) + inserted;
      const elapsed = (performance.now() - started) / 1000;
      if (!tty && elapsed - lastLine < 5 && done[type] !== planned[type]) return;
      lastLine = elapsed;
      const line = `${type} ${done[type]}/${planned[type]}, ${total} in all, ${Math.round(total / elapsed)} items/s`;
      process.stderr.write(tty ? `\r${line.padEnd(72)}` : `${line}\n`);
    };
    // Batches of one type go in `parallel` at a time; a type starts once the types it may point at are in.
    let inFlight: Promise<void>[] = [];
    let inFlightType = '';
    for (const batch of generateContent(world, { news, other, seed, now, batchSize })) {
      if (batch.type !== inFlightType) {
        await Promise.all(inFlight);
        inFlight = [];
        inFlightType = batch.type;
      } else if (inFlight.length >= parallel) await inFlight.shift();
      const insert = database.db
        .transaction((tx) => seedItems(tx, batch.type, batch.items, { journal: false }))
        .then(() => progress(batch.type, batch.items.length));
      // Awaited in turn; this only keeps a failure that happens before its turn from counting as unhandled.
      insert.catch(() => {});
      inFlight.push(insert);
    }
    await Promise.all(inFlight);
    if (tty) process.stderr.write('\n');
    // Fresh statistics, or the planner keeps the plans of an empty table (autovacuum is late, PGlite has none).
    await database.db.execute(sql`ANALYZE content_items, content_search, content_pairs, content_links`);
    const seconds = (performance.now() - started) / 1000;
    process.stdout.write(
      `Seeded ${total} items (${JSON.stringify(done)}) in ${seconds.toFixed(1)} s: ${Math.round(total / Math.max(seconds, 0.001))} items/s\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Seeding failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
