/**
 * Keyset paging remembered per view: `cursors[i]` is what fetches page i (page 0: none). Pages can be revisited
 * backwards and forwards; jumping ahead past the last known cursor is not possible (the server pages by cursor).
 */
export interface CursorStack {
  page: number;
  cursors: readonly (string | null)[];
  /** The page of the last cursor has answered that none follows it (until then, one may). */
  ended: boolean;
}

export const FIRST_PAGE: CursorStack = { page: 0, cursors: [null], ended: false };

/** The cursor of the page shown. */
export function currentCursor(stack: CursorStack): string | null {
  return stack.cursors[stack.page] ?? null;
}

/**
 * Records what page `page` answered as its next cursor. A changed answer (items added or removed meanwhile)
 * forgets the cursors after it, since they were computed from the old order.
 */
export function recordNext(stack: CursorStack, page: number, next: string | null): CursorStack {
  if (page >= stack.cursors.length) return stack;
  const known = stack.cursors[page + 1];
  if (next === null) {
    if (known === undefined && stack.ended) return stack;
    return { ...stack, cursors: stack.cursors.slice(0, page + 1), ended: true };
  }
  if (known === next) return stack;
  return { ...stack, cursors: [...stack.cursors.slice(0, page + 1), next], ended: false };
}

/** May this page be shown now: it is known, or it is the first one. */
export function canGoTo(stack: CursorStack, page: number): boolean {
  return page >= 0 && page < stack.cursors.length;
}

/** Shows another known page; an unknown one leaves the stack as it is. */
export function goTo(stack: CursorStack, page: number): CursorStack {
  return canGoTo(stack, page) && page !== stack.page ? { ...stack, page } : stack;
}

/**
 * Whether a page follows the one shown: its cursor is known, or the page has not answered yet. Saying "none" while
 * a page loads would make a grid without an exact total count the rows it has and stop paging there.
 */
export function hasNextPage(stack: CursorStack): boolean {
  return stack.page + 1 < stack.cursors.length || !stack.ended;
}
