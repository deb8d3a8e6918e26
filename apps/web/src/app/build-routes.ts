import type { Build } from '@rh/core';
import { PAGE_ROUTES, type PageRoute } from '../routes/built.ts';
import { routesInBuild } from '../routes/in-build.ts';
import type { RouteDef } from '../routes/types.ts';
import type { PageLoader } from './pages.ts';

/** A route as the app mounts it: its data and, where it has one of its own, its page. */
export interface AppRoute extends RouteDef {
  /** The page of its own. Absent: an area screen, a content type's generic screen, or "not built yet". */
  page?: PageLoader;
}

const pageNames: ReadonlySet<string> = new Set(PAGE_ROUTES);
const loaders = new Map<string, PageLoader>([['Home', () => import('../pages/HomePage.tsx')]]);

/**
 * The loader of a route's own page, one per name. Home's loads at once; any other looks its page up in the page
 * table (app/pages.ts), which loads on first use: the first page carries neither the table nor its chunk names.
 */
function pageOf(name: string): PageLoader | undefined {
  if (!pageNames.has(name)) return undefined;
  let loader = loaders.get(name);
  if (!loader) {
    loader = () => import('./pages.ts').then((module) => module.PAGES[name as PageRoute]());
    loaders.set(name, loader);
  }
  return loader;
}

/** The routes of a build with their pages: the common set plus the full-only or the external-only set (spec §2). */
export function routesOf(build: Build): AppRoute[] {
  return routesInBuild(build).map((route) => {
    const page = pageOf(route.name);
    return page ? { ...route, page } : route;
  });
}
