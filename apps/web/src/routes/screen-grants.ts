import type { Action, Resource } from '@rh/core';
import type { RouteDef } from './types.ts';

/** A right: an action on a resource. */
export interface Grant {
  resource: Resource;
  action: Action;
}

/**
 * The grant each generic content screen needs, by route name (from the content declarations), and the routes that
 * show an area screen the app has a page for (loaded with them: what `isBuilt` of routes/built.ts reads).
 */
export interface ScreenGrants extends ReadonlyMap<string, Grant> {
  readonly areaScreens?: ReadonlySet<string>;
}

/** The generic screens that write need the matching right; a list or a detail needs reading. */
const SCREEN_ACTION: Readonly<Record<string, Action>> = { list: 'read', detail: 'read', add: 'create', edit: 'update' };

let loading: Promise<ScreenGrants> | undefined;

/**
 * The grants of the routes the content types claim, with the area screens' routes. The declarations (with zod, and
 * the areas' dashboards) load lazily, once: the screens load them anyway, and the first page must stay light.
 */
export function loadScreenGrants(): Promise<ScreenGrants> {
  loading ??= Promise.all([import('@rh/core/content'), import('./area-screens.ts')]).then(
    ([{ SCREEN_ROUTES }, { areaScreenRoutes }]) => {
      const grants = new Map(
        [...SCREEN_ROUTES].map(([name, { type, screen }]): [string, Grant] => [
          name,
          { resource: type.resource, action: SCREEN_ACTION[screen] ?? 'read' },
        ]),
      );
      return Object.assign(grants, { areaScreens: areaScreenRoutes() });
    },
  );
  return loading;
}

/**
 * The route as its guard sees it: a route a content type claims is guarded by the grant of what it shows (spec §2
 * names no `adminMenu` on routes, only on the menu), any other by the permission the table gives it.
 */
export function guardedAs<R extends RouteDef>(route: R, grants: ScreenGrants): R {
  const grant = grants.get(route.name);
  return grant ? { ...route, permission: grant } : route;
}
