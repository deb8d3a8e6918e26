import type { Build } from '@rh/core';
import { PAGES } from './pages.ts';
import { ROUTES } from './table.ts';
import type { RouteDef } from './types.ts';

/** The routes of a build: the common set plus the full-only or the external-only set (spec §2). */
export function routesOf(build: Build): RouteDef[] {
  const extra = build === 'full' ? 'full' : 'external';
  return ROUTES.filter((route) => route.scope === 'common' || route.scope === extra).map((route) => ({
    ...route,
    page: PAGES[route.name] ?? route.page,
  }));
}

/**
 * How many routes of a build still render the "not built yet" page. `contentRoutes`: the route names the content
 * declarations give a generic screen (`SCREEN_ROUTES` keys; passed in so that this module stays light).
 */
export function notBuiltCount(
  build: Build,
  contentRoutes: ReadonlySet<string> = new Set(),
): { total: number; notBuilt: number } {
  const routes = routesOf(build);
  const built = (route: RouteDef) => route.page || route.redirectTo || contentRoutes.has(route.name);
  return { total: routes.length, notBuilt: routes.filter((route) => !built(route)).length };
}
