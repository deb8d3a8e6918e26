/**
 * Keyset paging remembered per view: `cursors[i]` is what fetches page i (page 0: none). Pages can be revisited
 * backwards and forwards; jumping ahead past the last known cursor is not possible (the server pages by cursor).
 */
export interface CursorStack {
  page: number;
  cursors: readonly (string | null)[];
}

export const FIRST_PAGE: CursorStack = { page: 0, cursors: [null] };

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
  if (next === null) return known === undefined ? stack : { ...stack, cursors: stack.cursors.slice(0, page + 1) };
  if (known === next) return stack;
  return { ...stack, cursors: [...stack.cursors.slice(0, page + 1), next] };
}

/** May this page be shown now: it is known, or it is the first one. */
export function canGoTo(stack: CursorStack, page: number): boolean {
  return page >= 0 && page < stack.cursors.length;
}

/** Shows another known page; an unknown one leaves the stack as it is. */
export function goTo(stack: CursorStack, page: number): CursorStack {
  return canGoTo(stack, page) && page !== stack.page ? { ...stack, page } : stack;
}

/** Whether a page follows the one shown. */
export function hasNextPage(stack: CursorStack): boolean {
  return stack.page + 1 < stack.cursors.length;
}
