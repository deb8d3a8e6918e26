import { contentType } from '@rh/core/content';
import { describe, expect, it } from 'vitest';
import { parseListState } from '../../../content/list/list-state.ts';
import { eventsListPath, newsListPath } from './news-links.ts';

const TOPIC = '0b6f7c1e-2a8d-4c3b-9e5f-1a2b3c4d5e6f';
const week = { from: '2026-03-09T12:00:00.000Z', to: '2026-03-16T12:00:00.000Z' };

/** The filters the News list reads from a link. */
const filtersOf = (path: string) =>
  parseListState(contentType('newsitem'), new URLSearchParams(path.split('?')[1])).filters;

describe('links to the filtered lists', () => {
  it('open the News list filtered to one group and the period, as the list reads its address', () => {
    const path = newsListPath(week, { dimension: 'topic', key: TOPIC });
    expect(path.startsWith('/news?')).toBe(true);
    expect(filtersOf(path)).toEqual({
      'publishedAt.from': [week.from],
      'publishedAt.to': [week.to],
      topics: [TOPIC],
    });
    expect(filtersOf(newsListPath(week, { dimension: 'country', key: 'DE' }))).toMatchObject({ countries: ['DE'] });
    expect(filtersOf(newsListPath(week, { dimension: 'regulator', key: TOPIC }))).toMatchObject({ regulator: [TOPIC] });
    expect(filtersOf(newsListPath(week, { dimension: 'newsType', key: 'consultation' }))).toMatchObject({
      newsTypes: ['consultation'],
    });
  });

  it('take whole days for a snapshot period, and all news when no group is named', () => {
    const path = newsListPath({ from: '2026-03-01', to: '2026-03-31' });
    expect(path).toBe('/news?publishedAt.from=2026-03-01&publishedAt.to=2026-03-31');
    expect(filtersOf(path)).toEqual({ 'publishedAt.from': ['2026-03-01'], 'publishedAt.to': ['2026-03-31'] });
  });

  it('open the Events list of the period', () => {
    expect(eventsListPath({ from: '2026-03-01', to: '2026-03-31' })).toBe(
      '/events?start.from=2026-03-01&start.to=2026-03-31',
    );
  });
});
