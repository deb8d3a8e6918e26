// Web client benchmark (not a test): for each build, the gzip size of the JavaScript the Home route loads and the
// largest-contentful-paint of Home, measured in Debian's Chromium against the real server on 127.0.0.1.
// `npm run bench` runs it after the throughput benchmark; alone: `node bench/web/measure.ts` (Node 24).
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core';
import { startServer, StartError, type ServerChild } from '../children.ts';
import { cleanupAll, installSignalHandlers, onCleanup, onExit } from '../cleanup.ts';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const serverMain = join(repoRoot, 'apps/server/src/main.ts');
const webDist = join(repoRoot, 'apps/web/dist');

export const WEB_BUILDS = ['full', 'external', 'externalkpmgarc'] as const;
export type WebBuild = (typeof WEB_BUILDS)[number];

/** The targets of the issue: ≤ 175 kB of gzip JavaScript for Home (1 kB = 1000 bytes, as Vite reports), LCP ≤ 1 s. */
export const WEB_TARGETS = { jsGzipBytes: 175_000, lcpMs: 1_000 } as const;

const ADMIN_EMAIL = 'bench@example.test';
const API_KEY_STORAGE = 'frmCloudExApiKey';
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const VIEWPORT = { width: 1280, height: 800 };

/**
 * Runs in the page before its scripts: keeps the latest largest-contentful-paint entry (a string, so this file
 * needs no DOM types).
 */
const LCP_OBSERVER = `
  window.__rhLcp = null;
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    const last = entries[entries.length - 1];
    if (!last) return;
    const element = last.element;
    const text = element ? (element.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40) : '';
    window.__rhLcp = {
      startTime: last.startTime,
      element: element ? element.tagName.toLowerCase() + (text ? ' "' + text + '"' : '') : last.url || '?',
    };
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

export interface ScriptLoad {
  url: string;
  bytes: number;
  gzipBytes: number;
}

export interface LoadResult {
  /** Where Home ended up (a guard may send it elsewhere; then it is not Home that was measured). */
  path: string;
  scripts: ScriptLoad[];
  lcp: { startTime: number; element: string } | null;
}

export interface WebMeasurement {
  build: WebBuild;
  /** One per load; every load is a fresh browser context (empty cache). */
  loads: LoadResult[];
  /** The scripts of the first load and the sum of their gzip sizes. */
  scripts: ScriptLoad[];
  jsGzipBytes: number;
  lcpMedianMs: number | null;
}

export interface MeasureOptions {
  builds?: readonly WebBuild[];
  /** Loads of Home per build (the LCP is their median). */
  loads?: number;
  log?: (line: string) => void;
}

/** Launches Chromium, then measures each build in turn against its own server. */
export async function measureWebClient(options: MeasureOptions = {}): Promise<WebMeasurement[]> {
  const { builds = WEB_BUILDS, loads = 3, log = console.log } = options;
  const missing = builds.filter((build) => !existsSync(join(webDist, build, 'index.html')));
  if (missing.length > 0) {
    throw new StartError(`web build ${missing.join(', ')} missing: run \`npm run build -w @rh/web\` first`);
  }
  if (!existsSync(CHROMIUM_PATH)) throw new StartError(`${CHROMIUM_PATH} is missing (set CHROMIUM_PATH)`);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  const removeCleanup = onCleanup(() => browser.close());
  try {
    const results: WebMeasurement[] = [];
    for (const build of builds) results.push(await measureBuild(browser, build, loads, log));
    return results;
  } finally {
    removeCleanup();
    await browser.close();
  }
}

async function measureBuild(
  browser: Browser,
  build: WebBuild,
  loads: number,
  log: (line: string) => void,
): Promise<WebMeasurement> {
  const { server, password, stop } = await startWebServer(build);
  try {
    const contextOptions = await signedInContext(browser, server.baseUrl, build, password);
    const results: LoadResult[] = [];
    for (let load = 0; load < loads; load++) results.push(await loadHome(browser, server.baseUrl, contextOptions));
    const first = results[0]!;
    const jsGzipBytes = first.scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    const lcps = results.flatMap((result) => (result.lcp ? [result.lcp.startTime] : []));
    const lcpMedianMs = lcps.length > 0 ? median(lcps) : null;
    log(
      `  ${build}: Home (${first.path}) loaded ${first.scripts.length} scripts, ${kilobytes(jsGzipBytes)} kB gzip; ` +
        `LCP ${results.map((result) => (result.lcp ? `${Math.round(result.lcp.startTime)} ms` : 'none')).join(', ')}` +
        (first.lcp ? ` (element: ${first.lcp.element})` : ''),
    );
    return { build, loads: results, scripts: first.scripts, jsGzipBytes, lcpMedianMs };
  } finally {
    await stop();
  }
}

/**
 * The real server on PGlite in a temporary DATA_DIR, serving a copy of `build` (a rebuild during the run would
 * otherwise remove the chunks a loaded page still imports), with a superadmin to sign in as.
 */
async function startWebServer(build: WebBuild) {
  const workDir = await mkdtemp(join(os.tmpdir(), 'rh-bench-web-'));
  const removeExitTask = onExit(() => rmSync(workDir, { recursive: true, force: true }));
  const removeDir = async () => {
    await rm(workDir, { recursive: true, force: true });
    removeExitTask();
  };
  const removeCleanup = onCleanup(removeDir);
  await cp(join(webDist, build), join(workDir, 'web', build), { recursive: true });
  const password = `${randomBytes(12).toString('base64url')}Aa9!`;
  const env: Record<string, string | undefined> = {
    ...process.env,
    DATA_DIR: join(workDir, 'data'),
    WEB_DIST: join(workDir, 'web'),
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL,
    ADMIN_PASSWORD: password,
    DEMO: 'false',
    LOGIN_RATE_MAX: '1000',
    WEB_BUILD: build,
  };
  delete env.DATABASE_URL;
  let server: ServerChild;
  try {
    server = await startServer({
      name: `the server with WEB_BUILD=${build}`,
      args: [serverMain],
      cwd: repoRoot,
      env,
      readyPath: '/api/health/ready',
    });
  } catch (error) {
    removeCleanup();
    await removeDir();
    throw error;
  }
  const stop = async () => {
    await server.stop();
    removeCleanup();
    await removeDir();
  };
  return { server, password, stop };
}

/**
 * What a fresh browser context needs to open Home: the full build signs in through the sign-in form (its
 * cookie and local storage are kept); the external builds get an account's API key in local storage.
 */
async function signedInContext(
  browser: Browser,
  baseUrl: string,
  build: WebBuild,
  password: string,
): Promise<BrowserContextOptions & { initScript?: string }> {
  if (build === 'full') {
    const context = await browser.newContext({ viewport: VIEWPORT });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl}/auth/signin`);
      await page.getByLabel('Username or e-mail', { exact: true }).fill(ADMIN_EMAIL);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
      await page.waitForLoadState('networkidle');
      return { viewport: VIEWPORT, storageState: await context.storageState() };
    } finally {
      await context.close();
    }
  }
  const cookie = await apiSignIn(baseUrl, password);
  const response = await fetch(`${baseUrl}/api/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ organisation: 'Bench Org', acgroups: ['insightsvisitor'], homepage: '/about' }),
  });
  const text = await response.text();
  if (response.status !== 201) throw new StartError(`POST /api/accounts answered ${response.status}: ${text}`);
  const { key } = JSON.parse(text) as { key: { secret: string } };
  return {
    viewport: VIEWPORT,
    initScript: `localStorage.setItem(${JSON.stringify(API_KEY_STORAGE)}, ${JSON.stringify(key.secret)});`,
  };
}

/** Signs in as the bench superadmin through the API; answers the `rh_session=…` pair for the Cookie header. */
async function apiSignIn(baseUrl: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN_EMAIL, password }),
  });
  await response.body?.cancel();
  const pair = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .find((candidate) => /^rh_session=./.test(candidate));
  if (response.status !== 200 || !pair) throw new StartError(`POST /api/auth/login answered ${response.status}`);
  return pair;
}

/** One load of Home in a fresh context: every script until the network is idle, and the LCP. */
async function loadHome(
  browser: Browser,
  baseUrl: string,
  options: BrowserContextOptions & { initScript?: string },
): Promise<LoadResult> {
  const { initScript, ...contextOptions } = options;
  const context = await browser.newContext(contextOptions);
  try {
    if (initScript) await context.addInitScript({ content: initScript });
    await context.addInitScript({ content: LCP_OBSERVER });
    const page = await context.newPage();
    const bodies = new Map<string, Promise<Buffer | null>>();
    page.on('response', (response) => {
      const url = response.url();
      const isScript =
        response.request().resourceType() === 'script' ||
        /javascript/.test(response.headers()['content-type'] ?? '') ||
        /\.m?js$/.test(new URL(url).pathname);
      if (isScript && !bodies.has(url))
        bodies.set(
          url,
          response.body().catch(() => null),
        );
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    // LCP entries stop with the first input; none comes, so let late paints land.
    await page.waitForTimeout(250);
    const lcp = (await page.evaluate('window.__rhLcp')) as LoadResult['lcp'];
    const scripts: ScriptLoad[] = [];
    for (const [url, body] of bodies) {
      const bytes = await body;
      if (!bytes) continue;
      scripts.push({ url: new URL(url).pathname, bytes: bytes.byteLength, gzipBytes: gzipSync(bytes).byteLength });
    }
    return { path: new URL(page.url()).pathname, scripts, lcp };
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const kilobytes = (bytes: number) => (bytes / 1000).toFixed(1);

/** The Markdown table of the results, with the targets and whether each is met. */
export function formatWebTable(results: WebMeasurement[]): string {
  const rows = results.map((result) => {
    const jsMet = result.jsGzipBytes <= WEB_TARGETS.jsGzipBytes;
    const lcp = result.lcpMedianMs;
    const lcpMet = lcp !== null && lcp <= WEB_TARGETS.lcpMs;
    return [
      result.build,
      `${result.scripts.length}`,
      kilobytes(result.jsGzipBytes),
      jsMet ? 'yes' : '**no**',
      lcp === null ? 'none' : `${Math.round(lcp)}`,
      lcpMet ? 'yes' : '**no**',
    ];
  });
  const header = [
    'build',
    'scripts',
    'Home JS (kB gzip)',
    `≤ ${WEB_TARGETS.jsGzipBytes / 1000} kB`,
    `LCP median of ${results[0]?.loads.length ?? 0} (ms)`,
    `≤ ${WEB_TARGETS.lcpMs / 1000} s`,
  ];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const right = [false, true, true, false, true, false];
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (right[column] ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join(' | ')} |`;
  const rule = `| ${widths.map((width, column) => (right[column] ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width))).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** Measures, prints the table and the scripts of each build; answers a failure message, or undefined. */
export async function runWebBenchmark(options: MeasureOptions = {}): Promise<string | undefined> {
  const log = options.log ?? console.log;
  log('\nWeb client: Home in Chromium (fresh context per load, 127.0.0.1, no throttling)');
  let results: WebMeasurement[];
  try {
    results = await measureWebClient({ ...options, log });
  } catch (error) {
    return `web client: ${error instanceof Error ? error.message : String(error)}`;
  }
  log(`\n${formatWebTable(results)}\n`);
  for (const result of results) {
    const scripts = [...result.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes);
    const largest = scripts.slice(0, 5).map((script) => `${script.url} ${kilobytes(script.gzipBytes)}`);
    const rest = scripts.slice(5);
    if (rest.length > 0) {
      largest.push(`${rest.length} more ${kilobytes(rest.reduce((sum, script) => sum + script.gzipBytes, 0))}`);
    }
    log(`  ${result.build} (kB gzip): ${largest.join(', ')}`);
  }
  const elsewhere = results.filter((result) => result.loads.some((load) => load.path !== '/'));
  for (const result of elsewhere) {
    log(`  note: ${result.build} Home ended on ${result.loads.map((load) => load.path).join(', ')}`);
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
