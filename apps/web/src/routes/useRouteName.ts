import { useMatches } from 'react-router';

/** The route-table name of the deepest matched route (the router puts it in each route's handle). */
export function useRouteName(): string | undefined {
  const handle = useMatches().at(-1)?.handle as { name?: unknown } | undefined;
  return typeof handle?.name === 'string' ? handle.name : undefined;
}
