import {
  controlsDashboard,
  esgDashboard,
  faqsDashboard,
  horizonDashboard,
  marDashboard,
  obligationsDashboard,
} from './dashboards.ts';
import type { Dashboard } from './define.ts';
import {
  aiDashboard,
  commoditiesDashboard,
  impactDashboard,
  policiesDashboard,
  taxDashboard,
} from './tracker-dashboards.ts';

/**
 * The home dashboard of each area, by area id (`@rh/core/areas/dashboards`). Apart from the areas themselves, which
 * the menu and the route table read on the first page: the tiles load with the dashboard that shows them.
 */
export const DASHBOARDS: Readonly<Record<string, Dashboard>> = {
  horizon: horizonDashboard,
  obligations: obligationsDashboard,
  ai: aiDashboard,
  policies: policiesDashboard,
  commodities: commoditiesDashboard,
  controls: controlsDashboard,
  tax: taxDashboard,
  mar: marDashboard,
  esg: esgDashboard,
  impact: impactDashboard,
  faqs: faqsDashboard,
};

/** The home dashboard of an area, if it has one. */
export function dashboardOf(areaId: string): Dashboard | undefined {
  return DASHBOARDS[areaId];
}
