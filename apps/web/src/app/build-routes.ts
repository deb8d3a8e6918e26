import type { Build } from '@rh/core';
import { routesInBuild } from '../routes/in-build.ts';
import type { RouteDef } from '../routes/types.ts';
import type { PageLoader } from './pages.ts';

/** A route as the app mounts it: its data and the loader of the page it shows. */
export interface AppRoute extends RouteDef {
  page: PageLoader;
}

const home: PageLoader = () => import('../pages/HomePage.tsx');
const loaders = new Map<string, PageLoader>();

/**
 * The loader of a route's page, one per name. Home's loads at once; any other's comes from the page table
 * (app/pages.ts `routePage`: its own page, else its area screen, its content type's generic screen or "not built
 * yet"), which loads on first use: the first page carries neither the table, nor its chunk names, nor the list of
 * the routes that have a page of their own.
 */
function pageOf(name: string): PageLoader {
  if (name === 'Home') return home;
  let loader = loaders.get(name);
  if (!loader) {
    loader = () => import('./pages.ts').then((module) => module.routePage(name)());
    loaders.set(name, loader);
  }
  return loader;
}

/** The routes of a build with their pages: the common set plus the full-only or the external-only set (spec §2). */
export function routesOf(build: Build): AppRoute[] {
  return routesInBuild(build).map((route) => ({ ...route, page: pageOf(route.name) }));
}
