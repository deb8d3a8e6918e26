import type { Build } from '@rh/core';
import type { PageRoute } from '../routes/built.ts';
import { routesInBuild } from '../routes/in-build.ts';
import type { RouteDef } from '../routes/types.ts';
import { PAGES, type PageLoader } from './pages.ts';

/** A route as the app mounts it: its data and, where it has one of its own, its page. */
export interface AppRoute extends RouteDef {
  /** The page of its own. Absent: an area screen, a content type's generic screen, or "not built yet". */
  page?: PageLoader;
}

const pageOf = (name: string) => (Object.hasOwn(PAGES, name) ? PAGES[name as PageRoute] : undefined);

/** The routes of a build with their pages: the common set plus the full-only or the external-only set (spec §2). */
export function routesOf(build: Build): AppRoute[] {
  return routesInBuild(build).map((route) => {
    const page = pageOf(route.name);
    return page ? { ...route, page } : route;
  });
}
