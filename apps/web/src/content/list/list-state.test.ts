import { describe, expect, it } from 'vitest';
import { ID_A, memo } from '../test/fixtures.ts';
import {
  effectiveSort,
  listParams,
  listStateToSearch,
  parseListState,
  sortParam,
  withFilter,
  type ListState,
} from './list-state.ts';

const parse = (query: string) => parseListState(memo, new URLSearchParams(query));

describe('a list view in the URL', () => {
  it('reads filters, text, order, page size and the deleted switch', () => {
    const state = parse(
      `q=+capital+&countries=FR&countries=DE&impact=high&issuedOn.from=2025-01-01&pages.to=40&parent=${ID_A}` +
        '&tags=basel+iii&sort=-issuedOn&limit=50&deleted=true',
    );
    expect(state).toEqual({
      q: 'capital',
      sort: '-issuedOn',
      limit: 50,
      deleted: true,
      filters: {
        countries: ['FR', 'DE'],
        impact: ['high'],
        'issuedOn.from': ['2025-01-01'],
        'pages.to': ['40'],
        parent: [ID_A],
        tags: ['basel iii'],
      },
    });
  });

  it('leaves out what the server would refuse instead of failing the whole list', () => {
    const state = parse(
      'impact=huge&impact=low&kinds=guidance&kinds=guidance&issuedOn.from=yesterday&pages.from=many' +
        '&parent=42&body=x&title=y&sort=body&limit=30&urgent=maybe&deleted=yes',
    );
    expect(state.filters).toEqual({ impact: ['low'], kinds: ['guidance'] });
    // richtext cannot sort, 30 is no page size, "yes" is not true.
    expect(state.sort).toBeNull();
    expect(state.limit).toBe(25);
    expect(state.deleted).toBe(false);
  });

  it('keeps one value of a range bound', () => {
    expect(parse('sentAt.to=2025-03-31&sentAt.to=2025-04-30').filters).toEqual({ 'sentAt.to': ['2025-03-31'] });
  });

  it('writes a view back to the same URL, defaults left out and in a stable order', () => {
    const query =
      'q=capital&countries=FR&countries=DE&impact=high&issuedOn.from=2025-01-01&sort=title&limit=100&deleted=true';
    const written = listStateToSearch(parse(query));
    expect(parse(written.toString())).toEqual(parse(query));
    expect(written.toString()).toBe(
      'q=capital&countries=FR&countries=DE&impact=high&issuedOn.from=2025-01-01&sort=title&limit=100&deleted=true',
    );
    expect(listStateToSearch(parse('limit=25')).toString()).toBe('');
  });

  it('asks the server with values joined by commas, as its list endpoint reads them', () => {
    expect(listParams(parse('countries=FR&countries=DE&pages.from=2&q=aml'))).toEqual({
      limit: '25',
      q: 'aml',
      countries: 'FR,DE',
      'pages.from': '2',
    });
  });
});

describe('the order of a list', () => {
  const state: ListState = parse('');

  it("is the type's default until the user picks another", () => {
    expect(effectiveSort(memo, state)).toEqual({ field: 'sentAt', dir: 'desc' });
    expect(effectiveSort(memo, { ...state, sort: '-title' })).toEqual({ field: 'title', dir: 'desc' });
    expect(effectiveSort(memo, { ...state, sort: 'updatedAt' })).toEqual({ field: 'updatedAt', dir: 'asc' });
  });

  it('writes no parameter for the default order, so the URL stays short', () => {
    expect(sortParam(memo, { field: 'sentAt', dir: 'desc' })).toBeNull();
    expect(sortParam(memo, { field: 'sentAt', dir: 'asc' })).toBe('sentAt');
    expect(sortParam(memo, { field: 'title', dir: 'desc' })).toBe('-title');
    expect(sortParam(memo, null)).toBeNull();
  });
});

describe('changing a filter', () => {
  it('replaces its values and drops it when emptied', () => {
    const state = parse('countries=FR&impact=high');
    expect(withFilter(state, 'countries', ['DE', 'IT']).filters).toEqual({ countries: ['DE', 'IT'], impact: ['high'] });
    expect(withFilter(state, 'impact', []).filters).toEqual({ countries: ['FR'] });
    expect(withFilter(state, 'issuedOn.to', ['']).filters).toEqual(state.filters);
  });
});
