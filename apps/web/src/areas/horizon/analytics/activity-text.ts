import { findContentType } from '@rh/core/content';
import type { ActivityEntry } from '../../activity-api.ts';

const VERBS: Record<ActivityEntry['action'], string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  restore: 'Restored',
  transition: 'Moved',
  review: 'Reviewed',
  comment: 'Commented',
};

/** The type of an entry's item as people call it ("News item"), else its name. */
export const typeLabel = (type: string): string => findContentType(type)?.label ?? type;

/** What happened, in a word or two: "Created", "Changed", "Submitted for review". */
export function actionText(entry: Pick<ActivityEntry, 'action' | 'transition'>): string {
  if (entry.action === 'transition' && entry.transition) return entry.transition;
  return VERBS[entry.action];
}

/** The detail of a change: the fields that changed, the stages it moved between, the comment. */
export function detailText(entry: ActivityEntry): string {
  const parts: string[] = [];
  if (entry.action === 'transition' && (entry.fromStage || entry.toStage)) {
    parts.push(`${entry.fromStage ?? '—'} → ${entry.toStage ?? '—'}`);
  } else if (entry.action === 'update' && entry.fields.length) {
    const shown = entry.fields.slice(0, 4).join(', ');
    parts.push(entry.fields.length > 4 ? `${shown} and ${entry.fields.length - 4} more` : shown);
  }
  if (entry.comment) parts.push(`“${entry.comment}”`);
  return parts.join(' · ');
}

/** "3 min ago", "5 h ago", "2 days ago", else the date (a journal is read by how recent it is). */
export function agoText(at: string, now: number = Date.now(), locale = 'en'): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(at)) / 1000));
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' });
  if (seconds < 60) return 'just now';
  if (seconds < 3600) return format.format(-Math.floor(seconds / 60), 'minute');
  if (seconds < 86_400) return format.format(-Math.floor(seconds / 3600), 'hour');
  if (seconds < 7 * 86_400) return format.format(-Math.floor(seconds / 86_400), 'day');
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(at));
}
