import { contentType } from '@rh/core/content';
import { describe, expect, it, vi } from 'vitest';
import { memo } from '../../test/fixtures.ts';
import {
  chooseView,
  isGroupShown,
  markBatcher,
  readingNow,
  readOnMove,
  summaryText,
  unreadFilter,
} from './reader-model.ts';

const news = contentType('newsitem');

describe('a summary as the lines of a reader row', () => {
  it('is plain text: tags stripped, entities decoded, whitespace collapsed', () => {
    expect(summaryText('<p>Responses are&nbsp;due <b>in two</b>\n\n months &amp; more.</p><p>Next</p>')).toBe(
      'Responses are due in two months & more. Next',
    );
  });

  it('is empty for a missing or non-text value', () => {
    expect(summaryText(undefined)).toBe('');
    expect(summaryText(null)).toBe('');
    expect(summaryText(42)).toBe('');
  });

  it('is cut at a word with an ellipsis when long', () => {
    const text = summaryText('word '.repeat(200), 50);
    expect(text.length).toBeLessThanOrEqual(51);
    expect(text).toMatch(/word…$/);
  });
});

describe('the layout a list shows', () => {
  it('is the reader for a type with one, unless the address or the last choice says table', () => {
    expect(chooseView(news, null, null)).toBe('reader');
    expect(chooseView(news, 'table', null)).toBe('table');
    expect(chooseView(news, null, 'table')).toBe('table');
    expect(chooseView(news, 'reader', 'table')).toBe('reader');
    expect(chooseView(news, 'nonsense', 'table')).toBe('table');
  });

  it('is always the table for a type without a reader', () => {
    expect(chooseView(memo, 'reader', 'reader')).toBe('table');
  });
});

describe('reading by moving', () => {
  const read = new Set(['r']);
  const isRead = (id: string) => read.has(id);

  it('marks the row left, not the row chosen, when nothing shows it', () => {
    expect(readOnMove('a', 'b', false, isRead)).toEqual(['a']);
  });

  it('marks the row shown in the pane as well', () => {
    expect(readOnMove('a', 'b', true, isRead)).toEqual(['a', 'b']);
    expect(readOnMove(null, 'b', true, isRead)).toEqual(['b']);
  });

  it('leaves out rows already read, and a row chosen again', () => {
    expect(readOnMove('r', 'b', false, isRead)).toEqual([]);
    expect(readOnMove('a', 'a', false, isRead)).toEqual([]);
    expect(readOnMove('a', 'a', true, isRead)).toEqual(['a']);
    expect(readOnMove('a', null, false, isRead)).toEqual(['a']);
  });
});

describe('the unread side list', () => {
  it('filters to one group and unread, replacing another group', () => {
    const filters = unreadFilter({ regulator: ['x'], countries: ['FR'] }, 'source', 's');
    expect(filters).toEqual({ countries: ['FR'], source: ['s'], unread: ['true'] });
    expect(isGroupShown(filters, 'source', 's')).toBe(true);
    expect(isGroupShown(filters, 'regulator', 'x')).toBe(false);
  });

  it('filters to all unread', () => {
    expect(unreadFilter({ topics: ['t'] }, null, null)).toEqual({ unread: ['true'] });
  });
});

describe('the reading a row shows', () => {
  const unread = { read: false, starred: false };
  const read = { read: true, starred: false };

  it("is the page's mark until the server's answer moves on", () => {
    const local = { base: unread, change: { read: true } };
    expect(readingNow(unread, local)).toEqual(read);
    expect(readingNow(read, local)).toEqual(read);
    expect(readingNow({ read: true, starred: true }, local)).toEqual({ read: true, starred: true });
  });

  it("is the server's without a mark, and none for an item without reading", () => {
    expect(readingNow(unread, undefined)).toEqual(unread);
    expect(readingNow(undefined, { base: unread, change: { read: true } })).toBeUndefined();
  });
});

describe('marks gathered to be sent as one', () => {
  it('sends the ids marked within the delay once, without repeats', () => {
    vi.useFakeTimers();
    try {
      const sent: string[][] = [];
      const batch = markBatcher((ids) => sent.push(ids), 400);
      batch.add(['a']);
      vi.advanceTimersByTime(200);
      batch.add(['b', 'a']);
      batch.add(['c']);
      expect(sent).toEqual([]);
      vi.advanceTimersByTime(200);
      expect(sent).toEqual([['a', 'b', 'c']]);
      // A key held down still sends every delay, counted from the first mark of each batch.
      batch.add(['d']);
      vi.advanceTimersByTime(300);
      batch.add(['e']);
      vi.advanceTimersByTime(100);
      expect(sent).toEqual([
        ['a', 'b', 'c'],
        ['d', 'e'],
      ]);
      vi.advanceTimersByTime(1000);
      expect(sent).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends what waits at once when flushed (the list unmounting, the page left), and nothing when none waits', () => {
    vi.useFakeTimers();
    try {
      const sent: string[][] = [];
      const batch = markBatcher((ids) => sent.push(ids), 400);
      batch.flush();
      batch.add([]);
      batch.add(['a', 'b']);
      batch.flush();
      expect(sent).toEqual([['a', 'b']]);
      vi.advanceTimersByTime(1000);
      expect(sent).toEqual([['a', 'b']]);
    } finally {
      vi.useRealTimers();
    }
  });
});
