// `npm run bench:content` (also the second half of `npm run bench`): the content engine on a big data set.
// Seeds BENCH_NEWS news items (default 1,000,000) and BENCH_OTHER other items (default 100,000) with
// `npm run seed` (on PostgreSQL, or reuses the seeded database of BENCH_REUSE_URL), then measures, on PostgreSQL
// (DATABASE_URL) and on PGlite: a list (the 20 newest news items for a country and a news type) and search (a rare
// term, a common term, a phrase), each beside a hand-written Fastify + pg route that runs the same SQL
// (content-baseline.ts) in the same run. See README.md.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { can } from '@rh/core';
import { CONTENT_TYPES } from '@rh/core/content';
import pg from 'pg';
import { benchPassword, bigSetDatabase, loadAverage, runScript } from './big-set.ts';
import { cleanupAll, installSignalHandlers, onCleanup } from './cleanup.ts';
import { startServer, startSignedIn, type ServerChild } from './children.ts';
import { measureLatency, type LatencyResult } from './latency.ts';

const benchDir = fileURLToPath(new URL('.', import.meta.url));
const NEWS = Number(process.env.BENCH_NEWS ?? 1_000_000);
const OTHER = Number(process.env.BENCH_OTHER ?? 100_000);
const SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const DATABASE_URL = process.env.DATABASE_URL || undefined;
const REUSE = process.env.BENCH_REUSE_URL || undefined;
const BENCH_ROLES = ['tagger'];
const SEARCH_TYPES = CONTENT_TYPES.filter((type) => can(BENCH_ROLES, type.resource, 'read')).map((t) => t.name);

/** Seeds the big set into the database of `env` (PGlite's data directory when it has no DATABASE_URL). */
async function seed(env: Record<string, string | undefined>): Promise<void> {
  const started = performance.now();
  await runScript(['apps/server/scripts/seed.ts', '--news', String(NEWS), '--other', String(OTHER)], env);
  console.log(`  seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/** Starts the real server on a database, creates a news reader and signs in as them; answers the cookie. */
function startReal(
  env: Record<string, string | undefined>,
  reused = false,
): Promise<{ server: ServerChild; cookie: string }> {
  return startSignedIn(env, { username: 'reader', roles: BENCH_ROLES }, benchPassword(reused), reused);
}

/** A route under load (CONNECTIONS at once: throughput) and alone (one request at a time: latency). */
interface Measured {
  load: LatencyResult;
  alone: LatencyResult;
}

interface Row {
  backend: string;
  what: string;
  generic: Measured;
  baseline?: Measured;
}
const rows: Row[] = [];

async function measure(url: string, headers: Record<string, string> = {}): Promise<Measured> {
  const run = (connections: number) => measureLatency({ url, headers, connections, seconds: SECONDS, warmup: 2 });
  return { load: await run(CONNECTIONS), alone: await run(1) };
}

async function measurePair(backend: string, what: string, generic: string, cookie: string, baseline?: string) {
  const row: Row = { backend, what, generic: await measure(generic, { cookie }) };
  if (baseline) row.baseline = await measure(baseline);
  rows.push(row);
  const f = (m: Measured) =>
    `${m.load.requestsPerSecond.toFixed(0)} req/s (p95 ${m.load.p95.toFixed(1)} ms) under load, p95 ${m.alone.p95.toFixed(1)} ms alone`;
  console.log(
    `  ${backend} ${what}: generic ${f(row.generic)}${row.baseline ? `; hand-written ${f(row.baseline)}` : ''}`,
  );
  const failed = (m?: Measured) => Boolean(m && (m.load.failures || m.alone.failures));
  if (failed(row.generic) || failed(row.baseline)) console.log('    (some requests failed)');
}

/** A rare and a common word of the seeded news, chosen by counting candidates. */
async function pickTerms(url: string): Promise<{ rare: string; common: string }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const candidates = [
    'omnibus',
    'greenwashing',
    'stablecoin',
    'liquidity',
    'consultation',
    'guidance',
    'banking',
    'climate',
  ];
  const counts: [string, number][] = [];
  for (const word of candidates) {
    const result = await client.query(
      `SELECT count(*)::int AS n FROM content_search WHERE search @@ plainto_tsquery('english', $1) AND live`,
      [word],
    );
    counts.push([word, result.rows[0].n]);
  }
  await client.end();
  counts.sort((a, b) => a[1] - b[1]);
  console.log(`  term counts: ${counts.map(([w, n]) => `${w} ${n}`).join(', ')}`);
  return { rare: counts.find(([, n]) => n > 0)![0], common: counts.at(-1)![0] };
}

const LIST = '?countries=FR&newsTypes=consultation&limit=20';

async function benchPostgres(url: string) {
  const databaseUrl = await bigSetDatabase(url, REUSE, NEWS, OTHER);
  console.log(`  load average ${loadAverage()}`);
  const terms = await pickTerms(databaseUrl);
  const { server, cookie } = await startReal({ ...process.env, DATABASE_URL: databaseUrl }, Boolean(REUSE));
  const baseline = await startServer({
    name: 'the hand-written routes',
    args: [join(benchDir, 'content-baseline.ts')],
    cwd: benchDir,
    env: { ...process.env, DATABASE_URL: databaseUrl, SEARCH_TYPES: SEARCH_TYPES.join(',') },
    readyPath: '/ready',
  });
  await measurePair(
    'PostgreSQL',
    'list',
    `${server.baseUrl}/api/content/newsitem${LIST}`,
    cookie,
    `${baseline.baseUrl}/list?country=FR&kind=consultation`,
  );
  for (const [what, q] of [
    ['search rare', terms.rare],
    ['search common', terms.common],
    ['search phrase', '"stress test"'],
  ] as const) {
    const query = encodeURIComponent(q);
    await measurePair(
      'PostgreSQL',
      `${what} (${q})`,
      `${server.baseUrl}/api/search?q=${query}`,
      cookie,
      `${baseline.baseUrl}/search?q=${query}`,
    );
  }
  await server.stop();
  await baseline.stop();
  return terms;
}

async function benchPglite(terms: { rare: string; common: string }) {
  const dataDir = await mkdtemp(join(os.tmpdir(), 'rh-bench-content-'));
  onCleanup(() => rm(dataDir, { recursive: true, force: true }));
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: undefined };
  console.log(`\nPGlite (${dataDir}): seeding ${NEWS} news items and ${OTHER} others`);
  await seed(env);
  console.log(`  load average ${loadAverage()}`);
  const { server, cookie } = await startReal(env);
  await measurePair('PGlite', 'list', `${server.baseUrl}/api/content/newsitem${LIST}`, cookie);
  for (const [what, q] of [
    ['search rare', terms.rare],
    ['search common', terms.common],
    ['search phrase', '"stress test"'],
  ] as const) {
    await measurePair('PGlite', `${what} (${q})`, `${server.baseUrl}/api/search?q=${encodeURIComponent(q)}`, cookie);
  }
  await server.stop();
}

function report() {
  const cell = (m?: Measured) =>
    m
      ? `${m.load.requestsPerSecond.toFixed(0)} | ${m.load.p95.toFixed(1)} | ${m.alone.p50.toFixed(1)} | ${m.alone.p95.toFixed(1)}`
      : ' | | | ';
  console.log(
    `\n| backend | request | generic req/s (${CONNECTIONS} conn.) | p95 ms | p50 ms alone | p95 ms alone | ` +
      `hand-written req/s | p95 ms | p50 ms alone | p95 ms alone | ratio |`,
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    const ratio = row.baseline
      ? (row.generic.load.requestsPerSecond / row.baseline.load.requestsPerSecond).toFixed(2)
      : '';
    console.log(`| ${row.backend} | ${row.what} | ${cell(row.generic)} | ${cell(row.baseline)} | ${ratio} |`);
  }
  const find = (backend: string, prefix: string) =>
    rows.find((r) => r.backend === backend && r.what.startsWith(prefix));
  const list = find('PostgreSQL', 'list');
  console.log('\nTargets:');
  if (list?.baseline) {
    const ratio = list.generic.load.requestsPerSecond / list.baseline.load.requestsPerSecond;
    console.log(
      `  generic list ≥ 0.75× hand-written (PostgreSQL, req/s): ${ratio.toFixed(2)}× ${ratio >= 0.75 ? 'met' : 'MISSED'}`,
    );
  }
  for (const kind of ['search rare', 'search common']) {
    const row = find('PostgreSQL', kind);
    if (!row) continue;
    const p95 = row.generic.alone.p95;
    console.log(
      `  ${kind} p95 ≤ 50 ms (PostgreSQL, one request at a time): ${p95.toFixed(1)} ms ${p95 <= 50 ? 'met' : 'MISSED'}` +
        ` (under load: ${row.generic.load.p95.toFixed(1)} ms)`,
    );
  }
  for (const what of ['list', 'search rare', 'search common', 'search phrase']) {
    const a = find('PGlite', what);
    const b = find('PostgreSQL', what);
    if (a && b) {
      const ratio = a.generic.load.requestsPerSecond / b.generic.load.requestsPerSecond;
      console.log(`  PGlite ≥ 0.3× PostgreSQL, ${what}: ${ratio.toFixed(2)}× ${ratio >= 0.3 ? 'met' : 'MISSED'}`);
    }
  }
}

async function main() {
  installSignalHandlers();
  console.log('Regulatory Horizon content benchmark');
  console.log(`  ${new Date().toISOString()}, ${os.availableParallelism()} CPUs, node ${process.version}`);
  console.log(`  ${NEWS} news + ${OTHER} other items; ${CONNECTIONS} connections, ${SECONDS} s per request`);
  try {
    let terms = { rare: 'omnibus', common: 'consultation' };
    if (DATABASE_URL) terms = await benchPostgres(DATABASE_URL);
    else console.log('\nPostgreSQL: not measured (DATABASE_URL is not set)');
    if (process.env.BENCH_PGLITE !== '0') await benchPglite(terms);
  } finally {
    await cleanupAll();
  }
  report();
  console.log(`\nload average at the end: ${loadAverage()}`);
}

await main();
