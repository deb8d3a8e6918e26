import { SCREEN_ROUTES, type ScreenKind } from '@rh/core/content';

/** The generic screens of the routes that name their content type in the path (`/form/{model}/…`). */
export const MODEL_SCREENS: ReadonlyMap<string, ScreenKind> = new Map([
  ['FormNew', 'add'],
  ['FormEdit', 'edit'],
  ['FormView', 'detail'],
]);

/** The generic screen a route shows: one a content type declares for the name, or a `/form/{model}/…` screen. */
export function screenOf(routeName: string): ScreenKind | undefined {
  return SCREEN_ROUTES.get(routeName)?.screen ?? MODEL_SCREENS.get(routeName);
}
