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

/** How many routes of a build still render the "not built yet" page. */
export function notBuiltCount(build: Build): { total: number; notBuilt: number } {
  const routes = routesOf(build);
  return { total: routes.length, notBuilt: routes.filter((route) => !route.page && !route.redirectTo).length };
}
