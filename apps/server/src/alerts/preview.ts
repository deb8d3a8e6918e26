import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Identity } from '../auth/identity.ts';
import { parseListQuery } from '../content/query.ts';
import { queryRows, type Database } from '../db/client.ts';
import { alertQuery, checkSearch, ownerOf, ownerValues, searchParams, type AlertQuery } from './alerts.ts';
import type { NotificationItem } from './notifications.ts';
import { ITEMS_PER_NOTIFICATION, matchQuery, watchesFlags } from './runner.ts';

/** How far back a preview and a test digest look. */
export const PREVIEW_DAYS = 7;
/** The newest matches a preview lists. */
export const PREVIEW_ITEMS = 10;

export const previewInput = z.strictObject({
  contentType: z.string().default('newsitem'),
  query: alertQuery.default({}),
});

export const previewView = z.object({
  count: z.number().int().describe(`Items it would have matched in the last ${PREVIEW_DAYS} days`),
  items: z.array(z.object({ id: z.uuid(), type: z.string(), title: z.string(), date: z.string().nullable() })),
});
export type PreviewView = z.infer<typeof previewView>;

type Matched = NotificationItem & { total: number };

/** What a search matched in the last days, as its alert's runner would have found it for this user. */
async function recentMatches(
  db: Database,
  identity: Identity,
  search: { contentType: string; query: AlertQuery },
  limit: number,
): Promise<Matched[]> {
  const type = checkSearch(identity.roles, search.contentType, search.query);
  const { where } = parseListQuery(type, searchParams(search.query), identity.roles);
  const window = { after: sql`now() - make_interval(days => ${PREVIEW_DAYS})`, until: sql`now()` };
  const rows = await queryRows<Matched>(
    db,
    matchQuery(type, identity.roles, where, window, limit, {
      flagged: watchesFlags(type, search.query),
    }),
  );
  return rows.map((row) => ({ ...row, date: row.date && new Date(row.date).toISOString() }));
}

/** What an alert, saved or being written, would have matched in the last 7 days: the count and the newest. */
export async function previewAlert(
  db: Database,
  identity: Identity,
  search: { contentType: string; query: AlertQuery },
): Promise<PreviewView> {
  const rows = await recentMatches(db, identity, search, PREVIEW_ITEMS);
  return {
    count: rows[0]?.total ?? 0,
    items: rows.map(({ id, type, title, date }) => ({ id, type, title, date })),
  };
}

export const testDigestView = z.object({
  notificationId: z.uuid(),
  count: z.number().int(),
  emailed: z.boolean().describe('An e-mail is on its way (the server sends e-mail and the alert asks for it)'),
});

/**
 * A test digest now: one notification, titled as a test, with what the alert would have matched in the last 7 days
 * (even none, so the user sees where digests arrive), e-mailed through the mailer's queue when asked and possible.
 */
export async function sendTestDigest(
  db: Database,
  identity: Identity,
  alert: { id?: string | null; name: string; contentType: string; query: AlertQuery; email: boolean },
  emailEnabled: boolean,
): Promise<z.infer<typeof testDigestView>> {
  const rows = await recentMatches(db, identity, alert, ITEMS_PER_NOTIFICATION);
  const count = rows[0]?.total ?? 0;
  const items = rows.map(({ total: _, ...item }) => item);
  const what = `${count} ${count === 1 ? 'item' : 'items'} in the last ${PREVIEW_DAYS} days`;
  const body =
    count === 0
      ? `A test of your alert: nothing matched in the last ${PREVIEW_DAYS} days. Its digests arrive here.`
      : `A test of your alert: what it would have told you over the last ${PREVIEW_DAYS} days.` +
        (count > ITEMS_PER_NOTIFICATION ? ` The newest ${ITEMS_PER_NOTIFICATION} are listed.` : '');
  // The digest is the caller's own (an alert of theirs, or one not saved yet): their identity has the address. An
  // organisation has none: its notifications are read in the external build.
  const emailed = alert.email && emailEnabled && identity.kind === 'user' && Boolean(identity.email);
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO notifications (user_id, account_id, kind, title, body, alert_id, items, item_count, email_status)
      VALUES (${ownerValues(ownerOf(identity))}, 'alert', ${`Test digest — ${alert.name}: ${what}`}, ${body},
        ${alert.id ?? null}::uuid, ${JSON.stringify(items)}::jsonb, ${count}, ${emailed ? 'pending' : null})
      RETURNING id`,
  );
  return { notificationId: row!.id, count, emailed };
}
