import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { queryRows, type Database } from '../db/client.ts';
import type { NotificationItem } from './notifications.ts';

/** Tries per e-mail before it is given up (failed). */
export const MAX_EMAIL_ATTEMPTS = 3;
/** A claimed e-mail whose process went quiet this long is tried again. */
const SENDING_MINUTES = 10;
const BATCH = 20;

interface Pending {
  id: string;
  kind: 'alert' | 'admin';
  title: string;
  body: string;
  link: string | null;
  items: NotificationItem[];
  itemCount: number;
  to: string;
  attempts: number;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const absolute = (publicUrl: string, link: string) => (link.startsWith('/') ? `${publicUrl}${link}` : link);
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

/** The e-mail of a notification, as text and HTML: the message, the new items with their links, where to manage. */
export function composeEmail(notification: Omit<Pending, 'to' | 'attempts' | 'id'>, publicUrl: string) {
  const inbox = `${publicUrl}/notifications`;
  const manage = notification.kind === 'alert' ? `${publicUrl}/alerts/list` : null;
  const more = notification.itemCount - notification.items.length;
  const text = [
    notification.body,
    '',
    ...notification.items.flatMap((item) => [
      `- ${item.title}${item.date ? ` (${day(item.date)})` : ''}`,
      ...(item.url ? [`  ${item.url}`] : []),
    ]),
    ...(more > 0 ? [`… and ${more} more.`] : []),
    ...(notification.link ? ['', absolute(publicUrl, notification.link)] : []),
    '',
    `Your notifications: ${inbox}`,
    ...(manage ? [`Change or stop this alert: ${manage}`] : []),
  ].join('\n');
  const li = (item: NotificationItem) => {
    const title = escapeHtml(item.title);
    const linked = item.url ? `<a href="${escapeHtml(item.url)}">${title}</a>` : title;
    return `<li>${linked}${item.date ? ` <small>${day(item.date)}</small>` : ''}</li>`;
  };
  const html = [
    `<p>${escapeHtml(notification.body).replace(/\n/g, '<br>')}</p>`,
    notification.items.length ? `<ul>${notification.items.map(li).join('')}</ul>` : '',
    more > 0 ? `<p>… and ${more} more.</p>` : '',
    notification.link
      ? `<p><a href="${escapeHtml(absolute(publicUrl, notification.link))}">${escapeHtml(notification.link)}</a></p>`
      : '',
    `<p><a href="${escapeHtml(inbox)}">Your notifications</a>${
      manage ? ` · <a href="${escapeHtml(manage)}">Change or stop this alert</a>` : ''
    }</p>`,
  ].join('\n');
  return { subject: notification.title, text, html };
}

/**
 * Sends the notifications that wait for e-mail, through SMTP (nodemailer). Each is claimed before it is sent
 * (`FOR UPDATE SKIP LOCKED`, no transaction held while talking to the mail server), then marked sent, or pending
 * again until it has failed MAX_EMAIL_ATTEMPTS times.
 */
export class Mailer {
  private readonly db: Database;
  private readonly transport: Transporter;
  private readonly from: string;
  private readonly publicUrl: string;
  private readonly log: FastifyBaseLogger | undefined;

  constructor(db: Database, options: { smtpUrl: string; from: string; publicUrl: string; log?: FastifyBaseLogger }) {
    this.db = db;
    this.transport = nodemailer.createTransport(options.smtpUrl);
    this.from = options.from;
    this.publicUrl = options.publicUrl;
    this.log = options.log;
  }

  /** Sends what waits; answers how many were sent. */
  async sendPending(): Promise<number> {
    let sent = 0;
    // Nobody e-mails a disabled user; what waited for them is dropped, not tried.
    await this.db.execute(
      sql`UPDATE notifications SET email_status = NULL WHERE email_status IN ('pending', 'sending')
        AND user_id IN (SELECT id FROM users WHERE disabled_at IS NOT NULL)`,
    );
    for (;;) {
      const batch = await queryRows<Pending>(
        this.db,
        sql`UPDATE notifications n SET email_status = 'sending', emailed_at = now(), email_attempts = email_attempts + 1
          FROM users u
          WHERE u.id = n.user_id AND n.id IN (SELECT id FROM notifications
            WHERE email_status IN ('pending', 'sending')
              AND (email_status = 'pending' OR emailed_at < now() - make_interval(mins => ${SENDING_MINUTES}))
            ORDER BY created_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
          RETURNING n.id, n.kind, n.title, n.body, n.link, n.items, n.item_count AS "itemCount", u.email AS to,
            n.email_attempts AS attempts`,
      );
      if (batch.length === 0) return sent;
      let failed = false;
      for (const pending of batch) {
        try {
          await this.transport.sendMail({ from: this.from, to: pending.to, ...composeEmail(pending, this.publicUrl) });
          await this.db.execute(
            sql`UPDATE notifications SET email_status = 'sent', emailed_at = now() WHERE id = ${pending.id}::uuid`,
          );
          sent += 1;
        } catch (error) {
          failed = true;
          const status = pending.attempts >= MAX_EMAIL_ATTEMPTS ? 'failed' : 'pending';
          this.log?.warn({ err: error, notification: pending.id, status }, 'alerts: an e-mail could not be sent');
          await this.db.execute(sql`UPDATE notifications SET email_status = ${status} WHERE id = ${pending.id}::uuid`);
        }
      }
      // A failure is tried again at the next round, not at once (the mail server may need a moment).
      if (failed) return sent;
    }
  }

  /**
   * Sends one message composed elsewhere (reporting MI reminders, issue 16; scheduled reports with their file,
   * issue 17); throws what the mail server answers.
   */
  async send(message: {
    to: string;
    subject: string;
    text: string;
    html?: string;
    attachments?: { filename: string; content: Buffer; contentType: string }[];
  }): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }

  close(): void {
    this.transport.close();
  }
}
