import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';
import { keptFrom, retentionDays } from './stats-retention.ts';
import { addDays, areaOfPage, dayStart, EVENT_PREFIX, liveDaily } from './stats-shape.ts';

/** Whose usage: everyone, the staff build, or one external account (its id). */
export type Audience = 'all' | 'staff' | (string & {});

export interface Counts {
  pageviews: number;
  events: number;
  sessions: number;
  /** Distinct users per day, summed over the days (see stats-shape.ts). */
  users: number;
}

export interface UsageStats {
  from: string;
  to: string;
  audience: Audience;
  retentionDays: number;
  /** The first day the log still holds whole; the days before it come from the daily summary. */
  keptFrom: string;
  days: (Counts & { day: string })[];
  totals: Counts;
  pages: { page: string; area: string; views: number; users: number }[];
  areas: { area: string; views: number; pages: number }[];
  accounts: (Counts & { account: string | null; name: string; topPages: { page: string; views: number }[] })[];
  events: { category: string; action: string; count: number; users: number }[];
  organisations: { id: string; name: string }[];
}

/** How many pages the "most used pages" list and each organisation's own list hold. */
export const TOP_PAGES = 20;
export const TOP_PAGES_PER_ACCOUNT = 5;
const STAFF_NAME = 'Staff (full build)';

const zero = (): Counts => ({ pageviews: 0, events: 0, sessions: 0, users: 0 });
const add = (into: Counts, row: Counts) => {
  into.pageviews += row.pageviews;
  into.events += row.events;
  into.sessions += row.sessions;
  into.users += row.users;
};

/** Live log rows and daily summaries of the period and audience, in the daily shape. */
function combined(from: string, to: string, audience: Audience): SQL {
  const live =
    audience === 'all' ? sql`true` : audience === 'staff' ? sql`account_id IS NULL` : sql`account_id = ${audience}`;
  const daily = audience === 'all' ? sql`true` : sql`account = ${audience === 'staff' ? '' : audience}`;
  const period = sql`received_at >= ${dayStart(from)} AND received_at < ${dayStart(addDays(to, 1))}`;
  return sql`(
    SELECT * FROM ${liveDaily(sql`${period} AND ${live}`)} AS l
    UNION ALL
    SELECT day, account, page, pageviews, events, sessions, users FROM usage_daily
    WHERE day >= ${from} AND day <= ${to} AND ${daily})`;
}

type Row = Counts & { account: string; page: string };

/** The usage statistics of a period (UTC days, both ends included) for an audience. */
export async function usageStats(db: Database, from: string, to: string, audience: Audience): Promise<UsageStats> {
  const rows = combined(from, to, audience);
  const perDay = await queryRows<Counts & { day: string }>(
    db,
    sql`SELECT day, sum(pageviews)::int AS pageviews, sum(events)::int AS events, sum(sessions)::int AS sessions,
        sum(users)::int AS users
      FROM ${rows} AS c WHERE page = '' GROUP BY day`,
  );
  const perPage = await queryRows<Row>(
    db,
    sql`SELECT account, page, sum(pageviews)::int AS pageviews, sum(events)::int AS events,
        sum(sessions)::int AS sessions, sum(users)::int AS users
      FROM ${rows} AS c GROUP BY account, page`,
  );
  const organisations = await queryRows<{ id: string; name: string }>(
    db,
    sql`SELECT id::text AS id, organisation AS name FROM accounts ORDER BY lower(organisation), id`,
  );
  const retention = await retentionDays(db);

  const byDay = new Map(perDay.map((row) => [row.day, row]));
  const days: UsageStats['days'] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push({ ...zero(), ...byDay.get(day), day });
  const totals = zero();
  for (const day of days) add(totals, day);

  const pages = new Map<string, { views: number; users: number }>();
  const events = new Map<string, { count: number; users: number }>();
  const accounts = new Map<string, UsageStats['accounts'][number]>();
  const names = new Map(organisations.map((one) => [one.id, one.name]));
  const accountOf = (id: string) => {
    let entry = accounts.get(id);
    if (!entry) {
      const name = id ? (names.get(id) ?? 'Deleted account') : STAFF_NAME;
      entry = { account: id || null, name, ...zero(), topPages: [] };
      accounts.set(id, entry);
    }
    return entry;
  };
  for (const row of perPage) {
    if (row.page === '') {
      add(accountOf(row.account), row);
      continue;
    }
    if (row.pageviews > 0) {
      const page = pages.get(row.page) ?? { views: 0, users: 0 };
      page.views += row.pageviews;
      page.users += row.users;
      pages.set(row.page, page);
      accountOf(row.account).topPages.push({ page: row.page, views: row.pageviews });
    }
    if (row.events > 0 && row.page.startsWith(EVENT_PREFIX)) {
      const event = events.get(row.page) ?? { count: 0, users: 0 };
      event.count += row.events;
      event.users += row.users;
      events.set(row.page, event);
    }
  }

  const byViews = <T extends { views: number }>(a: T & { key: string }, b: T & { key: string }) =>
    b.views - a.views || a.key.localeCompare(b.key);
  const pageList = [...pages].map(([key, page]) => ({ key, ...page })).sort(byViews);
  const areas = new Map<string, { views: number; pages: number }>();
  for (const page of pageList) {
    const area = areas.get(areaOfPage(page.key)) ?? { views: 0, pages: 0 };
    area.views += page.views;
    area.pages += 1;
    areas.set(areaOfPage(page.key), area);
  }
  for (const account of accounts.values()) {
    account.topPages = account.topPages
      .map((page) => ({ ...page, key: page.page }))
      .sort(byViews)
      .slice(0, TOP_PAGES_PER_ACCOUNT)
      .map(({ page, views }) => ({ page, views }));
  }
  return {
    from,
    to,
    audience,
    retentionDays: retention,
    keptFrom: keptFrom(retention),
    days,
    totals,
    pages: pageList
      .slice(0, TOP_PAGES)
      .map(({ key, views, users }) => ({ page: key, area: areaOfPage(key), views, users })),
    areas: [...areas]
      .map(([key, area]) => ({ key, ...area }))
      .sort(byViews)
      .map(({ key, views, pages: count }) => ({ area: key, views, pages: count })),
    accounts: [...accounts.values()].sort((a, b) => b.pageviews - a.pageviews || a.name.localeCompare(b.name)),
    events: [...events]
      .map(([key, event]) => {
        const [category = '', action = ''] = JSON.parse(key.slice(EVENT_PREFIX.length)) as string[];
        return { category, action, ...event };
      })
      .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category) || a.action.localeCompare(b.action)),
    organisations,
  };
}
