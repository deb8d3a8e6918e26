// `npm run bench:import`: the import of issue 17 (`/apps/import`). A CSV of BENCH_IMPORT_ROWS news items (default
// 100,000; about 16 MB) is uploaded through `POST /api/imports`, mapped with `url` as its key and imported by the
// app's own background job (validation by the type's schema, auto-tagging, journal, links, batches of 500), on
// PostgreSQL (DATABASE_URL, a scratch database) and on PGlite (BENCH_PGLITE=0: not). Reported: rows/s of the job
// (its started → finished time in the jobs table) and the process's peak RSS growth while it ran, beside a baseline
// measured in the same run on the same database: the same file streamed through csv-parse into multi-row INSERTs
// of the same size (title, data and search vector only: no validation, journal or plug-ins), the floor of any
// import. Targets: ≥ 2,000 rows/s on PostgreSQL, RSS growth ≤ 200 MB. BENCH_IMPORT_KEY (url; empty: no key field).
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, queryRows, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema.ts';
import { cleanupAll, installSignalHandlers, onCleanup } from './cleanup.ts';
import { createBenchDatabase } from './database.ts';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const DATABASE_URL = process.env.DATABASE_URL || undefined;
const PGLITE = process.env.BENCH_PGLITE !== '0';
/** The key field of the import (BENCH_IMPORT_KEY= empty: none, every row creates). */
const KEY = process.env.BENCH_IMPORT_KEY ?? 'url';
const BATCH = 500;
const MiB = 1024 * 1024;

/** The benchmark's file: news items with a title, link, date, summary, countries, impact and news types. */
function newsCsv(rows: number): Buffer {
  const lines = ['Title,Link,Published,Summary,Countries,Impact,News types'];
  for (let row = 1; row <= rows; row += 1) {
    const day = String((row % 28) + 1).padStart(2, '0');
    lines.push(
      `Consultation ${row} on reporting of derivatives,https://regulator.example/n/${row},2026-01-${day}T09:00:00Z,` +
        `"The authority consults on item ${row}, its scope and timing",FR;DE,${row % 2 ? 'high' : 'low'},consultation`,
    );
  }
  return Buffer.from(lines.join('\n'));
}

/** Samples the process's RSS until stopped; answers the peak growth above the RSS at the start, in MiB. */
function rssSampler(): () => number {
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  return () => {
    clearInterval(timer);
    return (Math.max(peak, process.memoryUsage().rss) - base) / MiB;
  };
}

interface Measured {
  seconds: number;
  rssGrowth: number;
}

/** The floor: the file streamed through csv-parse into multi-row INSERTs of 500 (then removed again). */
async function baseline(handle: DatabaseHandle, csv: Buffer): Promise<Measured> {
  global.gc?.();
  const stop = rssSampler();
  const started = performance.now();
  const parser = Readable.from([csv]).pipe(parse({ from_line: 2 }));
  let batch: string[][] = [];
  const flush = async () => {
    const values = batch.map(
      ([title, url, published, summary]) =>
        sql`(${randomUUID()}::uuid, ${title}, ${JSON.stringify({ title, url, publishedAt: published, summary })}::jsonb,
          setweight(to_tsvector('english', ${title}), 'A') || setweight(to_tsvector('english', ${summary}), 'B'))`,
    );
    // The item rows and their search rows, as the store writes them.
    await handle.db.execute(
      sql`WITH v (id, title, data, search) AS (VALUES ${sql.join(values, sql`, `)}),
        s AS (INSERT INTO content_search (id, type, countries, kinds, search)
          SELECT id, 'import-baseline', '{}', '{}', search FROM v),
        p AS (INSERT INTO content_pairs (id, pairs) SELECT id, rh_word_pairs(search) FROM v)
        INSERT INTO content_items (id, type, title, data) SELECT id, 'import-baseline', title, data FROM v`,
    );
    batch = [];
  };
  for await (const record of parser) {
    batch.push(record as string[]);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length) await flush();
  const seconds = (performance.now() - started) / 1000;
  const rssGrowth = stop();
  await handle.db.execute(sql`DELETE FROM content_items WHERE type = 'import-baseline'`);
  return { seconds, rssGrowth };
}

/** The import through the API and its background job, as a person runs it. */
async function throughApp(handle: DatabaseHandle, csv: Buffer): Promise<Measured & { created: number }> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    API_MODE: 'skipauth',
    DEMO: 'false',
    INGEST: 'false',
    ALERTS: 'false',
    JOBS: 'true',
  });
  const app = await buildApp({ config, database: handle });
  await app.ready();
  try {
    await handle.db
      .insert(users)
      .values({ username: 'importer', email: 'importer@example.test', acgroups: ['superadmin', 'tagger'] });
    const headers = { 'x-user': 'importer' };
    const upload = await app.inject({
      method: 'POST',
      url: '/api/imports?type=newsitem&name=news.csv',
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      payload: csv,
    });
    if (upload.statusCode !== 201) throw new Error(`upload: ${upload.statusCode} ${upload.body}`);
    const { id, mapping } = upload.json().import as { id: string; mapping: Record<string, string | null> };
    const mapped = await app.inject({
      method: 'PUT',
      url: `/api/imports/${id}/mapping`,
      headers,
      payload: { mapping, keyField: KEY || null },
    });
    if (mapped.statusCode !== 200) throw new Error(`mapping: ${mapped.statusCode} ${mapped.body}`);
    global.gc?.();
    const stop = rssSampler();
    const run = await app.inject({ method: 'POST', url: `/api/imports/${id}/run`, headers });
    if (run.statusCode !== 202) throw new Error(`run: ${run.statusCode} ${run.body}`);
    let view: { status: string; created: number; error: string | null; progress: { done: number } | null };
    let lastLog = 0;
    for (;;) {
      view = (await app.inject({ url: `/api/imports/${id}`, headers })).json().import;
      if (view.status !== 'importing') break;
      if (performance.now() - lastLog > 15_000) {
        lastLog = performance.now();
        console.log(`    … ${view.progress?.done ?? 0} rows`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const rssGrowth = stop();
    if (view.status !== 'done') throw new Error(`import ${view.status}: ${view.error}`);
    const [job] = await queryRows<{ seconds: number }>(
      handle.db,
      sql`SELECT extract(epoch FROM finished_at - started_at)::float AS seconds FROM jobs
        WHERE id = (SELECT job_id FROM imports WHERE id = ${id}::uuid)`,
    );
    return { seconds: job!.seconds, rssGrowth, created: view.created };
  } finally {
    await app.close();
  }
}

interface Row {
  backend: string;
  base: Measured;
  app: Measured & { created: number };
}

async function measure(backend: string, handle: DatabaseHandle, csv: Buffer): Promise<Row> {
  console.log(`\n${backend}: baseline (csv-parse → INSERT, ${ROWS} rows)`);
  const base = await baseline(handle, csv);
  console.log(`  ${(ROWS / base.seconds).toFixed(0)} rows/s, RSS +${base.rssGrowth.toFixed(0)} MiB`);
  console.log(`${backend}: import through the API`);
  const app = await throughApp(handle, csv);
  console.log(
    `  ${(ROWS / app.seconds).toFixed(0)} rows/s, RSS +${app.rssGrowth.toFixed(0)} MiB, created ${app.created}`,
  );
  return { backend, base, app };
}

async function main() {
  installSignalHandlers();
  const csv = newsCsv(ROWS);
  console.log(
    `Import benchmark: ${ROWS} news items, ${(csv.length / MiB).toFixed(1)} MiB CSV; load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
  const rows: Row[] = [];
  if (DATABASE_URL) {
    const database = await createBenchDatabase(DATABASE_URL);
    const handle = await openDatabase({ url: database.url, poolSize: 10 });
    try {
      rows.push(await measure('PostgreSQL', handle, csv));
    } finally {
      await handle.close();
      await database.drop();
    }
  } else console.log('DATABASE_URL is not set: PostgreSQL skipped');
  if (PGLITE) {
    const dataDir = await mkdtemp(join(os.tmpdir(), 'rh-bench-import-'));
    const removeDir = onCleanup(() => rm(dataDir, { recursive: true, force: true }));
    const handle = await openDatabase({ dataDir });
    try {
      rows.push(await measure('PGlite', handle, csv));
    } finally {
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
      removeDir();
    }
  }
  console.log(
    `\n| backend | rows | import s | import rows/s | baseline rows/s | × baseline | peak RSS growth (MiB) | targets |`,
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---|');
  for (const row of rows) {
    const rate = ROWS / row.app.seconds;
    const targets =
      row.backend === 'PostgreSQL'
        ? `≥ 2,000 rows/s: ${rate >= 2000 ? 'met' : '**missed**'}; RSS ≤ 200 MB: ${row.app.rssGrowth * 1.048576 <= 200 ? 'met' : '**missed**'}`
        : `RSS ≤ 200 MB: ${row.app.rssGrowth * 1.048576 <= 200 ? 'met' : '**missed**'}`;
    console.log(
      `| ${row.backend} | ${ROWS} | ${row.app.seconds.toFixed(1)} | ${rate.toFixed(0)} | ${(ROWS / row.base.seconds).toFixed(0)} | ` +
        `${(row.base.seconds / row.app.seconds).toFixed(2)}× | ${row.app.rssGrowth.toFixed(0)} (baseline ${row.base.rssGrowth.toFixed(0)}) | ${targets} |`,
    );
  }
  console.log(`load average after: ${os.loadavg()[0]!.toFixed(1)}`);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => cleanupAll());
