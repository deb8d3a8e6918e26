// `npm run bench:jurisdiction`: the jurisdiction page's data (issue 15) on a big data set, on PostgreSQL (DATABASE_URL).
// Seeds BENCH_NEWS news items (default 1,000,000) and BENCH_OTHER other items (default 100,000) with `npm run seed`
// into a throw-away database (or measures the seeded database of BENCH_REUSE_URL, kept), says how many initiatives,
// events, regulations, obligations and insights each measured country has, then measures
// `GET /api/jurisdictions/:country` one request at a time for GB, US, EU and FR, whole and scoped to an area
// (`?area=ai` for each, `?area=tax` for GB), as a person who may read every type. Results: RESULTS.md, "Jurisdiction page".
import os from 'node:os';
import pg from 'pg';
import { cleanupAll, installSignalHandlers } from './cleanup.ts';
import { startSignedIn, type ServerChild } from './children.ts';
import { benchPassword, bigSetDatabase, loadAverage } from './big-set.ts';
import { measureLatency, type LatencyResult } from './latency.ts';

const NEWS = Number(process.env.BENCH_NEWS ?? 1_000_000);
const OTHER = Number(process.env.BENCH_OTHER ?? 100_000);
const SECONDS = Number(process.env.BENCH_DURATION ?? 8);
const DATABASE_URL = process.env.DATABASE_URL || undefined;
/** A database seeded before (`npm run seed`), measured as it is and kept: for measuring again after a change. */
const REUSE = process.env.BENCH_REUSE_URL || undefined;
/** Roles of the reader: every content type, so every part of the page is computed (none is null). */
const ROLES = ['superadmin', 'riccadmin', 'obligationsadmin', 'impactadmin', 'articleApprover', 'tagger'];
const COUNTRIES = ['GB', 'US', 'EU', 'FR'];
/** The target for the page's data, p95 one request at a time. */
const TARGET_MS = 200;

/** Starts the server, creates the reading person and signs in as them; answers the cookie. */
function startReal(env: Record<string, string | undefined>): Promise<{ server: ServerChild; cookie: string }> {
  const password = benchPassword(Boolean(REUSE));
  return startSignedIn(env, { username: 'jurisdictionreader', roles: ROLES }, password, Boolean(REUSE));
}

/** VACUUM (ANALYZE) of the content tables: the state autovacuum keeps a live database in. */
async function vacuum(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query('VACUUM (ANALYZE) content_items, content_links');
  } finally {
    await client.end();
  }
}

/** The live items of the page's non-news types per measured country: whether the big set gives it anything to show. */
async function coverage(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const types = ['regulator', 'initiative', 'event', 'regulation', 'obligation', 'article'];
    const { rows } = await client.query<{ country: string; type: string; n: number }>(
      `SELECT c AS country, type, count(*)::int AS n
        FROM content_items, unnest($1::text[]) AS c
        WHERE deleted_at IS NULL AND type = ANY($2::text[]) AND countries @> ARRAY[c]
        GROUP BY 1, 2`,
      [COUNTRIES, types],
    );
    const { rows: news } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM content_items WHERE deleted_at IS NULL AND type = 'newsitem'`,
    );
    const { rows: ai } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM content_items
        WHERE deleted_at IS NULL AND type = 'initiative' AND data->>'domain' = 'ai'`,
    );
    console.log(`  ${news[0]!.n} news items; ${ai[0]!.n} AI initiatives in all`);
    console.log(`  | country | ${types.join(' | ')} |`);
    for (const country of COUNTRIES) {
      const count = (type: string) => rows.find((row) => row.country === country && row.type === type)?.n ?? 0;
      console.log(`  | ${country} | ${types.map(count).join(' | ')} |`);
    }
  } finally {
    await client.end();
  }
}

interface Row {
  what: string;
  path: string;
  result: LatencyResult;
  /** What the answer held, for the reader of the table. */
  note: string;
}

interface View {
  news: { thisWeek: number; previousWeek: number; latest: unknown[] } | null;
  coming: unknown[];
  initiatives: { byDomainStatus: { count: number }[]; latest: { milestones: unknown[] }[] } | null;
  regulations: { inForce: unknown[]; inForceTotal: number; coming: unknown[]; comingTotal: number } | null;
  insights: unknown[] | null;
  regulators: unknown[] | null;
}

async function describe(server: ServerChild, cookie: string, path: string): Promise<string> {
  const response = await fetch(`${server.baseUrl}${path}`, { headers: { cookie } });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${text.slice(0, 200)}`);
  const body = JSON.parse(text) as View;
  const initiatives = body.initiatives?.byDomainStatus.reduce((sum, row) => sum + row.count, 0) ?? 0;
  const milestones = body.initiatives?.latest.reduce((sum, row) => sum + row.milestones.length, 0) ?? 0;
  return [
    `${body.regulators?.length ?? 0} regulators`,
    `news ${body.news?.thisWeek ?? 0} this week / ${body.news?.previousWeek ?? 0} before`,
    `${body.coming.length} coming`,
    `${initiatives} initiatives (${milestones} milestones shown)`,
    `regulations ${body.regulations?.inForce.length ?? 0} of ${body.regulations?.inForceTotal ?? 0} in force + ` +
      `${body.regulations?.coming.length ?? 0} of ${body.regulations?.comingTotal ?? 0} coming`,
    `${body.insights?.length ?? 0} insights`,
    `${(text.length / 1024).toFixed(0)} kB`,
  ].join(', ');
}

async function main() {
  installSignalHandlers();
  console.log('Regulatory Horizon jurisdiction page benchmark (issue 15)');
  console.log(`  ${new Date().toISOString()}, ${os.availableParallelism()} CPUs, node ${process.version}`);
  console.log(`  ${NEWS} news + ${OTHER} other items; one request at a time, ${SECONDS} s per request`);
  if (!DATABASE_URL) {
    console.log('PostgreSQL: not measured (DATABASE_URL is not set)');
    return;
  }
  const rows: Row[] = [];
  try {
    const url = await bigSetDatabase(DATABASE_URL, REUSE, NEWS, OTHER);
    // The seed only analyses: without a vacuum the visibility map is empty and no scan is index-only (the news
    // trend then reads ~80,000 heap pages). Autovacuum does this on a live database; here it may not have run yet.
    const vacuumed = performance.now();
    await vacuum(url);
    console.log(`  vacuumed in ${((performance.now() - vacuumed) / 1000).toFixed(1)} s`);
    await coverage(url);
    const { server, cookie } = await startReal({ ...process.env, DATABASE_URL: url });
    console.log(`  load average before measuring: ${loadAverage()}`);
    const measure = async (what: string, path: string) => {
      const note = await describe(server, cookie, path);
      const result = await measureLatency({
        url: `${server.baseUrl}${path}`,
        headers: { cookie },
        connections: 1,
        seconds: SECONDS,
        warmup: 2,
      });
      rows.push({ what, path, result, note });
      console.log(`  ${what}: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms (${note})`);
      if (result.failures) console.log(`    (${result.failures} requests failed)`);
    };
    for (const country of COUNTRIES) await measure(country, `/api/jurisdictions/${country}`);
    for (const country of COUNTRIES) await measure(`${country}, area ai`, `/api/jurisdictions/${country}?area=ai`);
    // The generated tax initiatives are of EU, GB, INT and DE only (the world's tax regulators).
    await measure('GB, area tax', '/api/jurisdictions/GB?area=tax');
    console.log(`  load average after: ${loadAverage()}`);
    await server.stop();
  } finally {
    await cleanupAll();
  }
  console.log('\n| jurisdiction | answer | p50 ms | p95 ms | target p95 |');
  console.log('|---|---|---:|---:|---|');
  for (const row of rows) {
    const target = `≤ ${TARGET_MS} ms: ${row.result.p95 <= TARGET_MS ? 'met' : 'MISSED'}`;
    console.log(
      `| ${row.what} (\`${row.path}\`) | ${row.note} | ${row.result.p50.toFixed(1)} | ${row.result.p95.toFixed(1)} | ${target} |`,
    );
  }
}

await main();
