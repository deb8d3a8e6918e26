// `npm run bench:ingest` (also the last part of `npm run bench`): ingestion (issue 5). On a fixed corpus of 100
// regulator feeds (RSS 2.0, Atom, RDF, JSON Feed; ≥ 10,000 entries) and 500 auto-tagging rules (ingest-corpus.ts),
// in one run: items/s of parsing alone (parseBody), and of the whole pipeline (parse, de-duplicate, tag, store) as
// production runs it (ingest-pipeline.ts) on a fresh database, PostgreSQL (DATABASE_URL) and PGlite; then the rule
// preview (previewRule) over a million past news items on PostgreSQL (ingest-preview.ts).
//
// BENCH_PARSE_RUNS (5): parse-only runs, the fastest counts. BENCH_ROUNDS (1): pipeline runs per database, each on a
// fresh one. BENCH_PGLITE=0: no PGlite. BENCH_PREVIEW_NEWS (1,000,000; 0: no preview), BENCH_PREVIEW_RUNS (7),
// BENCH_PREVIEW_DATABASE (rh_bench_ingest_1m: kept between runs). BENCH_CPU_PROF=1: a CPU profile of this process
// in bench/.tmp/profiles, cut by phase; `npm run profile -w @rh/bench` summarises it.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import { join } from 'node:path';
import { can } from '@rh/core';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { parseBody } from '../apps/server/src/ingest/parse.ts';
import { cleanupAll, installSignalHandlers, onCleanup } from './cleanup.ts';
import { createBenchDatabase } from './database.ts';
import { makeFeeds, makeRules, type Feed, type FeedFormat } from './ingest-corpus.ts';
import { ADMIN, CONCURRENCY, runPipeline, type Pass, type PipelineResult } from './ingest-pipeline.ts';
import { measurePreview, median, pastItemsDatabase, type PreviewRow } from './ingest-preview.ts';
import { profileDir, type Phase } from './profile.ts';

const SEED = 5;
/** The corpus's dates lead up to this moment (fixed, so that the bytes are the same on every run). */
const ANCHOR = new Date('2026-11-20T12:00:00Z');
/** The server's default DATABASE_POOL_SIZE (apps/server/src/config.ts). */
const POOL_SIZE = 10;
const PARSE_RUNS = Number(process.env.BENCH_PARSE_RUNS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const PREVIEW_NEWS = Number(process.env.BENCH_PREVIEW_NEWS ?? 1_000_000);
const PREVIEW_RUNS = Number(process.env.BENCH_PREVIEW_RUNS ?? 7);
const PREVIEW_DATABASE = process.env.BENCH_PREVIEW_DATABASE ?? 'rh_bench_ingest_1m';
const DATABASE_URL = process.env.DATABASE_URL || undefined;
const PROFILE = ['1', 'true', 'yes'].includes(process.env.BENCH_CPU_PROF ?? '');

const phases: Phase[] = [];
const now = () => Number(process.hrtime.bigint() / 1000n);
/** Starts a phase of the run (a window of the CPU profile); the function returned ends it. */
function mark(label: string): () => void {
  const start = now();
  return () => phases.push({ label, start, end: now() });
}

interface ParseResult {
  seconds: number;
  entries: number;
  byFormat: Map<FeedFormat, { seconds: number; entries: number; bytes: number }>;
}

/** Parses every body as the pipeline does, `runs` times; the fastest run. */
function parseOnly(feeds: readonly Feed[], runs: number): ParseResult {
  let best: ParseResult | null = null;
  const done = mark('parse only');
  for (let run = 0; run < runs; run += 1) {
    const result: ParseResult = { seconds: 0, entries: 0, byFormat: new Map() };
    for (const feed of feeds) {
      const started = performance.now();
      const { items } = parseBody(feed.body, { format: feed.format, contentType: feed.contentType, url: feed.url });
      const seconds = (performance.now() - started) / 1000;
      const format = result.byFormat.get(feed.format) ?? { seconds: 0, entries: 0, bytes: 0 };
      format.seconds += seconds;
      format.entries += items.length;
      format.bytes += feed.body.length;
      result.byFormat.set(feed.format, format);
      result.seconds += seconds;
      result.entries += items.length;
    }
    if (!best || result.seconds < best.seconds) best = result;
  }
  done();
  return best!;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const rate = (entries: number, seconds: number) => Math.round(entries / seconds).toLocaleString('en');
const cpu = (p: Pass) =>
  `CPU: Node ${p.cpu.node.toFixed(1)} s${p.cpu.database === null ? '' : `, PostgreSQL ${p.cpu.database.toFixed(1)} s`}`;

function describe(result: PipelineResult): void {
  const { first, again } = result;
  console.log(
    `  ${result.backend}: ${rate(first.entries, first.seconds)} items/s (${first.entries} entries in ` +
      `${first.seconds.toFixed(2)} s, ${cpu(first)}; ${first.added} added, ${first.merged} merged, ` +
      `${first.rejected} rejected; ${result.tagged} items tagged by a rule; set-up ${result.setupSeconds.toFixed(1)} s)`,
  );
  console.log(
    `    again, all known: ${rate(again.entries, again.seconds)} items/s (${again.seconds.toFixed(2)} s, ${cpu(again)})`,
  );
  for (const p of [first, again])
    if (p.errors) console.log(`    ${p.errors} fetches FAILED, the first: ${p.firstError}`);
}

async function onPostgres(serverUrl: string, feeds: readonly Feed[]): Promise<PipelineResult> {
  const database = await createBenchDatabase(serverUrl);
  const handle = await openDatabase({ url: database.url, poolSize: POOL_SIZE });
  try {
    return await runPipeline('PostgreSQL', handle, feeds, SEED, mark);
  } finally {
    await handle.close();
    await database.drop();
  }
}

async function onPglite(feeds: readonly Feed[]): Promise<PipelineResult> {
  const dataDir = await mkdtemp(join(os.tmpdir(), 'rh-bench-ingest-'));
  const removeDir = onCleanup(() => rm(dataDir, { recursive: true, force: true }));
  const handle = await openDatabase({ dataDir });
  try {
    return await runPipeline('PGlite', handle, feeds, SEED, mark);
  } finally {
    await handle.close();
    await rm(dataDir, { recursive: true, force: true });
    removeDir();
  }
}

function report(parse: ParseResult, pipelines: PipelineResult[], previews: PreviewRow[] | null) {
  console.log('\n| measured | entries | seconds | items/s | × parse-only time | CPU s: Node | PostgreSQL |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  const row = (what: string, entries: number, seconds: number, p?: Pass) =>
    console.log(
      `| ${what} | ${entries} | ${seconds.toFixed(2)} | ${rate(entries, seconds)} | ` +
        `${(seconds / parse.seconds).toFixed(2)}× | ${p?.cpu.node.toFixed(1) ?? ''} | ${p?.cpu.database?.toFixed(1) ?? ''} |`,
    );
  row(`parse only (fastest of ${PARSE_RUNS})`, parse.entries, parse.seconds);
  for (const [format, f] of parse.byFormat) {
    console.log(
      `| … ${format} (${(f.bytes / 1e6).toFixed(1)} MB) | ${f.entries} | ${f.seconds.toFixed(2)} | ` +
        `${rate(f.entries, f.seconds)} | | | |`,
    );
  }
  for (const p of pipelines) {
    row(`${p.backend}: whole pipeline`, p.first.entries, p.first.seconds, p.first);
    row(`${p.backend}: again, all known`, p.again.entries, p.again.seconds, p.again);
  }
  if (previews) {
    console.log(
      `\n| rule preview, ${PREVIEW_NEWS.toLocaleString('en')} past items | p50 ms | max ms | matched | checked |`,
    );
    console.log('|---|---:|---:|---:|---:|');
    for (const p of previews) {
      const sorted = [...p.times].sort((a, b) => a - b);
      const checked = `${p.checked}${p.complete ? '' : ' (the newest)'}`;
      console.log(
        `| ${p.rule} | ${median(sorted).toFixed(0)} | ${sorted.at(-1)!.toFixed(0)} | ${p.matched} | ${checked} |`,
      );
    }
  }
  console.log('\nTargets:');
  const pg = pipelines.filter((p) => p.backend === 'PostgreSQL');
  if (pg.length) {
    const seconds = median(pg.map((p) => p.first.seconds).sort((a, b) => a - b));
    const ratio = seconds / parse.seconds;
    const perSecond = pg[0]!.first.entries / seconds;
    const failed = pg.reduce((sum, p) => sum + p.first.errors + p.again.errors, 0);
    console.log(
      `  whole pipeline ≤ 2× parse-only time (PostgreSQL): ${ratio.toFixed(2)}× ${ratio <= 2 ? 'met' : 'MISSED'}`,
    );
    console.log(
      `  whole pipeline ≥ 2,000 items/s (PostgreSQL, ${os.availableParallelism()} CPUs): ` +
        `${Math.round(perSecond).toLocaleString('en')} ${perSecond >= 2000 ? 'met' : 'MISSED'}`,
    );
    if (failed) console.log(`  (${failed} fetches failed: their entries are not counted)`);
  } else console.log('  whole pipeline on PostgreSQL: not measured (DATABASE_URL is not set)');
  if (previews) {
    const worst = Math.max(...previews.map((p) => Math.max(...p.times)));
    console.log(
      `  rule preview ≤ 2 s over ${PREVIEW_NEWS.toLocaleString('en')} items (slowest call): ` +
        `${(worst / 1000).toFixed(2)} s ${worst <= 2000 ? 'met' : 'MISSED'}`,
    );
  } else console.log('  rule preview: not measured (DATABASE_URL is not set, or BENCH_PREVIEW_NEWS=0)');
}

/** Profiles this process until the function returned is called, which writes the profile and its phases. */
async function startProfile(): Promise<() => Promise<void>> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}_ingest`;
    await mkdir(profileDir, { recursive: true });
    await writeFile(join(profileDir, `${name}.cpuprofile`), JSON.stringify(profile));
    await writeFile(join(profileDir, `${name}.phases.json`), JSON.stringify(phases));
    console.log(`\n  CPU profile: ${join(profileDir, `${name}.cpuprofile`)} (npm run profile -w @rh/bench)`);
  };
}

async function main() {
  installSignalHandlers();
  console.log('Regulatory Horizon ingestion benchmark');
  console.log(`  ${new Date().toISOString()}, ${os.availableParallelism()} CPUs, node ${process.version}`);
  console.log(`  load average ${loadAverage()}`);
  if (!can(ADMIN.roles, 'source', 'create') || !can(ADMIN.roles, 'tagspanel', 'create')) {
    throw new Error('the benchmark administrator may not create sources or rules');
  }
  const feeds = makeFeeds(SEED, ANCHOR);
  const entries = feeds.reduce((sum, feed) => sum + feed.entries.length, 0);
  const bytes = feeds.reduce((sum, feed) => sum + feed.body.length, 0);
  const formats = Object.entries(Object.groupBy(feeds, (feed) => feed.format)).map(([k, v]) => `${v!.length} ${k}`);
  console.log(
    `  corpus: ${feeds.length} feeds (${formats.join(', ')}), ${entries} entries, ${(bytes / 1e6).toFixed(1)} MB`,
  );
  const rules = makeRules(SEED, { sourceIds: ['s'], regulatorIds: ['r'] });
  const count = (test: (rule: Record<string, unknown>) => boolean) => rules.filter(test).length;
  console.log(
    `  rules: ${rules.length} (${['words', 'phrases', 'pattern'].map((m) => `${count((r) => r.match === m)} ${m}`).join(', ')}; ` +
      `${count((r) => Boolean(r.source))} for one source, ${count((r) => Boolean(r.exclude))} with exclusions)`,
  );
  const stopProfile = PROFILE ? await startProfile() : null;
  const parse = parseOnly(feeds, PARSE_RUNS);
  console.log(
    `\nParse only: ${rate(parse.entries, parse.seconds)} items/s (${parse.entries} entries in ` +
      `${parse.seconds.toFixed(2)} s, fastest of ${PARSE_RUNS})`,
  );
  const pipelines: PipelineResult[] = [];
  let previews: PreviewRow[] | null = null;
  try {
    console.log(`\nWhole pipeline (${CONCURRENCY} sources at a time, ${ROUNDS} run(s) per database, each fresh):`);
    for (let round = 0; round < ROUNDS; round += 1) {
      if (DATABASE_URL) {
        pipelines.push(await onPostgres(DATABASE_URL, feeds));
        describe(pipelines.at(-1)!);
      }
      if (process.env.BENCH_PGLITE !== '0') {
        pipelines.push(await onPglite(feeds));
        describe(pipelines.at(-1)!);
      }
    }
    if (!DATABASE_URL) console.log('  PostgreSQL: not measured (DATABASE_URL is not set)');
    if (DATABASE_URL && PREVIEW_NEWS > 0) {
      console.log(`\nRule preview over ${PREVIEW_NEWS.toLocaleString('en')} past news items, PostgreSQL:`);
      const url = await pastItemsDatabase(DATABASE_URL, PREVIEW_DATABASE, PREVIEW_NEWS);
      const done = mark('rule preview');
      previews = await measurePreview(url, PREVIEW_RUNS);
      done();
      console.log('  PGlite: not measured (seeding runs at about 1,300 items/s there: 13 minutes a million)');
    }
    await stopProfile?.();
  } finally {
    await cleanupAll();
  }
  report(parse, pipelines, previews);
  console.log(`\n  load average after: ${loadAverage()}`);
}

await main();
