import { can } from '@rh/core';
import { findArea, scopeOf } from '@rh/core/areas';
import { countryName, findContentType, isCountryCode, type ContentType } from '@rh/core/content';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../../auth/access.ts';
import { parseListQuery } from '../../content/query.ts';
import type { AppContext } from '../../context.ts';
import { queryRows, type Database } from '../../db/client.ts';
import { badRequest, errorBody, notFound } from '../../http/errors.ts';
import { readSetting } from '../admin/settings-store.ts';

const DAY_MS = 86_400_000;
/** How many "coming" lists; how far ahead it looks is the `jurisdiction.comingDays` setting (`/admin/appconfig`). */
const COMING_MAX = 20;
const LATEST = 10;
/** Regulations sent per list (in force, coming), with each list's total: the page shows 8, then the list. */
export const REGULATIONS_MAX = 50;
const WEEKS = 8;

const ref = { id: z.string(), title: z.string() };
const comingItem = z.object({
  id: z.string(),
  type: z.enum(['event', 'obligation', 'regulation', 'initiative']),
  title: z.string(),
  date: z.string(),
  what: z.string(),
});
const milestone = z.object({
  date: z.string(),
  label: z.string(),
  what: z.enum(['announced', 'effective', 'event']),
  eventId: z.string().optional(),
});
const jurisdictionView = z.object({
  country: z.object({ code: z.string(), name: z.string() }),
  area: z.string().nullable(),
  regulators: z.array(z.object({ ...ref, code: z.string().nullable() })).nullable(),
  news: z
    .object({
      thisWeek: z.number().int(),
      previousWeek: z.number().int(),
      weeks: z.array(z.object({ week: z.string(), count: z.number().int() })),
      latest: z.array(z.object({ ...ref, publishedAt: z.string(), regulator: z.object(ref).nullable() })),
    })
    .nullable(),
  coming: z.array(comingItem),
  comingDays: z.number().int().describe('How far ahead `coming` looks, in days (an administrator’s setting)'),
  initiatives: z
    .object({
      byDomainStatus: z.array(z.object({ domain: z.string(), status: z.string().nullable(), count: z.number().int() })),
      latest: z.array(
        z.object({
          ...ref,
          domain: z.string(),
          status: z.string().nullable(),
          effectiveOn: z.string().nullable(),
          kind: z.string().nullable(),
          measure: z.string().nullable(),
          rate: z.string().nullable(),
          base: z.string().nullable(),
          milestones: z.array(milestone),
        }),
      ),
    })
    .nullable(),
  regulations: z
    .object({
      inForce: z.array(
        z.object({
          ...ref,
          shortName: z.string().nullable(),
          obligations: z.number().int(),
          effectiveOn: z.string().nullable(),
          /** When its rules apply, which may be after today (the EU AI Act's way). */
          applicationOn: z.string().nullable(),
        }),
      ),
      /** How many are in force in all: `inForce` holds the latest REGULATIONS_MAX of them. */
      inForceTotal: z.number().int(),
      coming: z.array(
        z.object({
          ...ref,
          shortName: z.string().nullable(),
          obligations: z.number().int(),
          effectiveOn: z.string().nullable(),
          applicationOn: z.string().nullable(),
          status: z.string().nullable(),
        }),
      ),
      /** How many are coming in all: `coming` holds the soonest REGULATIONS_MAX of them. */
      comingTotal: z.number().int(),
    })
    .nullable(),
  insights: z.array(z.object({ ...ref, publishedOn: z.string().nullable() })).nullable(),
});
export type JurisdictionView = z.infer<typeof jurisdictionView>;
type Coming = z.infer<typeof comingItem>;
type Milestone = z.infer<typeof milestone>;

const params = z.object({
  country: z.string().min(1).max(10).describe('ISO 3166-1 alpha-2 code, EU or INT (any case)'),
});
const query = z.object({
  area: z.string().max(50).optional().describe('An area id (ai, commodities…): its scopes on each type apply'),
});

const type = (name: string): ContentType => findContentType(name)!;
const ymd = (date: Date) => date.toISOString().slice(0, 10);
const iso = (value: string | Date) => new Date(value).toISOString();

export interface JurisdictionCaller {
  roles: readonly string[];
  userId: string | null;
}

/**
 * What one jurisdiction holds across the areas, for this caller: each part only from the types the caller may read
 * (else null), visible live items only (the list rule: parseListQuery), within the area's scope on each type it
 * scopes. Countries match the indexed `countries` column. A fixed number of queries, whatever the data.
 */
export async function jurisdiction(
  db: Database,
  code: string,
  areaId: string | null,
  caller: JurisdictionCaller,
  now = new Date(),
): Promise<JurisdictionView> {
  const readable = (name: string) => can(caller.roles, type(name).resource, 'read');
  /** The items of a type this caller sees in the jurisdiction (and the area's scope on the type, if it has one). */
  const where = (name: string): SQL => {
    const scoped = areaId !== null && scopeOf(areaId, name) ? { scope: areaId } : {};
    const { where: list } = parseListQuery(type(name), scoped, caller.roles, caller.userId);
    return sql`${list} AND countries @> ${sql.param([code])}::text[]`;
  };
  const today = ymd(now);
  const comingDays = await readSetting(db, 'jurisdiction.comingDays');
  const horizon = ymd(new Date(now.getTime() + comingDays * DAY_MS));
  const text = (name: string) => sql`(data->>${name})`;

  /**
   * Within an area, a statement runs without bitmap scans. The areas scope by topics, and the planner then prefers the
   * GIN index of countries and topics (it cannot tell how many the topics' sub-select matches), which holds every
   * type: for the EU's AI regulations it found 26,313 rows, mostly news, and read their 25,129 heap pages to keep 203
   * (82 ms; 6 ms through the type's btree). The news trend reads content_items_aggregate_idx alone instead (topics is
   * in it): 101 → 39 ms, bounded by 8 weeks of news rather than the country's AI news of all time. Coming 111 → 18 ms,
   * regulations 90 → 11 ms (EU, AI, on the big set, each alone); the initiatives' statements are faster with them.
   */
  const run = <T>(query: SQL): Promise<T[]> =>
    areaId === null
      ? queryRows<T>(db, query)
      : db.transaction(async (tx) => {
          await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
          return queryRows<T>(tx as unknown as Database, query);
        });

  const regulatorsQuery = readable('regulator')
    ? run<{ id: string; title: string; code: string | null }>(
        sql`SELECT id, title, key AS code FROM content_items WHERE ${where('regulator')}
          ORDER BY title_sort, id LIMIT 200`,
      )
    : null;

  // News: the last 7 days against the 7 before, 8 ISO weeks (Mondays, UTC) and the latest.
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  const weekStarts = Array.from({ length: WEEKS }, (_, i) =>
    ymd(new Date(monday.getTime() - (WEEKS - 1 - i) * 7 * DAY_MS)),
  );
  const newsQueries = readable('newsitem')
    ? Promise.all([
        run<{ week: string; this_week: number; previous_week: number; n: number }>(
          sql`SELECT to_char(date_trunc('week', date AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS week,
              count(*) FILTER (WHERE date > ${iso(new Date(now.getTime() - 7 * DAY_MS))}::timestamptz
                AND date <= ${now.toISOString()}::timestamptz)::int AS this_week,
              count(*) FILTER (WHERE date > ${iso(new Date(now.getTime() - 14 * DAY_MS))}::timestamptz
                AND date <= ${iso(new Date(now.getTime() - 7 * DAY_MS))}::timestamptz)::int AS previous_week,
              count(*) FILTER (WHERE date >= ${`${weekStarts[0]}T00:00:00Z`}::timestamptz)::int AS n
            FROM content_items
            WHERE ${where('newsitem')} AND date >= ${iso(new Date(Math.min(now.getTime() - 14 * DAY_MS, Date.parse(`${weekStarts[0]}T00:00:00Z`))))}::timestamptz
              AND date <= ${now.toISOString()}::timestamptz
            GROUP BY 1`,
        ),
        run<{ id: string; title: string; date: string | Date; rid: string | null; rtitle: string | null }>(
          sql`SELECT n.id, n.title, n.date, r.id AS rid, r.title AS rtitle
            FROM (SELECT id, title, date, regulator FROM content_items WHERE ${where('newsitem')}
              ORDER BY date DESC NULLS LAST, id DESC LIMIT ${LATEST}) n
            LEFT JOIN content_items r ON ${readable('regulator') ? sql`r.id = n.regulator AND r.deleted_at IS NULL` : sql`false`}
            ORDER BY n.date DESC NULLS LAST, n.id DESC`,
        ),
      ])
    : null;

  // Coming: one statement over the dated things of the readable types, soonest first.
  const comingParts: SQL[] = [];
  const inWindow = (expr: SQL) => sql`${expr} >= ${today} AND ${expr} <= ${horizon}`;
  /** The same window on the indexed `date` (event start, obligation dueOn, initiative effectiveOn). */
  const dateInWindow = sql`date >= ${`${today}T00:00:00Z`}::timestamptz
    AND date < ${`${horizon}T00:00:00Z`}::timestamptz + interval '1 day'`;
  if (readable('event')) {
    comingParts.push(sql`SELECT id, 'event' AS type, title, ${text('start')} AS day, 'Event' AS what
      FROM content_items WHERE ${where('event')} AND ${dateInWindow}`);
  }
  if (readable('obligation')) {
    comingParts.push(sql`SELECT id, 'obligation' AS type, title, ${text('dueOn')} AS day, 'Obligation due' AS what
      FROM content_items WHERE ${where('obligation')} AND ${dateInWindow}`);
  }
  if (readable('regulation')) {
    const day = sql`CASE WHEN ${text('applicationOn')} >= ${today} THEN ${text('applicationOn')}
      WHEN ${text('effectiveOn')} >= ${today} THEN ${text('effectiveOn')} END`;
    comingParts.push(sql`SELECT id, 'regulation' AS type, title, ${day} AS day,
        CASE WHEN ${text('applicationOn')} >= ${today} THEN 'Applies from' ELSE 'Takes effect' END AS what
      FROM content_items WHERE ${where('regulation')} AND ${inWindow(day)}`);
  }
  if (readable('initiative')) {
    comingParts.push(sql`SELECT id, 'initiative' AS type, title, ${text('effectiveOn')} AS day, 'Takes effect' AS what
      FROM content_items WHERE ${where('initiative')} AND ${dateInWindow}`);
  }
  const comingQuery = comingParts.length
    ? run<{ id: string; type: Coming['type']; title: string; day: string; what: string }>(
        sql`SELECT * FROM (${sql.join(comingParts, sql` UNION ALL `)}) c
          ORDER BY day ASC, title ASC, id ASC LIMIT ${COMING_MAX}`,
      )
    : null;

  const initiativesQuery = readable('initiative')
    ? Promise.all([
        // Initiatives keep bitmap scans: an area scopes them by domain (`kinds`), a small part of the GIN of kinds.
        queryRows<{ domain: string; status: string | null; n: number }>(
          db,
          sql`SELECT ${text('domain')} AS domain, ${text('status')} AS status, count(*)::int AS n
            FROM content_items WHERE ${where('initiative')} GROUP BY 1, 2 ORDER BY 1, 2 NULLS LAST`,
        ),
        latestInitiatives(),
      ])
    : null;

  /**
   * The latest initiatives with their milestones in one statement: the visible events that name one of them
   * (`event.initiatives`) or its regulation, found in one pass over the events and handed to each initiative.
   * Events are not bound to the jurisdiction or the area: a milestone of an initiative shown is shown.
   */
  function latestInitiatives() {
    // The events naming a latest initiative (or its regulation), found through the reference index (content_links,
    // relation = the field's name) instead of reading every event's JSON once per initiative.
    const events = readable('event')
      ? sql`SELECT e.id, e.title, e.data->>'start' AS day, e.data->'initiatives' AS initiatives,
            e.data->>'regulation' AS regulation
          FROM content_items e
          WHERE e.id IN (SELECT l.from_id FROM content_links l
              WHERE l.relation IN ('initiatives', 'regulation')
                AND l.to_id IN (SELECT id FROM latest
                  UNION ALL SELECT regulation::uuid FROM latest WHERE regulation IS NOT NULL))
            AND ${parseListQuery(type('event'), {}, caller.roles, caller.userId).where}
            AND e.data->>'start' IS NOT NULL`
      : sql`SELECT NULL::uuid AS id, NULL::text AS title, NULL::text AS day, NULL::jsonb AS initiatives,
            NULL::text AS regulation WHERE false`;
    return queryRows<InitiativeRow>(
      db,
      sql`WITH latest AS (
          SELECT id, title, ${text('domain')} AS domain, ${text('status')} AS status,
            ${text('effectiveOn')} AS effective_on, ${text('announcedOn')} AS announced_on, ${text('kind')} AS kind,
            ${text('measure')} AS measure, ${text('rate')} AS rate, ${text('base')} AS base,
            ${text('regulation')} AS regulation
          FROM content_items WHERE ${where('initiative')}
          ORDER BY coalesce(${text('effectiveOn')}, ${text('announcedOn')}) DESC NULLS LAST, id DESC
          LIMIT ${LATEST}
        ), events AS MATERIALIZED (${events})
        SELECT latest.*, coalesce((
            SELECT jsonb_agg(jsonb_build_object('id', events.id, 'title', events.title, 'day', events.day))
            FROM events
            WHERE jsonb_exists(coalesce(events.initiatives, '[]'::jsonb), latest.id::text)
              OR events.regulation = latest.regulation
          ), '[]'::jsonb) AS events
        FROM latest
        ORDER BY coalesce(latest.effective_on, latest.announced_on) DESC NULLS LAST, latest.id DESC`,
    );
  }

  // Regulations: each list's first REGULATIONS_MAX (regulationsView's rule and order, in SQL) with its total, and
  // the live obligations (the caller's visible ones) of those sent counted in the same statement.
  const regulationsQuery = readable('regulation')
    ? run<RegulationRow & { list: string; total: number }>(
        sql`WITH regs AS (
            SELECT id, title, ${text('shortName')} AS short_name, ${text('status')} AS status,
              ${text('effectiveOn')} AS effective_on, ${text('applicationOn')} AS application_on
            FROM content_items WHERE ${where('regulation')}
              AND (${text('status')} IN ('in-force', 'proposed', 'adopted')
                OR ${text('applicationOn')} > ${today} OR ${text('effectiveOn')} > ${today})
          ), split AS (
            SELECT regs.*, CASE
                WHEN status = 'in-force' AND (effective_on IS NULL OR effective_on <= ${today}) THEN 'in-force'
                WHEN status IS DISTINCT FROM 'repealed' AND (status IN ('proposed', 'adopted')
                  OR effective_on > ${today} OR application_on > ${today}) THEN 'coming'
              END AS list,
              coalesce(CASE WHEN application_on > ${today} THEN application_on END, effective_on) AS starts
            FROM regs
          ), ranked AS (
            SELECT split.*, count(*) OVER (PARTITION BY list)::int AS total, row_number() OVER (PARTITION BY list
                ORDER BY CASE WHEN list = 'in-force' THEN effective_on END DESC NULLS LAST,
                  CASE WHEN list = 'coming' THEN starts END ASC NULLS LAST, title, id) AS n
            FROM split WHERE list IS NOT NULL
          ), sent AS (
            SELECT * FROM ranked WHERE n <= ${REGULATIONS_MAX}
          ), counts AS (
            ${
              readable('obligation')
                ? sql`SELECT l.to_id AS regulation, count(*)::int AS n FROM content_links l
                    WHERE l.relation = 'regulation' AND l.to_id IN (SELECT id FROM sent)
                      AND l.from_id IN (SELECT id FROM content_items WHERE ${obligationsWhere(caller, areaId)})
                    GROUP BY 1`
                : sql`SELECT NULL::uuid AS regulation, 0 AS n WHERE false`
            }
          )
          SELECT sent.id, sent.title, sent.short_name, sent.status, sent.effective_on, sent.application_on,
            sent.list, sent.total, coalesce(counts.n, 0)::int AS obligations
          FROM sent LEFT JOIN counts ON counts.regulation = sent.id
          ORDER BY sent.list, sent.n`,
      )
    : null;

  const insightsQuery = readable('article')
    ? run<{ id: string; title: string; published_on: string | null }>(
        sql`SELECT id, title, ${text('publishedOn')} AS published_on FROM content_items
          WHERE ${where('article')} AND stage = ANY(${sql.param([...(type('article').workflow?.published ?? [])])}::text[])
          ORDER BY ${text('publishedOn')} DESC NULLS LAST, updated_at DESC, id DESC LIMIT ${LATEST}`,
      )
    : null;

  const [regulators, news, coming, initiatives, regulations, insights] = await Promise.all([
    regulatorsQuery,
    newsQueries,
    comingQuery,
    initiativesQuery,
    regulationsQuery,
    insightsQuery,
  ]);

  return {
    country: { code, name: countryName(code) },
    comingDays,
    area: areaId,
    regulators: regulators ? regulators.map((row) => ({ id: row.id, title: row.title, code: row.code })) : null,
    news: news ? newsView(news[0], news[1], weekStarts) : null,
    coming: (coming ?? []).map((row) => ({
      id: row.id,
      type: row.type,
      title: row.title,
      date: row.day,
      what: row.what,
    })),
    initiatives: initiatives
      ? {
          byDomainStatus: initiatives[0].map((row) => ({ domain: row.domain, status: row.status, count: row.n })),
          latest: initiatives[1].map((row) => ({
            id: row.id,
            title: row.title,
            domain: row.domain,
            status: row.status,
            effectiveOn: row.effective_on,
            kind: row.kind,
            measure: row.measure,
            rate: row.rate,
            base: row.base,
            milestones: milestonesOf(row),
          })),
        }
      : null,
    regulations: regulations ? regulationsView(regulations, today, totalsOf(regulations)) : null,
    insights: insights
      ? insights.map((row) => ({ id: row.id, title: row.title, publishedOn: row.published_on }))
      : null,
  };

  function obligationsWhere(who: JurisdictionCaller, area: string | null): SQL {
    const scoped = area !== null && scopeOf(area, 'obligation') ? { scope: area } : {};
    return parseListQuery(type('obligation'), scoped, who.roles, who.userId).where;
  }
}

type InitiativeRow = {
  id: string;
  title: string;
  domain: string;
  status: string | null;
  effective_on: string | null;
  announced_on: string | null;
  kind: string | null;
  measure: string | null;
  rate: string | null;
  base: string | null;
  regulation: string | null;
  events: { id: string; title: string; day: string }[] | string;
};

/** An initiative's timeline: announced, taking effect and its events, oldest first, one per date and label. */
export function milestonesOf(row: InitiativeRow): Milestone[] {
  const events = typeof row.events === 'string' ? (JSON.parse(row.events) as []) : row.events;
  const all: Milestone[] = [
    ...(row.announced_on ? [{ date: row.announced_on, label: 'Announced', what: 'announced' as const }] : []),
    ...(row.effective_on ? [{ date: row.effective_on, label: 'Takes effect', what: 'effective' as const }] : []),
    ...events.map((event) => ({ date: event.day, label: event.title, what: 'event' as const, eventId: event.id })),
  ];
  const seen = new Set<string>();
  return all
    .sort((a, b) => a.date.localeCompare(b.date) || rank(a) - rank(b) || a.label.localeCompare(b.label))
    .filter((step) => {
      const key = `${step.date}\u0000${step.label}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
const rank = (step: Milestone) => ['announced', 'effective', 'event'].indexOf(step.what);

type WeekRow = { week: string; this_week: number; previous_week: number; n: number };
type NewsRow = { id: string; title: string; date: string | Date; rid: string | null; rtitle: string | null };

function newsView(weeks: WeekRow[], latest: NewsRow[], weekStarts: string[]): NonNullable<JurisdictionView['news']> {
  const byWeek = new Map(weeks.map((row) => [row.week, row.n]));
  return {
    thisWeek: weeks.reduce((sum, row) => sum + row.this_week, 0),
    previousWeek: weeks.reduce((sum, row) => sum + row.previous_week, 0),
    weeks: weekStarts.map((week) => ({ week, count: byWeek.get(week) ?? 0 })),
    latest: latest.map((row) => ({
      id: row.id,
      title: row.title,
      publishedAt: iso(row.date),
      regulator: row.rid ? { id: row.rid, title: row.rtitle ?? '' } : null,
    })),
  };
}

type RegulationRow = {
  id: string;
  title: string;
  short_name: string | null;
  status: string | null;
  effective_on: string | null;
  application_on: string | null;
  obligations: number;
};
type RegulationTotals = { inForce: number; coming: number };

/** Each list's total, as the statement counted it before keeping the first REGULATIONS_MAX. */
function totalsOf(rows: (RegulationRow & { list?: string; total: number })[]): RegulationTotals {
  const total = (list: string) => rows.find((row) => row.list === list)?.total ?? 0;
  return { inForce: total('in-force'), coming: total('coming') };
}

/**
 * One rule splits them, so that none is listed twice. In force: status in-force and in force now (entry into force
 * today or before, or not given), whatever its application date (an act in force whose rules apply later, the EU AI
 * Act's way, is in force and carries its application date); latest first. Coming: everything not yet in force and not
 * repealed: proposed, adopted, or in force (or applying) from a later date; soonest first.
 */
export function regulationsView(
  rows: RegulationRow[],
  today: string,
  totals?: RegulationTotals,
): NonNullable<JurisdictionView['regulations']> {
  const isInForce = (row: RegulationRow) =>
    row.status === 'in-force' && (row.effective_on === null || row.effective_on <= today);
  const isComing = (row: RegulationRow) =>
    !isInForce(row) &&
    row.status !== 'repealed' &&
    (row.status === 'proposed' ||
      row.status === 'adopted' ||
      (row.effective_on !== null && row.effective_on > today) ||
      (row.application_on !== null && row.application_on > today));
  const inForce = rows
    .filter(isInForce)
    .sort((a, b) => (b.effective_on ?? '').localeCompare(a.effective_on ?? '') || a.title.localeCompare(b.title));
  const startOf = (row: RegulationRow) =>
    row.application_on && row.application_on > today ? row.application_on : row.effective_on;
  const coming = rows
    .filter(isComing)
    .sort((a, b) => (startOf(a) ?? '9999').localeCompare(startOf(b) ?? '9999') || a.title.localeCompare(b.title));
  return {
    inForce: inForce.map((row) => ({
      id: row.id,
      title: row.title,
      shortName: row.short_name,
      obligations: row.obligations,
      effectiveOn: row.effective_on,
      applicationOn: row.application_on,
    })),
    inForceTotal: totals?.inForce ?? inForce.length,
    coming: coming.map((row) => ({
      id: row.id,
      title: row.title,
      shortName: row.short_name,
      obligations: row.obligations,
      effectiveOn: row.effective_on,
      applicationOn: row.application_on,
      status: row.status,
    })),
    comingTotal: totals?.coming ?? coming.length,
  };
}

/**
 * `GET /api/jurisdictions/:country?area=`: one jurisdiction across every area (issue 15), in one answer. An unknown
 * code is a 404, an unknown area a 400.
 */
export function registerJurisdictionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/jurisdictions/:country',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags: ['jurisdictions'],
        summary: 'One jurisdiction: its regulators, news, what is coming, initiatives, regulations and insights',
        params,
        querystring: query,
        response: { 200: jurisdictionView, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const code = request.params.country.toUpperCase();
      if (!isCountryCode(code)) throw notFound(`There is no jurisdiction ${request.params.country}.`);
      const areaId = request.query.area || null;
      if (areaId !== null && !findArea(areaId)) {
        throw badRequest(`There is no area ${areaId}.`, {
          issues: [{ where: 'querystring', path: 'area', message: 'unknown area' }],
        });
      }
      const user = userOf(request);
      return jurisdiction(ctx.db, code, areaId, { roles: user.roles, userId: user.userId });
    },
  );
}
