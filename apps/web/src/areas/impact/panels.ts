import type { PanelRegistrations } from '../../content/plugins.ts';

/**
 * The panels IMPACT adds to the generic screens: on an initiative's page, its firm response and a link to its log
 * (`/impact/initiative/:id/log`); below the IMPACT home's tiles, the links to the area's other pages. Apart from
 * area.ts so that the menu does not carry them: app/register-areas.ts registers them.
 */
export const impactPanels: PanelRegistrations = {
  item: { initiative: () => import('./InitiativePanel.tsx') },
  dashboard: { ImpactReporting: () => import('./HomePanel.tsx') },
};
