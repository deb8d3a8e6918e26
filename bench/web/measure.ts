// Web client benchmark (not a test): for each build, the gzip size of the JavaScript Home loads and its
// largest-contentful-paint, signed in as a superadmin and as an analyst; the LCP of area dashboards on the demo data;
// and the sizes of the chart and map chunks. Measured in Debian's Chromium against the real server on 127.0.0.1.
// `npm run bench:web` (or the end of `npm run bench`); alone: `node bench/web/measure.ts` (Node 24). See README.md.
import { existsSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { StartError } from '../children.ts';
import { cleanupAll, installSignalHandlers, onCleanup } from '../cleanup.ts';
import { CHROMIUM_PATH, launchChromium, loadPage, median, type LoadResult, type PageContext } from './browser.ts';
import { libraryChunks, type LibraryChunk } from './chunks.ts';
import { formatLibraryTable, formatWebTable, kilobytes, largestScripts, type WebMeasurement } from './table.ts';
import { ADMIN_EMAIL, externalContext, signInByForm, startWebServer } from './web-server.ts';

export { formatWebTable, WEB_TARGETS, type WebMeasurement } from './table.ts';

const repoRoot = resolve(import.meta.dirname, '../..');
/** Where the builds are: apps/web/dist, or BENCH_WEB_DIST (a build made elsewhere, e.g. of another commit). */
const webDist = resolve(process.env.BENCH_WEB_DIST ?? join(repoRoot, 'apps/web/dist'));

export const WEB_BUILDS = ['full', 'external', 'externalkpmgarc'] as const;
export type WebBuild = (typeof WEB_BUILDS)[number];

/** Area dashboards and map pages whose LCP is measured in the full build on the demo data (comma-separated paths). */
const DASHBOARDS = (process.env.BENCH_WEB_DASHBOARDS ?? '/ai/home,/regdecomp/dashboard,/ai/map,/tax/map')
  .split(',')
  .map((path) => path.trim())
  .filter(Boolean);
/** The demo user who is "an analyst" (riccmember: news, events, insights). */
const ANALYST = 'analyst';

/** The builds measured: BENCH_WEB_BUILDS (comma-separated), else all three. */
function buildsOfEnvironment(): readonly WebBuild[] {
  const named = (process.env.BENCH_WEB_BUILDS ?? '').split(',').filter(Boolean);
  const unknown = named.filter((name) => !(WEB_BUILDS as readonly string[]).includes(name));
  if (unknown.length > 0) throw new StartError(`BENCH_WEB_BUILDS: unknown build ${unknown.join(', ')}`);
  return named.length > 0 ? (named as WebBuild[]) : WEB_BUILDS;
}

export interface MeasureOptions {
  builds?: readonly WebBuild[];
  /** Loads of each page (the LCP is their median). */
  loads?: number;
  log?: (line: string) => void;
}

export interface WebResults {
  pages: WebMeasurement[];
  libraries: Map<string, LibraryChunk[]>;
}

/** Launches Chromium, then measures each build in turn against its own server. */
export async function measureWebClient(options: MeasureOptions = {}): Promise<WebResults> {
  const { builds = buildsOfEnvironment(), loads = 3, log = console.log } = options;
  const missing = builds.filter((build) => !existsSync(join(webDist, build, 'index.html')));
  if (missing.length > 0) {
    throw new StartError(`web build ${missing.join(', ')} missing in ${webDist}: run \`npm run build -w @rh/web\``);
  }
  if (!existsSync(CHROMIUM_PATH)) throw new StartError(`${CHROMIUM_PATH} is missing (set CHROMIUM_PATH)`);
  const browser = await launchChromium();
  const removeCleanup = onCleanup(() => browser.close());
  try {
    const pages: WebMeasurement[] = [];
    const libraries = new Map<string, LibraryChunk[]>();
    for (const build of builds) {
      pages.push(...(await measureBuild(browser, build, loads, log)));
      libraries.set(build, await libraryChunks(join(webDist, build)));
    }
    return { pages, libraries };
  } finally {
    removeCleanup();
    await browser.close();
  }
}

/**
 * The full build runs on the demo data (Home's news, the dashboards' tiles) and is opened by the superadmin and by
 * the demo analyst; the external builds by an external account's API key, as before.
 */
async function measureBuild(browser: Browser, build: WebBuild, loads: number, log: (line: string) => void) {
  const full = build === 'full';
  const { server, password, demoPassword, stop } = await startWebServer(webDist, build, full);
  try {
    const visits: { who: string; context: PageContext; page: string }[] = [];
    if (full) {
      const superadmin = await signInByForm(browser, server.baseUrl, ADMIN_EMAIL, password);
      const analyst = await signInByForm(browser, server.baseUrl, ANALYST, demoPassword!);
      visits.push(
        { who: 'superadmin', context: superadmin, page: '/' },
        { who: 'analyst', context: analyst, page: '/' },
      );
      for (const page of DASHBOARDS) visits.push({ who: 'superadmin', context: superadmin, page });
    } else {
      visits.push({ who: 'external', context: await externalContext(server.baseUrl, password), page: '/' });
    }
    const results: WebMeasurement[] = [];
    for (const { who, context, page } of visits) {
      const runs: LoadResult[] = [];
      for (let load = 0; load < loads; load++) runs.push(await loadPage(browser, `${server.baseUrl}${page}`, context));
      const result = summarise(build, who, page, runs);
      const first = runs[0]!;
      log(
        `  ${build} ${who} ${page} (${first.path}): ${first.scripts.length} scripts, ${kilobytes(result.jsGzipBytes)} kB ` +
          `gzip; LCP ${runs.map((run) => (run.lcp ? `${Math.round(run.lcp.startTime)} ms` : 'none')).join(', ')}` +
          (first.lcp ? ` (element: ${first.lcp.element})` : '') +
          (runs.some((run) => run.mapMs !== null)
            ? `; map drawn ${runs.map((run) => (run.mapMs === null ? 'never' : `${Math.round(run.mapMs)} ms`)).join(', ')}`
            : ''),
      );
      results.push(result);
    }
    return results;
  } finally {
    await stop();
  }
}

function summarise(build: string, who: string, page: string, loads: LoadResult[]): WebMeasurement {
  const first = loads[0]!;
  const lcps = loads.flatMap((load) => (load.lcp ? [load.lcp.startTime] : []));
  return {
    build,
    who,
    page,
    loads,
    scripts: first.scripts,
    jsGzipBytes: first.scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    lcpMedianMs: lcps.length > 0 ? median(lcps) : null,
  };
}

/** Measures, prints the tables and the scripts of each page; answers a failure message, or undefined. */
export async function runWebBenchmark(options: MeasureOptions = {}): Promise<string | undefined> {
  const log = options.log ?? console.log;
  const load = () =>
    os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ');
  log(`\nWeb client (${webDist}): Chromium, fresh context per load, 127.0.0.1, no throttling; load average ${load()}`);
  let results: WebResults;
  try {
    results = await measureWebClient({ ...options, log });
  } catch (error) {
    return `web client: ${error instanceof Error ? error.message : String(error)}`;
  }
  log(`\n${formatWebTable(results.pages)}\n\nload average after the run: ${load()} (${os.cpus().length} CPUs)`);
  for (const page of results.pages)
    log(`  ${page.build} ${page.who} ${page.page} (kB gzip): ${largestScripts(page.scripts)}`);
  for (const [build, chunks] of results.libraries) {
    if (chunks.length > 0) log(`\n${formatLibraryTable(build, chunks, results.pages)}`);
    else log(`\n  ${build}: no chart or map chunk in the build`);
  }
  return undefined;
}

if (import.meta.main) {
  installSignalHandlers();
  let failure: string | undefined;
  try {
    failure = await runWebBenchmark();
  } finally {
    await cleanupAll();
  }
  if (failure) console.error(`\n✗ ${failure}`);
  process.exitCode = failure ? 1 : 0;
}
