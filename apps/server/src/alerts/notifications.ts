import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { encodeCursor } from '../content/query.ts';
import { queryRows, type Database } from '../db/client.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { ownedBy, type Owner } from './alerts.ts';

export const notificationItem = z.object({
  id: z.uuid(),
  type: z.string(),
  title: z.string(),
  date: z.string().nullable(),
  url: z.string().nullable().describe('The publication’s own address, when the item has one'),
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const notificationView = z.object({
  id: z.uuid(),
  kind: z.enum(['alert', 'admin']),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  alert: z
    .object({ id: z.uuid(), name: z.string(), contentType: z.string(), query: z.record(z.string(), z.unknown()) })
    .nullable()
    .describe('The alert that found the items (null once deleted)'),
  items: z.array(notificationItem).describe('The newest of the new items'),
  itemCount: z.number().int().describe('All the new items'),
  read: z.boolean(),
  createdAt: z.string(),
});
export type NotificationView = z.infer<typeof notificationView>;

type Row = Omit<NotificationView, 'read' | 'alert'> & {
  /** created_at to the microsecond, for the cursor (an ISO string keeps milliseconds only). */
  at: string;
  readAt: string | null;
  alertId: string | null;
  alertName: string | null;
  contentType: string | null;
  query: Record<string, unknown> | null;
};

const view = ({ at: _, readAt, alertId, alertName, contentType, query, ...row }: Row): NotificationView => ({
  ...row,
  alert: alertId && alertName && contentType ? { id: alertId, name: alertName, contentType, query: query ?? {} } : null,
  read: readAt !== null,
  createdAt: new Date(row.createdAt).toISOString(),
});

export interface NotificationPage {
  notifications: NotificationView[];
  nextCursor: string | null;
  unread: number;
}

function decode(cursor: string): [string, string] {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString());
    if (Array.isArray(parsed) && typeof parsed[0] === 'string' && typeof parsed[1] === 'string') {
      const [at, id] = parsed as [string, string];
      if (!Number.isNaN(Date.parse(at)) && /^[0-9a-f-]{36}$/i.test(id)) return [at, id];
    }
  } catch {
    // fall through
  }
  throw badRequest('The cursor is not valid; start again from the first page.');
}

/** A page of the owner's notifications, newest first, with the unread count. */
export async function listNotifications(
  db: Database,
  owner: Owner,
  options: { unreadOnly?: boolean; limit: number; cursor?: string },
): Promise<NotificationPage> {
  const after = options.cursor ? decode(options.cursor) : null;
  const rows = await queryRows<Row>(
    db,
    sql`SELECT n.id, n.kind, n.title, n.body, n.link, n.items, n.item_count AS "itemCount", n.read_at AS "readAt",
        n.created_at AS "createdAt", n.created_at::text AS at, a.id AS "alertId", a.name AS "alertName", a.content_type AS "contentType", a.query
      FROM notifications n LEFT JOIN alerts a ON a.id = n.alert_id
      WHERE ${ownedBy(owner, 'n')} ${options.unreadOnly ? sql`AND n.read_at IS NULL` : sql``}
        ${after ? sql`AND (n.created_at, n.id) < (${after[0]}::timestamptz, ${after[1]}::uuid)` : sql``}
      ORDER BY n.created_at DESC, n.id DESC LIMIT ${options.limit + 1}`,
  );
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    notifications: page.map(view),
    nextCursor: rows.length > options.limit && last ? encodeCursor(last.at, last.id) : null,
    unread: await unreadCount(db, owner),
  };
}

/** How many notifications are unread: of an owner, or of the user of this id. */
export async function unreadCount(db: Database, who: Owner | string): Promise<number> {
  const owner: Owner = typeof who === 'string' ? { kind: 'user', id: who } : who;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM notifications WHERE ${ownedBy(owner)} AND read_at IS NULL`,
  );
  return row?.n ?? 0;
}

/** Marks one notification read or unread again. */
export async function markNotification(db: Database, owner: Owner, id: string, read: boolean): Promise<void> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE notifications SET read_at = ${read ? sql`coalesce(read_at, now())` : sql`NULL`}
      WHERE id = ${id}::uuid AND ${ownedBy(owner)} RETURNING id`,
  );
  if (rows.length === 0) throw notFound('You have no notification of this id.');
}

/** Marks every unread notification read; answers how many were. */
export async function markAllRead(db: Database, owner: Owner): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE notifications SET read_at = now() WHERE ${ownedBy(owner)} AND read_at IS NULL RETURNING id`,
  );
  return rows.length;
}

export const broadcastInput = z.strictObject({
  title: z.string().trim().min(1, 'A title is required').max(200),
  body: z.string().max(5000).default(''),
  link: z
    .string()
    .max(2000)
    // A path of this site (never `//host` or `/\t/host`, which browsers read as another site), or an http(s) address.
    .regex(/^(\/(?![/\\])[^\s\\]*|https?:\/\/[^\s]+)$/, 'A path in the application (/…) or an http(s) address')
    .nullable()
    .default(null),
  groupId: z.uuid().nullable().default(null).describe('A user group; null: everyone'),
  email: z.boolean().default(false).describe('Also by e-mail, when the server sends e-mail'),
});
export type BroadcastInput = z.infer<typeof broadcastInput>;

export const broadcastView = z.object({
  id: z.uuid(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  group: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  email: z.boolean(),
  recipients: z.number().int(),
  sentBy: z.string().nullable(),
  createdAt: z.string(),
});
export type BroadcastView = z.infer<typeof broadcastView>;

const BROADCAST_COLUMNS = sql`b.id, b.title, b.body, b.link, b.email, b.recipients, b.created_at AS "createdAt",
  b.group_id AS "groupId", g.name AS "groupName", u.username AS "sentBy"`;
type BroadcastRow = Omit<BroadcastView, 'group'> & { groupId: string | null; groupName: string | null };
const broadcast = ({ groupId, groupName, ...row }: BroadcastRow): BroadcastView => ({
  ...row,
  group: groupId && groupName ? { id: groupId, name: groupName } : null,
  createdAt: new Date(row.createdAt).toISOString(),
});

/**
 * An administrator's message to every enabled user, or to the enabled members of a group: one notification each,
 * written with the message in one transaction.
 */
export async function sendBroadcast(
  db: Database,
  senderId: string | null,
  input: BroadcastInput,
  emailEnabled: boolean,
): Promise<BroadcastView> {
  return db.transaction(async (tx) => {
    if (input.groupId) {
      const [group] = await queryRows<{ id: string }>(
        tx,
        sql`SELECT id FROM user_groups WHERE id = ${input.groupId}::uuid AND disabled_at IS NULL`,
      );
      if (!group) {
        throw badRequest('There is no enabled user group of this id.', {
          issues: [{ where: 'body', path: 'groupId', message: 'unknown group' }],
        });
      }
    }
    const [sent] = await queryRows<{ id: string }>(
      tx,
      sql`INSERT INTO broadcasts (title, body, link, group_id, email, sent_by)
        VALUES (${input.title}, ${input.body}, ${input.link}, ${input.groupId}::uuid, ${input.email}, ${senderId}::uuid)
        RETURNING id`,
    );
    const emailStatus = input.email && emailEnabled ? 'pending' : null;
    const recipients = await queryRows<{ id: string }>(
      tx,
      sql`INSERT INTO notifications (user_id, kind, title, body, link, broadcast_id, email_status)
        SELECT u.id, 'admin', ${input.title}, ${input.body}, ${input.link}, ${sent!.id}::uuid, ${emailStatus}
        FROM users u WHERE u.disabled_at IS NULL
          ${input.groupId ? sql`AND u.id IN (SELECT user_id FROM user_group_members WHERE group_id = ${input.groupId}::uuid)` : sql``}
        RETURNING id`,
    );
    await tx.execute(sql`UPDATE broadcasts SET recipients = ${recipients.length} WHERE id = ${sent!.id}::uuid`);
    const [row] = await queryRows<BroadcastRow>(
      tx,
      sql`SELECT ${BROADCAST_COLUMNS} FROM broadcasts b LEFT JOIN user_groups g ON g.id = b.group_id
        LEFT JOIN users u ON u.id = b.sent_by WHERE b.id = ${sent!.id}::uuid`,
    );
    return broadcast(row!);
  });
}

/** The messages administrators sent, newest first. */
export async function listBroadcasts(db: Database, limit = 100): Promise<BroadcastView[]> {
  const rows = await queryRows<BroadcastRow>(
    db,
    sql`SELECT ${BROADCAST_COLUMNS} FROM broadcasts b LEFT JOIN user_groups g ON g.id = b.group_id
      LEFT JOIN users u ON u.id = b.sent_by ORDER BY b.created_at DESC, b.id DESC LIMIT ${limit}`,
  );
  return rows.map(broadcast);
}
