// `npm run bench:regdecomp`: the regulatory chain (issue 14) at a large firm's size, on PostgreSQL (DATABASE_URL).
// Seeds, in the database `rh_bench_regdecomp` of that server (created on the first run and kept, so later runs
// measure at once), one regulation with a ~50-page PDF document, 400 requirements, 2,000 obligations, 500 controls
// and 200 risks with control–risk links; then measures one request at a time: (a) the workspace API, (b) coverage,
// (c) the controls × risks matrix; and (d) in Chromium the workspace page until its tree and the first PDF page are
// shown, and the controls matrix page until its chart is drawn. Results: RESULTS.md, "Regulatory chain".
import os from 'node:os';
import { chromium, type Browser } from 'playwright-core';
import { cleanData } from '../apps/server/src/demo/validate.ts';
import { nameUuid } from '../apps/server/src/demo/random.ts';
import { seedItems, type SeedItem } from '../apps/server/src/content/seed.ts';
import { openDatabase, queryRows, type Database } from '../apps/server/src/db/client.ts';
import { makePdf } from '../apps/server/src/files/make-pdf.ts';
import { pdfPageTexts } from '../apps/server/src/files/pdf-text.ts';
import { insertFile } from '../apps/server/src/files/store.ts';
import { contentType } from '@rh/core/content';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { cleanupAll, installSignalHandlers } from './cleanup.ts';
import { startSignedIn, type ServerChild } from './children.ts';
import { redactUrl } from './database.ts';

const DATABASE_URL = process.env.DATABASE_URL || undefined;
const DATABASE = 'rh_bench_regdecomp';
/** Its people keep this password from run to run (the database is kept). */
const PASSWORD = 'bench-regdecomp-Aa9!';
const ROLES = ['superadmin', 'obligationsadmin', 'controleditor', 'riccadmin'];
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 50);
const LOADS = Number(process.env.BENCH_LOADS ?? 5);
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** A folder to keep a screenshot of each page as measured (its last load), to see what was timed. */
const SCREENSHOTS = process.env.BENCH_SCREENSHOTS || undefined;

const SIZE = { requirements: 400, obligations: 2_000, controls: 500, risks: 200, pages: 50 };
const id = (type: string, index: number) => nameUuid('rh-bench-regdecomp', type, index);
const REGULATION = id('regulation', 0);

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

/** Creates the kept database on the server of `serverUrl` unless it exists; answers its URL. */
async function ensureDatabase(serverUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (!found.rowCount) await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

const WORDS =
  'ICT risk third-party provider register incident notification management body resilience testing contract exit strategy audit access data service level continuity backup classification threat'.split(
    ' ',
  );
const sentence = (n: number, length = 14) =>
  Array.from({ length }, (_, i) => WORDS[(n * 7 + i * 3) % WORDS.length]).join(' ');

/** The requirement's text: three sentences, so that obligations cite one of them. */
const requirementText = (r: number) =>
  `Financial entities shall ${sentence(r)} (provision ${r + 1}). They shall ${sentence(r + 1, 18)}. ` +
  `Competent authorities may ${sentence(r + 2, 10)}.`;

/** The seed, valid against the content types (checked by cleanData), with ids derived from each item's number. */
function seedBatches(documentUrl: { name: string; url: string; mediaType: string; size: number }) {
  const make = (type: string, index: number, data: Record<string, unknown>): SeedItem => ({
    id: id(type, index),
    data: cleanData(contentType(type), data, `${type} ${index}`),
  });
  const categories = ['operational', 'compliance', 'conduct', 'financial-crime', 'prudential', 'technology'];
  const risks = Array.from({ length: SIZE.risks }, (_, r) =>
    make('risk', r, {
      code: `BR-${String(r + 1).padStart(3, '0')}`,
      title: `Bench risk ${r + 1}: ${sentence(r, 4)}`,
      category: categories[r % categories.length],
    }),
  );
  const controls = Array.from({ length: SIZE.controls }, (_, c) =>
    make('control', c, {
      code: `BC-${String(c + 1).padStart(3, '0')}`,
      title: `Bench control ${c + 1}: ${sentence(c, 5)}`,
      owner: `Owner ${(c % 40) + 1}`,
      // One to three risks each: 1,000 control–risk pairs.
      risks: [
        ...new Set([c % SIZE.risks, (c * 7 + 3) % SIZE.risks, (c * 13 + 5) % SIZE.risks].slice(0, 1 + (c % 3))),
      ].map((r) => id('risk', r)),
      testStatus: ['effective', 'partially-effective', 'ineffective', 'not-tested'][c % 4],
    }),
  );
  const regulation = make('regulation', 0, {
    title: 'Bench regulation on digital operational resilience (regulatory chain benchmark)',
    shortName: 'BENCHREG',
    citation: 'Regulation (EU) 2099/1',
    country: 'EU',
    kind: 'regulation',
    status: 'in-force',
    document: documentUrl,
  });
  const requirements = Array.from({ length: SIZE.requirements }, (_, r) =>
    make('requirement', r, {
      regulation: REGULATION,
      reference: `Art. ${r + 1}`,
      title: `Provision ${r + 1}`,
      text: requirementText(r),
      citationPage: Math.floor((r * SIZE.pages) / SIZE.requirements) + 1,
    }),
  );
  const obligations = Array.from({ length: SIZE.obligations }, (_, o) => {
    const r = o % SIZE.requirements;
    const text = requirementText(r);
    const start = text.indexOf('They shall');
    const end = text.indexOf('.', start) + 1;
    return {
      ...make('obligation', o, {
        title: `Bench obligation ${o + 1} of Art. ${r + 1}`,
        regulation: REGULATION,
        requirement: id('requirement', r),
        duty: sentence(o, 20),
        modality: ['must', 'must', 'must-not', 'may'][o % 4],
        // Every tenth has no control: gaps.
        controls: o % 10 === 0 ? [] : [id('control', o % SIZE.controls), id('control', (o * 3 + 1) % SIZE.controls)],
        citationText: text.slice(start, end),
        citationStart: start,
        citationEnd: end,
        citationPage: Math.floor((r * SIZE.pages) / SIZE.requirements) + 1,
        ...(o % 50 === 0 ? { applicability: 'not-applicable', justification: 'Not in the firm’s business.' } : {}),
      }),
      stage: 'approved',
    };
  });
  return [
    { type: 'risk', items: risks },
    { type: 'control', items: controls },
    { type: 'regulation', items: [regulation] },
    { type: 'requirement', items: requirements },
    { type: 'obligation', items: obligations },
  ];
}

/** Seeds the chain unless an earlier run did (the regulation exists); answers whether it seeded. */
async function seed(db: Database): Promise<boolean> {
  const [found] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM content_items WHERE id = ${REGULATION}::uuid`,
  );
  if (found!.n > 0) return false;
  const pages = Array.from({ length: SIZE.pages }, (_, p) => ({
    heading: `Page ${p + 1}`,
    paragraphs: Array.from({ length: 8 }, (_, i) => requirementText(p * 8 + i)),
  }));
  const bytes = await makePdf(pages);
  const texts = await pdfPageTexts(bytes);
  await db.transaction(async (tx) => {
    const file = await insertFile(tx, {
      name: 'bench-regulation.pdf',
      mediaType: 'application/pdf',
      bytes,
      forType: 'regulation',
      pages: texts,
      createdBy: null,
    });
    const document = { name: file.name, url: file.url, mediaType: file.mediaType, size: file.size };
    for (const batch of seedBatches(document)) await seedItems(tx, batch.type, batch.items);
  });
  await db.execute(sql`ANALYZE content_items, content_links, content_journal, files`);
  console.log(`  the PDF: ${texts.length} pages, ${(bytes.length / 1024).toFixed(0)} kB`);
  return true;
}

interface Timing {
  p50: number;
  p95: number;
  max: number;
  n: number;
}

function stats(values: number[]): Timing {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1]!, n: sorted.length };
}

/** `REQUESTS` GETs one after the other (after 3 not counted); throws unless each answers 200. */
async function timeApi(server: ServerChild, cookie: string, path: string): Promise<{ timing: Timing; bytes: number }> {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}${path}`, { headers: { cookie } });
    const body = await response.arrayBuffer();
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${new TextDecoder().decode(body)}`);
    return { ms, bytes: body.byteLength };
  };
  for (let i = 0; i < 3; i += 1) await once();
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < REQUESTS; i += 1) {
    const { ms, bytes: size } = await once();
    times.push(ms);
    bytes = size;
  }
  return { timing: stats(times), bytes };
}

/**
 * Loads `path` `LOADS` times, each in a fresh context (empty cache, signed in by the session cookie), and answers
 * the milliseconds from navigation start until `ready` (a function run in the page on every animation frame) holds.
 */
async function timePage(browser: Browser, server: ServerChild, cookie: string, path: string, ready: string) {
  const [name, value] = cookie.split('=') as [string, string];
  const times: number[] = [];
  for (let i = 0; i < LOADS + 1; i += 1) {
    // The page's CSP forbids eval, which Playwright's waitForFunction needs: bypassed for the measuring only.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
    try {
      await context.addCookies([{ name, value, url: server.baseUrl }]);
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'commit' });
      const handle = await page
        .waitForFunction(`(${ready})() ? performance.now() : null`, undefined, { polling: 'raf', timeout: 60_000 })
        .catch(async (error: Error) => {
          // Say what the page showed instead (an error, a sign-in form), not only that it timed out.
          const shown = await page
            .evaluate('(document.querySelector("main") || document.body).innerText')
            .catch(() => null);
          if (SCREENSHOTS) {
            await page
              .screenshot({ path: `${SCREENSHOTS}/failed-${path.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}.png` })
              .catch(() => undefined);
          }
          const alert = typeof shown === 'string' ? shown.replace(/\s+/g, ' ').trim().slice(0, 160) : null;
          throw new Error(alert ? `the page showed "${alert.trim()}"` : error.message);
        });
      const ms = Number(await handle.jsonValue());
      if (SCREENSHOTS && i === LOADS) {
        await page.screenshot({ path: `${SCREENSHOTS}/${path.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}.png` });
      }
      // The first load fills the server's caches (and the OS's) and is not counted.
      if (i > 0) times.push(ms);
    } finally {
      await context.close();
    }
  }
  return stats(times);
}

/** The workspace shows its tree (an item in it) and the PDF's first page (a drawn canvas and its text layer). */
const WORKSPACE_READY = `() => {
  const tree = document.querySelector('[aria-label="Requirements and obligations"]');
  if (!tree || !tree.querySelector('[role="treeitem"], li, button')) return false;
  const canvas = document.querySelector('section canvas');
  const text = document.querySelector('.textLayer');
  return Boolean(canvas && canvas.width > 0 && text && text.childElementCount > 0);
}`;

/** The matrix page's heat map has its canvas (ECharts draws into it once it has data). */
const MATRIX_READY = `() => {
  const chart = document.querySelector('[role="img"][aria-label*="heat map"]');
  const canvas = chart && chart.querySelector('canvas');
  return Boolean(canvas && canvas.width > 0);
}`;

interface Row {
  what: string;
  timing: Timing;
  target?: { ms: number; of: 'p50' | 'p95' };
  note: string;
}

async function main() {
  installSignalHandlers();
  console.log('Regulatory Horizon regulatory chain benchmark (issue 14)');
  console.log(`  ${new Date().toISOString()}, ${os.availableParallelism()} CPUs, node ${process.version}`);
  console.log(
    `  ${SIZE.obligations} obligations over ${SIZE.requirements} requirements, ${SIZE.controls} controls, ${SIZE.risks} risks, a ${SIZE.pages}-page PDF`,
  );
  if (!DATABASE_URL) {
    console.log('PostgreSQL: not measured (DATABASE_URL is not set)');
    return;
  }
  const url = await ensureDatabase(DATABASE_URL);
  console.log(`\nPostgreSQL: ${redactUrl(url)} (kept between runs)`);
  const rows: Row[] = [];
  try {
    // The database is kept, and its people with it: the password is the same on every run.
    const { server, cookie } = await startSignedIn(
      { ...process.env, DATABASE_URL: url },
      { username: 'chainanalyst', roles: ROLES },
      PASSWORD,
      true,
    );
    const handle = await openDatabase({ url, poolSize: 2 });
    try {
      const started = performance.now();
      if (await seed(handle.db)) console.log(`  seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      else console.log('  seeded by an earlier run');
    } finally {
      await handle.close();
    }
    console.log(`  load average before measuring: ${load()}`);
    const api = async (what: string, path: string, note: (bytes: number) => string, target?: number) => {
      const { timing, bytes } = await timeApi(server, cookie, path);
      rows.push({ what, timing, note: note(bytes), ...(target ? { target: { ms: target, of: 'p95' as const } } : {}) });
      console.log(`  ${what}: p50 ${timing.p50.toFixed(1)} ms, p95 ${timing.p95.toFixed(1)} ms (${note(bytes)})`);
    };
    const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB JSON`;
    await api('(a) workspace API', `/api/regdecomp/workspace/${REGULATION}`, kB);
    await api('(b) coverage API', '/api/regdecomp/coverage', kB, 200);
    await api('(c) controls × risks matrix API', '/api/controls/matrix?rows=control&columns=risk', kB);
    console.log(`  load average after the API: ${load()}`);

    let browser: Browser | null = null;
    try {
      browser = await chromium.launch({
        executablePath: CHROMIUM_PATH,
        headless: true,
        args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
      });
      const page = async (what: string, path: string, ready: string, target: number) => {
        try {
          const timing = await timePage(browser!, server, cookie, path, ready);
          rows.push({ what, timing, target: { ms: target, of: 'p50' }, note: `${LOADS} cold loads, 1280×800` });
          console.log(`  ${what}: median ${timing.p50.toFixed(0)} ms, worst ${timing.max.toFixed(0)} ms`);
        } catch (error) {
          console.log(`  ${what}: not measured (${(error as Error).message.split('\n')[0]})`);
        }
      };
      await page(
        '(d) workspace page: tree and first PDF page',
        `/regdecomp/workspace/${REGULATION}`,
        WORKSPACE_READY,
        1500,
      );
      await page(
        '(d) /controls/matrix control × risk: chart drawn',
        '/controls/matrix?rows=control&columns=risk',
        MATRIX_READY,
        1000,
      );
    } finally {
      await browser?.close();
    }
    console.log(`  load average after: ${load()}`);
    await server.stop();
  } finally {
    await cleanupAll();
  }
  console.log('\n| measured | answer | p50 ms | p95 ms | worst ms | target |');
  console.log('|---|---|---:|---:|---:|---|');
  for (const row of rows) {
    const value = row.target ? row.timing[row.target.of] : 0;
    const target = row.target
      ? `${row.target.of} ≤ ${row.target.ms} ms: ${value <= row.target.ms ? 'met' : 'MISSED'}`
      : '';
    console.log(
      `| ${row.what} | ${row.note} | ${row.timing.p50.toFixed(1)} | ${row.timing.p95.toFixed(1)} | ${row.timing.max.toFixed(1)} | ${target} |`,
    );
  }
}

await main();
