import { SCREEN_ROUTES } from '@rh/core/content';
import { areaScreenRoutes } from '../apps/web/src/routes/area-screens.ts';
import { isBuilt } from '../apps/web/src/routes/built.ts';
import { routesInBuild } from '../apps/web/src/routes/in-build.ts';
import type { RouteDef } from '../apps/web/src/routes/types.ts';

/**
 * A route of the full build whose page is not built yet (it renders "<RouteName> is not built yet"), open to any
 * signed-in user, its path without parameters: found in the route table, so that building a page moves the tests on.
 */
export function openPlaceholder(): RouteDef {
  const screens = { has: (name: string) => SCREEN_ROUTES.has(name), areaScreens: areaScreenRoutes() };
  const route = routesInBuild('full').find(
    (one) => !one.permission && !one.path.includes(':') && !isBuilt(one, screens),
  );
  if (!route) throw new Error('Every open route of the full build has a page: point these tests at another page.');
  return route;
}
