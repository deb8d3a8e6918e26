import { can } from '@rh/core';
import { contentType, isCountryCode } from '@rh/core/content';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { UserIdentity } from '../auth/identity.ts';
import { subtree } from '../content/query.ts';
import { queryRows, type Database } from '../db/client.ts';
import { badRequest } from '../http/errors.ts';
import { readPreferenceDefaults } from '../modules/admin/preferences-defaults.ts';
import { readSetting } from '../modules/admin/settings-store.ts';
import { unreadCount } from './notifications.ts';

export const preferencesView = z.strictObject({
  countries: z
    .array(z.string().refine(isCountryCode, 'not a country code'))
    .max(300)
    .default([])
    .describe('Countries followed (ISO codes, EU, INT)'),
  topics: z.array(z.uuid()).max(200).default([]).describe('Topics followed (with their subtopics)'),
  // Answered, ignored when saved: a client may send back what it read.
  fromDefaults: z
    .boolean()
    .optional()
    .describe('True when these are the administrator’s defaults: you have not chosen your own (ignored when saved)'),
  digestTime: z
    .string()
    .optional()
    .describe('The digest time (HH:00) proposed for a new alert, set by the administrator (ignored when saved)'),
});
export type Preferences = z.infer<typeof preferencesView>;

/** What the user follows: their own choice once they saved one (even an empty one), else the admin's defaults. */
export async function readPreferences(db: Database, userId: string): Promise<Preferences> {
  const [[row], defaults] = await Promise.all([
    queryRows<{ preferences: Record<string, unknown> | null }>(
      db,
      sql`SELECT preferences FROM users WHERE id = ${userId}::uuid`,
    ),
    readPreferenceDefaults(db),
  ]);
  const own = row?.preferences ?? {};
  const { digestTime } = defaults;
  if (!('countries' in own) && !('topics' in own)) {
    return { countries: defaults.countries, topics: defaults.topics, fromDefaults: true, digestTime };
  }
  const parsed = preferencesView.safeParse({ countries: own.countries, topics: own.topics });
  return { ...(parsed.success ? parsed.data : { countries: [], topics: [] }), fromDefaults: false, digestTime };
}

/** Refuses topics that are not live topics (400 naming each). */
export async function checkTopics(db: Database, topics: string[]): Promise<void> {
  if (!topics.length) return;
  const known = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM content_items WHERE type = 'topic' AND deleted_at IS NULL
      AND id = ANY(${sql.param(topics)}::uuid[])`,
  );
  const missing = topics.filter((id) => !known.some((row) => row.id === id));
  if (missing.length) {
    throw badRequest('Some topics do not exist.', {
      issues: missing.map((id) => ({ where: 'body', path: 'topics', message: `No topic has the id ${id}` })),
    });
  }
}

/** Saves what the user follows; topics must be live topics. */
export async function writePreferences(db: Database, userId: string, input: Preferences): Promise<Preferences> {
  const preferences = { countries: [...new Set(input.countries)], topics: [...new Set(input.topics)] };
  await checkTopics(db, preferences.topics);
  await db.execute(
    sql`UPDATE users SET preferences = ${JSON.stringify(preferences)}::jsonb WHERE id = ${userId}::uuid`,
  );
  return readPreferences(db, userId);
}

export const brief = z.object({
  id: z.uuid(),
  type: z.string(),
  title: z.string(),
  date: z.string().nullable(),
  countries: z.array(z.string()),
});
type Brief = z.infer<typeof brief>;

export const whatsNewView = z.object({
  preferences: preferencesView,
  since: z.string().describe('News from this moment on counts as new'),
  news: z.array(brief).describe('The newest news items in the followed countries or topics (all news without any)'),
  newsCount: z.number().int().describe('How many there are since `since` (at most 1,000 counted)'),
  events: z.array(brief).describe('Coming events in the followed countries or topics'),
  unread: z.number().int().describe('Unread notifications'),
});
export type WhatsNew = z.infer<typeof whatsNewView>;

/**
 * Home's "what is new for me": news of the last `window` days (the `home.whatsNewDays` setting when not given) and coming events in the countries or topics the user
 * follows (everything when they follow none), each only if the user may read its type, and their unread count.
 */
export async function whatsNew(db: Database, identity: UserIdentity, window?: number): Promise<WhatsNew> {
  const [preferences, days] = await Promise.all([
    readPreferences(db, identity.userId),
    window ?? readSetting(db, 'home.whatsNewDays'),
  ]);
  const followed: SQL[] = [];
  if (preferences.countries.length) followed.push(sql`countries && ${sql.param(preferences.countries)}::text[]`);
  if (preferences.topics.length) followed.push(sql`topics && ${subtree(contentType('topic'), preferences.topics)}`);
  const mine = followed.length ? sql`(${sql.join(followed, sql` OR `)})` : sql`true`;
  const [{ since } = { since: new Date().toISOString() }] = await queryRows<{ since: string }>(
    db,
    sql`SELECT now() - make_interval(days => ${days}) AS since`,
  );
  const briefs = (where: SQL, order: SQL, limit: number) =>
    queryRows<Brief>(
      db,
      sql`SELECT id, type, title, date, countries FROM content_items WHERE deleted_at IS NULL AND ${where} AND ${mine}
        ORDER BY ${order} LIMIT ${limit}`,
    );
  const readsNews = can(identity.roles, 'newstag', 'read');
  const readsEvents = can(identity.roles, 'event', 'read');
  const newsWhere = sql`type = 'newsitem' AND date >= ${since}::timestamptz`;
  const [news, counted, events, unread] = await Promise.all([
    readsNews ? briefs(newsWhere, sql`date DESC, id DESC`, 10) : [],
    readsNews
      ? queryRows<{ n: number }>(
          db,
          sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM content_items
            WHERE deleted_at IS NULL AND ${newsWhere} AND ${mine} LIMIT 1000) m`,
        )
      : [{ n: 0 }],
    readsEvents ? briefs(sql`type = 'event' AND date >= date_trunc('day', now())`, sql`date ASC, id ASC`, 8) : [],
    unreadCount(db, identity.userId),
  ]);
  const iso = (row: Brief) => ({ ...row, date: row.date && new Date(row.date).toISOString() });
  return {
    preferences,
    since: new Date(since).toISOString(),
    news: news.map(iso),
    newsCount: counted[0]?.n ?? 0,
    events: events.map(iso),
    unread,
  };
}
