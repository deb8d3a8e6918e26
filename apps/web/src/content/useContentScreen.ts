import { findContentType, SCREEN_ROUTES, type ContentType, type ScreenKind } from '@rh/core/content';
import { useParams } from 'react-router';
import { useRouteName } from '../routes/useRouteName.ts';
import { MODEL_SCREENS } from './screen-of.ts';

export type ContentScreen =
  | { found: true; type: ContentType; screen: ScreenKind; routeName: string }
  /** `/form/{model}/…` naming no declared type, or a route no type claims. */
  | { found: false; model: string | undefined; routeName: string | undefined };

/**
 * The content type and screen of the current route: from the route's name (a type's `routes`), or for the generic
 * screens `/form/{model}/new`, `/form/{model}/edit/{id}` and `/form/{model}/view/{id}` from the `model` param.
 */
export function useContentScreen(): ContentScreen {
  const routeName = useRouteName();
  const { model } = useParams();
  const modelScreen = routeName ? MODEL_SCREENS.get(routeName) : undefined;
  if (modelScreen) {
    const type = model ? findContentType(model) : undefined;
    if (type) return { found: true, type, screen: modelScreen, routeName: routeName! };
    return { found: false, model, routeName };
  }
  const declared = routeName ? SCREEN_ROUTES.get(routeName) : undefined;
  return declared ? { found: true, ...declared, routeName: routeName! } : { found: false, model, routeName };
}

/** The item a detail or edit route names: `:id`, or the type's key where the path calls it `:code`/`:keyword`. */
export function useItemParam(): string | undefined {
  const params = useParams();
  return params.id ?? params.code ?? params.keyword ?? params.key;
}
