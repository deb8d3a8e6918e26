import { describe, expect, it } from 'vitest';
import { isTypingTarget, movedIndex, pageEdge, TRIAGE_SHORTCUTS, triageCommand } from './triage-keys.ts';

describe('the keys of News triage', () => {
  it('move with j/k and the arrows, open with Enter or o, mark with r, i and a, help with ?', () => {
    expect(triageCommand({ key: 'j' })).toEqual({ kind: 'move', by: 1 });
    expect(triageCommand({ key: 'ArrowDown' })).toEqual({ kind: 'move', by: 1 });
    expect(triageCommand({ key: 'k' })).toEqual({ kind: 'move', by: -1 });
    expect(triageCommand({ key: 'ArrowUp' })).toEqual({ kind: 'move', by: -1 });
    expect(triageCommand({ key: 'Enter' })).toEqual({ kind: 'open' });
    expect(triageCommand({ key: 'o' })).toEqual({ kind: 'open' });
    expect(triageCommand({ key: 'r' })).toEqual({ kind: 'status', status: 'relevant' });
    expect(triageCommand({ key: 'i' })).toEqual({ kind: 'status', status: 'irrelevant' });
    expect(triageCommand({ key: 'a' })).toEqual({ kind: 'status', status: 'archived' });
    expect(triageCommand({ key: '?' })).toEqual({ kind: 'help' });
  });

  it('leave other keys and every key with Ctrl, Cmd or Alt to the browser', () => {
    expect(triageCommand({ key: 'z' })).toBeNull();
    expect(triageCommand({ key: 'X' })).toBeNull();
    expect(triageCommand({ key: 'toString' })).toBeNull();
    expect(triageCommand({ key: 't', ctrlKey: true })).toBeNull();
    expect(triageCommand({ key: 'R' })).toBeNull();
    expect(triageCommand({ key: 'r', ctrlKey: true })).toBeNull();
    expect(triageCommand({ key: 'a', metaKey: true })).toBeNull();
    expect(triageCommand({ key: 'j', altKey: true })).toBeNull();
  });

  it('tag with t, tick with x, star with s, toggle read with m, mark the whole list read with Shift+A', () => {
    expect(triageCommand({ key: 't' })).toEqual({ kind: 'tag' });
    expect(triageCommand({ key: 'x' })).toEqual({ kind: 'tick' });
    expect(triageCommand({ key: 's' })).toEqual({ kind: 'star' });
    expect(triageCommand({ key: 'm' })).toEqual({ kind: 'read' });
    expect(triageCommand({ key: 'A' })).toEqual({ kind: 'allRead' });
    // Plain a still archives.
    expect(triageCommand({ key: 'a' })).toEqual({ kind: 'status', status: 'archived' });
  });

  it('lists every key in the help', () => {
    const keys = TRIAGE_SHORTCUTS.flatMap((shortcut) => shortcut.keys);
    for (const key of ['j', 'k', 'Enter', 'o', 'r', 'i', 'a', 't', 'x', 's', 'm', 'Shift+A', '?']) {
      expect(keys).toContain(key);
    }
  });

  it('stay off while the user types in a field', () => {
    const element = (tagName: string, role: string | null = null, isContentEditable = false) => ({
      tagName,
      isContentEditable,
      getAttribute: (name: string) => (name === 'role' ? role : null),
    });
    expect(isTypingTarget(element('INPUT'))).toBe(true);
    expect(isTypingTarget(element('textarea'))).toBe(true);
    expect(isTypingTarget(element('SELECT'))).toBe(true);
    expect(isTypingTarget(element('DIV', null, true))).toBe(true);
    expect(isTypingTarget(element('DIV', 'combobox'))).toBe(true);
    expect(isTypingTarget(element('DIV', 'gridcell'))).toBe(false);
    expect(isTypingTarget(element('BODY'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });

  it('move the selection within the rows, starting at an end and holding there', () => {
    expect(movedIndex(-1, 5, 1)).toBe(0);
    expect(movedIndex(-1, 5, -1)).toBe(4);
    expect(movedIndex(2, 5, 1)).toBe(3);
    expect(movedIndex(4, 5, 1)).toBe(4);
    expect(movedIndex(0, 5, -1)).toBe(0);
    expect(movedIndex(7, 3, 1)).toBe(0);
    expect(movedIndex(0, 0, 1)).toBe(-1);
  });

  it('turn the page on j at the last row and k at the first, not elsewhere', () => {
    expect(pageEdge(4, 5, 1)).toBe(1);
    expect(pageEdge(0, 5, -1)).toBe(-1);
    expect(pageEdge(3, 5, 1)).toBeNull();
    expect(pageEdge(1, 5, -1)).toBeNull();
    expect(pageEdge(0, 1, 1)).toBe(1);
    // None chosen: the move chooses a row of this page.
    expect(pageEdge(-1, 5, 1)).toBeNull();
    expect(pageEdge(-1, 0, 1)).toBeNull();
  });
});
