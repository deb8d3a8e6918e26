// `npm run bench:search-forgiving`: search that forgives (issue 13) on a big data set, on PostgreSQL (DATABASE_URL).
// Seeds BENCH_NEWS news items (default 1,000,000) and BENCH_OTHER other items (default 100,000) with `npm run seed`
// into a throw-away database (or measures the seeded database of BENCH_REUSE_URL, kept), adds the demo's
// regulations with their aliases (the generated ones have no known names), then measures one request at a time:
// type-ahead, a misspelt query (corrected), an alias query and the news reader's first page, each beside the
// exact-word search measured in the same run. Results: RESULTS.md, "Forgiving search".
import os from 'node:os';
import { REGULATION_ALIASES, REGULATIONS } from '../apps/server/src/demo/data/regulations.ts';
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
/** Roles of the person searching: every content type, configuration included (ranking sees it all). */
const ROLES = ['superadmin', 'riccadmin', 'obligationsadmin', 'impactadmin', 'articleApprover', 'tagger'];

/** Starts the server, creates the searching person and signs in as them; answers the cookie and the origin. */
function startReal(env: Record<string, string | undefined>): Promise<{ server: ServerChild; cookie: string }> {
  const password = benchPassword(Boolean(REUSE));
  return startSignedIn(env, { username: 'analyst', roles: ROLES }, password, Boolean(REUSE));
}

/** The demo's regulations, with their aliases, through the content API (as an editor would add them). */
async function addRegulations(server: ServerChild, cookie: string): Promise<void> {
  for (const row of REGULATIONS) {
    const response = await fetch(`${server.baseUrl}/api/content/regulation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: server.baseUrl },
      body: JSON.stringify({
        data: {
          title: row.title,
          shortName: row.key,
          citation: row.citation,
          aliases: REGULATION_ALIASES[row.key] ?? [],
          country: row.country,
          kind: row.kind,
          status: row.status,
          summary: row.summary,
        },
      }),
    });
    if (response.status !== 201) throw new Error(`adding ${row.key}: ${response.status} ${await response.text()}`);
  }
}

/** Whether the demo's regulations were added by an earlier run on a reused database. */
async function hasDora(server: ServerChild, cookie: string): Promise<boolean> {
  const response = await fetch(`${server.baseUrl}/api/search/suggest?q=DORA`, { headers: { cookie } });
  const body = (await response.json()) as { suggestions: { type: string; title: string }[] };
  return body.suggestions.some((item) => item.type === 'regulation' && item.title.includes('2022/2554'));
}

interface Row {
  what: string;
  path: string;
  target?: number;
  result: LatencyResult;
  /** What the answer was: results and correction, for the reader of the table. */
  note: string;
}

async function describe(server: ServerChild, cookie: string, path: string): Promise<string> {
  const body = (await (await fetch(`${server.baseUrl}${path}`, { headers: { cookie } })).json()) as {
    total?: number;
    correction?: { query: string } | null;
    suggestions?: { type: string; title: string }[];
    items?: unknown[];
  };
  if (body.suggestions) {
    const first = body.suggestions[0];
    return first ? `first: ${first.type} "${first.title.slice(0, 40)}"` : 'no suggestion';
  }
  if (body.items) return `${body.items.length} items`;
  const corrected = body.correction ? `, corrected to "${body.correction.query}"` : '';
  return `${body.total} matches${corrected}`;
}

async function main() {
  installSignalHandlers();
  console.log('Regulatory Horizon forgiving search benchmark');
  console.log(`  ${new Date().toISOString()}, ${os.availableParallelism()} CPUs, node ${process.version}`);
  console.log(`  ${NEWS} news + ${OTHER} other items; one request at a time, ${SECONDS} s per request`);
  if (!DATABASE_URL) {
    console.log('PostgreSQL: not measured (DATABASE_URL is not set)');
    return;
  }
  const rows: Row[] = [];
  try {
    const url = await bigSetDatabase(DATABASE_URL, REUSE, NEWS, OTHER);
    const { server, cookie } = await startReal({ ...process.env, DATABASE_URL: url });
    if (!(await hasDora(server, cookie))) await addRegulations(server, cookie);
    console.log(`  load average before measuring: ${loadAverage()}`);
    const measure = async (what: string, path: string, target?: number) => {
      const note = await describe(server, cookie, path);
      const result = await measureLatency({
        url: `${server.baseUrl}${path}`,
        headers: { cookie },
        connections: 1,
        seconds: SECONDS,
        warmup: 2,
      });
      rows.push({ what, path, result, note, ...(target ? { target } : {}) });
      console.log(`  ${what}: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms (${note})`);
      if (result.failures) console.log(`    (${result.failures} requests failed)`);
    };
    await measure('exact word (solvency, exact=true)', '/api/search?q=solvency&exact=true');
    await measure('exact word (consultation)', '/api/search?q=consultation&exact=true');
    await measure('exact word (stablecoin)', '/api/search?q=stablecoin&exact=true');
    await measure('type-ahead "dor"', '/api/search/suggest?q=dor', 30);
    await measure('type-ahead "basel ii"', '/api/search/suggest?q=basel%20ii', 30);
    await measure('type-ahead "solv"', '/api/search/suggest?q=solv', 30);
    await measure('type-ahead misspelt "solvecny" (trigram)', '/api/search/suggest?q=solvecny', 30);
    await measure('misspelt "Solvecny" (corrected)', '/api/search?q=Solvecny', 150);
    await measure('misspelt "stablecion" (corrected)', '/api/search?q=stablecion', 150);
    await measure('alias "Mifid 2"', '/api/search?q=Mifid%202');
    await measure('alias "DORA"', '/api/search?q=DORA');
    await measure('news first page', '/api/content/newsitem?limit=25', 100);
    console.log(`  load average after: ${loadAverage()}`);
    await server.stop();
  } finally {
    await cleanupAll();
  }
  console.log('\n| request | answer | p50 ms | p95 ms | target p95 |');
  console.log('|---|---|---:|---:|---|');
  for (const row of rows) {
    const target = row.target ? `≤ ${row.target} ms: ${row.result.p95 <= row.target ? 'met' : 'MISSED'}` : '';
    console.log(
      `| ${row.what} | ${row.note} | ${row.result.p50.toFixed(1)} | ${row.result.p95.toFixed(1)} | ${target} |`,
    );
  }
}

await main();
