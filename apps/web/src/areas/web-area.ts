import type { SvgIconComponent } from '@mui/icons-material';
import type { Build, MenuFlags } from '@rh/core';

/** Whether a group or an item shows for these menu flags in this build. */
export type MenuRule = (flags: MenuFlags, build: Build) => boolean;

export interface MenuItem {
  /** The route name (routes/table.ts) the item opens; absent for a placeholder that has no route yet. */
  route?: string;
  label: string;
  /** Absent: shown whenever its group is. */
  visible?: MenuRule;
  /** Shown greyed out, not clickable. */
  disabled?: boolean;
  /** A placeholder the spec marks "[TODO]". */
  todo?: boolean;
  /** A count shown beside the label (items waiting for the user). */
  badge?: MenuBadge;
}

/**
 * A number beside a menu entry, loaded when the drawer shows the entry and hidden while it is 0 or unknown. The
 * row that declares it names where it comes from; the drawer knows nothing of what it counts.
 */
export interface MenuBadge {
  /** The TanStack query key of the number. */
  key: readonly unknown[];
  load: (signal: AbortSignal) => Promise<number>;
  /** The number for a screen reader and a tooltip: "3 waiting for you". */
  describe: (count: number) => string;
}

export interface MenuGroup {
  id: string;
  label: string;
  icon: SvgIconComponent;
  visible: MenuRule;
  items: readonly MenuItem[];
}

/**
 * One entry: its route name (null: a "[TODO]" placeholder with no route yet), its label, its own rule (undefined:
 * shown whenever its group is) and a count beside it.
 */
export type MenuRow = readonly [route: string | null, label: string, visible?: MenuRule, badge?: MenuBadge];

/** An area's group in the drawer menu. */
export interface AreaMenu {
  label: string;
  icon: SvgIconComponent;
  visible: MenuRule;
  /**
   * The entry to the area's home dashboard, put first: its route is the home of the area's core declaration
   * (`@rh/core/areas`), which declares the dashboard (app/shell/menu.test.ts checks both).
   */
  home?: MenuRow;
  /** The other entries, in order. Each must open a built page (app/shell/menu.test.ts fails one that does not). */
  rows: readonly MenuRow[];
}

/**
 * What an area contributes to the web app beyond its core declaration (`@rh/core/areas`): its menu group. The app
 * assembles the declarations at its top (app/areas.ts); the panels an area plugs into the generic screens are
 * declared beside (areas/<area>/panels.ts) and registered by app/register-areas.ts.
 */
export interface WebArea {
  /** The route table's `area` id, and core's area id where it has one (`policies` is the Climate Policy group). */
  id: string;
  menu?: AreaMenu;
}

/** An area's web declaration, checked by its type. */
export function defineWebArea<const T extends WebArea>(area: T): T {
  return area;
}

/** Shown in the full build. */
export const full: MenuRule = (_flags, build) => build === 'full';
/** Shown in the external builds. */
export const external: MenuRule = (_flags, build) => build !== 'full';
/** Shown when a menu flag is set (spec §6). */
export function flag(name: string): MenuRule {
  return (flags) => flags[name] === true;
}
/** Shown in the full build when a menu flag is set. */
export function fullWith(name: string): MenuRule {
  return (flags, build) => build === 'full' && flags[name] === true;
}
