import { AREAS } from './areas.ts';
import type { Area, AreaScope } from './define.ts';
import { EXPLORERS, type Explorer } from './explorers.ts';

const byId: ReadonlyMap<string, Area> = new Map(AREAS.map((area) => [area.id, area]));

/** The area of this id, if declared. */
export function findArea(id: string): Area | undefined {
  return byId.get(id);
}

/** The scope an area puts on a content type, if any. */
export function scopeOf(areaId: string, typeName: string): AreaScope | undefined {
  return byId.get(areaId)?.scopes?.[typeName];
}

/**
 * What an area route shows instead of a generic screen: its home dashboard, or a data explorer (whose area, if it
 * has one, gives the scopes).
 */
export type AreaScreen =
  | {
      screen: 'dashboard';
      area: Area;
      /** The route that shows it: the area's home or one of its `dashboards`. */ route: string;
    }
  | { screen: 'explorer'; area: Area | undefined; explorer: Explorer };

/** The area screen of each route name that is an area's home or another of its dashboards, or a data explorer. */
export const AREA_ROUTES: ReadonlyMap<string, AreaScreen> = (() => {
  const map = new Map<string, AreaScreen>();
  for (const area of AREAS) {
    if (area.home) map.set(area.home, { screen: 'dashboard', area, route: area.home });
    for (const route of area.dashboards ?? []) map.set(route, { screen: 'dashboard', area, route });
  }
  for (const explorer of EXPLORERS.values()) {
    map.set(explorer.route, {
      screen: 'explorer',
      area: explorer.area ? byId.get(explorer.area) : undefined,
      explorer,
    });
  }
  return map;
})();
