import { formatDateTime } from '../../content/fields/format.ts';
import type { MiEmail, MiEmailStatus } from './api.ts';

export const STATUS_LABEL: Record<MiEmailStatus, string> = {
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export const STATUS_COLOR = {
  scheduled: 'info',
  sending: 'info',
  sent: 'success',
  failed: 'error',
  cancelled: 'default',
} as const satisfies Record<MiEmailStatus, string>;

/** When an e-mail went, or goes: "sent 25 Nov 2026, 08:00", "scheduled for …". */
export function emailWhen(email: MiEmail, locale?: string): string {
  if (email.status === 'sent' && email.sentAt) return `sent ${formatDateTime(email.sentAt, locale)}`;
  if (email.status === 'cancelled') return `was scheduled for ${formatDateTime(email.scheduledFor, locale)}`;
  if (email.status === 'failed') return `failed, was due ${formatDateTime(email.scheduledFor, locale)}`;
  return `scheduled for ${formatDateTime(email.scheduledFor, locale)}`;
}

/** How many e-mails of each status ("sending" counts as scheduled: it is on its way). */
export function emailCounts(emails: readonly MiEmail[]): Record<'scheduled' | 'sent' | 'failed' | 'cancelled', number> {
  const counts = { scheduled: 0, sent: 0, failed: 0, cancelled: 0 };
  for (const email of emails) counts[email.status === 'sending' ? 'scheduled' : email.status] += 1;
  return counts;
}
