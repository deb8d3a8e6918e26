import type { PanelRegistrations } from '../../content/plugins.ts';

/**
 * The panels ESG metrics adds to the generic screens: below its home dashboard (`MetricsHome`), data elements by
 * source system and the gaps of the lineage, with the links to the area's other pages. Apart from area.ts so that
 * the menu does not carry them: app/register-areas.ts registers them.
 */
export const esgPanels: PanelRegistrations = {
  dashboard: { MetricsHome: () => import('./HomePanel.tsx') },
};
