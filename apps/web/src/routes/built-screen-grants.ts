import type { Action, Resource } from '@rh/core';
import entries from 'virtual:rh-screen-grants';
import type { ScreenGrants } from './screen-grants.ts';

/**
 * The content screens' grants, computed when the app is built (apps/web/tools/screen-grants-module.ts): the route
 * guard and Home decide which routes open without loading the content declarations (`loadScreenGrants` computes the
 * same in the browser, for the drawer).
 */
export const BUILT_SCREEN_GRANTS: ScreenGrants = new Map(
  entries.map(([name, resource, action]) => [name, { resource: resource as Resource, action: action as Action }]),
);
