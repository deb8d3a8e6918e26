import type { PanelRegistrations } from '../../content/plugins.ts';

const applies = () => import('./panels/AppliesPanel.tsx').then((module) => ({ default: module.AppliesPanel }));

/** The panels the obligations area (regulatory decomposition) adds to the generic screens, by content type. */
export const obligationsPanels: PanelRegistrations = {
  item: {
    obligation: () => import('./panels/ObligationPanel.tsx').then((module) => ({ default: module.ObligationPanel })),
    regulation: () => import('./panels/RegulationPanel.tsx').then((module) => ({ default: module.RegulationPanel })),
    // The control's page shows its place in the chain (what it serves, its evidence): the chain's API is this area's.
    control: () => import('./panels/control/ControlPanel.tsx').then((module) => ({ default: module.ControlPanel })),
    entitytype: applies,
    businessfunction: applies,
  },
};
