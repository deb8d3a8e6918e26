import { describe, expect, it } from 'vitest';
import { findContentType } from '../content/registry.ts';
import { AREAS } from './areas.ts';
import { resolveFilters } from './dates.ts';
import { DASHBOARDS } from './home-dashboards.ts';
import type { Tile } from './define.ts';

/** The fields a tile groups, filters or sorts by. */
function fieldsOf(tile: Tile): { group: string[]; filter: string[]; date: string[] } {
  const filter = Object.keys(tile.query.filters ?? {}).map((param) => param.replace(/\.(from|to)$/, ''));
  switch (tile.kind) {
    case 'count':
      return { group: tile.missing ? [tile.missing] : [], filter, date: tile.compare ? [tile.compare.field] : [] };
    case 'breakdown':
      return { group: [tile.by, ...(tile.by2 ? [tile.by2] : [])], filter, date: tile.month ? [tile.month] : [] };
    case 'matrix':
      return { group: [tile.rows, tile.columns], filter, date: [] };
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

  for (const area of AREAS.filter((one) => DASHBOARDS[one.id])) {
    it(`${area.id}: each tile queries a known type by fields the list filters, dates and stages`, () => {
      for (const tile of DASHBOARDS[area.id]?.tiles ?? []) {
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
        for (const name of filter) expect(type.list.filters, `${area.id} / ${tile.title}`).toContain(name);
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
