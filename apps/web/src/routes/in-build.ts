import type { Build } from '@rh/core';
import { ROUTES } from './table.ts';
import type { RouteDef } from './types.ts';

/** Whether a build has this route: the common set plus the full-only or the external-only set (spec §2). */
export function inBuild(route: RouteDef, build: Build): boolean {
  return route.scope === 'common' || route.scope === (build === 'full' ? 'full' : 'external');
}

/** The routes of a build as data (no page). */
export function routesInBuild(build: Build): RouteDef[] {
  return ROUTES.filter((route) => inBuild(route, build));
}
