/**
 * What a journal row records (content_journal.action): the content service's create, update, delete, restore and
 * workflow transition, and a reviewer's confirmation that a flagged item needs no change after what it derives from
 * changed (issue 14: `review`), and a comment someone added to the item's log (issue 16: `comment`, no change). Server schemas and the web's labels are built from this one list.
 */
export const JOURNAL_ACTIONS = ['create', 'update', 'delete', 'restore', 'transition', 'review', 'comment'] as const;
export type JournalAction = (typeof JOURNAL_ACTIONS)[number];
