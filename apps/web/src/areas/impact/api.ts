import { api } from '../../api/request.ts';
import type { JournalEntry } from '../../content/api/types.ts';

/**
 * IMPACT and reporting MI (issue 16): the calls of apps/server/src/modules/impact. An initiative's log is its generic
 * journal (content/api/get-journal.ts); a comment is a journal row of its own (`action: 'comment'`).
 */

/** `POST /api/impact/initiatives/:id/comments`: adds a comment to the log as the caller (who may update it). */
export function addComment(initiativeId: string, comment: string): Promise<JournalEntry> {
  return api.post<JournalEntry>('cosmos', `/impact/initiatives/${encodeURIComponent(initiativeId)}/comments`, {
    body: { comment },
  });
}

export type MiEmailStatus = 'scheduled' | 'sending' | 'sent' | 'failed' | 'cancelled';

/** One reminder to the owner of a Reporting MI item: before its due date (`reminder`) or after it (`overdue`). */
export interface MiEmail {
  id: string;
  itemId: string;
  itemTitle: string | null;
  kind: 'reminder' | 'overdue';
  dueOn: string;
  to: string;
  subject: string;
  /** The message as sent, or as it will be sent. */
  body: string;
  status: MiEmailStatus;
  scheduledFor: string;
  sentAt: string | null;
  attempts: number;
  error: string | null;
  createdAt: string;
}

export interface MiEmailSettings {
  /** false: no mail server (SMTP_URL) is configured; e-mails stay scheduled. */
  emailEnabled: boolean;
  reminderDays: number;
  deliveredStatuses: string[];
}

export const miEmailKeys = {
  all: ['reportingmi-emails'] as const,
  list: () => [...miEmailKeys.all, 'list'] as const,
  one: (id: string) => [...miEmailKeys.all, 'one', id] as const,
};

export function listMiEmails(signal?: AbortSignal): Promise<MiEmailSettings & { emails: MiEmail[] }> {
  return api.get('cosmos', '/reportingmi/emails', signal ? { signal } : {});
}

export function getMiEmail(id: string, signal?: AbortSignal): Promise<MiEmailSettings & { email: MiEmail }> {
  return api.get('cosmos', `/reportingmi/emails/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

/** Schedules from the items' due dates now and sends what is due (the background round, at once). */
export function runMiEmails(): Promise<{ scheduled: number; cancelled: number; sent: number }> {
  return api.post('cosmos', '/reportingmi/emails/run');
}

/** Sends one scheduled or failed e-mail now. */
export function sendMiEmail(id: string): Promise<{ email: MiEmail }> {
  return api.post('cosmos', `/reportingmi/emails/${encodeURIComponent(id)}/send`);
}
