import { describe, expect, it } from 'vitest';
import { autoHighlight, groupByType, isSearchShortcut, typeaheadKey } from './typeahead-keys.ts';

const open = { open: true, count: 3, active: -1, text: 'dor' };

describe('type-ahead keys', () => {
  it('moves down and up through the options, passing through none at the ends', () => {
    expect(typeaheadKey('ArrowDown', open)).toEqual({ kind: 'highlight', index: 0 });
    expect(typeaheadKey('ArrowDown', { ...open, active: 1 })).toEqual({ kind: 'highlight', index: 2 });
    expect(typeaheadKey('ArrowDown', { ...open, active: 2 })).toEqual({ kind: 'highlight', index: -1 });
    expect(typeaheadKey('ArrowUp', open)).toEqual({ kind: 'highlight', index: 2 });
    expect(typeaheadKey('ArrowUp', { ...open, active: 0 })).toEqual({ kind: 'highlight', index: -1 });
  });

  it('opens a closed list at its first or last option, and does nothing without options', () => {
    expect(typeaheadKey('ArrowDown', { ...open, open: false, active: 2 })).toEqual({ kind: 'highlight', index: 0 });
    expect(typeaheadKey('ArrowUp', { ...open, open: false })).toEqual({ kind: 'highlight', index: 2 });
    expect(typeaheadKey('ArrowDown', { ...open, count: 0 })).toEqual({ kind: 'none' });
  });

  it('Enter opens the highlighted option, else searches the text; Escape closes', () => {
    expect(typeaheadKey('Enter', { ...open, active: 1 })).toEqual({ kind: 'open', index: 1 });
    expect(typeaheadKey('Enter', open)).toEqual({ kind: 'search' });
    expect(typeaheadKey('Enter', { ...open, open: false, active: 1 })).toEqual({ kind: 'search' });
    expect(typeaheadKey('Enter', { ...open, text: '' })).toEqual({ kind: 'none' });
    expect(typeaheadKey('Escape', open)).toEqual({ kind: 'close' });
    expect(typeaheadKey('a', open)).toEqual({ kind: 'none' });
  });

  it('highlights the first suggestion when a word of its name begins with the text', () => {
    expect(autoHighlight('dor', { title: 'DORA' })).toBe(true);
    expect(autoHighlight('dor', { title: 'Digital Operational Resilience Act', matched: 'DORA' })).toBe(true);
    expect(autoHighlight('mifid 2', { title: 'MiFID 2 reporting' })).toBe(true);
    expect(autoHighlight('ora', { title: 'DORA' })).toBe(false);
    expect(autoHighlight('d', { title: 'DORA' })).toBe(false);
    expect(autoHighlight('dor', undefined)).toBe(false);
  });
});

describe('the search shortcut', () => {
  const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {}) => ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    ...mods,
  });

  it('is / outside a field, Ctrl-K and Cmd-K anywhere', () => {
    expect(isSearchShortcut(key('/'), { tagName: 'BODY' })).toBe(true);
    expect(isSearchShortcut(key('/'), { tagName: 'input' })).toBe(false);
    expect(isSearchShortcut(key('/'), { tagName: 'TEXTAREA' })).toBe(false);
    expect(isSearchShortcut(key('/'), { tagName: 'DIV', isContentEditable: true })).toBe(false);
    expect(isSearchShortcut(key('k', { ctrlKey: true }), { tagName: 'INPUT' })).toBe(true);
    expect(isSearchShortcut(key('K', { metaKey: true }), null)).toBe(true);
    expect(isSearchShortcut(key('k'), null)).toBe(false);
    expect(isSearchShortcut(key('k', { ctrlKey: true, altKey: true }), null)).toBe(false);
  });
});

describe('grouping by type', () => {
  it('keeps the types in the order they first come and numbers options down the screen', () => {
    const groups = groupByType([
      { type: 'regulation', id: 'a' },
      { type: 'newsitem', id: 'b' },
      { type: 'regulation', id: 'c' },
    ]);
    expect(groups.map((g) => [g.type, g.entries.map((e) => [e.item.id, e.index])])).toEqual([
      [
        'regulation',
        [
          ['a', 0],
          ['c', 1],
        ],
      ],
      ['newsitem', [['b', 2]]],
    ]);
  });
});
