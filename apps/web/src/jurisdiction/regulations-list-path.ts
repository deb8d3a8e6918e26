import type { Build } from '@rh/core';
import { scopeOf } from '@rh/core/areas';
import { contentType } from '@rh/core/content';
import { inBuild } from '../routes/in-build.ts';
import { pathTo, ROUTES } from '../routes/table.ts';
import type { RouteDef } from '../routes/types.ts';

const routeOf = (name: string): RouteDef | undefined => ROUTES.find((route) => route.name === name);

/**
 * Where "Show all" under the page's regulations leads: the regulation list of this build filtered by the country
 * (`country=`, the regulation's jurisdiction field), within the same scope as the page's part — the area's list
 * (`/ai/regulations`) when the area scopes regulations, else a list of them whole. Null when the build has none.
 */
export function regulationsListPath(country: string, area: string | null, build: Build): string | null {
  const type = contentType('regulation');
  const scoped = area !== null && scopeOf(area, type.name) ? area : null;
  const name = type.routes?.list?.find((candidate) => {
    const route = routeOf(candidate);
    if (!route || !inBuild(route, build)) return false;
    const routeScope = route.area && scopeOf(route.area, type.name) ? route.area : null;
    return routeScope === scoped;
  });
  return name ? `${pathTo(name)}?${new URLSearchParams({ country }).toString()}` : null;
}
