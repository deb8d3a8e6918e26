import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';
import { DIMENSIONS, labeller, type Dimension } from './labels.ts';

const WEEK_MS = 7 * 24 * 3600 * 1000;

/** One topic, country, regulator or news type: its news this week against its weekly average before. */
export interface SignalRow {
  /** Topic or regulator id, country code, news type value. */
  key: string;
  label: string;
  /** News items of the current week. */
  current: number;
  /** Mean news items per week over the weeks before. */
  average: number;
  /** current − average: what the rows are sorted by. */
  change: number;
  /** current / average; null when nothing came before (a new subject). */
  ratio: number | null;
  /** Counts per week, oldest first; the last is the current week. */
  weeks: number[];
}

export interface Signals {
  asOf: string;
  weeks: number;
  /** The current week: [from, to], both inclusive. */
  current: { from: string; to: string };
  /** The weeks before it: [from, to). */
  baseline: { from: string; to: string };
  total: Omit<SignalRow, 'key' | 'label'>;
  rows: Record<Dimension, SignalRow[]>;
}

/** A row's figures from its weekly counts (index 0: the current week, then the weeks before, newest first). */
export function rise(counts: readonly number[], weeks: number): Omit<SignalRow, 'key' | 'label'> {
  const current = counts[0] ?? 0;
  let before = 0;
  for (let week = 1; week <= weeks; week++) before += counts[week] ?? 0;
  const average = before / weeks;
  return {
    current,
    average,
    change: current - average,
    ratio: average > 0 ? current / average : null,
    weeks: Array.from({ length: weeks + 1 }, (_, i) => counts[weeks - i] ?? 0),
  };
}

/** The largest rise first; then the busier; then by name. */
const byRise = (a: SignalRow, b: SignalRow) =>
  b.change - a.change || b.current - a.current || a.label.localeCompare(b.label);

/**
 * What rises: live news items per topic, country, regulator and news type in the week up to `asOf` against the
 * mean of the `weeks` weeks before it. Week n (0 the current one) holds the items published in
 * [asOf − 7(n+1) days, asOf − 7n days), the current week also those at asOf itself. One pass over the date index.
 */
export async function signals(db: Database, options: { asOf: Date; weeks: number; limit: number }): Promise<Signals> {
  const { asOf, weeks, limit } = options;
  const start = new Date(asOf.getTime() - (weeks + 1) * WEEK_MS);
  const currentFrom = new Date(asOf.getTime() - WEEK_MS);
  const at = asOf.toISOString();
  const rows = await queryRows<{ dim: Dimension | 'total'; key: string; week: number; n: number }>(
    db,
    sql`WITH news AS MATERIALIZED (
        SELECT greatest(0, ceil(extract(epoch FROM ${at}::timestamptz - date) / 604800)::int - 1) AS week,
          topics, countries, regulator, kinds
        FROM content_items
        WHERE type = 'newsitem' AND deleted_at IS NULL
          AND date >= ${start.toISOString()}::timestamptz AND date <= ${at}::timestamptz)
      SELECT 'topic' AS dim, t::text AS key, week, count(*)::int AS n FROM news, unnest(topics) t GROUP BY t, week
      UNION ALL SELECT 'country', c, week, count(*)::int FROM news, unnest(countries) c GROUP BY c, week
      UNION ALL SELECT 'regulator', regulator::text, week, count(*)::int FROM news
        WHERE regulator IS NOT NULL GROUP BY regulator, week
      UNION ALL SELECT 'newsType', k, week, count(*)::int FROM news, unnest(kinds) k GROUP BY k, week
      UNION ALL SELECT 'total', '', week, count(*)::int FROM news GROUP BY week`,
  );

  const counts = new Map<string, number[]>();
  for (const row of rows) {
    const id = `${row.dim}\u0000${row.key}`;
    const list = counts.get(id) ?? [];
    list[row.week] = row.n;
    counts.set(id, list);
  }
  const keysOf = (dimension: Dimension) =>
    [...counts.keys()].filter((id) => id.startsWith(`${dimension}\u0000`)).map((id) => id.split('\u0000')[1]!);
  const label = await labeller(db, { topic: keysOf('topic'), regulator: keysOf('regulator') });
  const dimensionRows = (dimension: Dimension) =>
    keysOf(dimension)
      .map((key) => ({ key, label: label(dimension, key), ...rise(counts.get(`${dimension}\u0000${key}`)!, weeks) }))
      .sort(byRise)
      .slice(0, limit);

  return {
    asOf: at,
    weeks,
    current: { from: currentFrom.toISOString(), to: at },
    baseline: { from: start.toISOString(), to: currentFrom.toISOString() },
    total: rise(counts.get('total\u0000') ?? [], weeks),
    rows: Object.fromEntries(DIMENSIONS.map((dimension) => [dimension, dimensionRows(dimension)])) as Record<
      Dimension,
      SignalRow[]
    >,
  };
}
