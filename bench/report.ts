// The table and the targets of the issue, printed as Markdown so they can be pasted into RESULTS.md.
import type { Measurement } from './load.ts';

export type Backend = 'baseline' | 'PGlite' | 'PostgreSQL';

export interface Row {
  backend: Backend;
  /** `GET /api/ping`, … */
  request: string;
  /** What the request carries, e.g. "session cookie". */
  note?: string;
  /** One per round, in order. */
  measurements: Measurement[];
}

/** Share of failed requests (non-2xx or errors) above which the run is a failure, not a benchmark. */
export const MAX_FAILURE_RATE = 0.01;

interface Target {
  backend: Exclude<Backend, 'baseline'>;
  request: string;
  /** Least ratio to the hello-world baseline. */
  ratio: number;
}

/** The targets of the issue: ping ≥ 0.7× hello-world (any database); /api/me ≥ 0.5× on PostgreSQL. */
export const TARGETS: Target[] = [
  { backend: 'PGlite', request: 'GET /api/ping', ratio: 0.7 },
  { backend: 'PostgreSQL', request: 'GET /api/ping', ratio: 0.7 },
  { backend: 'PostgreSQL', request: 'GET /api/me', ratio: 0.5 },
];

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** autocannon records latencies in whole milliseconds: 0 means under one. */
export const milliseconds = (value: number) => (value < 1 ? '<1' : integer.format(value));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Ratios of the row's req/s to the hello-world's of the same round. */
function ratiosOf(row: Row, rows: Row[]): number[] {
  const baseline = rows.find((r) => r.backend === 'baseline');
  if (!baseline) return [];
  return row.measurements.flatMap((m, round) => {
    const base = baseline.measurements[round]?.requestsPerSecond;
    return base ? [m.requestsPerSecond / base] : [];
  });
}

export function formatTable(rows: Row[]): string {
  const rounds = Math.max(...rows.map((row) => row.measurements.length));
  const header = ['target', 'req/s (mean)', 'p50 (ms)', 'p99 (ms)', 'errors / non-2xx', '× hello-world'];
  if (rounds > 1) header.push('× range');
  const body = rows.map((row) => {
    const ms = row.measurements;
    const ratios = ratiosOf(row, rows);
    const errors = ms.reduce((sum, m) => sum + m.errors, 0);
    const non2xx = ms.reduce((sum, m) => sum + m.non2xx, 0);
    const failed = ms.some((m) => m.failureRate > MAX_FAILURE_RATE);
    const cells = [
      `${row.backend === 'baseline' ? 'hello-world' : row.backend} ${row.request}${row.note ? ` (${row.note})` : ''}`,
      integer.format(median(ms.map((m) => m.requestsPerSecond))),
      milliseconds(median(ms.map((m) => m.p50))),
      milliseconds(median(ms.map((m) => m.p99))),
      `${errors} / ${non2xx}${failed ? ' ✗' : ''}`,
      ratios.length ? `${median(ratios).toFixed(2)}×` : '–',
    ];
    if (rounds > 1) {
      cells.push(ratios.length ? `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}` : '–');
    }
    return cells;
  });
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => cells[column]!.length)));
  const pad = (cell: string, column: number) =>
    column > 0 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!);
  const line = (cells: string[]) => `| ${cells.map(pad).join(' | ')} |`;
  const rule = `| ${widths.map((width, column) => (column > 0 ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width))).join(' | ')} |`;
  const table = [line(header), rule, ...body.map(line)].join('\n');
  return rounds > 1
    ? `${table}\n\n${rounds} rounds: medians of the rounds; × is the median of each round's ratio, × range its spread.`
    : table;
}

export interface TargetResult {
  text: string;
  /** undefined when not measured. */
  met: boolean | undefined;
}

/** `postgresRequested`: DATABASE_URL was set, so a missing PostgreSQL row means its run failed. */
export function checkTargets(rows: Row[], postgresRequested: boolean): TargetResult[] {
  return TARGETS.map((target) => {
    const label = `${target.request} ≥ ${target.ratio}× hello-world on ${target.backend}`;
    const row = rows.find((r) => r.backend === target.backend && r.request === target.request);
    const ratios = row ? ratiosOf(row, rows) : [];
    if (ratios.length === 0) {
      const why =
        target.backend === 'PostgreSQL' && !postgresRequested ? 'set DATABASE_URL to measure it' : 'its run failed';
      return { text: `- ${label}: not measured (${why})`, met: undefined };
    }
    const ratio = median(ratios);
    const met = ratio >= target.ratio;
    return { text: `- ${label}: ${ratio.toFixed(2)}× → ${met ? 'met' : 'MISSED'}`, met };
  });
}
