import { findArea, type Area, type Tile } from '@rh/core/areas';
import { dashboardOf, ROUTE_DASHBOARDS } from '@rh/core/areas/dashboards';
import { describe, expect, it } from 'vitest';
import { groupFilter, listRouteOf, presenceFilter, tileLink } from './tile-links.ts';
import { countOf, dashboardQueries, tileQueries, withoutId } from './tile-queries.ts';
import { presenceByOf, presenceOf } from './to-chart.ts';

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

  it('asks, per value of a field, for all items and for those without a value of the presence field', () => {
    const tile: Tile = {
      kind: 'breakdown',
      title: 'x',
      query: { type: 'obligation' },
      by: 'regulation',
      presence: { with: 'Met', without: 'Not met', field: 'controls' },
      chart: 'bar',
      top: 5,
    };
    expect(tileQueries(area('controls'), tile, 3, today)).toEqual([
      { id: 't3', type: 'obligation', filters: {}, kind: 'count', by: ['regulation'], limit: 5 },
      {
        id: withoutId(3),
        type: 'obligation',
        filters: { 'controls.has': ['false'] },
        kind: 'count',
        by: ['regulation'],
      },
    ]);
    // Met = all less those without; a regulation absent from the second answer has none without.
    const data = presenceByOf(
      'obligation',
      'regulation',
      tile.presence!,
      [
        { key: 'r1', count: 5 },
        { key: 'r2', count: 2 },
      ],
      [{ key: 'r1', count: 3 }],
      { r1: 'DORA', r2: 'MiCA' },
    );
    expect(data.categories).toEqual([
      { key: 'r1', label: 'DORA' },
      { key: 'r2', label: 'MiCA' },
    ]);
    expect(data.series).toEqual([
      { key: 'true', name: 'Met', values: [2, 2] },
      { key: 'false', name: 'Not met', values: [3, 0] },
    ]);
  });

  it('batches every tile of every declared dashboard into one request with unique ids', () => {
    const routes = Object.keys(ROUTE_DASHBOARDS).map((route) => ['mar', route] as const);
    const homes = ['horizon', 'obligations', 'ai', 'policies', 'tax', 'mar', 'esg', 'impact', 'faqs', 'controls'];
    for (const [id, route] of [...homes.map((one) => [one, undefined] as const), ...routes]) {
      const found = area(id);
      const queries = dashboardQueries(found, dashboardOf(id, route)?.tiles ?? [], today);
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

describe('links by presence (`<field>.has`, the list filter of core `list.has`)', () => {
  it('opens a count of items without a value on the list of those items alone', () => {
    const obligations = area('obligations');
    const tile: Tile = { kind: 'count', title: 'x', query: { type: 'obligation' }, missing: 'controls' };
    expect(tileLink(obligations, tile, today)).toBe('/regdecomp/obligations?controls.has=false');
    // A field the list cannot filter by presence adds nothing (the list would claim to show what it does not).
    const other: Tile = { kind: 'count', title: 'x', query: { type: 'obligation' }, missing: 'functions' };
    expect(tileLink(obligations, other, today)).toBe('/regdecomp/obligations');
  });

  it('gives the presence bars the keys the filter takes, and the filter only where the list declares it', () => {
    const bars = presenceOf({ with: 'Met', without: 'None' }, 4, [{ key: null, count: 1 }], 'x');
    expect(bars.categories.map((category) => category.key)).toEqual(['true', 'false']);
    expect(presenceFilter('obligation', 'controls', true)).toEqual({ 'controls.has': ['true'] });
    expect(presenceFilter('obligation', 'controls', false)).toEqual({ 'controls.has': ['false'] });
    expect(presenceFilter('control', 'risks', false)).toEqual({});
    const controls = area('controls');
    const tile: Tile = {
      kind: 'breakdown',
      title: 'x',
      query: { type: 'obligation' },
      by: 'regulation',
      presence: { with: 'Met', without: 'None', field: 'controls' },
      chart: 'bar',
    };
    expect(
      tileLink(controls, tile, today, { regulation: ['r1'], ...presenceFilter('obligation', 'controls', false) }),
    ).toBe('/regdecomp/obligations?controls.has=false&regulation=r1');
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
