import { describe, expect, it } from 'vitest';
import { canGoTo, currentCursor, FIRST_PAGE, goTo, hasNextPage, recordNext, type CursorStack } from './cursor-stack.ts';

describe('keyset paging', () => {
  it('walks forward with the cursor each page answers, and back to any page seen', () => {
    let stack: CursorStack = recordNext(FIRST_PAGE, 0, 'c1');
    expect(hasNextPage(stack)).toBe(true);
    stack = goTo(stack, 1);
    expect(currentCursor(stack)).toBe('c1');
    stack = goTo(recordNext(stack, 1, 'c2'), 2);
    expect(currentCursor(stack)).toBe('c2');
    stack = recordNext(stack, 2, null);
    expect(hasNextPage(stack)).toBe(false);
    stack = goTo(stack, 0);
    expect(currentCursor(stack)).toBeNull();
    expect(hasNextPage(stack)).toBe(true);
    expect(currentCursor(goTo(stack, 2))).toBe('c2');
  });

  it('has a next page, as far as anyone knows, while the page shown has not answered', () => {
    // Page 2 of a list whose total is an estimate: its cursor is known, its answer is loading.
    const loading = goTo(recordNext(FIRST_PAGE, 0, 'c1'), 1);
    expect(hasNextPage(FIRST_PAGE)).toBe(true);
    expect(hasNextPage(loading)).toBe(true);
    expect(hasNextPage(recordNext(loading, 1, 'c2'))).toBe(true);
    const last = recordNext(loading, 1, null);
    expect(hasNextPage(last)).toBe(false);
    expect(recordNext(last, 1, null)).toBe(last);
    // Back on the first page, the second still follows; and the end is forgotten when the list grows.
    expect(hasNextPage(goTo(last, 0))).toBe(true);
    expect(hasNextPage(recordNext(last, 1, 'c2'))).toBe(true);
  });

  it('cannot jump past the last cursor it knows', () => {
    const stack = recordNext(FIRST_PAGE, 0, 'c1');
    expect(canGoTo(stack, 2)).toBe(false);
    expect(goTo(stack, 2)).toBe(stack);
    expect(canGoTo(stack, -1)).toBe(false);
  });

  it('forgets the later cursors when a page answers differently than before', () => {
    const seen: CursorStack = { page: 1, cursors: [null, 'c1', 'c2', 'c3'], ended: false };
    expect(recordNext(seen, 1, 'c2')).toBe(seen);
    expect(recordNext(seen, 1, 'x2').cursors).toEqual([null, 'c1', 'x2']);
    // The list got shorter: page 1 is now the last.
    expect(recordNext(seen, 1, null).cursors).toEqual([null, 'c1']);
  });

  it('ignores an answer for a page it never asked for', () => {
    expect(recordNext(FIRST_PAGE, 3, 'c4')).toBe(FIRST_PAGE);
  });
});
