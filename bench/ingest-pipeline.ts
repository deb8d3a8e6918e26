// The whole pipeline of the ingestion benchmark (ingest.ts), as production runs it: regulators, sources and rules
// created through the content service; then the scheduler's rounds (IngestScheduler.tick) calling Ingester.ingest
// for every due source, with only the network replaced by the corpus.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { contentType } from '@rh/core/content';
import type { Identity } from '../apps/server/src/auth/identity.ts';
import { ContentService } from '../apps/server/src/content/service.ts';
import { REGULATORS } from '../apps/server/src/demo/data/regulators.ts';
import { queryRows, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { Ingester } from '../apps/server/src/ingest/pipeline.ts';
import { RuleBook } from '../apps/server/src/ingest/rules.ts';
import { FetchError, SafeFetcher, type FetchResult } from '../apps/server/src/ingest/safe-fetch.ts';
import { IngestScheduler } from '../apps/server/src/ingest/scheduler.ts';
import { makeRules, type Feed } from './ingest-corpus.ts';

/** The server's default INGEST_CONCURRENCY (apps/server/src/config.ts). */
export const CONCURRENCY = 4;
/** An administrator as the content service sees one (an API key's organisation: no user row needed). */
export const ADMIN: Identity = {
  kind: 'account',
  accountId: randomUUID(),
  keyId: randomUUID(),
  organisation: 'Ingestion benchmark',
  homepage: null,
  acgroups: ['superadmin', 'riccadmin', 'tagger'],
  roles: ['superadmin', 'riccadmin', 'tagger'],
};

/** The network replaced by the corpus: every other step of the pipeline is production's. */
class CorpusFetcher extends SafeFetcher {
  private readonly feeds: Map<string, Feed>;

  constructor(feeds: readonly Feed[]) {
    super();
    this.feeds = new Map(feeds.map((feed) => [feed.url, feed]));
  }

  override async fetch(address: string): Promise<FetchResult> {
    const feed = this.feeds.get(address);
    if (!feed) throw new FetchError(`HTTP 404 Not Found (${address})`);
    const { body, contentType } = feed;
    return { status: 'ok', url: address, body, contentType, etag: null, lastModified: null };
  }
}

/** CPU seconds used: by this process, and by the database's server processes when they run on this machine. */
export interface Cpu {
  node: number;
  database: number | null;
}

/** One pass over every due source. */
export interface Pass {
  seconds: number;
  /** Entries of the feeds fetched without error. */
  entries: number;
  added: number;
  merged: number;
  rejected: number;
  errors: number;
  firstError?: string;
  cpu: Cpu;
}

export interface PipelineResult {
  backend: string;
  setupSeconds: number;
  first: Pass;
  /** Every feed fetched again, each entry already known (a feed that changed a little is read whole). */
  again: Pass;
  /** News items a rule set something on. */
  tagged: number;
}

/** CPU ticks (1/100 s) of each PostgreSQL process serving the database, read from /proc; null elsewhere. */
async function backendTicks(handle: DatabaseHandle): Promise<Map<number, number> | null> {
  if (handle.kind !== 'postgres') return null;
  const rows = await queryRows<{ pid: number }>(
    handle.db,
    'SELECT pid FROM pg_stat_activity WHERE datname = current_database()',
  );
  const ticks = new Map<number, number>();
  try {
    for (const { pid } of rows) {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks.set(pid, Number(fields[11]) + Number(fields[12]));
    }
  } catch {
    return null;
  }
  return ticks;
}

/** The scheduler's rounds until no source is due. */
async function pass(handle: DatabaseHandle, scheduler: IngestScheduler, entriesOf: Map<string, number>): Promise<Pass> {
  const result: Pass = {
    seconds: 0,
    entries: 0,
    added: 0,
    merged: 0,
    rejected: 0,
    errors: 0,
    cpu: { node: 0, database: null },
  };
  const ticksBefore = await backendTicks(handle);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  for (;;) {
    const outcomes = await scheduler.tick();
    if (outcomes.length === 0) break;
    for (const outcome of outcomes) {
      result.added += outcome.added;
      result.merged += outcome.merged;
      result.rejected += outcome.rejected;
      if (outcome.status === 'ok') result.entries += entriesOf.get(outcome.sourceId) ?? 0;
      else {
        result.errors += 1;
        result.firstError ??= outcome.error;
      }
    }
  }
  result.seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  result.cpu.node = (cpu.user + cpu.system) / 1e6;
  const ticksAfter = await backendTicks(handle);
  if (ticksBefore && ticksAfter) {
    let ticks = 0;
    for (const [pid, after] of ticksAfter) ticks += after - (ticksBefore.get(pid) ?? 0);
    result.cpu.database = ticks / 100;
  }
  return result;
}

/** Regulators, 100 sources and 500 rules through the content service, as an administrator creates them. */
async function createWorld(handle: DatabaseHandle, feeds: readonly Feed[], seed: number): Promise<Map<string, number>> {
  const service = new ContentService(handle.db);
  const regulatorIds = new Map<string, string>();
  for (const { code, name, country, level, kind, website, description } of REGULATORS) {
    const created = await service.create(ADMIN, contentType('regulator'), {
      ...{ code, name, country, level, kind, website, description },
    });
    regulatorIds.set(code, created.id);
  }
  const entriesOf = new Map<string, number>();
  const newsTypes: Record<string, string[]> = {
    speeches: ['speech'],
    consultations: ['consultation'],
    'press releases': ['press-release'],
  };
  for (const feed of feeds) {
    const created = await service.create(ADMIN, contentType('source'), {
      name: `${feed.regulator.code}: ${feed.name}`,
      url: feed.url,
      kind: feed.format,
      regulator: regulatorIds.get(feed.regulator.code),
      countries: [feed.regulator.country],
      language: feed.regulator.language,
      newsTypes: newsTypes[feed.name] ?? [],
      pollMinutes: 60,
      enabled: true,
    });
    entriesOf.set(created.id, feed.entries.length);
  }
  const rules = makeRules(seed, { sourceIds: [...entriesOf.keys()], regulatorIds: [...regulatorIds.values()] });
  for (const rule of rules) await service.create(ADMIN, contentType('autotag'), rule);
  return entriesOf;
}

/**
 * The whole pipeline on a fresh database: every source fetched once (all entries new), then once more (all known).
 * `mark` brackets each pass (for CPU profiles).
 */
export async function runPipeline(
  backend: string,
  handle: DatabaseHandle,
  feeds: readonly Feed[],
  seed: number,
  mark: (label: string) => () => void,
): Promise<PipelineResult> {
  const setupStarted = performance.now();
  const entriesOf = await createWorld(handle, feeds, seed);
  const setupSeconds = (performance.now() - setupStarted) / 1000;
  const fetcher = new CorpusFetcher(feeds);
  const ingester = new Ingester(handle.db, fetcher, new RuleBook());
  const scheduler = new IngestScheduler(handle.db, ingester, { intervalMs: 3_600_000, concurrency: CONCURRENCY });
  try {
    let done = mark(`${backend}: whole pipeline`);
    const first = await pass(handle, scheduler, entriesOf);
    done();
    const [news] = await queryRows<{ all: number; tagged: number }>(
      handle.db,
      `SELECT count(*)::int AS all, count(*) FILTER (WHERE data ? 'autoTags')::int AS tagged
        FROM content_items WHERE type = 'newsitem' AND deleted_at IS NULL`,
    );
    if (news!.all !== first.added) console.log(`    ${news!.all} news items stored, but ${first.added} added`);
    await queryRows(handle.db, 'UPDATE source_state SET next_fetch_at = now()');
    done = mark(`${backend}: again, all known`);
    const again = await pass(handle, scheduler, entriesOf);
    done();
    return { backend, setupSeconds, first, again, tagged: news!.tagged };
  } finally {
    await fetcher.close();
  }
}
