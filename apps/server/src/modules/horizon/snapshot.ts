import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';
import { DIMENSIONS, eventKindLabel, labeller, titlesOf, type Dimension } from './labels.ts';

const DAY_MS = 24 * 3600 * 1000;
/** Most events a snapshot lists (all are counted). */
export const SNAPSHOT_EVENT_LIMIT = 500;
/** Most high-impact news items a snapshot lists. */
export const HIGHLIGHT_LIMIT = 10;

export interface Group {
  key: string;
  label: string;
  count: number;
}

export interface SnapshotNews {
  total: number;
  groups: Record<Dimension, Group[]>;
  /** The newest high-impact items of the period. */
  highlights: { id: string; title: string; date: string; regulator: string | null; countries: string[] }[];
}

export interface SnapshotEvent {
  id: string;
  title: string;
  start: string;
  end: string | null;
  kind: string | null;
  regulator: string | null;
  countries: string[];
}

export interface SnapshotEvents {
  /** Events taking place in the period (starting, ending or running through it). */
  total: number;
  byKind: Group[];
  items: SnapshotEvent[];
}

/** A period's summary; a section the caller may not read is null. */
export interface Snapshot {
  /** Calendar days in UTC, both included. */
  period: { from: string; to: string; days: number };
  news: SnapshotNews | null;
  events: SnapshotEvents | null;
}

/** The number of days of [from, to], both YYYY-MM-DD and included. */
export const daysOf = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

const byCount = (a: Group, b: Group) => b.count - a.count || a.label.localeCompare(b.label);

async function newsOf(db: Database, start: string, end: string): Promise<SnapshotNews> {
  const live = sql`type = 'newsitem' AND deleted_at IS NULL AND date >= ${start}::timestamptz AND date < ${end}::timestamptz`;
  const [counts, highlights] = await Promise.all([
    queryRows<{ dim: Dimension | 'total'; key: string; n: number }>(
      db,
      sql`WITH news AS MATERIALIZED (SELECT topics, countries, regulator, kinds FROM content_items WHERE ${live})
        SELECT 'topic' AS dim, t::text AS key, count(*)::int AS n FROM news, unnest(topics) t GROUP BY t
        UNION ALL SELECT 'country', c, count(*)::int FROM news, unnest(countries) c GROUP BY c
        UNION ALL SELECT 'regulator', regulator::text, count(*)::int FROM news WHERE regulator IS NOT NULL
          GROUP BY regulator
        UNION ALL SELECT 'newsType', k, count(*)::int FROM news, unnest(kinds) k GROUP BY k
        UNION ALL SELECT 'total', '', count(*)::int FROM news`,
    ),
    queryRows<{ id: string; title: string; date: string; regulator: string | null; countries: string[] }>(
      db,
      sql`SELECT id, title, date, regulator::text AS regulator, countries FROM content_items
        WHERE ${live} AND data->>'impact' = 'high' ORDER BY date DESC, id DESC LIMIT ${HIGHLIGHT_LIMIT}`,
    ),
  ]);
  const keys = (dimension: Dimension) => counts.filter((row) => row.dim === dimension).map((row) => row.key);
  const label = await labeller(db, {
    topic: keys('topic'),
    regulator: [...keys('regulator'), ...highlights.flatMap((item) => item.regulator ?? [])],
  });
  const groups = (dimension: Dimension) =>
    counts
      .filter((row) => row.dim === dimension)
      .map((row) => ({ key: row.key, label: label(dimension, row.key), count: row.n }))
      .sort(byCount);
  return {
    total: counts.find((row) => row.dim === 'total')?.n ?? 0,
    groups: Object.fromEntries(DIMENSIONS.map((dimension) => [dimension, groups(dimension)])) as Record<
      Dimension,
      Group[]
    >,
    highlights: highlights.map((item) => ({
      ...item,
      date: new Date(item.date).toISOString(),
      regulator: item.regulator ? label('regulator', item.regulator) : null,
    })),
  };
}

async function eventsOf(db: Database, start: string, end: string, limit: number): Promise<SnapshotEvents> {
  // An event of several days belongs to every period it overlaps; its last day is in data (a plain date).
  const overlaps = sql`type = 'event' AND deleted_at IS NULL AND date < ${end}::timestamptz
    AND coalesce(((data->>'end') || 'T00:00:00Z')::timestamptz, date) >= ${start}::timestamptz`;
  const [kinds, items] = await Promise.all([
    queryRows<{ key: string; n: number }>(
      db,
      sql`SELECT coalesce(kinds[1], '') AS key, count(*)::int AS n FROM content_items WHERE ${overlaps} GROUP BY 1`,
    ),
    queryRows<SnapshotEvent>(
      db,
      sql`SELECT id, title, data->>'start' AS start, data->>'end' AS "end", data->>'kind' AS kind,
          regulator::text AS regulator, countries
        FROM content_items WHERE ${overlaps} ORDER BY date, lower(title), id LIMIT ${limit}`,
    ),
  ]);
  const titles = await titlesOf(
    db,
    items.flatMap((item) => item.regulator ?? []),
  );
  return {
    total: kinds.reduce((sum, row) => sum + row.n, 0),
    byKind: kinds.map((row) => ({ key: row.key, label: eventKindLabel(row.key), count: row.n })).sort(byCount),
    items: items.map((item) => ({
      ...item,
      regulator: item.regulator ? (titles.get(item.regulator) ?? null) : null,
    })),
  };
}

/** The summary of [from, to] (YYYY-MM-DD, UTC days): news by dimension and high-impact items, and the events. */
export async function snapshot(
  db: Database,
  period: { from: string; to: string },
  sections: { news: boolean; events: boolean },
  eventLimit = SNAPSHOT_EVENT_LIMIT,
): Promise<Snapshot> {
  const start = `${period.from}T00:00:00Z`;
  const end = new Date(Date.parse(`${period.to}T00:00:00Z`) + DAY_MS).toISOString();
  const [news, events] = await Promise.all([
    sections.news ? newsOf(db, start, end) : null,
    sections.events ? eventsOf(db, start, end, eventLimit) : null,
  ]);
  return { period: { ...period, days: daysOf(period.from, period.to) }, news, events };
}
