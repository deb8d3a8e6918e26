import type { Build } from '@rh/core';
import { scopeOf } from '@rh/core/areas';
import type { ContentType } from '@rh/core/content';
import { inBuild } from '../../routes/in-build.ts';
import type { RouteDef } from '../../routes/types.ts';
import { listStateToSearch, PAGE_SIZES, type ListState } from './list-state.ts';

/** The area scope a list route puts on its type (`packages/core/src/areas`): sent as `scope`, said above the list. */
export interface ListScope {
  /** The area whose scope applies; the list, count, export and alert send it as `scope=<area>`. */
  area: string;
  /** What the list shows, after "Scope:" ("AI initiatives"). */
  label: string;
  /** A list route of the same type that no area scopes, in this build: where the whole list is. */
  wholeList: string | null;
  /** The columns the area's list shows instead of the type's (`AreaScope.columns`), if it declares them. */
  columns?: readonly string[];
}

/**
 * The scope of a type's list on this route: its area's scope on the type (the route table gives each route its
 * `area`), or null for a list shown whole. `routeOf` finds a route by name (the route table's).
 */
export function listScopeOf(
  type: ContentType,
  routeName: string | undefined,
  build: Build,
  routeOf: (name: string) => RouteDef | undefined,
): ListScope | null {
  const route = routeName ? routeOf(routeName) : undefined;
  const scope = route?.area ? scopeOf(route.area, type.name) : undefined;
  if (!route?.area || !scope) return null;
  const whole = type.routes?.list?.find((name) => {
    const candidate = routeOf(name);
    return candidate !== undefined && inBuild(candidate, build) && !scopeOf(candidate.area ?? '', type.name);
  });
  return {
    area: route.area,
    label: scope.label,
    wholeList: whole ?? null,
    ...(scope.columns ? { columns: scope.columns } : {}),
  };
}

/** The new alert's address for a list view: its type, area scope, text and filters (not its order or page size). */
export function alertSearch(type: ContentType, state: ListState, scope?: string | null): string {
  const search = listStateToSearch({ ...state, sort: null, limit: PAGE_SIZES[0], deleted: false });
  return new URLSearchParams([['type', type.name], ...(scope ? [['scope', scope]] : []), ...search]).toString();
}
