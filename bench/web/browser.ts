// One page load in Debian's Chromium: every script until the network is idle (gzip sizes) and the LCP.
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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
export const VIEWPORT = { width: 1280, height: 800 };

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
  window.__rhMapAt = null;
  const lookForMap = () => {
    const canvas = document.querySelector('[role="img"][aria-label*="world map"] canvas');
    if (canvas && canvas.width > 0) window.__rhMapAt = performance.now();
    else if (performance.now() < 30000) requestAnimationFrame(lookForMap);
  };
  requestAnimationFrame(lookForMap);
`;

export interface ScriptLoad {
  url: string;
  bytes: number;
  gzipBytes: number;
}

export interface LoadResult {
  /** Where the page ended up (a guard may send it elsewhere; then it is not that page that was measured). */
  path: string;
  scripts: ScriptLoad[];
  lcp: { startTime: number; element: string } | null;
  /**
   * When a world map's canvas (CountryMap) was first in place with a size, ms from navigation start; null without a
   * map. A canvas is no LCP candidate, so on a map page the LCP is its text: this says when the map itself showed.
   */
  mapMs: number | null;
}

/** What a fresh context needs to open a page as someone: a signed-in storage state, or a script setting a key. */
export type PageContext = BrowserContextOptions & { initScript?: string };

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/** Quiet this long (no request in flight, none started) counts as the network being idle, as Playwright's own. */
const IDLE_MS = 500;

/**
 * One load of `url` in a fresh context (empty cache): every script until the page has rendered `ready` (its heading)
 * and the network has then been idle, and the LCP. Playwright's `networkidle` alone can come before the page's own
 * chunk is asked for when the machine is busy (the shell's parse and the session's round trips leave quiet gaps).
 */
export async function loadPage(
  browser: Browser,
  url: string,
  options: PageContext,
  ready = 'main h1',
): Promise<LoadResult> {
  const { initScript, ...contextOptions } = options;
  const context = await browser.newContext(contextOptions);
  try {
    if (initScript) await context.addInitScript({ content: initScript });
    await context.addInitScript({ content: LCP_OBSERVER });
    const page = await context.newPage();
    const bodies = new Map<string, Promise<Buffer | null>>();
    page.on('response', (response) => {
      const responseUrl = response.url();
      const isScript =
        response.request().resourceType() === 'script' ||
        /javascript/.test(response.headers()['content-type'] ?? '') ||
        /\.m?js$/.test(new URL(responseUrl).pathname);
      if (isScript && !bodies.has(responseUrl))
        bodies.set(
          responseUrl,
          response.body().catch(() => null),
        );
    });
    let inFlight = 0;
    let lastActivity = Date.now();
    const busy = () => {
      inFlight++;
      lastActivity = Date.now();
    };
    const done = () => {
      inFlight = Math.max(0, inFlight - 1);
      lastActivity = Date.now();
    };
    page.on('request', busy);
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForSelector(ready, { timeout: 20_000 }).catch(() => undefined);
    const giveUp = Date.now() + 15_000; // a page that polls faster than IDLE_MS would never be idle
    while ((inFlight > 0 || Date.now() - lastActivity < IDLE_MS) && Date.now() < giveUp) await page.waitForTimeout(100);
    // LCP entries stop with the first input; none comes, so let late paints land.
    await page.waitForTimeout(250);
    const lcp = (await page.evaluate('window.__rhLcp')) as LoadResult['lcp'];
    const mapMs = (await page.evaluate('window.__rhMapAt')) as number | null;
    const scripts: ScriptLoad[] = [];
    for (const [scriptUrl, body] of bodies) {
      const bytes = await body;
      if (!bytes) continue;
      scripts.push({
        url: new URL(scriptUrl).pathname,
        bytes: bytes.byteLength,
        gzipBytes: gzipSync(bytes).byteLength,
      });
    }
    return { path: new URL(page.url()).pathname, scripts, lcp, mapMs };
  } finally {
    await context.close();
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
