/**
 * The route table of spec §2, as data (CONVENTIONS 4: links are built from route names, see `pathTo`).
 *
 * Rules applied:
 * - name: the spec's name where §2 gives one; elsewhere PascalCase of area + path (`MarCase`, `AiCountry`,
 *   `PoliciesMarket`, `AdminSourcesTable`, `AccountEdit`). A page with two paths gets two names (`Cases`,
 *   `CasesDatastrat`). NotFound is not here: the router adds the catch-all.
 * - path: React Router syntax (`{id}` → `:id`, `{key?}` → `:key?`). A list such as "Extsource /extsource/{id}, add,
 *   edit/{id}" hangs each item under the base path (`/extsource/add`); an item of an area list hangs under the
 *   area (`/mar/home`); "(a|b)" and "(a and b)" make one route each; a name without a path gets a plain path
 *   (`/signals`, `/news/filter`).
 * - scope: 'external' for the external-build-only routes of §2. 'full' for the areas that §1 and the §2 shell keep
 *   to the full build, and for the internal tools: Apps `/apps…`, ESG `/metrics/…` and `/reportingmi/…`, IMPACT
 *   `/impact/…` (initiatives, experts — also `/experts`, `/expert/:id`, §1 "IMPACT (initiatives, experts)") but not
 *   the Policies area `/impact/policies…` (the climate dashboard, an area of its own), FAQs `/faqs…`, `/admin/…`,
 *   `/account…`, `/source…`, `/migrations`, `/testapi`, `/ugroups`, `/usergroups`, `/workflow/…`, `/form/…`,
 *   `/feed/add`, `/publications/add`, `/stats`, `/test/tag-simple`. 'common' for everything else.
 * - public: exactly the §2 public pages (Legal, Contact, Auth, LoginCognitoAuth, SignOutCognitoAuth) and the auth
 *   callback path.
 * - permission: only where §6 names the resource plainly: `/admin/…` the resource each shows; accounts, sources (add create, edit
 *   update, else read); ugroups, usergroups, migrations, suggestrules, keywords, taxonomy; MAR marrisk; controls
 *   control; regdecomp obligation; processes process; metrics metric; FAQs faq; IMPACT initiatives impactinitiative;
 *   experts impactexpert; research parallel researchParallel; Policies stats impactinitiative:create (§2). A route
 *   a content type claims is guarded by that type's grant instead (routes/access.ts); one with a page of its own
 *   states that grant here too, since its guard runs before the declarations load (table.test checks they agree).
 * - page: left out; `pages.ts` maps route names to the pages built so far.
 */
import type { Action, Resource } from '@rh/core';
import type { RouteDef, RouteScope } from './types.ts';

type Extra = Omit<RouteDef, 'name' | 'path' | 'scope' | 'area'>;
type Row = readonly [name: string, path: string, extra?: Extra];

function group(area: string, scope: RouteScope, rows: readonly Row[], shared: Extra = {}): RouteDef[] {
  return rows.map(([name, path, extra]) => ({ name, path, scope, area, ...shared, ...extra }));
}

function need(resource: Resource, action: Action = 'read'): Extra {
  return { permission: { resource, action } };
}

const PUBLIC: Extra = { public: true };
const OPEN: Extra = { openWithoutKey: true };
const V4 = '/research/country-regulations/v4';

export const ROUTES: readonly RouteDef[] = [
  // Auth and general.
  ...group('auth', 'common', [
    ['Auth', '/auth/:action', PUBLIC],
    ['AuthDebug', '/auth/debug'],
    ['LoginCognitoAuth', '/auth/signin', PUBLIC],
    ['SignOutCognitoAuth', '/auth/signout', PUBLIC],
    ['AuthCallback', '/auth/callback', PUBLIC],
  ]),
  ...group('general', 'common', [
    ['Home', '/'],
    ['Start', '/start'],
    ['Contact', '/contact', PUBLIC],
    ['Legal', '/legal', PUBLIC],
    ['SearchStart', '/search'],
    ['Search', '/search/:q'],
    ['Notifications', '/notifications'],
  ]),

  // Horizon: the named routes of §2.
  ...group('horizon', 'common', [
    ['Article', '/article/:id'],
    ['Articles', '/articles'],
    ['ArticlesReport', '/articles/report'],
    ['Case', '/case/:id'],
    ['Cases', '/cases'],
    ['CasesDatastrat', '/cases/datastrat'],
    ['Events', '/events'],
    ['EventsTimeline', '/events/timeline', need('event')],
    ['EventsTimelineVertical', '/events/timeline/vertical', need('event')],
    ['Event', '/event/:id'],
    ['EventEdit', '/event/edit/:id'],
    ['Extsources', '/extsources'],
    ['Extsource', '/extsource/:id'],
    ['ExtsourceAdd', '/extsource/add'],
    ['ExtsourceEdit', '/extsource/edit/:id'],
    ['News', '/news'],
    ['NewsAdvancedFilter', '/news/filter', need('newstag')],
    ['NewsItem', '/newsitem/:id/:key?', need('newstag')],
    ['NewsTag', '/news/type/:id'],
    ['Regbites', '/regbites'],
    ['Regbite', '/regbite/:id'],
    ['RegbiteAdd', '/regbite/add'],
    ['RegbiteEdit', '/regbite/edit/:id'],
    ['Regulator', '/regulator/:code', need('regulator')],
    ['RegulatorAdd', '/regulator/add'],
    ['RegulatorEdit', '/regulator/edit/:id'],
    ['Regulators', '/regulators'],
    ['Regulator2', '/regulator2/:id'],
    ['Regulators2', '/regulators2'],
    ['Jurisdiction', '/jurisdiction/:country'],
    ['Relationships', '/relationships'],
    ['Signals', '/signals', need('newstag')],
    ['Snapshot', '/snapshot'],
    ['RecentActivity', '/recentactivity'],
    ['Types', '/types'],
    ['Risk', '/risk/:id'],
    ['RiskAdd', '/risk/add'],
    ['RiskEdit', '/risk/edit/:id'],
    ['Risks', '/risks'],
    ['Topic', '/topic/:id'],
    ['TopicAdd', '/topic/add'],
    ['TopicEdit', '/topic/edit/:id'],
    ['Topics', '/topics'],
    ['TopicsTree', '/topics/tree', need('topic')],
    ['Riskcomponent', '/riskcomponent/:id'],
    ['Riskcomponents', '/riskcomponents'],
    ['Keywords', '/keywords', need('keyword')],
    ['Keyword', '/keyword/:keyword', need('keyword')],
    ['Taxonomy', '/taxonomy', need('taxonomy')],
    ['TaxonomyItem', '/taxonomy/item/:id', need('taxonomy')],
    ['Processes', '/processes', need('process')],
    ['ProcessesDatastrat', '/processes/datastrat', need('process')],
    ['Process', '/processes/process/:id', need('process')],
  ]),

  // IMPACT (full build only): initiatives, experts and the other /impact pages.
  ...group('impact', 'full', [
    ['ImpactInitiative', '/impact/initiative/:id', need('impactinitiative')],
    ['ImpactInitiativeLog', '/impact/initiative/:id/log', need('impactinitiative')],
    ['ImpactInitiatives', '/impact/initiatives', need('impactinitiative')],
    ['Experts', '/experts', need('impactexpert')],
    ['Expert', '/expert/:id', need('impactexpert')],
    ['ImpactAbout', '/impact/about'],
    ['ImpactExpert', '/impact/expert/:id', need('impactexpert')],
    ['ImpactExperts', '/impact/experts', need('impactexpert')],
    ['ImpactObligation', '/impact/obligation/:id'],
    ['ImpactPolicy', '/impact/policy/:id'],
    ['ImpactReporting', '/impact/reporting'],
    ['ImpactTopic', '/impact/topic/:id'],
    ['ImpactTopics', '/impact/topics'],
  ]),

  // ESG (full build only): reporting MI and metrics.
  ...group('esg', 'full', [
    ['ReportingmiItems', '/reportingmi/items'],
    ['ReportingmiEmails', '/reportingmi/emails', need('impactreportingmi')],
    ['ReportingmiDatastrat', '/reportingmi/datastrat'],
    ['ReportingmiItem', '/reportingmi/item/:id'],
  ]),
  ...group(
    'esg',
    'full',
    [
      ['MetricsHome', '/metrics/home'],
      ['MetricsDownload', '/metrics/download'],
      ['MetricsInteroperability', '/metrics/interoperability'],
      ['MetricsLineageTable', '/metrics/lineage/table'],
      ['MetricsLineageSankey', '/metrics/lineage/sankey'],
      ['MetricsMetrics', '/metrics/metrics'],
      ['MetricsDataelements', '/metrics/dataelements'],
      ['MetricsDataelement', '/metrics/dataelement/:id'],
      ['MetricsDataModel', '/metrics/data-model'],
      ['MetricsDatastrats', '/metrics/datastrats'],
      ['MetricsGraphs', '/metrics/graphs'],
      ['MetricsMetric', '/metrics/metric/:id'],
      ['MetricsReportingframework', '/metrics/reportingframework/:id'],
      ['MetricsReportingframeworks', '/metrics/reportingframeworks'],
    ],
    need('metric'),
  ),

  // Climate Policy and Regulatory Dashboard: the Policies area /impact/policies.
  ...group('policies', 'common', [
    ['PoliciesDownloadChooseData', '/impact/policies/download/choose-data'],
    ['PoliciesDownloadChooseTemplateBasic', '/impact/policies/download/choose-template/basic'],
    ['PoliciesDownloadChooseTemplateGrouped', '/impact/policies/download/choose-template/grouped'],
    ['PoliciesDownloadChooseTemplateTable', '/impact/policies/download/choose-template/table'],
    ['PoliciesHome', '/impact/policies/home'],
    ['PoliciesHelp', '/impact/policies/help'],
    ['PoliciesStats', '/impact/policies/stats', { internalOnly: true, ...need('impactinitiative', 'create') }],
    ['PoliciesNews', '/impact/policies/news'],
    ['PoliciesLibrary', '/impact/policies/library/:id?'],
    ['PoliciesPolicy', '/impact/policies/policy/:id'],
    // The climate dashboard counts initiatives and policies; the external menu offers it with `initiative` (§6).
    ['PoliciesDashboard', '/impact/policies', need('initiative')],
    ['PoliciesTable', '/impact/policies/table'],
    ['PoliciesMarket', '/impact/policies/market/:country?/:initiative?'],
    ['PoliciesCountry', '/impact/policies/country/:country1?/:country2?'],
    ['PoliciesDatastrats', '/impact/policies/datastrats'],
    ['PoliciesInitiative', '/impact/policies/initiative/:id'],
  ]),

  // Market Abuse Insights: the MAR group needs the `mar` flag (marrisk read).
  ...group(
    'mar',
    'common',
    [
      ['MarHome', '/mar/home'],
      ['MarCase', '/mar/case/:id'],
      ['MarCases', '/mar/cases'],
      ['MarDatastrats', '/mar/datastrats'],
      ['MarInsight', '/mar/insight/:id'],
      ['MarInsights', '/mar/insights'],
      ['MarNews', '/mar/news'],
      ['MarNewsItem', '/mar/news/:id', need('newstag')],
      ['MarRisk', '/mar/risk/:id'],
      ['MarRisks', '/mar/risks'],
      ['MarMatrix', '/mar/matrix'],
      ['MarDashboard', '/mardashboard'],
    ],
    need('marrisk'),
  ),

  // AI Regulatory Radar.
  ...group('ai', 'common', [
    ['AiHome', '/ai/home'],
    ['AiCountry', '/ai/country/:country'],
    ['AiDatastrats', '/ai/datastrats'],
    ['AiInitiative', '/ai/initiative/:id'],
    ['AiInsights', '/ai/insights'],
    ['AiMap', '/ai/map'],
    ['AiNewsItem', '/ai/news/:id', need('newstag')],
    ['AiRegulations', '/ai/regulations'],
  ]),

  // Commodities.
  ...group('commodities', 'common', [
    ['CommoditiesHome', '/commodities/home'],
    ['CommoditiesInitiative', '/commodities/initiative/:id'],
    ['CommoditiesInitiatives', '/commodities/initiatives'],
    ['CommoditiesDatastrats', '/commodities/datastrats'],
    ['CommoditiesInsight', '/commodities/insight/:id'],
    ['CommoditiesInsights', '/commodities/insights'],
    ['CommoditiesNews', '/commodities/news'],
    ['CommoditiesNewsItem', '/commodities/news/:id', need('newstag')],
    ['CommoditiesObligation', '/commodities/obligation/:id'],
    ['CommoditiesObligations', '/commodities/obligations'],
  ]),

  // Controls.
  ...group(
    'controls',
    'common',
    [
      ['ControlsHome', '/controls/home'],
      ['ControlsControl', '/controls/control/:id'],
      ['ControlsControls', '/controls/controls'],
      ['ControlsMatrix', '/controls/matrix'],
      ['ControlsDatastrats', '/controls/datastrats'],
      ['ControlsInsight', '/controls/insight/:id'],
      ['ControlsInsights', '/controls/insights'],
      ['ControlsNews', '/controls/news'],
      ['ControlsTaxonomy', '/controls/taxonomy'],
    ],
    need('control'),
  ),

  // ESG Tax Dashboard.
  ...group('tax', 'common', [
    ['TaxCountry', '/tax/country/:country'],
    ['TaxDatastrats', '/tax/datastrats'],
    ['TaxInitiative', '/tax/initiative/:id'],
    ['TaxInsight', '/tax/insight/:id'],
    ['TaxInsights', '/tax/insights'],
    ['TaxMap', '/tax/map'],
    ['TaxNews', '/tax/news'],
    ['TaxRecords', '/tax/records'],
  ]),

  // Obligations: regulatory decomposition.
  ...group(
    'obligations',
    'common',
    [
      ['RegdecompAbout', '/regdecomp/about'],
      ['RegdecompEntities', '/regdecomp/entities'],
      ['RegdecompFunctions', '/regdecomp/functions'],
      ['RegdecompJournal', '/regdecomp/journal'],
      ['RegdecompObligation', '/regdecomp/obligation/:id'],
      ['RegdecompObligations', '/regdecomp/obligations'],
      ['RegdecompPdf', '/regdecomp/pdf'],
      ['RegdecompRegulations', '/regdecomp/regulations'],
      ['RegdecompRegulation', '/regdecomp/regulation/:id'],
      ['RegdecompDashboard', '/regdecomp/dashboard'],
      ['RegdecompRequirements', '/regdecomp/requirements'],
      ['RegdecompStatic', '/regdecomp/static'],
      ['RegdecompWorkspace', '/regdecomp/workspace/:id'],
    ],
    need('obligation'),
  ),

  // Workflow (full build only; §2 says the list is cut off).
  ...group('workflow', 'full', [
    ['WorkflowArticle', '/workflow/article/:id'],
    ['WorkflowArticles', '/workflow/articles', need('articleWorkflowEdit')],
    ['WorkflowArticlesDashboard', '/workflow/articles/dashboard'],
    ['WorkflowArticlesDiagram', '/workflow/articles/diagram'],
    ['WorkflowArticlesDeleted', '/workflow/articles/deleted'],
    ['WorkflowArticlesJournal', '/workflow/articles/journal'],
    ['WorkflowArticlesPersonal', '/workflow/articles/personal'],
    ['WorkflowArticlesPublished', '/workflow/articles/published'],
    ['WorkflowArticlesStarredNews', '/workflow/articles/starred-news'],
  ]),

  // Research: country regulations v1–v3 go to v4.
  ...group('research', 'common', [
    ['ResearchCountryRegulationsV1', '/research/country-regulations/v1', { redirectTo: V4 }],
    ['ResearchCountryRegulationsV2', '/research/country-regulations/v2', { redirectTo: V4 }],
    ['ResearchCountryRegulationsV3', '/research/country-regulations/v3', { redirectTo: V4 }],
    ['ResearchCountryRegulationsV4', V4, need('regulation')],
    ['ResearchCountryRegulationsV2Demo', '/research/country-regulations/v2/demo'],
    ['ResearchCountryRegulationsV3Demo', '/research/country-regulations/v3/demo'],
    ['ResearchParallel', '/research/parallel', need('researchParallel')],
  ]),

  // Admin (full build only). The Admin menu needs adminMenu; each route needs the grant of what it shows, so that a
  // tagger opens the rules it runs (a content type's screen is guarded by its type's grant: routes/access.ts).
  ...group('admin', 'full', [
    ['AdminSourcesTable', '/admin/sources/table', need('source')],
    ['AdminSourcesTableRows', '/admin/sources/table/rows', need('source')],
    ['AdminSourcesTableDatastrat', '/admin/sources/table/datastrat', need('source')],
    ['AdminAutotags', '/admin/autotags'],
    ['AdminLinks', '/admin/links', need('relationship')],
    ['AdminNewsAnytag', '/admin/news/anytag', need('newstag')],
    ['AdminNewsCount', '/admin/news/count', need('newstag')],
    ['AdminNewsMatrix', '/admin/news/matrix', need('newstag')],
    ['AdminNewsSource', '/admin/news/source', need('newstag')],
    ['AdminNotifications', '/admin/notifications', need('adminNotifications')],
    // Preferences and everyone's activity are the administration itself.
    ['AdminPreferences', '/admin/preferences', need('adminMenu')],
    ['AdminRecentActivity', '/admin/recentactivity', need('adminMenu')],
    ['AdminSla', '/admin/sla/:id?', need('sla')],
    ['AdminSlas', '/admin/slas', need('sla')],
    ['AdminTables', '/admin/tables', need('table')],
    ['AdminTags', '/admin/tags', need('tag')],
    ['AdminAppconfig', '/admin/appconfig', need('appconfig')],
    ['AdminDeletedTopics', '/admin/deletedtopics', need('topic', 'delete')],
  ]),
  ...group('admin', 'full', [
    ['SourceAdd', '/source/add', need('source', 'create')],
    ['SourceEdit', '/source/edit/:id', need('source', 'update')],
    ['Source', '/source/:id', need('source')],
    ['Sources', '/sources', need('source')],
    ['AccountAdd', '/account/add', need('account', 'create')],
    ['AccountEdit', '/account/edit/:id', need('account', 'update')],
    ['Account', '/account/:id', need('account')],
    ['Accounts', '/accounts', need('account')],
    ['Ugroups', '/ugroups', need('ugroup')],
    ['Usergroups', '/usergroups', need('userGroup')],
    ['Migrations', '/migrations', need('migration')],
    // The API console sits in the Admin menu: whoever may open it must find it there (app/shell/menu.test.ts).
    ['Testapi', '/testapi', need('adminMenu')],
    ['Stats', '/stats', need('stats')],
  ]),

  // Apps (full build only).
  ...group('apps', 'full', [
    // Open to every signed-in user: the route table holds one right per route, and the apps' home needs either
    // appimporting or appreporting; it lists only the apps the user may open (areas/apps/AppsHomePage.tsx).
    ['Apps', '/apps'],
    ['AppsImport', '/apps/import', need('appimporting')],
    ['AppsReporting', '/apps/reporting', need('appreporting')],
  ]),

  // FAQs (full build only).
  ...group(
    'faqs',
    'full',
    [
      ['Faqs', '/faqs'],
      ['FaqsAbout', '/faqs/about'],
      ['FaqsFaq', '/faqs/faq/:id'],
      ['FaqsRisks', '/faqs/risks'],
      ['FaqsStatuses', '/faqs/statuses'],
      ['FaqsThemes', '/faqs/themes'],
    ],
    need('faq'),
  ),

  // Other: internal tools (full build only).
  ...group('other', 'full', [
    ['FeedAdd', '/feed/add', need('source', 'create')],
    ['FormNew', '/form/:model/new'],
    ['FormEdit', '/form/:model/edit/:id'],
    ['PublicationsAdd', '/publications/add'],
    ['TestTagSimple', '/test/tag-simple', need('tagspanel')],
  ]),

  // Other: the rest.
  ...group('other', 'common', [
    // The read view of any item whose type declares no detail route (issue 12), in every build: unlike the forms
    // under `/form/`, reading is what external clients do too. Guarded by the type's read grant (content/).
    ['FormView', '/form/:model/view/:id'],
    ['AlertsAdd', '/alerts/add'],
    ['AlertsEdit', '/alerts/edit/:id'],
    ['Alert', '/alerts/:id'],
    ['AlertsList', '/alerts/list'],
    // The addresses issue 5 gives for the same screens.
    ['Alerts', '/alerts'],
    ['AlertView', '/alert/:id'],
    ['Assetclasses', '/assetclasses'],
    ['Assurance', '/assurance'],
    ['CommAdd', '/comm/add'],
    ['CommEdit', '/comm/edit/:id'],
    ['Comm', '/comm/:id'],
    ['Comms', '/comms'],
    ['Coverage', '/coverage'],
    ['Doc', '/doc/:id'],
    ['Docs', '/docs'],
    ['Projects', '/projects'],
    ['Impactstatus', '/impactstatus'],
    ['Persons', '/persons'],
    ['Person', '/person/:id'],
    ['Persontypes', '/persontypes'],
    ['Producttypes', '/producttypes'],
    ['Regtopicgroups', '/regtopicgroups'],
    ['Reportingframework', '/reportingframework'],
    ['Reportingfrequency', '/reportingfrequency'],
    ['Riclists', '/riclists'],
    ['Riclist', '/riclist/:id'],
    ['Suggestrules', '/suggestrules', need('suggestrule')],
    ['Suggestrule', '/suggestrule/:id', need('suggestrule')],
    ['Tag', '/tag/:id'],
    ['Tags', '/tags'],
  ]),

  // External builds only.
  ...group('external', 'external', [
    ['Settings', '/settings', OPEN],
    ['About', '/about', OPEN],
    ['DigitalGateway', '/digitalgateway', OPEN],
    ['Tempx', '/tempx', OPEN],
    ['NotificationsExternal', '/notificationsexternal'],
  ]),
];

const byName: ReadonlyMap<string, RouteDef> = new Map(ROUTES.map((route) => [route.name, route]));

/** The route of this name; throws on an unknown name. */
export function routeByName(name: string): RouteDef {
  const route = byName.get(name);
  if (!route) throw new Error(`Unknown route name: ${name}`);
  return route;
}

/**
 * The URL of a named route: each `:param` filled (URL-encoded) from `params`, an optional `:param?` left out when
 * not given. Throws on an unknown name, a missing required param, or a param given after a left-out optional one
 * (it would be read as the earlier one).
 */
export function pathTo(name: string, params: Readonly<Record<string, string | number>> = {}): string {
  const route = routeByName(name);
  let skipped: string | undefined;
  const segments = route.path
    .split('/')
    .slice(1)
    .flatMap((segment) => {
      const match = /^:(\w+)(\?)?$/.exec(segment);
      if (!match) return [segment];
      const [, key = '', optional] = match;
      const value = params[key];
      if (value === undefined || value === '') {
        if (!optional) throw new Error(`Route ${name} (${route.path}) needs the param "${key}"`);
        skipped ??= key;
        return [];
      }
      if (skipped)
        throw new Error(`Route ${name} (${route.path}): "${key}" is given but "${skipped}" before it is not`);
      return [encodeURIComponent(String(value))];
    });
  return `/${segments.join('/')}`;
}
