// `npm run bench:aggregate`: POST /api/aggregate (issue 12) on a million news items on PostgreSQL, beside the list
// endpoint measured in the same run. Uses the database the ingestion benchmark keeps (`rh_bench_ingest_1m`, seeded
// once with `npm run seed`), one request at a time: p50/p95 of a two-field grouping, uncached (every request's query
// differs by a bound that matches every item, so the server's 5 s cache never answers) and cached (the same query).
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { cleanupAll, installSignalHandlers } from './cleanup.ts';
import { hashPassword } from '../apps/server/src/auth/password.ts';
import { startServer } from './children.ts';
import { pastItemsDatabase } from './ingest-preview.ts';
import { measureLatency, type LatencyResult } from './latency.ts';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const NEWS = Number(process.env.BENCH_NEWS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const DATABASE = process.env.BENCH_PREVIEW_DATABASE ?? 'rh_bench_ingest_1m';
const DATABASE_URL = process.env.DATABASE_URL || undefined;
const TARGET_MS = 150;

/** Starts the real server on the database (migrations applied at start: allow minutes on a million items). */
function startReal(databaseUrl: string) {
  return startServer({
    name: 'the server',
    args: [join(repoRoot, 'apps/server/src/main.ts')],
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', DEMO: 'false', INGEST: 'false' },
    readyPath: '/api/health/ready',
    readyTimeoutMs: 30 * 60_000,
  });
}

/** A news reader (`tagger`) written into the kept database, signed in: its cookie. */
async function readerCookie(client: pg.Client, baseUrl: string): Promise<string> {
  const username = `reader${randomBytes(4).toString('hex')}`;
  const password = `${randomBytes(12).toString('base64url')}Aa9!`;
  await client.query(`INSERT INTO users (username, email, acgroups, password_hash) VALUES ($1, $2, '{tagger}', $3)`, [
    username,
    `${username}@example.test`,
    await hashPassword(password),
  ]);
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${username}: ${response.status}`);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

interface Row {
  what: string;
  result: LatencyResult;
}

async function main() {
  installSignalHandlers();
  console.log('Regulatory Horizon aggregation benchmark');
  console.log(`  ${new Date().toISOString()}, ${os.availableParallelism()} CPUs, node ${process.version}`);
  console.log(
    `  load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}; ${SECONDS} s per request`,
  );
  if (!DATABASE_URL) {
    console.log('PostgreSQL: not measured (DATABASE_URL is not set)');
    return;
  }
  const rows: Row[] = [];
  try {
    const url = await pastItemsDatabase(DATABASE_URL, DATABASE, NEWS);
    let started = performance.now();
    const server = await startReal(url);
    console.log(`  server ready (migrations applied) in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    // What autovacuum does after a bulk load, done now: statistics, and the visibility map index-only scans need.
    started = performance.now();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('VACUUM ANALYZE content_items');
    console.log(`  VACUUM ANALYZE in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    const cookie = await readerCookie(client, server.baseUrl);
    await client.end();
    const alone = (what: string, path: string, body?: () => string) =>
      measureLatency({
        url: `${server.baseUrl}${path}`,
        headers: { cookie, origin: server.baseUrl },
        connections: 1,
        seconds: SECONDS,
        warmup: 2,
        ...(body ? { body } : {}),
      }).then((result) => {
        rows.push({ what, result });
        console.log(`  ${what}: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms (${result.requests})`);
      });
    await alone(
      'list: 20 newest news of FR, consultation',
      '/api/content/newsitem?countries=FR&newsTypes=consultation&limit=20',
    );
    let n = 0;
    const query =
      (by: string[], month?: string, vary = false) =>
      () =>
        JSON.stringify({
          queries: [
            {
              id: 'q',
              type: 'newsitem',
              by,
              ...(month ? { month } : {}),
              // A bound after every item, different each time: the same work, never a cached answer.
              ...(vary
                ? { filters: { 'publishedAt.to': new Date(Date.UTC(2100, 0, 1) + (n += 1) * 1000).toISOString() } }
                : {}),
            },
          ],
        });
    await alone('aggregate regulator × month, uncached', '/api/aggregate', query(['regulator'], 'publishedAt', true));
    await alone('aggregate regulator × month, cached', '/api/aggregate', query(['regulator'], 'publishedAt'));
    await alone(
      'aggregate countries × newsTypes, uncached',
      '/api/aggregate',
      query(['countries', 'newsTypes'], undefined, true),
    );
    await alone('aggregate countries × newsTypes, cached', '/api/aggregate', query(['countries', 'newsTypes']));
    await server.stop();
  } finally {
    await cleanupAll();
  }
  console.log(`\n| request (PostgreSQL, ${NEWS} news, one at a time) | p50 ms | p95 ms | requests |`);
  console.log('|---|---:|---:|---:|');
  for (const { what, result } of rows) {
    console.log(`| ${what} | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} | ${result.requests} |`);
  }
  console.log('\nTargets:');
  for (const { what, result } of rows.filter((row) => row.what.endsWith('uncached'))) {
    const met = result.p95 <= TARGET_MS;
    console.log(
      `  ${what} p95 ≤ ${TARGET_MS} ms: ${result.p95.toFixed(1)} ms ${met ? 'met' : `MISSED by ${(result.p95 - TARGET_MS).toFixed(0)} ms`}`,
    );
  }
}

await main();
