import { describe, expect, it } from 'vitest';
import { changed, matrixOf, paramsOf, selectionOf } from './selection.ts';

describe('the selection of /relationships in the address', () => {
  it('reads the choice, paging and view, and ignores what the server would refuse', () => {
    const selection = selectionOf(
      new URLSearchParams('from=comm&to=article&relation=articles&q=eu+ai&sort=newest&page=2&size=50&view=matrix'),
    );
    expect(selection).toEqual({
      from: 'comm',
      to: 'article',
      relation: 'articles',
      q: 'eu ai',
      sort: 'newest',
      page: 2,
      size: 50,
      view: 'matrix',
    });
    expect(paramsOf(selection)).toEqual({
      from: 'comm',
      to: 'article',
      relation: 'articles',
      q: 'eu ai',
      sort: 'newest',
      limit: 50,
      offset: 100,
    });
    const odd = selectionOf(new URLSearchParams('from=a;b&sort=title&page=-3&size=7&view=pie'));
    expect(odd).toMatchObject({ from: null, sort: 'from', page: 0, size: 25, view: 'table' });
    expect(paramsOf(odd)).toEqual({ sort: 'from', limit: 25, offset: 0 });
  });

  it('goes back to page one on any change but paging and the view', () => {
    const search = new URLSearchParams('from=comm&page=3&view=matrix');
    expect(changed(search, { q: 'tax' }).toString()).toBe('from=comm&view=matrix&q=tax');
    expect(changed(search, { page: '4' }).get('page')).toBe('4');
    expect(changed(search, { view: null }).toString()).toBe('from=comm&page=3');
    expect(changed(search, { from: null, relation: '' }).toString()).toBe('view=matrix');
  });
});

describe('the matrix of link kinds', () => {
  it('adds up the relations of a pair, and orders types by their links', () => {
    const matrix = matrixOf([
      { from: 'obligation', relation: 'regulation', to: 'regulation', label: 'Regulation', count: 5 },
      { from: 'control', relation: 'obligations', to: 'obligation', label: 'Obligations', count: 7 },
      { from: 'obligation', relation: 'related', to: 'regulation', label: 'Related', count: 4 },
    ]);
    expect(matrix.rows).toEqual(['obligation', 'control']);
    expect(matrix.columns).toEqual(['regulation', 'obligation']);
    expect(matrix.counts.get('obligation>regulation')).toBe(9);
    expect(matrix.counts.get('control>regulation')).toBeUndefined();
  });
});
