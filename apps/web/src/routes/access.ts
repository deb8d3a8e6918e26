import { can, type Action, type Build, type Resource } from '@rh/core';
import { routesOf } from './build-routes.ts';
import { guard } from './guards.ts';
import type { RouteDef } from './types.ts';

/** A right: an action on a resource. */
export interface Grant {
  resource: Resource;
  action: Action;
}

/** The grant each generic content screen needs, by route name (from the content declarations). */
export type ScreenGrants = ReadonlyMap<string, Grant>;

/** The generic screens that write need the matching right; a list or a detail needs reading. */
const SCREEN_ACTION: Readonly<Record<string, Action>> = { list: 'read', detail: 'read', add: 'create', edit: 'update' };

let loading: Promise<ScreenGrants> | undefined;

/**
 * The grants of the routes the content types claim. The declarations (with zod) load lazily, once: the generic
 * screens load them anyway, and the first page must stay light.
 */
export function loadScreenGrants(): Promise<ScreenGrants> {
  loading ??= import('@rh/core/content').then(
    ({ SCREEN_ROUTES }) =>
      new Map(
        [...SCREEN_ROUTES].map(([name, { type, screen }]) => [
          name,
          { resource: type.resource, action: SCREEN_ACTION[screen] ?? 'read' },
        ]),
      ),
  );
  return loading;
}

/**
 * The route as its guard sees it: a route a content type claims is guarded by the grant of what it shows (spec §2
 * names no `adminMenu` on routes, only on the menu), any other by the permission the table gives it.
 */
export function guardedAs(route: RouteDef, grants: ScreenGrants): RouteDef {
  const grant = grants.get(route.name);
  return grant ? { ...route, permission: grant } : route;
}

/** Whether the route shows a page rather than "not built yet": its own page, a redirect or a generic screen. */
export function isBuilt(route: RouteDef, grants: ScreenGrants): boolean {
  return Boolean(route.page || route.redirectTo || grants.has(route.name));
}

/**
 * Whether a signed-in user with these roles, in this build, opens the named route onto a built page: the route
 * guard of spec §2 lets them through and the page is not the "not built yet" one. What the menu and Home offer.
 */
export function opensFor(roles: readonly string[], build: Build, grants: ScreenGrants): (name: string) => boolean {
  const routes = new Map(routesOf(build).map((route) => [route.name, route]));
  return (name) => {
    const route = routes.get(name);
    if (!route || !isBuilt(route, grants)) return false;
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
