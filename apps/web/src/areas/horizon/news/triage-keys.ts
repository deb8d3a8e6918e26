import { TRIAGE_STATUSES, type TriageStatus } from './news-model.ts';

/** The keyboard of News triage: what each key does, and when keys are the page's rather than an input's. */

export type TriageCommand =
  | { kind: 'move'; by: 1 | -1 }
  | { kind: 'open' }
  | { kind: 'status'; status: TriageStatus }
  | { kind: 'tag' }
  | { kind: 'tick' }
  | { kind: 'star' }
  | { kind: 'read' }
  | { kind: 'allRead' }
  | { kind: 'help' };

/** The shortcuts as the help shows them (the panel's hint names only the first few). */
export const TRIAGE_SHORTCUTS: readonly { keys: readonly string[]; label: string }[] = [
  { keys: ['j', '↓'], label: 'Next item (past the last row: the next page)' },
  { keys: ['k', '↑'], label: 'Previous item (before the first row: the previous page)' },
  { keys: ['Enter', 'o'], label: 'Open the item' },
  ...TRIAGE_STATUSES.map((status) => ({
    keys: [status.key],
    label: status.value === 'archived' ? 'Archive' : `Mark ${status.label.toLowerCase()}`,
  })),
  { keys: ['t'], label: 'Add a tag or a topic (type, then Enter; Escape closes)' },
  { keys: ['x'], label: 'Tick or untick the item for a bulk action' },
  { keys: ['s'], label: 'Star or unstar the item' },
  { keys: ['m'], label: 'Mark the item read or unread' },
  { keys: ['Shift+A'], label: 'Mark the whole list read (press it twice)' },
  { keys: ['?'], label: 'Show these shortcuts' },
];

const SINGLE: Readonly<Record<string, TriageCommand>> = {
  t: { kind: 'tag' },
  x: { kind: 'tick' },
  s: { kind: 'star' },
  m: { kind: 'read' },
  A: { kind: 'allRead' },
  '?': { kind: 'help' },
};

export interface KeyLike {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/** The command of a key press, or null for keys triage leaves alone (any with Ctrl, Cmd or Alt: the browser's). */
export function triageCommand(event: KeyLike): TriageCommand | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  switch (event.key) {
    case 'j':
    case 'ArrowDown':
      return { kind: 'move', by: 1 };
    case 'k':
    case 'ArrowUp':
      return { kind: 'move', by: -1 };
    case 'Enter':
    case 'o':
      return { kind: 'open' };
    default: {
      const status = TRIAGE_STATUSES.find((candidate) => candidate.key === event.key);
      return status
        ? { kind: 'status', status: status.value }
        : Object.hasOwn(SINGLE, event.key)
          ? SINGLE[event.key]!
          : null;
    }
  }
}

/** Where typing goes to a control (a search box, a picker, a rich text editor): triage keys stay off there. */
export function isTypingTarget(target: unknown): boolean {
  if (!target || typeof target !== 'object') return false;
  const element = target as {
    tagName?: string;
    isContentEditable?: boolean;
    getAttribute?: (name: string) => string | null;
  };
  if (element.isContentEditable) return true;
  const tag = element.tagName?.toUpperCase();
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return true;
  const role = element.getAttribute?.('role');
  return role === 'textbox' || role === 'combobox' || role === 'listbox' || role === 'option';
}

/** The row chosen after a move: none chosen yet starts at the first (down) or last (up); the ends hold. */
export function movedIndex(current: number, count: number, by: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0 || current >= count) return by === 1 ? 0 : count - 1;
  return Math.min(count - 1, Math.max(0, current + by));
}

/**
 * Whether a move leaves the page: j on the last row (1) or k on the first (-1), so the list turns the page. No row
 * chosen yet, or no rows, is not an edge: the move chooses one on this page.
 */
export function pageEdge(current: number, count: number, by: 1 | -1): 1 | -1 | null {
  if (current < 0 || current >= count) return null;
  return current + by < 0 || current + by >= count ? by : null;
}
