import type { Build } from '@rh/core';
import { AREA_ROUTES } from '@rh/core/areas';
import { isBuilt } from './built.ts';
import { routesInBuild } from './in-build.ts';

/** The screens of `AREA_ROUTES` (@rh/core/areas): an area's home dashboard, a data explorer. */
export type AreaScreenKind = 'dashboard' | 'explorer';

/**
 * The area screens the app has a page for (`app/pages.ts` wires each; its type keeps them equal). An area home or
 * a data explorer whose screen is not here shows "not built yet", and a menu entry to it fails the menu test.
 */
export const AREA_SCREEN_PAGES = ['dashboard', 'explorer'] as const satisfies readonly AreaScreenKind[];

const areaScreens: ReadonlySet<string> = new Set(AREA_SCREEN_PAGES);

/** The area screen a route shows (its area's home dashboard, a data explorer) when the app has a page for it. */
export function builtAreaScreen(name: string): AreaScreenKind | undefined {
  const screen = AREA_ROUTES.get(name)?.screen;
  return screen && areaScreens.has(screen) ? screen : undefined;
}

/** The route names that show an area screen the app has a page for. */
export function areaScreenRoutes(): ReadonlySet<string> {
  return new Set([...AREA_ROUTES.keys()].filter((name) => builtAreaScreen(name)));
}

/**
 * How many routes of a build still render the "not built yet" page. `contentRoutes`: the route names the content
 * declarations give a generic screen (`SCREEN_ROUTES` keys).
 */
export function notBuiltCount(
  build: Build,
  contentRoutes: ReadonlySet<string> = new Set(),
): { total: number; notBuilt: number } {
  const routes = routesInBuild(build);
  const screens = { has: (name: string) => contentRoutes.has(name), areaScreens: areaScreenRoutes() };
  return { total: routes.length, notBuilt: routes.filter((route) => !isBuilt(route, screens)).length };
}
