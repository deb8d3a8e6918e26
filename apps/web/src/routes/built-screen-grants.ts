import type { Action, Resource } from '@rh/core';
import entries from 'virtual:rh-screen-grants';
import type { ScreenGrants } from '../routes/screen-grants.ts';

/**
 * The content screens' grants, computed when the app is built (apps/web/tools/screen-grants-module.ts): Home knows
 * which area links open without loading the content declarations, as `loadScreenGrants` does for the other pages.
 */
export const HOME_SCREEN_GRANTS: ScreenGrants = new Map(
  entries.map(([name, resource, action]) => [name, { resource: resource as Resource, action: action as Action }]),
);
