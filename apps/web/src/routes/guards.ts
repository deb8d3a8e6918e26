import { AUTH_CALLBACK_PATH } from '@rh/core';
import type { AppConfig } from '../config.ts';
import type { RouteDef } from './types.ts';

/** What the guard needs to know about the visit. */
export interface GuardContext {
  config: Pick<AppConfig, 'build'>;
  /** The local user state says signed in (full build). */
  signedIn: boolean;
  /** The relogin-trigger flag is set. */
  reloginTrigger: boolean;
  /** An API key is stored (external builds). */
  hasApiKey: boolean;
  /** Whether the user's roles grant an action on a resource. */
  can(resource: string, action: string): boolean;
  /** The address being visited. */
  location: { pathname: string; search: string; hash?: string };
}

export type GuardDecision =
  | { kind: 'allow' }
  /** Go elsewhere; `remember` is the address to come back to after signing in. */
  | { kind: 'redirect'; to: string; remember?: string };

const HOME = '/';
const SIGN_IN = '/auth/signin';
const SETTINGS = '/settings';
const allow: GuardDecision = { kind: 'allow' };

/** The navigation guards of spec §2, in its order. */
export function guard(route: RouteDef, ctx: GuardContext): GuardDecision {
  const { config, location } = ctx;
  if (route.internalOnly && config.build !== 'full') return { kind: 'redirect', to: HOME };
  if (config.build === 'full') {
    const params = new URLSearchParams(location.search);
    const passes =
      route.public || location.pathname.startsWith(AUTH_CALLBACK_PATH) || params.has('code') || params.has('error');
    if (passes) return allow;
    if (!ctx.signedIn) {
      if (route.name === 'Home' && ctx.reloginTrigger) return allow;
      const target = `${location.pathname}${location.search}${location.hash ?? ''}`;
      return { kind: 'redirect', to: SIGN_IN, ...(location.pathname.startsWith('/auth/') ? {} : { remember: target }) };
    }
  } else if (!route.openWithoutKey && !ctx.hasApiKey) {
    return { kind: 'redirect', to: SETTINGS };
  }
  if (route.permission && !ctx.can(route.permission.resource, route.permission.action)) {
    return { kind: 'redirect', to: HOME };
  }
  return allow;
}
