// The web benchmark's Markdown tables: pages against the targets, and the chart and map chunks.
import type { ScriptLoad, LoadResult } from './browser.ts';
import type { LibraryChunk } from './chunks.ts';

/**
 * The targets: ≤ 175 kB of gzip JavaScript for Home (1 kB = 1000 bytes, as Vite reports), LCP ≤ 1 s (issue 12); a map
 * page's LCP ≤ 1.2 s (issue 15: `/ai/map`, `/tax/map`, any path ending in `/map`).
 */
export const WEB_TARGETS = { jsGzipBytes: 175_000, lcpMs: 1_000, mapLcpMs: 1_200 } as const;

/** The LCP target of a page: a map page's, else every page's. */
export const lcpTargetMs = (page: string) => (/\/map$/.test(page) ? WEB_TARGETS.mapLcpMs : WEB_TARGETS.lcpMs);

export interface WebMeasurement {
  build: string;
  /** Who is signed in: superadmin, analyst (the demo's riccmember), external (an account's API key). */
  who: string;
  /** The path opened; Home is `/` (the JS target is Home's; the LCP target every page's). */
  page: string;
  /** One per load; every load is a fresh browser context (empty cache). */
  loads: LoadResult[];
  /** The scripts of the first load and the sum of their gzip sizes. */
  scripts: ScriptLoad[];
  jsGzipBytes: number;
  lcpMedianMs: number | null;
}

export const kilobytes = (bytes: number) => (bytes / 1000).toFixed(1);

function markdown(header: string[], rows: string[][], right: boolean[]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (right[column] ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join(' | ')} |`;
  const rule = `| ${widths.map((width, column) => (right[column] ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width))).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** Whether the JS target applies (Home only) and is met: 'yes', '**no** (+x kB)', or '—'. */
function jsVerdict(result: WebMeasurement): string {
  if (result.page !== '/') return '—';
  const over = result.jsGzipBytes - WEB_TARGETS.jsGzipBytes;
  return over <= 0 ? 'yes' : `**no** (+${kilobytes(over)})`;
}

function lcpVerdict(lcp: number | null, page: string): string {
  const target = `≤ ${lcpTargetMs(page) / 1000} s`;
  if (lcp === null) return `${target}: **none**`;
  const over = lcp - lcpTargetMs(page);
  return over <= 0 ? `${target}: yes` : `${target}: **no** (+${Math.round(over)} ms)`;
}

/** The pages measured, with the targets and whether each is met (by how much when missed). */
export function formatWebTable(results: WebMeasurement[]): string {
  const rows = results.map((result) => [
    result.build,
    result.who,
    result.page + (result.loads.some((load) => load.path !== result.page) ? ` → ${result.loads[0]!.path}` : ''),
    `${result.scripts.length}`,
    kilobytes(result.jsGzipBytes),
    jsVerdict(result),
    result.lcpMedianMs === null ? 'none' : `${Math.round(result.lcpMedianMs)}`,
    lcpVerdict(result.lcpMedianMs, result.page),
  ]);
  const header = [
    'build',
    'signed in as',
    'page',
    'scripts',
    'JS (kB gzip)',
    `Home ≤ ${WEB_TARGETS.jsGzipBytes / 1000} kB`,
    `LCP median of ${results[0]?.loads.length ?? 0} (ms)`,
    'LCP target',
  ];
  return markdown(header, rows, [false, false, false, true, true, false, true, false]);
}

/** The chart and map chunks of a build, and which measured pages loaded them (Home must not). */
export function formatLibraryTable(build: string, chunks: LibraryChunk[], results: WebMeasurement[]): string {
  const pages = results.filter((result) => result.build === build);
  const rows = chunks.map((chunk) => {
    const loadedBy = pages.filter((page) => page.scripts.some((script) => script.url === chunk.url));
    return [
      chunk.kind,
      chunk.url.replace(/^\/assets\//, ''),
      kilobytes(chunk.gzipBytes),
      loadedBy.length ? loadedBy.map((page) => `${page.page} (${page.who})`).join(', ') : 'none measured',
    ];
  });
  return markdown(['kind', `${build} chunk`, 'kB gzip', 'loaded by'], rows, [false, false, true, false]);
}

/** The largest scripts of a load, then the rest summed: where the bytes go. */
export function largestScripts(scripts: ScriptLoad[], top = 6): string {
  const sorted = [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes);
  const largest = sorted
    .slice(0, top)
    .map((script) => `${script.url.replace(/^\/assets\//, '')} ${kilobytes(script.gzipBytes)}`);
  const rest = sorted.slice(top);
  if (rest.length > 0) largest.push(`${rest.length} more ${kilobytes(rest.reduce((sum, s) => sum + s.gzipBytes, 0))}`);
  return largest.join(', ');
}
