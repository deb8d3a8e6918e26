/**
 * The keyboard of the top bar's type-ahead, without React: what a key does given how many options show and which
 * is highlighted (-1: none). The component turns the answer into state and navigation.
 */
export type TypeaheadAction =
  | { kind: 'highlight'; index: number }
  | { kind: 'open'; index: number }
  | { kind: 'search' }
  | { kind: 'close' }
  | { kind: 'none' };

export interface TypeaheadKeyState {
  /** Whether the list of suggestions shows. */
  open: boolean;
  /** How many options it holds. */
  count: number;
  /** The highlighted option, -1 for none. */
  active: number;
  /** The text typed (trimmed). */
  text: string;
}

/**
 * ArrowDown and ArrowUp move through the options, passing through "none" (the text field) at either end, and open a
 * closed list; Enter opens the highlighted option, else runs the search of the text; Escape closes.
 */
export function typeaheadKey(key: string, state: TypeaheadKeyState): TypeaheadAction {
  const { open, count, active, text } = state;
  switch (key) {
    case 'ArrowDown':
      if (count === 0) return { kind: 'none' };
      if (!open) return { kind: 'highlight', index: 0 };
      return { kind: 'highlight', index: active >= count - 1 ? -1 : active + 1 };
    case 'ArrowUp':
      if (count === 0) return { kind: 'none' };
      if (!open) return { kind: 'highlight', index: count - 1 };
      return { kind: 'highlight', index: active < 0 ? count - 1 : active - 1 };
    case 'Enter':
      if (open && active >= 0 && active < count) return { kind: 'open', index: active };
      return text ? { kind: 'search' } : { kind: 'none' };
    case 'Escape':
      return { kind: 'close' };
    default:
      return { kind: 'none' };
  }
}

/**
 * Whether the first suggestion is highlighted as it arrives, so that Enter opens it: when it names what was typed (a
 * word of its title, or of the alias it matched by, begins with the text: "dor" → DORA). Otherwise Enter searches.
 */
export function autoHighlight(text: string, first: { title: string; matched?: string } | undefined): boolean {
  const q = text.trim().toLocaleLowerCase();
  if (!first || q.length < 2) return false;
  const words = `${first.title} ${first.matched ?? ''}`.toLocaleLowerCase().split(/[^\p{L}\p{N}]+/u);
  return words.some((word) => word.startsWith(q)) || first.title.toLocaleLowerCase().startsWith(q);
}

/** Whether a key press anywhere on the page asks for the search box: `/` outside a field, Ctrl-K or Cmd-K. */
export function isSearchShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>,
  target: { tagName?: string; isContentEditable?: boolean } | null,
): boolean {
  if (event.altKey) return false;
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return true;
  if (event.key !== '/' || event.ctrlKey || event.metaKey) return false;
  const tag = target?.tagName?.toUpperCase();
  return !(tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target?.isContentEditable);
}

/** Suggestions grouped by type in the order their types first come (the server ranks), each with its flat index. */
export function groupByType<T extends { type: string }>(
  suggestions: readonly T[],
): { type: string; entries: { item: T; index: number }[] }[] {
  const groups = new Map<string, { item: T; index: number }[]>();
  for (const item of suggestions) {
    const group = groups.get(item.type) ?? [];
    group.push({ item, index: 0 });
    groups.set(item.type, group);
  }
  // Indexes follow the order shown (group by group), so ArrowDown goes down the screen.
  let index = 0;
  return [...groups].map(([type, entries]) => ({
    type,
    entries: entries.map((entry) => ({ item: entry.item, index: index++ })),
  }));
}
