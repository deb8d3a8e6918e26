import { contentType } from '@rh/core/content';
import { describe, expect, it } from 'vitest';
import { itemPathOf, screenRoute } from '../../content/links.ts';
import { BRIEF_ROUTES, briefPath, WEEK_NEWS_ROUTE, weekNewsPath } from './brief-links.ts';

describe("Home's brief links", () => {
  it('open the same page as the declarations say, for every type Home links', () => {
    for (const type of Object.keys(BRIEF_ROUTES)) {
      const item = { id: '0b5c1e7a-2f1d-4c55-9a52-5d3c1f0e9b11', type };
      expect(briefPath(item)).toBe(itemPathOf(type, item));
      expect(briefPath(item)).not.toBeNull();
    }
  });

  it('leave a type Home does not know as plain text', () => {
    expect(briefPath({ id: 'x', type: 'regulation' })).toBeNull();
  });

  it("lead to the news list the declarations name, with the week's filters", () => {
    expect(WEEK_NEWS_ROUTE).toBe(screenRoute(contentType('newsitem'), 'list'));
    const path = weekNewsPath('2026-11-17T00:00:00.000Z', { countries: ['FR', 'DE'], topics: [] });
    expect(path).toBe('/news?publishedAt.from=2026-11-17&countries=FR&countries=DE');
    // Countries and topics together would and the filters: the list shows the week's news only.
    expect(weekNewsPath('2026-11-17T00:00:00Z', { countries: ['FR'], topics: ['t1'] })).toBe(
      '/news?publishedAt.from=2026-11-17',
    );
  });
});
