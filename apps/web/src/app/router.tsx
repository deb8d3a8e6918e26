import { createBrowserRouter, type RouteObject } from 'react-router';
import { config } from '../config.ts';
import NotFoundPage from '../pages/NotFoundPage.tsx';
import { routesOf } from './build-routes.ts';
import { GuardedRoute } from './GuardedRoute.tsx';
import { Layout } from './Layout.tsx';

/** The route table of this build as React Router routes under the shell; NotFound catches the rest. */
export function createAppRouter() {
  const children: RouteObject[] = routesOf(config.build).map((route) => ({
    path: route.path,
    // The generic content screens find their type by the route's name (useRouteName).
    handle: { name: route.name },
    element: <GuardedRoute route={route} />,
  }));
  children.push({ path: '*', element: <NotFoundPage /> });
  return createBrowserRouter([{ element: <Layout />, children }], { basename: '/' });
}
