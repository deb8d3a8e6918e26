import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { MAX_EMAIL_ATTEMPTS, type Mailer } from '../../alerts/mailer.ts';
import { queryRows, type Database } from '../../db/client.ts';

/**
 * Reporting MI e-mails (issue 16): reminders to the owner (`ownerEmail`) of each Reporting MI item.
 * - `reminder`: REMINDER_DAYS before the due date (at once when the due date is nearer), while the due date is ahead;
 * - `overdue`: the day after the due date, while the item is not delivered.
 * Delivered: the item's status is one of DELIVERED_STATUSES (the demo's impact statuses "Submitted", "Published").
 * Scheduling is idempotent: one row per (item, kind, due date); a scheduled row follows the item (owner, title, status)
 * until it is sent; it is cancelled when the item is delivered, deleted, loses its owner's e-mail or moves to another
 * due date. Sent rows keep the message as it was sent.
 */
export const REMINDER_DAYS = 7;
/** The hour (UTC) reminders go out on their day. */
export const SEND_HOUR_UTC = 7;
/** Impact statuses (by name, any case) that mean the item is delivered: no reminder, no overdue e-mail. */
export const DELIVERED_STATUSES = ['submitted', 'published'] as const;
/** A claimed e-mail whose process went quiet this long is tried again. */
const SENDING_MINUTES = 10;

const DAY_MS = 86_400_000;

export type MiEmailKind = 'reminder' | 'overdue';
export type MiEmailStatus = 'scheduled' | 'sending' | 'sent' | 'failed' | 'cancelled';

interface MiItem {
  id: string;
  title: string;
  owner: string | null;
  ownerEmail: string | null;
  dueOn: string | null;
  status: string | null;
  framework: string | null;
  notes: string | null;
}

interface Wanted {
  itemId: string;
  kind: MiEmailKind;
  dueOn: string;
  to: string;
  subject: string;
  body: string;
  scheduledFor: string;
}

const longDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const at = (day: string, offsetDays: number) =>
  new Date(Date.parse(`${day}T${String(SEND_HOUR_UTC).padStart(2, '0')}:00:00Z`) + offsetDays * DAY_MS);

export const isDelivered = (status: string | null) =>
  status !== null && (DELIVERED_STATUSES as readonly string[]).includes(status.trim().toLowerCase());

/** The message of one e-mail, as it will be sent: subject and plain text. */
export function composeMiEmail(item: MiItem, kind: MiEmailKind, publicUrl: string): { subject: string; body: string } {
  const due = longDate(item.dueOn!);
  const what = `"${item.title}"${item.framework ? ` (${item.framework})` : ''}`;
  const subject =
    kind === 'reminder' ? `Reminder: ${item.title} is due on ${due}` : `Overdue: ${item.title} was due on ${due}`;
  const body = [
    `Dear ${item.owner?.trim() || 'owner'},`,
    '',
    kind === 'reminder'
      ? `The reporting MI item ${what} is due on ${due}. Its status is ${item.status ?? 'not set'}.`
      : `The reporting MI item ${what} was due on ${due} and is not delivered yet (status: ${item.status ?? 'not set'}).` +
        ' Please deliver it, or update its status and due date so that the reporting calendar stays right.',
    ...(item.notes ? ['', `Notes: ${item.notes}`] : []),
    '',
    `Open it: ${publicUrl}/reportingmi/item/${item.id}`,
    '',
    'You receive this because you are the owner of this item in Regulatory Horizon (reporting MI).',
  ].join('\n');
  return { subject, body };
}

/** What should be scheduled for these items today: the rule above, as rows. */
export function wantedEmails(items: readonly MiItem[], now: Date, publicUrl: string): Wanted[] {
  const today = now.toISOString().slice(0, 10);
  const wanted: Wanted[] = [];
  for (const item of items) {
    if (!item.ownerEmail || !item.dueOn || isDelivered(item.status)) continue;
    const kind: MiEmailKind = item.dueOn >= today ? 'reminder' : 'overdue';
    const planned = kind === 'reminder' ? at(item.dueOn, -REMINDER_DAYS) : at(item.dueOn, 1);
    // A reminder whose day has passed (the item was added or moved closer) goes at once.
    const scheduledFor = kind === 'reminder' && planned < now ? now : planned;
    wanted.push({
      itemId: item.id,
      kind,
      dueOn: item.dueOn,
      to: item.ownerEmail,
      ...composeMiEmail(item, kind, publicUrl),
      scheduledFor: scheduledFor.toISOString(),
    });
  }
  return wanted;
}

export interface MiEmailRow {
  id: string;
  itemId: string;
  itemTitle: string | null;
  kind: MiEmailKind;
  dueOn: string;
  to: string;
  subject: string;
  body: string;
  status: MiEmailStatus;
  scheduledFor: string;
  sentAt: string | null;
  attempts: number;
  error: string | null;
  createdAt: string;
}

const ROW_COLUMNS = sql`e.id, e.item_id AS "itemId", i.title AS "itemTitle", e.kind, e.due_on AS "dueOn",
  e.to_address AS "to", e.subject, e.body, e.status, e.scheduled_for AS "scheduledFor", e.sent_at AS "sentAt",
  e.attempts, e.error, e.created_at AS "createdAt"`;

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());
const normalise = (row: MiEmailRow): MiEmailRow => ({
  ...row,
  scheduledFor: iso(row.scheduledFor)!,
  sentAt: iso(row.sentAt),
  createdAt: iso(row.createdAt)!,
});

/** Schedules, lists and sends the reporting MI e-mails. `mailer` null: no SMTP, nothing is sent. */
export class MiEmails {
  private readonly db: Database;
  private readonly mailer: Mailer | null;
  private readonly publicUrl: string;
  private readonly log: FastifyBaseLogger | undefined;

  constructor(db: Database, mailer: Mailer | null, publicUrl: string, log?: FastifyBaseLogger) {
    this.db = db;
    this.mailer = mailer;
    this.publicUrl = publicUrl;
    this.log = log;
  }

  get emailEnabled(): boolean {
    return this.mailer !== null;
  }

  /** The live Reporting MI items with what the e-mails say of them. */
  private items(): Promise<MiItem[]> {
    return queryRows<MiItem>(
      this.db,
      sql`SELECT i.id, i.title, i.data->>'owner' AS owner, i.data->>'ownerEmail' AS "ownerEmail",
          i.data->>'dueOn' AS "dueOn", s.title AS status, f.title AS framework, i.data->>'notes' AS notes
        FROM content_items i
        LEFT JOIN content_items s ON s.id::text = i.data->>'status' AND s.deleted_at IS NULL
        LEFT JOIN content_items f ON f.id::text = i.data->>'framework' AND f.deleted_at IS NULL
        WHERE i.type = 'reportingmiitem' AND i.deleted_at IS NULL`,
    );
  }

  /** Brings the scheduled e-mails in line with the items: answers how many were scheduled (new) and cancelled. */
  async schedule(now = new Date()): Promise<{ scheduled: number; cancelled: number }> {
    const wanted = wantedEmails(await this.items(), now, this.publicUrl);
    return this.db.transaction(async (tx) => {
      let scheduled = 0;
      for (const one of wanted) {
        const [row] = await queryRows<{ inserted: boolean }>(
          tx,
          sql`INSERT INTO reportingmi_emails (item_id, kind, due_on, to_address, subject, body, scheduled_for)
            VALUES (${one.itemId}::uuid, ${one.kind}, ${one.dueOn}, ${one.to}, ${one.subject}, ${one.body},
              ${one.scheduledFor}::timestamptz)
            ON CONFLICT (item_id, kind, due_on) DO UPDATE SET to_address = excluded.to_address,
              subject = excluded.subject, body = excluded.body, updated_at = now(),
              status = CASE WHEN reportingmi_emails.status = 'cancelled' THEN 'scheduled' ELSE reportingmi_emails.status END
              WHERE reportingmi_emails.status IN ('scheduled', 'cancelled')
            RETURNING (xmax = 0) AS inserted`,
        );
        if (row?.inserted) scheduled += 1;
      }
      const keep = wanted.map((one) => `${one.itemId}|${one.kind}|${one.dueOn}`);
      const cancelled = await queryRows<{ id: string }>(
        tx,
        sql`UPDATE reportingmi_emails SET status = 'cancelled', updated_at = now()
          WHERE status = 'scheduled'
            AND NOT (item_id::text || '|' || kind || '|' || due_on = ANY(${sql.param(keep)}::text[]))
          RETURNING id`,
      );
      return { scheduled, cancelled: cancelled.length };
    });
  }

  /** Sends the scheduled e-mails whose time has come (or the one `onlyId`, whatever its time). Answers how many went. */
  async sendDue(onlyId?: string): Promise<number> {
    if (!this.mailer) return 0;
    const which = onlyId
      ? sql`id = ${onlyId}::uuid AND status IN ('scheduled', 'failed')`
      : sql`(status = 'scheduled' AND scheduled_for <= now())
          OR (status = 'sending' AND updated_at < now() - make_interval(mins => ${SENDING_MINUTES}))`;
    const batch = await queryRows<{ id: string; to: string; subject: string; body: string; attempts: number }>(
      this.db,
      sql`UPDATE reportingmi_emails SET status = 'sending', attempts = attempts + 1, updated_at = now()
        WHERE id IN (SELECT id FROM reportingmi_emails WHERE ${which}
          ORDER BY scheduled_for LIMIT 50 FOR UPDATE SKIP LOCKED)
        RETURNING id, to_address AS "to", subject, body, attempts`,
    );
    let sent = 0;
    for (const email of batch) {
      try {
        await this.mailer.send({ to: email.to, subject: email.subject, text: email.body });
        await this.db.execute(
          sql`UPDATE reportingmi_emails SET status = 'sent', sent_at = now(), error = NULL, updated_at = now()
            WHERE id = ${email.id}::uuid`,
        );
        sent += 1;
      } catch (error) {
        const status = onlyId || email.attempts >= MAX_EMAIL_ATTEMPTS ? 'failed' : 'scheduled';
        const message = error instanceof Error ? error.message.slice(0, 500) : 'The mail server refused it.';
        this.log?.warn({ err: error, email: email.id, status }, 'reporting MI: an e-mail could not be sent');
        await this.db.execute(
          sql`UPDATE reportingmi_emails SET status = ${status}, error = ${message}, updated_at = now()
            WHERE id = ${email.id}::uuid`,
        );
      }
    }
    return sent;
  }

  /** One round of the background loop: schedule, then send what is due. */
  async round(): Promise<void> {
    await this.schedule();
    await this.sendDue();
  }

  async list(query: { status?: MiEmailStatus | undefined; item?: string | undefined }): Promise<MiEmailRow[]> {
    const where = [sql`true`];
    if (query.status) where.push(sql`e.status = ${query.status}`);
    if (query.item) where.push(sql`e.item_id = ${query.item}::uuid`);
    const rows = await queryRows<MiEmailRow>(
      this.db,
      sql`SELECT ${ROW_COLUMNS} FROM reportingmi_emails e
        LEFT JOIN content_items i ON i.id = e.item_id AND i.deleted_at IS NULL
        WHERE ${sql.join(where, sql` AND `)}
        ORDER BY CASE WHEN e.status IN ('scheduled', 'sending', 'failed') THEN 0 ELSE 1 END,
          CASE WHEN e.status IN ('scheduled', 'sending', 'failed') THEN e.scheduled_for END ASC,
          coalesce(e.sent_at, e.updated_at) DESC, e.id
        LIMIT 1000`,
    );
    return rows.map(normalise);
  }

  async get(id: string): Promise<MiEmailRow | null> {
    const [row] = await queryRows<MiEmailRow>(
      this.db,
      sql`SELECT ${ROW_COLUMNS} FROM reportingmi_emails e
        LEFT JOIN content_items i ON i.id = e.item_id AND i.deleted_at IS NULL
        WHERE e.id = ${id}::uuid`,
    );
    return row ? normalise(row) : null;
  }

  /** Marks an e-mail asked for now by someone (kept on the row). */
  async requestedBy(id: string, userId: string | null): Promise<void> {
    await this.db.execute(sql`UPDATE reportingmi_emails SET requested_by = ${userId}::uuid WHERE id = ${id}::uuid`);
  }
}
