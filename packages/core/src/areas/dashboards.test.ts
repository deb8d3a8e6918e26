import { describe, expect, it } from 'vitest';
import { extraListFilters } from '../content/list-filters.ts';
import { findContentType } from '../content/registry.ts';
import { admin, AREAS, mar } from './areas.ts';
import { LOOKUP_TYPES } from './admin-dashboards.ts';
import { resolveFilters } from './dates.ts';
import { DASHBOARDS, dashboardOf, ROUTE_DASHBOARDS } from './home-dashboards.ts';
import type { Area, Dashboard, Tile } from './define.ts';
import { AREA_ROUTES } from './lookup.ts';

/** The fields a tile groups, filters or sorts by. */
function fieldsOf(tile: Tile): { group: string[]; filter: string[]; date: string[] } {
  const filter = Object.keys(tile.query.filters ?? {}).map((param) => param.replace(/\.(from|to)$/, ''));
  switch (tile.kind) {
    case 'breakdown':
      if (tile.presence?.field) return { group: [tile.by], filter, date: [] };
      return { group: [tile.by, ...(tile.by2 ? [tile.by2] : [])], filter, date: tile.month ? [tile.month] : [] };
    case 'count':
      return { group: tile.missing ? [tile.missing] : [], filter, date: tile.compare ? [tile.compare.field] : [] };
    case 'matrix':
      return { group: [tile.rows, tile.columns], filter, date: [] };
    case 'table':
      return { group: [], filter, date: tile.sort ? [tile.sort.field] : [] };
    case 'groups':
      return { group: [tile.by], filter, date: tile.last ? [tile.last] : [] };
    default:
      return { group: [], filter, date: [tile.field] };
  }
}

describe('the dashboards of the areas', () => {
  it('every area with a home has a dashboard, and every dashboard an area', () => {
    expect(Object.keys(DASHBOARDS).sort()).toEqual(
      AREAS.filter((area) => area.home)
        .map((area) => area.id)
        .sort(),
    );
  });

  it('every further dashboard route of an area has a dashboard, shown by AREA_ROUTES, and every one a route', () => {
    const routes = AREAS.flatMap((area) => area.dashboards ?? []);
    expect(Object.keys(ROUTE_DASHBOARDS).sort()).toEqual([...routes].sort());
    for (const area of AREAS) {
      for (const route of area.dashboards ?? []) {
        expect(AREA_ROUTES.get(route)).toEqual({ screen: 'dashboard', area, route });
        expect(dashboardOf(area.id, route)).toBe(ROUTE_DASHBOARDS[route]);
      }
    }
    // MAR: its overview and its surveillance dashboard are two dashboards, each on its own route.
    expect(mar.dashboards).toContain('MarDashboard');
    expect(AREA_ROUTES.get('MarHome')).toEqual({ screen: 'dashboard', area: mar, route: 'MarHome' });
    expect(dashboardOf('mar', 'MarHome')).toBe(DASHBOARDS.mar);
    expect(dashboardOf('mar', 'MarDashboard')).not.toBe(DASHBOARDS.mar);
  });

  it('declares the review, approval, testing and presence tiles of issue 14', () => {
    const titles = (dashboard: Dashboard | undefined) => dashboard?.tiles.map((tile) => tile.title) ?? [];
    const find = (dashboard: Dashboard | undefined, title: string) =>
      dashboard?.tiles.find((tile) => tile.title === title);
    expect(titles(DASHBOARDS.obligations)).toEqual(
      expect.arrayContaining(['Flagged for review', 'Waiting for approval', 'Obligations without a control']),
    );
    expect(find(DASHBOARDS.obligations, 'Flagged for review')?.query.filters).toEqual({ review: 'flagged' });
    expect(find(DASHBOARDS.obligations, 'Waiting for approval')?.query.filters).toEqual({ stage: 'submitted' });
    expect(find(DASHBOARDS.controls, 'Not tested in a year')?.query.filters).toEqual({
      'lastTestedOn.to': '@today-365d',
    });
    const presence = find(DASHBOARDS.controls, 'Obligations by regulation, with and without a control');
    expect(presence).toMatchObject({ kind: 'breakdown', by: 'regulation', presence: { field: 'controls' } });
    expect(titles(ROUTE_DASHBOARDS.MarDashboard)).toEqual(
      expect.arrayContaining(['Cases by stage', 'Cases by MAR risk', 'Cases by origin', 'STORs filed', 'Open cases']),
    );
  });

  it('declares Admin, which has no home, its news and tables screens as dashboards of their own routes', () => {
    expect((admin as Area).home).toBeUndefined();
    const routes = ['AdminNewsCount', 'AdminNewsMatrix', 'AdminNewsSource', 'AdminNewsAnytag', 'AdminTables'];
    expect(admin.dashboards).toEqual(routes);
    for (const route of routes) {
      expect(AREA_ROUTES.get(route)).toEqual({ screen: 'dashboard', area: admin, route });
      expect(ROUTE_DASHBOARDS[route]?.tiles.length, route).toBeGreaterThan(0);
    }
    expect(dashboardOf('admin')).toBeUndefined();
    const tile = (route: string, title: string) => ROUTE_DASHBOARDS[route]?.tiles.find((one) => one.title === title);
    expect(tile('AdminNewsMatrix', 'News by regulator and type')).toMatchObject({
      kind: 'matrix',
      rows: 'regulator',
      columns: 'newsTypes',
    });
    expect(tile('AdminNewsCount', 'News by month and type')).toMatchObject({ by: 'newsTypes', month: 'publishedAt' });
    // With a tag or none: the bars and the counts open the list by `tags.has`, which the news list declares.
    expect(tile('AdminNewsAnytag', 'News with and without a tag')).toMatchObject({ by: 'tags', presence: {} });
    expect(tile('AdminNewsAnytag', 'Without a tag')).toMatchObject({ kind: 'count', missing: 'tags' });
    const news = findContentType('newsitem')!;
    for (const dashboard of Object.values(ROUTE_DASHBOARDS)) {
      for (const one of dashboard.tiles) {
        const presence = one.kind === 'breakdown' && one.presence ? (one.presence.field ?? one.by) : null;
        const field = one.kind === 'count' ? one.missing : presence;
        if (field && one.query.type === 'newsitem') expect(news.list.has?.[field], one.title).toBeDefined();
      }
    }
  });

  it('shows every lookup type on Admin’s tables, each counted, with its list and its add form', () => {
    const tiles = ROUTE_DASHBOARDS.AdminTables?.tiles ?? [];
    expect(tiles.map((one) => one.query.type)).toEqual(Object.keys(LOOKUP_TYPES));
    // One aggregation request answers a dashboard: at most 20 queries (the server's MAX_QUERIES).
    expect(tiles.length).toBeLessThanOrEqual(20);
    for (const one of tiles) {
      expect(one).toMatchObject({ kind: 'count', add: true });
      expect(findContentType(one.query.type)?.routes?.list?.length, one.query.type).toBeGreaterThan(0);
    }
  });

  const declared: [string, Area, Dashboard | undefined][] = [
    ...AREAS.filter((one) => DASHBOARDS[one.id]).map((area): [string, Area, Dashboard | undefined] => [
      area.id,
      area,
      DASHBOARDS[area.id],
    ]),
    ...AREAS.flatMap((area) =>
      (area.dashboards ?? []).map((route): [string, Area, Dashboard | undefined] => [
        `${area.id} ${route}`,
        area,
        ROUTE_DASHBOARDS[route],
      ]),
    ),
  ];

  for (const [name, area, dashboard] of declared) {
    it(`${name}: each tile queries a known type by fields the list filters, dates and stages`, () => {
      for (const tile of dashboard?.tiles ?? []) {
        const type = findContentType(tile.query.type);
        expect(type, `${area.id} / ${tile.title}`).toBeDefined();
        if (!type) continue;
        const kindOf = (name: string) => type.fields.find((field) => field.name === name)?.kind;
        const { group, filter, date } = fieldsOf(tile);
        for (const name of group) {
          // With and without a value (`missing`, `presence`): any field of a kind with values, filterable or not.
          const anyField = (tile.kind === 'count' || (tile.kind === 'breakdown' && tile.presence)) && kindOf(name);
          const ok =
            anyField ||
            type.list.filters.includes(name) ||
            (name === 'stage' && type.workflow) ||
            kindOf(name)?.startsWith('date');
          expect(ok, `${area.id} / ${tile.title}: group by ${name}`).toBeTruthy();
        }
        // A filter is a field the list filters by, or one of the list's filters beyond fields (stage, review, .has).
        const extra = extraListFilters(type).map((one) => one.param);
        for (const name of filter)
          expect([...type.list.filters, ...extra], `${area.id} / ${tile.title}`).toContain(name);
        if (tile.kind === 'breakdown' && tile.presence?.field) {
          expect(type.list.has?.[tile.presence.field], `${area.id} / ${tile.title}: presence`).toBeDefined();
        }
        // A filter on whether a field has a value is one the list declares (`list.has`).
        for (const name of filter.filter((one) => one.endsWith('.has'))) {
          expect(type.list.has?.[name.slice(0, -'.has'.length)], `${area.id} / ${tile.title}: ${name}`).toBeDefined();
        }
        for (const name of date) {
          const ok = ['createdAt', 'updatedAt'].includes(name) || kindOf(name)?.startsWith('date');
          expect(ok, `${area.id} / ${tile.title}: date ${name}`).toBeTruthy();
        }
        // Every relative date resolves to a day.
        for (const [param, values] of Object.entries(resolveFilters(tile.query.filters, '2026-11-24'))) {
          if (/\.(from|to)$/.test(param)) for (const value of values) expect(value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        }
      }
    });
  }
});
