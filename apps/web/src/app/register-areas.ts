import { esgPanels } from '../areas/esg/panels.ts';
import { horizonPanels } from '../areas/horizon/panels.ts';
import { impactPanels } from '../areas/impact/panels.ts';
import { obligationsDashboardPanels } from '../areas/obligations/dashboard/panels.ts';
import { obligationsPanels } from '../areas/obligations/panels.ts';
import { registerPanels, type PanelRegistrations } from '../content/plugins.ts';

/** The panels each area plugs into the generic screens (areas/<area>/panels.ts). A new one is one line here. */
export const AREA_PANELS: readonly PanelRegistrations[] = [
  horizonPanels,
  obligationsPanels,
  obligationsDashboardPanels,
  esgPanels,
  impactPanels,
];

/**
 * Plugs every area's panels into the generic screens (CONVENTIONS 13). The generic screens' loaders of
 * app/pages.ts call it, so it runs before any such screen renders, loads no panel, and stays off the first page;
 * calling it again changes nothing.
 */
export function registerAreas(panels: readonly PanelRegistrations[] = AREA_PANELS): void {
  for (const registrations of panels) registerPanels(registrations);
}
