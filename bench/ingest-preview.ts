// The rule preview of the ingestion benchmark (ingest.ts): previewRule() of apps/server/src/ingest/preview.ts over a
// million past news items on PostgreSQL. The seeded database is kept between runs (`rh_bench_ingest_1m` on the
// server of DATABASE_URL) and seeded again only when its count of news items is not the one asked for.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, queryRows, type Database } from '../apps/server/src/db/client.ts';
import { previewRule } from '../apps/server/src/ingest/preview.ts';
import { redactUrl, withClient } from './database.ts';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
/** The seed of the cached database's items (apps/server/scripts/seed.ts --seed). */
const SEED = 5;
const FIELDS = ['title', 'summary', 'content'];

export interface PreviewRow {
  rule: string;
  /** Milliseconds of each measured call. */
  times: number[];
  matched: number;
  checked: number;
  complete: boolean;
}

const urlOf = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** The database of `news` past news items, seeded with `npm run seed` unless it is there already with that count. */
export async function pastItemsDatabase(serverUrl: string, name: string, news: number): Promise<string> {
  const url = urlOf(serverUrl, name);
  const exists = await withClient(serverUrl, async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    return found.rowCount === 1;
  });
  if (exists) {
    const count = await withClient(url, async (client) => {
      const table = await client.query(`SELECT to_regclass('content_items') IS NOT NULL AS ok`);
      if (!table.rows[0].ok) return -1;
      const rows = await client.query(
        `SELECT count(*)::int AS n FROM content_items WHERE type = 'newsitem' AND deleted_at IS NULL`,
      );
      return rows.rows[0].n as number;
    });
    if (count === news) {
      console.log(`  ${name}: ${news} news items already there (kept from an earlier run)`);
      return url;
    }
    console.log(`  ${name}: ${count} news items, not ${news}: dropping it`);
    await withClient(serverUrl, (client) => client.query(`DROP DATABASE ${name} WITH (FORCE)`));
  }
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  console.log(`  ${name}: seeding ${news} news items on ${redactUrl(serverUrl)} (once; kept for later runs)`);
  const started = performance.now();
  await new Promise<void>((done, fail) => {
    const args = ['apps/server/scripts/seed.ts', '--news', String(news), '--other', '0', '--seed', String(SEED)];
    const child = spawn(process.execPath, args, {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: url },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`seeding ${name} exited with ${code}`))));
  });
  console.log(`  seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return url;
}

/** The rarest and the most common of a few words of the seeded news (counted in the full-text index). */
async function pickWords(db: Database): Promise<{ rare: [string, number]; common: [string, number] }> {
  const candidates = ['omnibus', 'greenwashing', 'stablecoin', 'liquidity', 'consultation', 'guidance', 'banking'];
  const counts: [string, number][] = [];
  for (const word of candidates) {
    const [row] = await queryRows<{ n: number }>(
      db,
      // The words are this list's own: no quoting needed.
      `SELECT count(*)::int AS n FROM content_search WHERE type = 'newsitem' AND live
        AND search @@ plainto_tsquery('english', '${word}')`,
    );
    counts.push([word, row!.n]);
  }
  counts.sort((a, b) => a[1] - b[1]);
  return { rare: counts.find(([, n]) => n > 0)!, common: counts.at(-1)! };
}

/**
 * Times previewRule() for a rare word, a common word, a phrase, a pattern with a word in it and a common word for one
 * source: one call to warm up, then `runs` calls each.
 */
export async function measurePreview(url: string, runs: number): Promise<PreviewRow[]> {
  const database = await openDatabase({ url, poolSize: 2 });
  try {
    const { db } = database;
    const { rare, common } = await pickWords(db);
    // The busiest source: its rule's candidates are the most a rule for one source reads.
    const [source] = await queryRows<{ id: string; n: number }>(
      db,
      `SELECT source AS id, count(*)::int AS n FROM content_items WHERE type = 'newsitem' AND source IS NOT NULL
        GROUP BY source ORDER BY n DESC LIMIT 1`,
    );
    const rule = (match: string, terms: string, extra: Record<string, unknown> = {}) => ({
      name: 'Preview',
      enabled: true,
      match,
      terms,
      fields: FIELDS,
      tags: ['bench'],
      ...extra,
    });
    const rules: [string, Record<string, unknown>][] = [
      [`rare word (${rare[0]}: ${rare[1].toLocaleString('en')} items)`, rule('words', rare[0])],
      [`common word (${common[0]}: ${common[1].toLocaleString('en')} items)`, rule('words', common[0])],
      ['phrase ("stress test")', rule('phrases', 'stress test')],
      ['pattern (stress[- ]test(s|ing)?)', rule('pattern', 'stress[- ]test(s|ing)?')],
      [
        `common word, busiest source (${common[0]}; ${source!.n.toLocaleString('en')} items)`,
        rule('words', common[0], { source: source!.id }),
      ],
    ];
    const rows: PreviewRow[] = [];
    for (const [name, data] of rules) {
      await previewRule(db, data);
      const row: PreviewRow = { rule: name, times: [], matched: 0, checked: 0, complete: true };
      for (let run = 0; run < runs; run += 1) {
        const started = performance.now();
        const result = await previewRule(db, data);
        row.times.push(performance.now() - started);
        Object.assign(row, { matched: result.matched, checked: result.checked, complete: result.complete });
      }
      rows.push(row);
      const sorted = [...row.times].sort((a, b) => a - b);
      console.log(
        `  ${name}: p50 ${median(sorted).toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms; ` +
          `${row.matched} matched of ${row.checked} checked${row.complete ? '' : ' (the newest candidates only)'}`,
      );
    }
    return rows;
  } finally {
    await database.close();
  }
}

export function median(sorted: readonly number[]): number {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
