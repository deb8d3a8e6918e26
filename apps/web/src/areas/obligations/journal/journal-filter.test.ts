import { describe, expect, it } from 'vitest';
import { journalQuery, journalSearch, parseJournalFilter, periodReversed } from './journal-filter.ts';

const USER = '0b6a3f7e-6a51-4c3e-9a55-2b3c4d5e6f70';

describe('journal filters', () => {
  it('reads what is valid from the address and drops the rest', () => {
    const search = new URLSearchParams(`type=obligation&action=update&since=2026-01-01&until=bad&user=${USER}&who=Ann`);
    expect(parseJournalFilter(search, true)).toEqual({
      type: 'obligation',
      action: 'update',
      since: '2026-01-01',
      until: null,
      mine: false,
      user: { id: USER, name: 'Ann' },
    });
    // Not a journal type, not an action; a person only for administrators.
    expect(parseJournalFilter(new URLSearchParams(`type=newsitem&action=rename&user=${USER}`), false)).toMatchObject({
      type: null,
      action: null,
      user: null,
    });
  });

  it('round-trips through the address', () => {
    const filter = parseJournalFilter(new URLSearchParams('type=control&since=2026-02-01&mine=true'), false);
    expect(parseJournalFilter(journalSearch(filter), false)).toEqual(filter);
  });

  it('asks for the chosen type only when readable, else every readable journal type', () => {
    const readable = ['obligation', 'regulation'];
    const base = parseJournalFilter(new URLSearchParams(), false);
    expect(journalQuery(base, readable)).toEqual({ types: readable });
    expect(journalQuery({ ...base, type: 'control' }, readable).types).toEqual([]);
    expect(journalQuery({ ...base, type: 'obligation', action: 'create', mine: true }, readable)).toEqual({
      types: ['obligation'],
      action: 'create',
      mine: true,
    });
    expect(periodReversed({ since: '2026-03-02', until: '2026-03-01' })).toBe(true);
    expect(periodReversed({ since: '2026-03-01', until: null })).toBe(false);
  });
});
