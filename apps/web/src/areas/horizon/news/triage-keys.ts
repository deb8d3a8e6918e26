import { TRIAGE_STATUSES, type TriageStatus } from './news-model.ts';

/** The keyboard of News triage: what each key does, and when keys are the page's rather than an input's. */

export type TriageCommand =
  { kind: 'move'; by: 1 | -1 } | { kind: 'open' } | { kind: 'status'; status: TriageStatus } | { kind: 'help' };

/** The shortcuts as the hint and the help show them. */
export const TRIAGE_SHORTCUTS: readonly { keys: readonly string[]; label: string }[] = [
  { keys: ['j', '↓'], label: 'Next item' },
  { keys: ['k', '↑'], label: 'Previous item' },
  { keys: ['Enter', 'o'], label: 'Open the item' },
  ...TRIAGE_STATUSES.map((status) => ({
    keys: [status.key],
    label: status.value === 'archived' ? 'Archive' : `Mark ${status.label.toLowerCase()}`,
  })),
  { keys: ['?'], label: 'Show these shortcuts' },
];

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
    case '?':
      return { kind: 'help' };
    default: {
      const status = TRIAGE_STATUSES.find((candidate) => candidate.key === event.key);
      return status ? { kind: 'status', status: status.value } : null;
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
