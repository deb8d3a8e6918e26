import type { Area, Day } from '@rh/core/areas';
import { panelSlot } from '../content/panel-slot.ts';

export interface DashboardPanelProps {
  area: Area;
  /** The route that shows the dashboard (the area's home or another of its dashboards). */
  route: string;
  /** The day the dashboard was opened: its dates and links keep it while shown. */
  today: Day;
  /** The level of the tiles' headings; a panel's own heading takes the same. */
  heading: 'h2' | 'h3';
}

/**
 * What a dashboard shows below its declared tiles, by the route name of the dashboard (the obligations' coverage by
 * regulation, the controls' gaps). Areas register them (content/plugins.ts `dashboard`); each loads with the
 * dashboard that shows it, and the engine imports no area.
 */
export const dashboardPanels = panelSlot<DashboardPanelProps>('dashboard');
