import {
  adminNewsAnytagDashboard,
  adminNewsCountDashboard,
  adminNewsMatrixDashboard,
  adminNewsSourceDashboard,
  adminTablesDashboard,
} from './admin-dashboards.ts';
import {
  controlsDashboard,
  esgDashboard,
  faqsDashboard,
  horizonDashboard,
  marDashboard,
  marSurveillanceDashboard,
  obligationsDashboard,
} from './dashboards.ts';
import type { Dashboard } from './define.ts';
import {
  aiDashboard,
  aiMapDashboard,
  commoditiesDashboard,
  impactDashboard,
  policiesDashboard,
  policiesHomeDashboard,
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

/** The dashboards of the routes areas declare beside their homes (`Area.dashboards`), by route name. */
export const ROUTE_DASHBOARDS: Readonly<Record<string, Dashboard>> = {
  MarDashboard: marSurveillanceDashboard,
  AiMap: aiMapDashboard,
  PoliciesHome: policiesHomeDashboard,
  AdminNewsCount: adminNewsCountDashboard,
  AdminNewsMatrix: adminNewsMatrixDashboard,
  AdminNewsSource: adminNewsSourceDashboard,
  AdminNewsAnytag: adminNewsAnytagDashboard,
  AdminTables: adminTablesDashboard,
};

/** The dashboard a route of an area shows: one of its `dashboards` by route name, else the area's home dashboard. */
export function dashboardOf(areaId: string, route?: string): Dashboard | undefined {
  return (route && ROUTE_DASHBOARDS[route]) || DASHBOARDS[areaId];
}
