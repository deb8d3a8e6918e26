import { findArea, type Area, type Tile } from '@rh/core/areas';
import { dashboardOf } from '@rh/core/areas/dashboards';
import { describe, expect, it } from 'vitest';
import { groupFilter, listRouteOf, tileLink } from './tile-links.ts';
import { countOf, dashboardQueries, tileQueries } from './tile-queries.ts';

const today = '2026-11-24';
const area = (id: string): Area => {
  const found = findArea(id);
  if (!found) throw new Error(`no area ${id}`);
  return found;
};

describe('the queries of a dashboard', () => {
  it('compares a count with the period before: two queries, the windows side by side', () => {
    const tile: Tile = {
      kind: 'count',
      title: 'News',
      query: { type: 'newsitem' },
      compare: { field: 'publishedAt', days: 30 },
    };
    expect(tileQueries(area('horizon'), tile, 0, today)).toEqual([
      {
        id: 't0',
        type: 'newsitem',
        kind: 'count',
        filters: { 'publishedAt.from': ['2026-10-26'], 'publishedAt.to': ['2026-11-24'] },
      },
      {
        id: 't0-previous',
        type: 'newsitem',
        kind: 'count',
        filters: { 'publishedAt.from': ['2026-09-26'], 'publishedAt.to': ['2026-10-25'] },
      },
    ]);
  });

  it('scopes a query where the area scopes the type, and only there (an unscoped type would be a 400)', () => {
    const ai = area('ai');
    const [initiatives] = tileQueries(ai, { kind: 'count', title: 'x', query: { type: 'initiative' } }, 1, today);
    expect(initiatives).toMatchObject({ id: 't1', scope: 'ai' });
    const [faqs] = tileQueries(ai, { kind: 'count', title: 'x', query: { type: 'faq' } }, 2, today);
    expect(faqs).not.toHaveProperty('scope');
    const [unscoped] = tileQueries(
      ai,
      { kind: 'count', title: 'x', query: { type: 'initiative', scope: false } },
      3,
      today,
    );
    expect(unscoped).not.toHaveProperty('scope');
  });

  it('asks for items of coming dates soonest first and for the newest items newest first', () => {
    const horizon = area('horizon');
    const timeline: Tile = {
      kind: 'timeline',
      title: 'x',
      query: { type: 'event' },
      field: 'start',
      days: 90,
      limit: 5,
    };
    expect(tileQueries(horizon, timeline, 0, today)[0]).toEqual({
      id: 't0',
      type: 'event',
      kind: 'items',
      sort: 'start',
      limit: 5,
      filters: { 'start.from': ['2026-11-24'], 'start.to': ['2027-02-22'] },
    });
    const newest: Tile = { kind: 'newest', title: 'x', query: { type: 'newsitem' }, field: 'publishedAt' };
    expect(tileQueries(horizon, newest, 4, today)[0]).toMatchObject({ kind: 'items', sort: '-publishedAt', limit: 6 });
  });

  it('counts the items without a value of a field as the "none" group of a grouping by it', () => {
    const tile: Tile = { kind: 'count', title: 'x', query: { type: 'obligation' }, missing: 'controls' };
    expect(tileQueries(area('obligations'), tile, 0, today)[0]).toMatchObject({ kind: 'count', by: ['controls'] });
    const groups = [
      { key: 'a', count: 5 },
      { key: null, count: 3 },
    ];
    expect(countOf(tile, 7, groups)).toBe(3);
    expect(countOf(tile, 7, [{ key: 'a', count: 7 }])).toBe(0);
    expect(countOf({ ...tile, missing: undefined }, 7, groups)).toBe(7);
  });

  it('batches every tile of every declared dashboard into one request with unique ids', () => {
    for (const id of ['horizon', 'obligations', 'ai', 'policies', 'tax', 'mar', 'esg', 'impact', 'faqs']) {
      const found = area(id);
      const queries = dashboardQueries(found, dashboardOf(id)?.tiles ?? [], today);
      expect(queries.length, id).toBeGreaterThan(0);
      expect(new Set(queries.map((query) => query.id)).size, id).toBe(queries.length);
      for (const query of queries) expect(query.by?.length ?? 0).toBeLessThanOrEqual(2);
    }
  });
});

describe('the list a tile links to', () => {
  it("is the area's own list route for the type, with the tile's filters in the address", () => {
    const mar = area('mar');
    const tile: Tile = {
      kind: 'count',
      title: 'Open',
      query: { type: 'case', filters: { status: ['open', 'escalated'] } },
    };
    expect(listRouteOf(mar, tile)).toBe('MarCases');
    expect(tileLink(mar, tile, today)).toBe('/mar/cases?status=open&status=escalated');
  });

  it('resolves relative dates in the address and adds a clicked group', () => {
    const horizon = area('horizon');
    const tile: Tile = {
      kind: 'breakdown',
      title: 'x',
      query: { type: 'newsitem', filters: { 'publishedAt.from': '@month' } },
      by: 'regulator',
      chart: 'bar',
    };
    const id = '0b0e5e4c-1f1a-4c5e-9a51-3c0e7a2b9d11';
    expect(tileLink(horizon, tile, today, { regulator: [id] })).toBe(
      `/news?publishedAt.from=2026-11-01&regulator=${id}`,
    );
  });

  it('says the scope in the address when the list route belongs to another area', () => {
    const commodities = area('commodities');
    const tile: Tile = { kind: 'count', title: 'x', query: { type: 'initiative' }, list: 'ImpactInitiatives' };
    expect(tileLink(commodities, tile, today)).toBe('/impact/initiatives?scope=commodities');
  });

  it("opens a scoped type without a list route of the area in the area's data explorer", () => {
    const ai = area('ai');
    const tile: Tile = { kind: 'breakdown', title: 'x', query: { type: 'initiative' }, by: 'country', chart: 'map' };
    expect(tileLink(ai, tile, today, { country: ['US'] })).toBe('/ai/datastrats?country=US&type=initiative');
  });
});

describe('the filter a clicked group adds', () => {
  it('filters by a country, a day, a month or a workflow stage, and not by what the list cannot filter', () => {
    expect(groupFilter('initiative', 'country', 'FR')).toEqual({ country: ['FR'] });
    expect(groupFilter('newsitem', 'publishedAt', '2026-11-03')).toEqual({
      'publishedAt.from': ['2026-11-03'],
      'publishedAt.to': ['2026-11-03'],
    });
    expect(groupFilter('obligation', 'dueOn', '2028-02', true)).toEqual({
      'dueOn.from': ['2028-02-01'],
      'dueOn.to': ['2028-02-29'],
    });
    expect(groupFilter('case', 'stage', 'draft')).toEqual({ stage: ['draft'] });
    expect(groupFilter('case', 'stage', 'no-such-stage')).toBeUndefined();
    expect(groupFilter('regulation', 'stage', 'draft')).toBeUndefined();
    expect(groupFilter('initiative', 'country', null)).toBeUndefined();
  });
});
