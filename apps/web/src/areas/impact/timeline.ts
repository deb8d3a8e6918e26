import type { ContentType } from '@rh/core/content';
import type { Item, JournalEntry } from '../../content/api/types.ts';
import { journalLine } from '../../content/detail/detail-model.ts';

/** What kind of step an entry of the log is: it decides its marker and wording. */
export type StepKind = 'comment' | 'move' | 'change' | 'create' | 'delete' | 'restore' | 'review';

/** One step of an initiative's log, in words. */
export interface Step {
  id: number;
  kind: StepKind;
  /** "Commented", "Submit for approval", "Changed 2 fields", "Created". */
  headline: string;
  who: string;
  at: string;
  /** "Draft → Submitted" for a stage move. */
  stages: string | null;
  /** Field label, old and new value as text ('' for empty). */
  changes: { field: string; from: string; to: string }[];
  comment: string | null;
}

const KINDS: Record<JournalEntry['action'], StepKind> = {
  comment: 'comment',
  transition: 'move',
  update: 'change',
  create: 'create',
  delete: 'delete',
  restore: 'restore',
  review: 'review',
};

/** The journal (newest first, as the server gives it) as the log's steps, newest first. */
export function timelineOf(type: ContentType, entries: readonly JournalEntry[], refs: Item['refs'] = {}): Step[] {
  return [...entries]
    .sort((a, b) => (a.at === b.at ? b.id - a.id : a.at < b.at ? 1 : -1))
    .map((entry) => {
      const line = journalLine(type, entry, refs);
      const kind = KINDS[entry.action];
      const headline =
        kind === 'change'
          ? `Changed ${line.changes.length === 1 ? 'one field' : `${line.changes.length} fields`}`
          : line.action;
      return {
        id: entry.id,
        kind,
        headline,
        who: entry.user?.name ?? 'the system',
        at: entry.at,
        stages: kind === 'comment' ? null : line.stages,
        changes: kind === 'create' ? line.changes.filter((change) => change.to !== '') : line.changes,
        comment: entry.comment,
      };
    });
}

/** How many steps of each kind the log holds, for its summary ("3 comments · 2 moves · 5 changes"). */
export function summaryOf(steps: readonly Step[]): string {
  const count = (kind: StepKind) => steps.filter((step) => step.kind === kind).length;
  const part = (n: number, one: string, many: string) => (n === 0 ? null : `${n} ${n === 1 ? one : many}`);
  return (
    [
      part(count('comment'), 'comment', 'comments'),
      part(count('move'), 'stage move', 'stage moves'),
      part(count('change'), 'change', 'changes'),
    ]
      .filter(Boolean)
      .join(' · ') || 'No comments, moves or changes yet'
  );
}
