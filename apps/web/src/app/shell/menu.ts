import type { Build, MenuFlags } from '@rh/core';
import type { MenuGroup, MenuItem, WebArea } from '../../areas/web-area.ts';
import { APP_GROUPS, WEB_AREAS } from '../areas.ts';

export type { MenuGroup, MenuItem, MenuRule } from '../../areas/web-area.ts';

/** An area's menu group from its web declaration: its home entry first, then its rows. */
export function menuGroupOf(area: WebArea): MenuGroup | undefined {
  if (!area.menu) return undefined;
  const { label, icon, visible, home, rows } = area.menu;
  const items = [...(home ? [home] : []), ...rows].map(([route, label, rule, badge]): MenuItem => {
    const item: MenuItem = route === null ? { label, disabled: true, todo: true } : { route, label };
    return { ...item, ...(rule ? { visible: rule } : {}), ...(badge && route !== null ? { badge } : {}) };
  });
  return { id: area.id, label, icon, visible, items };
}

/**
 * The drawer menu of spec §2, assembled from the areas' web declarations (areas/<area>/area.ts) and the app's own
 * groups. Every entry opens a built page: app/shell/menu.test.ts fails one that leads to "not built yet".
 */
export const MENU: readonly MenuGroup[] = [...WEB_AREAS, ...APP_GROUPS].flatMap((area) => menuGroupOf(area) ?? []);

/** The label a user reads: placeholders carry the spec's "[TODO]" mark. */
export const menuLabel = (item: MenuItem) => (item.todo ? `${item.label} [TODO]` : item.label);

/**
 * The groups and items these menu flags show in this build (spec §2, §6); `canOpen` (`allowsFor` of
 * routes/access.ts) further hides items whose route would turn the user away. Groups left without items are dropped.
 */
export function visibleMenu(
  flags: MenuFlags,
  build: Build,
  canOpen: (route: string) => boolean = () => true,
  menu: readonly MenuGroup[] = MENU,
): MenuGroup[] {
  return menu
    .filter((group) => group.visible(flags, build))
    .map((group) => ({
      ...group,
      items: group.items.filter(
        (item) => (item.visible?.(flags, build) ?? true) && (item.route === undefined || canOpen(item.route)),
      ),
    }))
    .filter((group) => group.items.length > 0);
}
