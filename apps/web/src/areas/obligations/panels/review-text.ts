import { formatDate } from '../../../content/fields/format.ts';
import type { ReviewFlag } from '../../chain-api.ts';

/** The earliest date an item's open flags go back to (the change it has waited longest to be reviewed for). */
export function reviewSince(flags: readonly Pick<ReviewFlag, 'since'>[]): string | null {
  let first: string | null = null;
  for (const flag of flags) if (!first || Date.parse(flag.since) < Date.parse(first)) first = flag.since;
  return first;
}

/** "Review: changed since 3 Mar 2026", or null when nothing is flagged. */
export function reviewHeadline(flags: readonly Pick<ReviewFlag, 'since'>[], locale?: string): string | null {
  const since = reviewSince(flags);
  return since ? `Review: changed since ${formatDate(since.slice(0, 10), locale)}` : null;
}

/** What brought one flag, in a sentence: the regulation changed, an amendment, or a news item marked as a change. */
export function causeText(flag: Pick<ReviewFlag, 'cause' | 'regulation' | 'causeItem' | 'changes'>): string {
  const regulation = flag.regulation.title;
  switch (flag.cause) {
    case 'version': {
      const count = flag.changes.length;
      return count
        ? `${regulation} was changed (${count} field${count === 1 ? '' : 's'}).`
        : `${regulation} was changed.`;
    }
    case 'amendment':
      return `${flag.causeItem.title} amends ${regulation}.`;
    case 'news':
      return `A news item marks a change to ${regulation}:`;
  }
}
