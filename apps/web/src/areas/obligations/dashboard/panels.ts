import type { PanelRegistrations } from '../../../content/plugins.ts';

/**
 * The panels the obligations area adds to dashboards, by route name: coverage by regulation below its own, and the
 * gaps (obligations no control meets) below Controls' home, where the control library is reviewed.
 */
export const obligationsDashboardPanels: PanelRegistrations = {
  dashboard: {
    RegdecompDashboard: () => import('./CoveragePanel.tsx'),
    ControlsHome: () => import('./GapsPanel.tsx'),
  },
};
