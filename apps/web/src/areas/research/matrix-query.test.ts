import { describe, expect, it } from 'vitest';
import { cellState, hasFilters, matrixSearch, optionLabel, readMatrixState } from './matrix-query.ts';

describe('the matrix’s address', () => {
  it('reads lists repeated or comma-separated, and defaults', () => {
    const state = readMatrixState(new URLSearchParams('country=eu,GB&country=us&kind=act&q=%20cyber%20&columns=x'));
    expect(state).toEqual({
      columns: 'area',
      country: ['EU', 'GB', 'US'],
      topics: [],
      kind: ['act'],
      status: [],
      q: 'cyber',
    });
    expect(hasFilters(state)).toBe(true);
    expect(hasFilters(readMatrixState(new URLSearchParams('columns=kind')))).toBe(false);
  });

  it('writes back what it reads, defaults left out', () => {
    const search = 'columns=topic&country=EU%2CGB&status=in-force&q=resilience';
    expect(matrixSearch(readMatrixState(new URLSearchParams(search))).toString()).toBe(search);
    expect(matrixSearch(readMatrixState(new URLSearchParams(''))).toString()).toBe('');
  });

  it('opens a cell as the row’s country and the column’s topic or type', () => {
    const state = readMatrixState(new URLSearchParams('status=in-force&country=EU,GB'));
    expect(matrixSearch(cellState(state, 'GB', 'topic-id')).toString()).toBe(
      'country=GB&topics=topic-id&status=in-force',
    );
    const byKind = readMatrixState(new URLSearchParams('columns=kind'));
    expect(matrixSearch(cellState(byKind, 'EU', 'directive')).toString()).toBe(
      'columns=kind&country=EU&kind=directive',
    );
    expect(matrixSearch(cellState(byKind, 'EU', null)).toString()).toBe('columns=kind&country=EU');
  });

  it('names types and statuses as the regulation declares them', () => {
    expect(optionLabel('status', 'in-force')).toMatch(/in force/i);
    expect(optionLabel('kind', null)).toBe('');
  });
});
