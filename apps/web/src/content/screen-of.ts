import { SCREEN_ROUTES, type ScreenKind } from '@rh/core/content';

/** The generic screen a content type declares for a route name, if any. */
export function screenOf(routeName: string): ScreenKind | undefined {
  return SCREEN_ROUTES.get(routeName)?.screen;
}
