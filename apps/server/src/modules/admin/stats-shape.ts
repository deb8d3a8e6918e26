import { sql, type SQL } from 'drizzle-orm';

/**
 * The one shape the usage statistics are read in: rows of (day, account, page, pageviews, events, sessions, users),
 * as `usage_daily` stores them. Live `usage_log` rows are brought to this shape by `liveDaily` below, and the
 * summariser writes exactly what `liveDaily` computes, so that every statistic is the same before and after a day is
 * summarised (the test checks it).
 *
 * What a row keeps (and what it cannot):
 * - page '' is the day's total for one audience: page views, events, and the distinct sessions (session_long) and
 *   users of that day;
 * - a page row (`/path`) holds the views of that page and its distinct sessions and users that day;
 * - an event row holds, under the key `event:["category","action"]`, the events of that category and action (events
 *   have no page) and their distinct sessions and users that day;
 * - `account` is the external account's id, '' for the staff build.
 * Distinct counts cannot be added across days or accounts: over a period, "users" are therefore summed per day
 * (user-days: someone who came on three days counts three times), and "all" sums the audiences. The live rows are
 * counted the same way, so a number never changes when its day is summarised.
 */

/** The prefix of an event row's key in `page`. */
export const EVENT_PREFIX = 'event:';
/** The page key of a page view whose page was sent empty: never '' (the day's total). */
export const NO_PAGE = '(none)';

/** Who counts as one user: the signed-in user's id, else the name sent (API keys' callers have no user id). */
const WHO = sql.raw(`coalesce(user_id::text, 'name:' || user_name)`);
const DAY = sql.raw(`to_char(received_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`);

/**
 * The live log rows matching `where` (a condition on usage_log), in the daily shape: one row per (day, account, page),
 * page views and events of a page key merged (a page view whose page happens to look like an event key).
 */
export function liveDaily(where: SQL): SQL {
  return sql`(
    WITH live AS (
      SELECT ${DAY} AS day, coalesce(account_id::text, '') AS account, type,
        coalesce(nullif(page, ''), ${NO_PAGE}) AS page, category, action, session_long, ${WHO} AS who
      FROM usage_log WHERE ${where}),
    parts AS (
      SELECT day, account, '' AS page,
        count(*) FILTER (WHERE type = 'pageview') AS pageviews, count(*) FILTER (WHERE type = 'event') AS events,
        count(DISTINCT session_long) AS sessions, count(DISTINCT who) AS users
      FROM live GROUP BY day, account
      UNION ALL
      SELECT day, account, page, count(*), 0, count(DISTINCT session_long), count(DISTINCT who)
      FROM live WHERE type = 'pageview' GROUP BY day, account, page
      UNION ALL
      SELECT day, account, ${EVENT_PREFIX} || json_build_array(coalesce(category, ''), coalesce(action, ''))::text,
        0, count(*), count(DISTINCT session_long), count(DISTINCT who)
      FROM live WHERE type = 'event' GROUP BY day, account, category, action)
    SELECT day, account, page, sum(pageviews)::int AS pageviews, sum(events)::int AS events,
      sum(sessions)::int AS sessions, sum(users)::int AS users
    FROM parts GROUP BY day, account, page)`;
}

/** The start of a UTC day ('YYYY-MM-DD') as a timestamp parameter. */
export const dayStart = (day: string) => sql`${`${day}T00:00:00Z`}::timestamptz`;

/** The UTC day ('YYYY-MM-DD') `days` after `day` (before, when negative). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Today's UTC day. */
export const today = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * The area of a page path. The route table lives in the web (apps/web/src/routes/table.ts), which the server cannot
 * import, and core's areas carry no path prefixes: this declared map of first path segments mirrors the table's
 * groups. A path it does not know counts as "Other".
 */
const AREA_OF_SEGMENT: Readonly<Record<string, string>> = {
  '': 'Home',
  start: 'Home',
  // The client logs the sign-in page once the user is known, before it moves on.
  auth: 'Sign-in',
  search: 'Search',
  notifications: 'Notifications',
  ai: 'AI Regulatory Radar',
  commodities: 'Commodities',
  controls: 'Controls',
  tax: 'ESG Tax',
  mar: 'Market Abuse Insights (MAR)',
  mardashboard: 'Market Abuse Insights (MAR)',
  metrics: 'ESG metrics',
  reportingmi: 'ESG metrics',
  impact: 'IMPACT',
  experts: 'IMPACT',
  expert: 'IMPACT',
  regdecomp: 'Obligations',
  research: 'Research',
  workflow: 'Workflow',
  faqs: 'FAQs',
  apps: 'Apps',
  alerts: 'Alerts',
  alert: 'Alerts',
  admin: 'Admin',
  account: 'Admin',
  accounts: 'Admin',
  source: 'Admin',
  sources: 'Admin',
  ugroups: 'Admin',
  usergroups: 'Admin',
  migrations: 'Admin',
  testapi: 'Admin',
  stats: 'Admin',
  feed: 'Admin',
  digitalgateway: 'External build',
  tempx: 'External build',
  settings: 'External build',
  about: 'External build',
  notificationsexternal: 'External build',
};
/** The Horizon area's content screens (news, insights, regulators, topics, risks…), as the route table groups them. */
const HORIZON = [
  'article',
  'articles',
  'case',
  'cases',
  'events',
  'event',
  'extsources',
  'extsource',
  'news',
  'newsitem',
  'regbites',
  'regbite',
  'regulator',
  'regulators',
  'regulator2',
  'regulators2',
  'jurisdiction',
  'relationships',
  'signals',
  'snapshot',
  'recentactivity',
  'types',
  'risk',
  'risks',
  'topic',
  'topics',
  'riskcomponent',
  'riskcomponents',
  'keywords',
  'keyword',
  'taxonomy',
  'processes',
];

/** The area a page path belongs to (`/impact/policies/…` is Climate Policy, the rest of `/impact/…` IMPACT). */
export function areaOfPage(page: string): string {
  const [first = '', second = ''] = page.replace(/^\//, '').split(/[/?#]/);
  if (first === 'impact' && second === 'policies') return 'Climate Policy';
  if (HORIZON.includes(first)) return 'Horizon';
  return AREA_OF_SEGMENT[first] ?? 'Other';
}
