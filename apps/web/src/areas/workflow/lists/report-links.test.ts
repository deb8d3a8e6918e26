import { contentType } from '@rh/core/content';
import { describe, expect, it } from 'vitest';
import { parseListState } from '../../../content/list/list-state.ts';
import { periodFilters, publishedListPath } from './report-links.ts';

describe('the report links to the list behind each figure', () => {
  it('a period: the published insights between its first and last day, filters the list reads back', () => {
    const path = publishedListPath(periodFilters({ from: '2026-01-01', to: '2026-03-31' }));
    expect(path).toBe('/articles?stage=published&publishedOn.from=2026-01-01&publishedOn.to=2026-03-31');
    const state = parseListState(contentType('article'), new URL(path, 'http://x').searchParams);
    expect(state.filters).toEqual({
      stage: ['published'],
      'publishedOn.from': ['2026-01-01'],
      'publishedOn.to': ['2026-03-31'],
    });
  });

  it('a country or a topic', () => {
    expect(publishedListPath({ countries: 'FR' })).toBe('/articles?stage=published&countries=FR');
  });
});
