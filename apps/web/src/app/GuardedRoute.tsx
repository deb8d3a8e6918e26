import { can } from '@rh/core';
import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router';
import { config } from '../config.ts';
import { guard } from '../routes/guards.ts';
import { BUILT_SCREEN_GRANTS } from '../routes/built-screen-grants.ts';
import { guardedAs } from '../routes/screen-grants.ts';
import type { AppRoute } from './build-routes.ts';
import type { PageLoader } from './pages.ts';
import { STORAGE_KEYS } from '../session/storage-keys.ts';
import { useSession } from '../session/useSession.ts';
import { InitialisingSpinner } from './shell/InitialisingSpinner.tsx';

const lazyPages = new Map<PageLoader, ComponentType>();
/** One lazy component per page module, made once. */
function pageComponent(loader: PageLoader): ComponentType {
  let component = lazyPages.get(loader);
  if (!component) {
    component = lazy(loader);
    lazyPages.set(loader, component);
  }
  return component;
}

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Applies the guards of spec §2 to a route, then renders its lazily loaded page. A route that a content type claims
 * is guarded by that type's grant (the content screens' grants, computed when the app is built: no declaration loads
 * before the guard decides).
 */
export function GuardedRoute({ route }: { route: AppRoute }) {
  const guarded = useMemo(() => guardedAs(route, BUILT_SCREEN_GRANTS), [route]);
  return <Guarded route={guarded} />;
}

function Guarded({ route }: { route: AppRoute }) {
  const location = useLocation();
  const { state } = useSession();
  const decision = useMemo(
    () =>
      guard(route, {
        config,
        signedIn: state.isAuthenticated,
        reloginTrigger: stored(STORAGE_KEYS.reloginTrigger) === 'true',
        hasApiKey: Boolean(stored(STORAGE_KEYS.apiKey)),
        can: (resource, action) => can(state.roles, resource, action),
        location,
      }),
    [route, state.isAuthenticated, state.roles, location],
  );
  if (decision.kind === 'redirect') {
    if (decision.remember) {
      try {
        localStorage.setItem(STORAGE_KEYS.redirect, decision.remember);
      } catch {
        // Without storage the user lands on Home after signing in.
      }
    }
    return <Navigate to={decision.to} replace />;
  }
  if (route.redirectTo) return <Navigate to={route.redirectTo} replace />;
  // A route without a page of its own shows its area screen, the generic screen its content type declares, else
  // "not built yet" (app/pages.ts `routePage`).
  const Page = pageComponent(route.page);
  return (
    <Suspense fallback={<InitialisingSpinner />}>
      <Page />
    </Suspense>
  );
}
