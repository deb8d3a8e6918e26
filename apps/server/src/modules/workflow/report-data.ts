import { contentType, countryName } from '@rh/core/content';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { parseListQuery, type RawQuery } from '../../content/query.ts';
import { queryRows, type Database } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';

export const REPORT_PERIODS = ['month', 'quarter', 'year'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
/** The most periods one report lists (ten years of months). */
const MAX_PERIODS = 120;

/** The report's query: a period length, a date range and the insights list's own filters that narrow it. */
export const reportQuery = z.strictObject({
  period: z.enum(REPORT_PERIODS).default('month').describe('How the range is cut: month, quarter or year'),
  from: z.iso.date().optional().describe('First day (inclusive, publication date); default: 11 months before `to`'),
  to: z.iso.date().optional().describe('Last day (inclusive); default: today (UTC)'),
  countries: z.string().max(2000).optional().describe('Only insights about these countries (comma-separated codes)'),
  topics: z.string().max(4000).optional().describe('Only insights on these topics (comma-separated ids)'),
  regulators: z.string().max(4000).optional().describe('Only insights about these regulators (comma-separated ids)'),
});
export type ReportQuery = z.infer<typeof reportQuery>;

const count = z.number().int();
export const reportView = z.object({
  period: z.enum(REPORT_PERIODS),
  from: z.string().describe('First day of the range (YYYY-MM-DD)'),
  to: z.string().describe('Last day of the range'),
  total: count.describe('Insights published in the range: the insights list’s total for the same filters'),
  periods: z
    .array(z.object({ key: z.string().describe('2026-03, 2026-Q1 or 2026'), from: z.string(), to: z.string(), count }))
    .describe('Every period of the range, oldest first, empty ones included'),
  authors: z
    .array(z.object({ author: z.string().nullable().describe('The by-line; null: none given'), count }))
    .describe('Most first'),
  topics: z.array(z.object({ id: z.string(), label: z.string(), count })).describe('An insight counts once per topic'),
  countries: z
    .array(z.object({ code: z.string(), label: z.string(), count }))
    .describe('An insight counts once per country'),
});
export type ArticleReport = z.infer<typeof reportView>;

const DAY_MS = 86_400_000;
const day = (date: Date) => date.toISOString().slice(0, 10);

/** The range asked for, its defaults filled in; a range that ends before it starts, or is too long, is a 400. */
export function reportRange(query: Pick<ReportQuery, 'period' | 'from' | 'to'>, now = new Date()) {
  const to = query.to ?? day(now);
  const end = new Date(`${to}T00:00:00Z`);
  const from = query.from ?? day(new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - 11, 1)));
  if (from > to) throw badRequest('The period ends before it starts.');
  const periods = periodsOf(query.period, from, to);
  if (periods.length > MAX_PERIODS) {
    throw badRequest(
      `The range holds ${periods.length} ${query.period}s; ${MAX_PERIODS} at most — choose a longer period.`,
    );
  }
  return { period: query.period, from, to, periods };
}

/** The first day of the period holding `date`. */
function startOf(period: ReportPeriod, date: Date): Date {
  const month =
    period === 'month' ? date.getUTCMonth() : period === 'quarter' ? date.getUTCMonth() - (date.getUTCMonth() % 3) : 0;
  return new Date(Date.UTC(date.getUTCFullYear(), month, 1));
}

function keyOf(period: ReportPeriod, start: Date): string {
  const year = start.getUTCFullYear();
  if (period === 'year') return String(year);
  if (period === 'quarter') return `${year}-Q${Math.floor(start.getUTCMonth() / 3) + 1}`;
  return `${year}-${String(start.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The periods covering from..to, each cut to the range (the first and last may be partial). */
export function periodsOf(period: ReportPeriod, from: string, to: string) {
  const months = { month: 1, quarter: 3, year: 12 }[period];
  const out: { key: string; from: string; to: string }[] = [];
  const last = new Date(`${to}T00:00:00Z`);
  for (let start = startOf(period, new Date(`${from}T00:00:00Z`)); start <= last;) {
    const next = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
    const periodEnd = new Date(next.getTime() - DAY_MS);
    out.push({
      key: keyOf(period, start),
      from: day(start) < from ? from : day(start),
      to: day(periodEnd) > to ? to : day(periodEnd),
    });
    if (out.length > MAX_PERIODS) break;
    start = next;
  }
  return out;
}

/**
 * The insights list's query for the report's filters: published only (whoever asks: it reports what was published),
 * by publication date within the range. The report counts the rows of exactly this query, so each figure is the
 * list's own total for the same filters.
 */
export function publishedListQuery(query: ReportQuery, range: { from: string; to: string }): RawQuery {
  const article = contentType('article');
  const raw: RawQuery = {
    stage: article.workflow!.published.join(','),
    'publishedOn.from': range.from,
    'publishedOn.to': range.to,
  };
  for (const name of ['countries', 'topics', 'regulators'] as const) if (query[name]) raw[name] = query[name];
  return raw;
}

/** Counts of the insights published in the range: per period, author, topic and country. */
export async function articleReport(
  db: Database,
  query: ReportQuery,
  caller: { roles: readonly string[]; userId: string | null },
  now = new Date(),
): Promise<ArticleReport> {
  const range = reportRange(query, now);
  const article = contentType('article');
  const list = parseListQuery(article, publishedListQuery(query, range), caller.roles, caller.userId);
  const selected = sql`SELECT id, date, data, countries, topics FROM content_items WHERE ${list.where}`;
  const unit = sql.raw(`'${range.period}'`);
  const [byPeriod, authors, topics, countries] = await Promise.all([
    queryRows<{ start: string; count: number }>(
      db,
      sql`SELECT to_char(date_trunc(${unit}, date AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS start, count(*)::int AS count
        FROM (${selected}) s GROUP BY 1`,
    ),
    queryRows<{ author: string | null; count: number }>(
      db,
      sql`SELECT NULLIF(btrim(data->>'author'), '') AS author, count(*)::int AS count
        FROM (${selected}) s GROUP BY 1 ORDER BY 2 DESC, 1 NULLS LAST`,
    ),
    queryRows<{ id: string; label: string | null; count: number }>(
      db,
      sql`SELECT t.topic::text AS id, max(c.title) AS label, count(*)::int AS count
        FROM (${selected}) s CROSS JOIN LATERAL unnest(s.topics) AS t(topic)
        LEFT JOIN content_items c ON c.id = t.topic AND c.deleted_at IS NULL
        GROUP BY 1 ORDER BY 3 DESC, 2`,
    ),
    queryRows<{ code: string; count: number }>(
      db,
      sql`SELECT c.code, count(*)::int AS count FROM (${selected}) s CROSS JOIN LATERAL unnest(s.countries) AS c(code)
        GROUP BY 1 ORDER BY 2 DESC, 1`,
    ),
  ]);
  const perStart = new Map(byPeriod.map((row) => [row.start, row.count]));
  const periods = range.periods.map((period) => {
    const start = day(startOf(range.period, new Date(`${period.from}T00:00:00Z`)));
    return { ...period, count: perStart.get(start) ?? 0 };
  });
  return {
    period: range.period,
    from: range.from,
    to: range.to,
    total: periods.reduce((sum, period) => sum + period.count, 0),
    periods,
    authors,
    topics: topics.map((row) => ({ id: row.id, label: row.label ?? 'Topic not found', count: row.count })),
    countries: countries.map((row) => ({ code: row.code, label: countryName(row.code), count: row.count })),
  };
}
