import { findArea } from '@rh/core/areas';
import { createContext, useContext } from 'react';
import { config } from '../../../config.ts';
import { inBuild } from '../../../routes/in-build.ts';
import { pathTo, routeByName } from '../../../routes/table.ts';
import { useRouteName } from '../../../routes/useRouteName.ts';

/** The page every country has: everything on one jurisdiction across every area. */
const JURISDICTION = 'Jurisdiction';

/**
 * The route of a country's page as seen from an area: the area's own country page (`countryRoute`: AI's, ESG Tax's,
 * the climate dashboard's market page), else the jurisdiction page; none when this build has neither.
 */
export function countryRouteOf(areaId: string | undefined): string | undefined {
  const own = areaId ? findArea(areaId)?.countryRoute : undefined;
  return [own, JURISDICTION].find(
    (name): name is string => name !== undefined && inBuild(routeByName(name), config.build),
  );
}

/** The address of a country's page (a code: `FR`, `EU`, `INT`) as seen from an area; none without such a page. */
export function countryPath(code: string, areaId: string | undefined): string | undefined {
  const route = countryRouteOf(areaId);
  return route && code ? pathTo(route, { country: code }) : undefined;
}

/** The area of a route by name (the route table's `area`), if it has one. */
export function areaOfRoute(routeName: string | undefined): string | undefined {
  if (!routeName) return undefined;
  try {
    return routeByName(routeName).area;
  } catch {
    return undefined;
  }
}

/**
 * Whether country chips may be links here. A row that is a link as a whole (a card wrapped in one) says `false`
 * around its fields: a link inside a link is invalid HTML and unreachable by keyboard, so the chips stay plain.
 */
export const CountryLinksContext = createContext(true);

/** The address of a country's page from the current route's area (null: the chip stays plain). */
export function useCountryPath(): (code: string) => string | undefined {
  const linked = useContext(CountryLinksContext);
  const area = areaOfRoute(useRouteName());
  return (code) => (linked ? countryPath(code, area) : undefined);
}
