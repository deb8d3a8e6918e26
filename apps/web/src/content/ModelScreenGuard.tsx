import { can, type Action } from '@rh/core';
import type { ScreenKind } from '@rh/core/content';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { pathTo } from '../routes/table.ts';
import { useSession } from '../session/useSession.ts';
import { MODEL_SCREENS } from './screen-of.ts';
import type { ContentScreen } from './useContentScreen.ts';

/** The right each generic screen needs on its type: reading for a list or an item, else the matching write. */
const SCREEN_ACTION: Readonly<Record<ScreenKind, Action>> = {
  list: 'read',
  detail: 'read',
  add: 'create',
  edit: 'update',
};

/**
 * Guards the screens that name their type in the path (`/form/{model}/view|new|edit/…`), which no route grant can
 * guard before the path is read: whoever lacks the type's grant goes Home, as the route guard sends them from a
 * type's own routes (deny by default). Other screens pass: their route guard has checked already.
 */
export function ModelScreenGuard({ screen, children }: { screen: ContentScreen; children: ReactNode }) {
  const { roles } = useSession().state;
  const guarded = screen.found && MODEL_SCREENS.has(screen.routeName);
  if (guarded && !can(roles, screen.type.resource, SCREEN_ACTION[screen.screen])) {
    return <Navigate to={pathTo('Home')} replace />;
  }
  return children;
}
