import type { DashboardPanelProps } from '../dashboard/dashboard-panels.ts';
import { dashboardPanels } from '../dashboard/dashboard-panels.ts';
import type { ItemPanelProps } from './detail/panels.ts';
import { itemPanels } from './detail/panels.ts';
import type { FormPanelProps } from './form/form-panels.ts';
import { formPanels } from './form/form-panels.ts';
import type { ListPanelProps } from './list/list-panels.ts';
import { listPanels } from './list/list-panels.ts';
import type { PanelLoader, PanelSlot } from './panel-slot.ts';

export type { PanelLoader } from './panel-slot.ts';
export type { ItemPanelProps, FormPanelProps, ListPanelProps, DashboardPanelProps };

/** The panels an area contributes to the generic screens, by content type name; each a lazy module. */
export interface PanelRegistrations {
  /** Shown on an item's page, below its fields. */
  item?: Readonly<Record<string, PanelLoader<ItemPanelProps>>>;
  /** Shown above a type's list. */
  list?: Readonly<Record<string, PanelLoader<ListPanelProps>>>;
  /** Shown below a type's add and edit form. */
  form?: Readonly<Record<string, PanelLoader<FormPanelProps>>>;
  /** Shown below a dashboard's declared tiles, by the dashboard's route name (`RegdecompDashboard`), not a type. */
  dashboard?: Readonly<Record<string, PanelLoader<DashboardPanelProps>>>;
}

function fill<P>(slot: PanelSlot<P>, loaders: Readonly<Record<string, PanelLoader<P>>> = {}): void {
  for (const [typeName, loader] of Object.entries(loaders)) slot.register(typeName, loader);
}

/**
 * How an area plugs panels into the engine (CONVENTIONS 13): the app calls this at its top for each area's
 * declaration; the engine reads the slots and imports no area. Loads no panel.
 */
export function registerPanels(panels: PanelRegistrations): void {
  fill(itemPanels, panels.item);
  fill(listPanels, panels.list);
  fill(formPanels, panels.form);
  fill(dashboardPanels, panels.dashboard);
}
