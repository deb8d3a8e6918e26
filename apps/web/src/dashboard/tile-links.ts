import { EXPLORERS, type Area, type Day, type Tile } from '@rh/core/areas';
import { findContentType, SCREEN_ROUTES } from '@rh/core/content';
import { pathTo, routeByName } from '../routes/table.ts';
import { tileFilters, tileScope, type FilterValues } from './tile-queries.ts';

/**
 * The list route a tile links to: its own `list`, else the type's list route that belongs to the area (the route
 * table's `area`), else the type's first list route; none when the type has no list screen.
 */
export function listRouteOf(area: Area, tile: Tile): string | undefined {
  if (tile.list) return tile.list;
  const names = [...SCREEN_ROUTES].filter(
    ([, screen]) => screen.screen === 'list' && screen.type.name === tile.query.type,
  );
  return (names.find(([name]) => routeByName(name).area === area.id) ?? names[0])?.[0];
}

/** The type's detail route that belongs to the area (the area's own page of the item), if any. */
export function areaDetailRoute(area: Area, typeName: string): string | undefined {
  return [...SCREEN_ROUTES].find(
    ([name, screen]) =>
      screen.screen === 'detail' && screen.type.name === typeName && routeByName(name).area === area.id,
  )?.[0];
}

/** The address of a list with these filters (repeated parameters, a stable order, as the list writes its own). */
function listAddress(route: string, filters: FilterValues, scope: string | undefined): string {
  const search = new URLSearchParams();
  for (const param of Object.keys(filters).sort())
    for (const value of filters[param] ?? []) search.append(param, value);
  // A route of another area does not carry this area's scope by itself: the address says it.
  if (scope && routeByName(route).area !== scope) search.set('scope', scope);
  const query = search.toString();
  return query ? `${pathTo(route)}?${query}` : pathTo(route);
}

/** The area's data explorer that shows this type under the area's scope, if any. */
function explorerOf(area: Area, typeName: string): string | undefined {
  return [...EXPLORERS.values()].find((explorer) => explorer.area === area.id && explorer.types.includes(typeName))
    ?.route;
}

/**
 * The list a tile summarises, with the tile's filters (and the clicked group's, if any) in the address. A scoped
 * type without a list route of the area (AI's initiatives) opens in the area's data explorer, whose grid applies
 * the scope, rather than on another area's list that would show every item.
 */
export function tileLink(area: Area, tile: Tile, today: Day, extra: FilterValues = {}): string | undefined {
  const route = listRouteOf(area, tile);
  const scope = tileScope(area, tile);
  // A count of the items without a value (obligations without a control) opens the list of those items alone.
  const missing = tile.kind === 'count' && tile.missing ? presenceFilter(tile.query.type, tile.missing, false) : {};
  const filters = { ...tileFilters(tile, today), ...missing, ...extra };
  const explorer = scope && !tile.list && (!route || routeByName(route).area !== scope);
  if (explorer) {
    const target = explorerOf(area, tile.query.type);
    if (target) return listAddress(target, { ...filters, type: [tile.query.type] }, undefined);
  }
  if (!route) return undefined;
  return listAddress(route, filters, scope);
}

/**
 * The list filter for items with (`true`) or without (`false`) a value of a field: `controls.has=false`, when the
 * type's list declares it (`list.has`); none otherwise (the list would show every item, not those counted).
 */
export function presenceFilter(typeName: string, field: string, has: boolean): FilterValues {
  return findContentType(typeName)?.list.has?.[field] ? { [`${field}.has`]: [String(has)] } : {};
}

/** The last day of the month of a `YYYY-MM` or `YYYY-MM-DD` value. */
function monthEnd(month: string): Day {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10);
}

const DATE_KINDS = new Set(['date', 'datetime']);

/**
 * The filter a group of a breakdown adds to its list: `country=FR`, a reference's id, or a date field's day (a month,
 * when grouped by month), a workflow stage; none for a group without a value or by a field the list cannot filter.
 */
export function groupFilter(
  typeName: string,
  field: string,
  key: string | null,
  month = false,
): FilterValues | undefined {
  if (key === null || key === '') return undefined;
  const type = findContentType(typeName);
  // The workflow stage is no field, but every list of a type with a workflow filters by it (core extraListFilters).
  if (field === 'stage')
    return type?.workflow?.stages.some((stage) => stage.name === key) ? { stage: [key] } : undefined;
  const declared = type?.fields.find((candidate) => candidate.name === field);
  if (!type || !declared || !type.list.filters.includes(field)) return undefined;
  if (DATE_KINDS.has(declared.kind)) {
    const day = key.slice(0, 10);
    return month
      ? { [`${field}.from`]: [`${key.slice(0, 7)}-01`], [`${field}.to`]: [monthEnd(key)] }
      : { [`${field}.from`]: [day], [`${field}.to`]: [day] };
  }
  return { [field]: [key] };
}
