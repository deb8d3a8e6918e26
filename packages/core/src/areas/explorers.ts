/**
 * The data explorers (the spec's `datastrat(s)` routes): one screen, declared here per route. A declaration per
 * route rather than one `explorer` per area, because the routes do not map one-to-one onto areas: ESG metrics has
 * two (`/metrics/datastrats` and `/reportingmi/datastrat`), Horizon two (`/cases/datastrat`, `/processes/datastrat`),
 * and `/admin/sources/table/datastrat` belongs to Admin, which is no area with scopes.
 */
export interface Explorer {
  /** The route name (`AiDatastrats`). */
  route: string;
  /** The area whose scopes apply to the types it scopes (`scope=<area>` on every request); none: every item. */
  area?: string;
  /** The content types explored, the first shown by default; one type: no chooser. */
  types: readonly string[];
}

const DECLARED: readonly Explorer[] = [
  { route: 'AiDatastrats', area: 'ai', types: ['initiative', 'regulation', 'newsitem', 'article'] },
  { route: 'PoliciesDatastrats', area: 'policies', types: ['policy', 'initiative', 'newsitem'] },
  { route: 'CommoditiesDatastrats', area: 'commodities', types: ['initiative', 'obligation', 'newsitem', 'article'] },
  { route: 'ControlsDatastrats', area: 'controls', types: ['control', 'obligation', 'risk'] },
  { route: 'TaxDatastrats', area: 'tax', types: ['initiative', 'newsitem', 'article'] },
  { route: 'MarDatastrats', area: 'mar', types: ['case', 'marrisk', 'newsitem'] },
  { route: 'MetricsDatastrats', area: 'esg', types: ['metric', 'dataelement', 'reportingframework'] },
  { route: 'ReportingmiDatastrat', area: 'esg', types: ['reportingmiitem'] },
  { route: 'CasesDatastrat', area: 'horizon', types: ['case'] },
  { route: 'ProcessesDatastrat', area: 'horizon', types: ['process'] },
  { route: 'AdminSourcesTableDatastrat', types: ['source'] },
];

/** The data explorer of each `datastrat(s)` route name. */
export const EXPLORERS: ReadonlyMap<string, Explorer> = new Map(DECLARED.map((explorer) => [explorer.route, explorer]));
