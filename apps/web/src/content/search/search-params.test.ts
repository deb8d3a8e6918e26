import { describe, expect, it } from 'vitest';
import { pageCount, parseSearch, searchQuery, toggleFacet } from './search-params.ts';

describe('a search in the URL', () => {
  it('reads the facets chosen and the page', () => {
    const state = parseSearch(
      ' basel ',
      new URLSearchParams('types=article,newsitem&country=FR&year=2025,,2025&page=3'),
    );
    expect(state).toEqual({
      q: 'basel',
      chosen: { types: ['article', 'newsitem'], country: ['FR'], regulator: [], year: ['2025'] },
      page: 3,
      exact: false,
    });
    expect(parseSearch('x', new URLSearchParams('page=-2')).page).toBe(1);
    expect(parseSearch('x', new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('asks the server for the page by offset, facets joined by commas', () => {
    const state = parseSearch('basel', new URLSearchParams('country=FR,DE&page=2'));
    expect(searchQuery(state)).toEqual({ q: 'basel', limit: 20, offset: 20, country: 'FR,DE' });
    // The server ranks no further than offset 1900.
    expect(searchQuery({ ...state, page: 500 }).offset).toBe(1900);
  });

  it('asks for the words as typed when the user turned the correction down', () => {
    const state = parseSearch('Solvecny', new URLSearchParams('exact=true'));
    expect(state.exact).toBe(true);
    expect(searchQuery(state)).toEqual({ q: 'Solvecny', limit: 20, offset: 0, exact: 'true' });
    expect(parseSearch('x', new URLSearchParams('exact=1')).exact).toBe(false);
  });

  it('adds a facet value on a click and takes it away on the next, back on page one', () => {
    const start = new URLSearchParams('country=FR&page=4&sort=x');
    const added = toggleFacet(start, 'country', 'DE');
    expect(added.toString()).toBe('country=FR%2CDE&sort=x');
    expect(toggleFacet(added, 'country', 'FR').get('country')).toBe('DE');
    expect(toggleFacet(toggleFacet(added, 'country', 'FR'), 'country', 'DE').has('country')).toBe(false);
    expect(toggleFacet(start, 'types', 'article').get('types')).toBe('article');
  });

  it('counts pages only as far as the server pages', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(41)).toBe(3);
    expect(pageCount(1_000_000)).toBe(96);
  });
});
