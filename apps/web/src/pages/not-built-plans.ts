/**
 * What a screen that is not built yet will show, in a sentence: by route name where the route says more than its
 * area, else by the route table's `area`. Read by the "not built yet" page, so a placeholder reached by its address
 * says what will be there instead of pretending to be done.
 */
const BY_ROUTE: Readonly<Record<string, string>> = {
  ControlsMatrix: 'A matrix of controls against the obligations they meet.',
  MarMatrix: 'A matrix of market abuse risks against the cases that show them.',
  MarDashboard: 'Market abuse cases by stage and risk, over time.',
  RegdecompWorkspace: 'The workspace where a regulation is broken down into requirements and obligations.',
  RegdecompAbout: 'How regulations are broken down into requirements, obligations and controls here.',
};

const BY_AREA: Readonly<Record<string, string>> = {
  horizon: 'A Horizon screen over the regulators’ news, events and insights.',
  obligations: 'A screen of the regulatory decomposition: regulations, requirements, obligations and their controls.',
  ai: 'A screen of the AI Regulatory Radar: AI initiatives, regulations and news by country.',
  policies: 'A screen of the Climate Policy dashboard: policies and initiatives by country and instrument.',
  commodities: 'A screen of the Commodities area: initiatives, obligations and news on commodity markets.',
  controls: 'A screen of the Controls area: controls, their themes and the obligations they meet.',
  tax: 'A screen of the ESG Tax dashboard: tax measures by country.',
  mar: 'A screen of Market Abuse Insights: cases, risks and their matrix.',
  esg: 'A screen of ESG metrics and reporting MI: metrics, data elements and reporting frameworks.',
  impact: 'A screen of IMPACT: initiatives, experts and their reporting.',
  faqs: 'A screen of the FAQs: questions by theme, risk and status.',
  apps: 'An internal app: importing data and reporting.',
  admin: 'An administration screen of the platform.',
  workflow: 'A screen of the editorial workflow of insights: stages, journal and dashboards.',
  research: 'A research screen comparing regulations across countries.',
};

/** The sentence saying what the named route will show (its own, else its area's), if there is one. */
export function notBuiltPlan(name: string, area?: string): string | undefined {
  return BY_ROUTE[name] ?? (area ? BY_AREA[area] : undefined);
}
