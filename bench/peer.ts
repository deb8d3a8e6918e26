// `npm run bench:peer` (issue 18, part 4): our server beside Directus 11, a peer a team would otherwise put in front
// of its database, on the same PostgreSQL server over the same news rows (BENCH_NEWS, default 200,000), measured in
// the same run from outside over HTTP with the same client: the 20 newest news items of one country, a get by id, a
// word search (a rare and a common word) and a create, at BENCH_CONNECTIONS (8) connections, in BENCH_ROUNDS (3)
// interleaved rounds; medians. Then, unless BENCH_COUNT=0, the SQL statements each request costs on each side,
// counted by a proxy in front of PostgreSQL (peer/pg-counter.ts). See README.md.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadAverage } from './big-set.ts';
import { withClient } from './database.ts';
import { hashPassword } from '../apps/server/src/auth/password.ts';
import { startServer, type ServerChild } from './children.ts';
import { cleanupAll, installSignalHandlers } from './cleanup.ts';
import { pastItemsDatabase, median } from './ingest-preview.ts';
import { measureLatency, type LatencyResult } from './latency.ts';
import { DIRECTUS_VERSION, ensureDirectus, prepareDirectus, startDirectus } from './peer/directus.ts';
import { copyNews, ensureDatabase } from './peer/news-table.ts';
import { startStatementCounter } from './peer/pg-counter.ts';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const NEWS = Number(process.env.BENCH_NEWS ?? 200_000);
const SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const COUNTRY = process.env.BENCH_COUNTRY ?? 'FR';
const OURS_DATABASE = process.env.BENCH_PEER_DATABASE ?? 'rh_bench_peer';
const DIRECTUS_DATABASE = process.env.BENCH_DIRECTUS_DATABASE ?? 'rh_bench_directus';
const DATABASE_URL = process.env.DATABASE_URL || undefined;
/** Our created items carry this guid prefix, so that the next run can remove them (the seeded count stays). */
const CREATED = 'bench-peer:';
const TARGET = 2;

const databaseUrl = (name: string) => {
  const url = new URL(DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Removes what earlier runs created in our database (the kept database is reseeded when its count differs). */
async function removeCreated(url: string): Promise<void> {
  await withClient(url, (client) =>
    client.query(`DELETE FROM content_items WHERE type = 'newsitem' AND data->>'guid' LIKE $1`, [`${CREATED}%`]),
  ).catch(() => undefined);
}

/** Our server on `url` (migrations applied at start), and a news reader (`tagger`) signed in: its cookie. */
async function startOurs(url: string): Promise<{ server: ServerChild; cookie: string }> {
  const server = await startServer({
    name: 'our server',
    args: [join(repoRoot, 'apps/server/src/main.ts')],
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn', DEMO: 'false', INGEST: 'false' },
    readyPath: '/api/health/ready',
    readyTimeoutMs: 10 * 60_000,
  });
  const username = `peer${randomBytes(4).toString('hex')}`;
  const password = `${randomBytes(12).toString('base64url')}Aa9!`;
  await withClient(url, async (client) =>
    client.query(`INSERT INTO users (username, email, acgroups, password_hash) VALUES ($1, $2, '{tagger}', $3)`, [
      username,
      `${username}@example.test`,
      await hashPassword(password),
    ]),
  );
  const response = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${username}: ${response.status}`);
  return { server, cookie: response.headers.getSetCookie()[0]!.split(';')[0]! };
}

/** One side's requests: each row's URL and headers, and the create's body. */
interface Side {
  name: string;
  base: string;
  headers: Record<string, string>;
  list: string;
  get: string;
  search: (word: string) => string;
  create: string;
  body: (n: number) => string;
}

let created = 0;
const createFields = () => {
  created += 1;
  const n = `${process.pid}-${created}`;
  return {
    title: `Peer benchmark publication ${n}`,
    url: `https://example.com/peer/${n}`,
    guid: `${CREATED}${n}`,
    summary: 'A publication created by the peer benchmark, dated in the past and of no common country.',
    date: '2001-01-01T00:00:00.000Z',
  };
};

function oursSide(server: ServerChild, cookie: string, id: string): Side {
  const base = `${server.baseUrl}/api/content/newsitem`;
  return {
    name: 'ours',
    base: server.baseUrl,
    headers: { cookie, origin: server.baseUrl },
    list: `${base}?countries=${COUNTRY}&limit=20`,
    get: `${base}/${id}`,
    search: (word) => `${base}?q=${encodeURIComponent(word)}&sort=-publishedAt&limit=20`,
    create: base,
    body: () => {
      const { date, ...fields } = createFields();
      return JSON.stringify({
        data: { ...fields, publishedAt: date, countries: ['IS'], newsTypes: ['guidance'], status: 'new' },
      });
    },
  };
}

function directusSide(server: ServerChild, token: string, id: string): Side {
  const base = `${server.baseUrl}/items/news`;
  return {
    name: 'Directus',
    base: server.baseUrl,
    headers: { authorization: `Bearer ${token}` },
    list: `${base}?filter[country][_eq]=${COUNTRY}&sort=-date&limit=20`,
    get: `${base}/${id}`,
    search: (word) => `${base}?search=${encodeURIComponent(word)}&sort=-date&limit=20`,
    create: base,
    body: () =>
      JSON.stringify({ ...createFields(), country: 'IS', news_types: 'guidance', status: 'new', language: 'en' }),
  };
}

interface RowSpec {
  what: string;
  url?: (side: Side) => string;
}

interface Sample {
  result: LatencyResult;
  load: string;
}

function measureRow(side: Side, row: RowSpec): Promise<LatencyResult> {
  const common = { headers: side.headers, connections: CONNECTIONS, seconds: SECONDS, warmup: 2 };
  if (!row.url) return measureLatency({ ...common, url: side.create, body: () => side.body(0) });
  return measureLatency({ ...common, url: row.url(side) });
}

/** The first page's ids, to check that both sides answer the same items. */
async function ids(side: Side, url: string): Promise<string[]> {
  const response = await fetch(url, { headers: side.headers });
  if (response.status !== 200) throw new Error(`${side.name} ${url}: ${response.status} ${await response.text()}`);
  // Ours: a list's `items`, or the item itself (its fields under `data`); Directus: `data`, a list or the item.
  const body = (await response.json()) as {
    id?: string;
    items?: { id: string }[];
    data?: { id?: string }[] | { id?: string };
  };
  const items = body.items ?? (body.id ? [body] : Array.isArray(body.data) ? body.data : [body.data ?? {}]);
  return items.map((item) => item.id ?? '');
}

/** The rarest and the most common of a few words, as counted by each side's own matching. */
async function pickWords(oursUrl: string, directusUrl: string) {
  const candidates = ['omnibus', 'greenwashing', 'stablecoin', 'liquidity', 'consultation', 'guidance', 'banking'];
  const counts: { word: string; ours: number; directus: number }[] = [];
  for (const word of candidates) {
    const ours = await withClient(oursUrl, (client) =>
      client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM content_search WHERE type = 'newsitem' AND live
          AND search @@ websearch_to_tsquery('english', $1)`,
        [word],
      ),
    );
    const directus = await withClient(directusUrl, (client) =>
      client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM news WHERE ${['title', 'url', 'guid', 'summary', 'content', 'country', 'language', 'news_types', 'tags', 'impact', 'status'].map((c) => `LOWER(${c}) LIKE $1`).join(' OR ')}`,
        [`%${word.toLowerCase()}%`],
      ),
    );
    counts.push({ word, ours: ours.rows[0]!.n, directus: directus.rows[0]!.n });
  }
  counts.sort((a, b) => a.ours - b.ours);
  console.log(
    `  word counts (ours full-text / Directus LIKE): ${counts.map((c) => `${c.word} ${c.ours}/${c.directus}`).join(', ')}`,
  );
  return { rare: counts.find((c) => c.ours > 0)!, common: counts.at(-1)! };
}

/** Statements per request on each side, through the counting proxy: `n` requests one after the other. */
async function countStatements(
  sides: { side: Side; take: () => { count: number; texts: string[] } }[],
  rows: RowSpec[],
  n = 20,
): Promise<Map<string, { count: number; texts: string[] }>> {
  const counts = new Map<string, { count: number; texts: string[] }>();
  for (const { side, take } of sides) {
    for (const row of rows) {
      for (let i = 0; i < 3; i += 1) await send(side, row); // warm: prepared statements, caches
      await new Promise((r) => setTimeout(r, 200));
      take();
      let texts: string[] = [];
      for (let i = 0; i < n; i += 1) {
        await send(side, row);
        if (i === 0) texts = take().texts;
      }
      await new Promise((r) => setTimeout(r, 200));
      const rest = take();
      counts.set(`${side.name} ${row.what}`, { count: (texts.length + rest.count) / n, texts });
    }
  }
  return counts;
}

async function send(side: Side, row: RowSpec): Promise<void> {
  const response = row.url
    ? await fetch(row.url(side), { headers: side.headers })
    : await fetch(side.create, {
        method: 'POST',
        headers: { ...side.headers, 'content-type': 'application/json' },
        body: side.body(0),
      });
  if (response.status >= 300) throw new Error(`${side.name} ${row.what}: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}

function commitMeasured(): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' });
  const head = git('log', '-1', '--format=%h %s').trim().slice(0, 120);
  const dirty = git('status', '--porcelain', '--', 'apps/server', 'packages/core')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3));
  return `${head}${dirty.length ? ` (+ uncommitted changes in ${dirty.join(', ')})` : ''}`;
}

async function main() {
  installSignalHandlers();
  console.log('Regulatory Horizon beside a peer (Directus), issue 18');
  console.log(`  ${new Date().toISOString()}, ${os.availableParallelism()} CPUs, node ${process.version}`);
  console.log(`  commit: ${commitMeasured()}`);
  console.log(`  ${NEWS} news items; ${CONNECTIONS} connections, ${SECONDS} s per request, ${ROUNDS} rounds`);
  console.log(`  load average ${loadAverage()}`);
  if (!DATABASE_URL) {
    console.log('PostgreSQL: not measured (DATABASE_URL is not set)');
    return;
  }
  const samples = new Map<string, Sample[]>();
  let statements = new Map<string, { count: number; texts: string[] }>();
  let rows: RowSpec[] = [];
  try {
    const version = await ensureDirectus();
    console.log(
      `  Directus ${version} (system Node ${execFileSync(process.env.BENCH_SYSTEM_NODE ?? '/usr/bin/node', ['-v'], { encoding: 'utf8' }).trim()})`,
    );
    const existing = await withClient(DATABASE_URL, (client) =>
      client.query('SELECT 1 FROM pg_database WHERE datname = $1', [OURS_DATABASE]),
    );
    if (existing.rowCount) await removeCreated(databaseUrl(OURS_DATABASE));
    const oursUrl = await pastItemsDatabase(DATABASE_URL, OURS_DATABASE, NEWS);
    const directusUrl = await ensureDatabase(DATABASE_URL, DIRECTUS_DATABASE);
    await copyNews(oursUrl, directusUrl);
    const token = await prepareDirectus(directusUrl);
    let started = performance.now();
    const ours = await startOurs(oursUrl);
    console.log(`  our server ready in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    // What autovacuum would do after the bulk load (the migrations may have rewritten rows too).
    started = performance.now();
    await withClient(oursUrl, (client) => client.query('VACUUM ANALYZE content_items'));
    console.log(`  VACUUM ANALYZE content_items in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    started = performance.now();
    const directus = await startDirectus(directusUrl);
    console.log(`  Directus ready in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    await registerCollection(directus.baseUrl, token);

    // The same item on both sides: one of the country's, in the middle of its list.
    const [item] = (
      await withClient(directusUrl, (client) =>
        client.query<{ id: string; n: number }>(
          `SELECT id, (SELECT count(*)::int FROM news WHERE country = $1) AS n FROM news WHERE country = $1
            ORDER BY date DESC OFFSET (SELECT count(*) / 2 FROM news WHERE country = $1) LIMIT 1`,
          [COUNTRY],
        ),
      )
    ).rows;
    console.log(`  ${COUNTRY}: ${item!.n} news items; get by id: ${item!.id}`);
    const words = await pickWords(oursUrl, directusUrl);
    const sides = [oursSide(ours.server, ours.cookie, item!.id), directusSide(directus, token, item!.id)];
    rows = [
      { what: `list: 20 newest of ${COUNTRY}`, url: (side) => side.list },
      { what: 'get by id', url: (side) => side.get },
      {
        what: `search, common word (${words.common.word}: ${words.common.ours} / ${words.common.directus})`,
        url: (side) => side.search(words.common.word),
      },
      {
        what: `search, rare word (${words.rare.word}: ${words.rare.ours} / ${words.rare.directus})`,
        url: (side) => side.search(words.rare.word),
      },
      { what: 'create' },
    ];
    // Both sides answer, and answer the same items.
    for (const row of rows.filter((r) => r.url)) {
      const [a, b] = await Promise.all(sides.map((side) => ids(side, row.url!(side))));
      const same = a!.length === b!.length && a!.every((id, i) => id === b![i]);
      console.log(
        `  check ${row.what}: ours ${a!.length} items, Directus ${b!.length}${same ? ', the same' : ', NOT the same'}`,
      );
    }
    for (const side of sides) await send(side, rows.at(-1)!);

    for (let round = 1; round <= ROUNDS; round += 1) {
      console.log(`\nround ${round} of ${ROUNDS}`);
      for (const row of rows) {
        // Alternate which side goes first, round after round.
        for (const side of round % 2 ? sides : [...sides].reverse()) {
          const before = loadAverage();
          const result = await measureRow(side, row);
          const key = `${side.name} ${row.what}`;
          samples.set(key, [...(samples.get(key) ?? []), { result, load: before }]);
          console.log(
            `  ${side.name.padEnd(8)} ${row.what}: ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, ` +
              `p95 ${result.p95.toFixed(1)} ms${result.failures ? `, ${result.failures} failed` : ''} (load ${before})`,
          );
        }
      }
    }
    console.log(`\n  load average after the rounds ${loadAverage()}`);
    await ours.server.stop();
    await directus.stop();

    if (process.env.BENCH_COUNT !== '0') {
      const host = new URL(DATABASE_URL).hostname;
      const port = Number(new URL(DATABASE_URL).port || 5432);
      const oursProxy = await startStatementCounter(host, port);
      const directusProxy = await startStatementCounter(host, port);
      const via = (url: string, proxyPort: number) => {
        const u = new URL(url);
        u.hostname = '127.0.0.1';
        u.port = String(proxyPort);
        return u.toString();
      };
      const oursCounted = await startOurs(via(oursUrl, oursProxy.port));
      const directusCounted = await startDirectus(via(directusUrl, directusProxy.port));
      statements = await countStatements(
        [
          { side: oursSide(oursCounted.server, oursCounted.cookie, item!.id), take: oursProxy.take },
          { side: directusSide(directusCounted, token, item!.id), take: directusProxy.take },
        ],
        rows,
      );
      await oursCounted.server.stop();
      await directusCounted.stop();
      await oursProxy.close();
      await directusProxy.close();
    }
    await removeCreated(oursUrl);
  } finally {
    await cleanupAll();
  }
  report(rows, samples, statements);
}

/** Registers the existing `news` table as a Directus collection (once: the registration stays in its database). */
async function registerCollection(baseUrl: string, token: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const found = await fetch(`${baseUrl}/collections/news`, { headers });
  await found.arrayBuffer();
  if (found.status === 200) return;
  const response = await fetch(`${baseUrl}/collections`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ collection: 'news', meta: { icon: 'newspaper', sort_field: null } }),
  });
  if (response.status !== 200)
    throw new Error(`registering news in Directus: ${response.status} ${await response.text()}`);
}

function report(
  rows: RowSpec[],
  samples: Map<string, Sample[]>,
  statements: Map<string, { count: number; texts: string[] }>,
) {
  const med = (key: string, pick: (r: LatencyResult) => number) =>
    median((samples.get(key) ?? []).map((s) => pick(s.result)).sort((a, b) => a - b));
  console.log(
    `\n| request (${CONNECTIONS} connections, medians of ${ROUNDS} rounds) | ours req/s | p50 ms | p95 ms | ` +
      `Directus ${DIRECTUS_VERSION} req/s | p50 ms | p95 ms | req/s ours ÷ Directus | the rounds' ratios, median | ` +
      `p50 Directus ÷ ours | ` +
      `statements ours / Directus | ≥ ${TARGET}× |`,
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const row of rows) {
    const o = `ours ${row.what}`;
    const d = `Directus ${row.what}`;
    if (!samples.get(o)?.length || !samples.get(d)?.length) continue;
    const throughput = med(o, (r) => r.requestsPerSecond) / med(d, (r) => r.requestsPerSecond);
    // Each round measures the two sides one after the other: their ratio is less moved by the machine's load.
    const ours = samples.get(o)!;
    const perRound = median(
      samples
        .get(d)!
        .map((s, i) => ours[i]!.result.requestsPerSecond / s.result.requestsPerSecond)
        .sort((a, b) => a - b),
    );
    const latency = med(d, (r) => r.p50) / med(o, (r) => r.p50);
    const s = (key: string) => statements.get(key)?.count.toFixed(2) ?? '';
    console.log(
      `| ${row.what} | ${med(o, (r) => r.requestsPerSecond).toFixed(0)} | ${med(o, (r) => r.p50).toFixed(1)} | ` +
        `${med(o, (r) => r.p95).toFixed(1)} | ${med(d, (r) => r.requestsPerSecond).toFixed(0)} | ` +
        `${med(d, (r) => r.p50).toFixed(1)} | ${med(d, (r) => r.p95).toFixed(1)} | ${throughput.toFixed(2)}× | ` +
        `${perRound.toFixed(2)}× | ` +
        `${latency.toFixed(2)}× | ${s(o)} / ${s(d)} | ${throughput >= TARGET ? 'met' : 'MISSED'} |`,
    );
  }
  const loads = [...samples.values()].flat().map((s) => Number(s.load.split(' ')[0]));
  if (loads.length) {
    console.log(
      `\nLoad average (1 min) before each measurement: ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`,
    );
  }
  for (const [key, { count, texts }] of statements) {
    console.log(`\n${key}: ${count.toFixed(2)} statements per request; the first request's:`);
    for (const text of texts) console.log(`  - ${text.replace(/\s+/g, ' ').slice(0, 400)}`);
  }
}

await main();
