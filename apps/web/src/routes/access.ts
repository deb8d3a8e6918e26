import { can, type Build } from '@rh/core';
import { guard } from './guards.ts';
import { routesInBuild } from './in-build.ts';
import { guardedAs, type ScreenGrants } from './screen-grants.ts';

export { guardedAs, loadScreenGrants, type Grant, type ScreenGrants } from './screen-grants.ts';
/**
 * Whether the route guard of spec §2 lets a signed-in user with these roles, in this build, open the named route
 * (whatever page it shows). The menu offers what this allows: its entries are built by declaration (menu.test).
 */
export function allowsFor(roles: readonly string[], build: Build, grants: ScreenGrants): (name: string) => boolean {
  const routes = new Map(routesInBuild(build).map((route) => [route.name, route]));
  return (name) => {
    const route = routes.get(name);
    if (!route) return false;
    const decision = guard(guardedAs(route, grants), {
      config: { build },
      signedIn: true,
      reloginTrigger: false,
      hasApiKey: true,
      can: (resource, action) => can(roles, resource, action),
      location: { pathname: route.path, search: '' },
    });
    return decision.kind === 'allow';
  };
}

/**
 * What the menu and Home offer a signed-in user with these roles, in this build: the routes the guard lets them open
 * (`allowsFor`). Whether each opens onto a built page is a declared fact (`isBuilt`, routes/built.ts) that
 * app/shell/menu.test.ts checks for every entry, so this loads nothing to know it.
 */
export const opensFor = allowsFor;
