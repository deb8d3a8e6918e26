import { describe, expect, it } from 'vitest';
import { memo } from '../content/test/fixtures.ts';
import { explorerStateToSearch, groupFields, parseExplorerState } from './explorer-state.ts';

const other = { ...memo, name: 'note', plural: 'Notes' };
const types = [memo, other];
const parse = (query: string) => parseExplorerState(types, new URLSearchParams(query));

describe('an explorer view in the address', () => {
  it('reads the type, the list view, the columns in order and up to two groupings', () => {
    const state = parse('type=note&impact=high&q=cloud&columns=impact,title,createdAt&by=countries&by=impact');
    expect(state.type).toBe('note');
    expect(state.list.filters).toEqual({ impact: ['high'] });
    expect(state.list.q).toBe('cloud');
    expect(state.columns).toEqual(['impact', 'title', 'createdAt']);
    expect(state.by).toEqual(['countries', 'impact']);
  });

  it('leaves out what the type does not have: unknown type, columns, groupings, a third grouping', () => {
    const state = parse('type=nope&columns=password,title&by=issuedOn&by=impact&by=countries&by=urgent');
    expect(state.type).toBe('memo');
    expect(state.columns).toEqual(['title']);
    // A date is a range filter: a cell could not link to its list, so it is no grouping.
    expect(state.by).toEqual(['impact', 'countries']);
    expect(parse('columns=password').columns).toBeNull();
  });

  it('writes back what it read, the first type and defaults left out', () => {
    const query = 'q=cloud&impact=high&columns=impact%2Ctitle&by=countries&by=impact';
    expect(explorerStateToSearch(parse(query), 'memo').toString()).toBe(query);
    expect(explorerStateToSearch(parse('type=memo'), 'memo').toString()).toBe('');
    expect(explorerStateToSearch(parse('type=note'), 'memo').toString()).toBe('type=note');
  });

  it('groups by value filters and the stage, never by ranges', () => {
    expect(groupFields(memo).map((field) => field.name)).toEqual([
      'countries',
      'impact',
      'kinds',
      'parent',
      'tags',
      'urgent',
    ]);
  });
});
