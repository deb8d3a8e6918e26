import type { Action, Resource } from '@rh/core';

/** Which builds have a route (spec §2: route lists are combined by build). */
export type RouteScope = 'common' | 'full' | 'external';

/** One route of spec §2, as data (CONVENTIONS 4): names and paths that links need, no page (app/pages.ts). */
export interface RouteDef {
  /** The spec's route name, unique (e.g. `Article`, `LoginCognitoAuth`); names made up where §2 gives none. */
  name: string;
  /** React Router path, rooted at `/`; optional segments as `:id?`. */
  path: string;
  scope: RouteScope;
  /** Open without signing in (full build): Legal, Contact, Auth, LoginCognitoAuth, SignOutCognitoAuth. */
  public?: boolean;
  /** Sends to Home outside the full build. */
  internalOnly?: boolean;
  /** A right the user needs, else Home (spec §2 "resource:action"). */
  permission?: { resource: Resource; action: Action };
  /** External builds: open without a stored API key (Settings, About, DigitalGateway, Tempx). */
  openWithoutKey?: boolean;
  /** Instead of a page, go to this path (e.g. research country-regulations v1–v3 → v4). */
  redirectTo?: string;
  /** The area the route belongs to (for titles and grouping): horizon, obligations, ai, climate, tax… */
  area?: string;
}
