import { menuFlags, type Build } from '@rh/core';
import { visibleMenu } from '../../app/shell/menu.ts';
import { allowsFor, type ScreenGrants } from '../../routes/access.ts';

/** A screen of the menu that a key opens, with its area (the drawer's group). */
export interface OfferedScreen {
  route: string;
  label: string;
  areaId: string;
  area: string;
}

/** The screens the drawer offers these roles in this build (menu flags of spec §6, then the route guard). */
export function screensFor(roles: readonly string[], build: Build, grants: ScreenGrants): OfferedScreen[] {
  return visibleMenu(menuFlags(roles, build), build, allowsFor(roles, build, grants)).flatMap((group) =>
    group.items.flatMap((item) =>
      item.route && !item.disabled
        ? [{ route: item.route, label: item.label, areaId: group.id, area: group.label }]
        : [],
    ),
  );
}

/**
 * What a key is entitled to: the screens its roles open beyond those every key opens (Home, Settings, About: what
 * the role `norole` is given), so that an area appears because the organisation's subscription includes it.
 */
export function entitledScreens(roles: readonly string[], build: Build, grants: ScreenGrants): OfferedScreen[] {
  const everyone = new Set(screensFor(['norole'], build, grants).map((screen) => screen.route));
  return screensFor(roles, build, grants).filter((screen) => !everyone.has(screen.route));
}

/** Screens by area, in menu order. */
export function byArea(screens: readonly OfferedScreen[]): { id: string; label: string; screens: OfferedScreen[] }[] {
  const areas = new Map<string, { id: string; label: string; screens: OfferedScreen[] }>();
  for (const screen of screens) {
    const area = areas.get(screen.areaId) ?? { id: screen.areaId, label: screen.area, screens: [] };
    area.screens.push(screen);
    areas.set(screen.areaId, area);
  }
  return [...areas.values()];
}
