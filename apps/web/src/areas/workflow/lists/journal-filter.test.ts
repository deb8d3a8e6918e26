import { describe, expect, it } from 'vitest';
import { journalQuery, journalSearch, parseJournalFilter } from './journal-filter.ts';

describe('the workflow journal filter', () => {
  it('reads the address, leaving out what the server would refuse, and writes it back', () => {
    const search = new URLSearchParams('since=2026-01-01&until=nope&mine=true&user=bad&changes=all&stage=review');
    const filter = parseJournalFilter(search, true);
    expect(filter).toEqual({ all: true, stage: 'review', since: '2026-01-01', until: '', mine: true, user: null });
    expect(journalSearch(filter).toString()).toBe('changes=all&stage=review&since=2026-01-01&mine=true');
    expect(parseJournalFilter(new URLSearchParams('stage=limbo'), true).stage).toBe('');
    expect(journalQuery(filter)).toEqual({
      types: ['article'],
      stage: 'review',
      since: '2026-01-01',
      until: undefined,
      mine: true,
    });
  });

  it('asks for the transitions of insights by default, and no period that ends before it starts', () => {
    const filter = parseJournalFilter(new URLSearchParams('since=2026-03-01&until=2026-02-01'), false);
    expect(journalQuery(filter)).toEqual({ types: ['article'], action: 'transition' });
    const address = new URLSearchParams('user=0b0c7a3e-8f4a-4a51-9a59-4a4bd1f7b0c2&who=Ana&mine=true&since=2026-01-01');
    const person = parseJournalFilter(address, true);
    expect(journalQuery(person)).toEqual({
      types: ['article'],
      action: 'transition',
      since: '2026-01-01',
      until: undefined,
      user: '0b0c7a3e-8f4a-4a51-9a59-4a4bd1f7b0c2',
    });
    // Only administrators may pick a person: for anyone else the address's `user` is ignored.
    const notAdmin = parseJournalFilter(address, false);
    expect(notAdmin.user).toBeNull();
    expect(journalQuery(notAdmin)).toEqual({
      types: ['article'],
      action: 'transition',
      since: '2026-01-01',
      until: undefined,
      mine: true,
    });
  });
});
