import type { RouteDef } from './types.ts';

/**
 * The route names with a page of their own, as data: what the menu and the tests may know without loading a page.
 * `app/pages.ts` gives each its loader, and its type keeps the two lists equal (a name here without a page, or a
 * page not named here, does not compile).
 */
export const PAGE_ROUTES = [
  'Home',
  'Start',
  'Contact',
  'Legal',
  'Auth',
  'LoginCognitoAuth',
  'SignOutCognitoAuth',
  'AuthCallback',
  'AuthDebug',
  'Settings',
  'About',
  'DigitalGateway',
  'Tempx',
  'NotificationsExternal',
  'FormNew',
  'FormEdit',
  'FormView',
  'TopicsTree',
  'Search',
  'SearchStart',
  'AlertsList',
  'Alerts',
  'AlertsAdd',
  'AlertsEdit',
  'Alert',
  'AlertView',
  'Notifications',
  'AdminNotifications',
  'AdminTags',
  'AdminSourcesTableRows',
  'AdminLinks',
  'FeedAdd',
  'TestTagSimple',
  'Accounts',
  'AccountAdd',
  'AccountEdit',
  'Account',
  'Ugroups',
  'Usergroups',
  'Signals',
  'Snapshot',
  'RecentActivity',
  'AdminRecentActivity',
  'NewsItem',
  'MarNewsItem',
  'AiNewsItem',
  'CommoditiesNewsItem',
  'NewsAdvancedFilter',
  'Regulator',
  'Jurisdiction',
  'AiCountry',
  'TaxCountry',
  'EventsTimeline',
  'EventsTimelineVertical',
  'RegdecompWorkspace',
  'RegdecompPdf',
  'RegdecompJournal',
  'RegdecompAbout',
  'RegdecompStatic',
  'ControlsMatrix',
  'MarMatrix',
  'PoliciesMarket',
  'PoliciesCountry',
  'PoliciesLibrary',
  'PoliciesHelp',
  'PoliciesStats',
  'PoliciesDownloadChooseData',
  'PoliciesDownloadChooseTemplateBasic',
  'PoliciesDownloadChooseTemplateGrouped',
  'PoliciesDownloadChooseTemplateTable',
  'MetricsDownload',
  'MetricsInteroperability',
  'MetricsLineageTable',
  'MetricsLineageSankey',
  'MetricsDataModel',
  'MetricsGraphs',
  'ImpactInitiativeLog',
  'ImpactAbout',
  'ImpactObligation',
  'ReportingmiEmails',
  'WorkflowArticles',
  'WorkflowArticlesDashboard',
  'WorkflowArticlesDiagram',
  'WorkflowArticlesDeleted',
  'WorkflowArticlesJournal',
  'WorkflowArticlesPersonal',
  'WorkflowArticlesPublished',
  'WorkflowArticlesStarredNews',
  'ArticlesReport',
  'AdminDeletedTopics',
  'Migrations',
  'Stats',
  'AdminAppconfig',
  'AdminPreferences',
  'Testapi',
  'AppsImport',
  'Apps',
  'AppsReporting',
  'Relationships',
  'ResearchCountryRegulationsV4',
  'ResearchCountryRegulationsV2Demo',
  'ResearchCountryRegulationsV3Demo',
  'ResearchParallel',
] as const;

/** A route name with a page of its own. */
export type PageRoute = (typeof PAGE_ROUTES)[number];

/** The route names served by a declared screen: the content screens' grants, with the area screens loaded beside. */
export interface DeclaredScreens {
  /** Whether a content type declares a generic screen for the route name. */
  has(name: string): boolean;
  /** The routes that show an area screen the app has a page for (routes/area-screens.ts), once loaded. */
  readonly areaScreens?: ReadonlySet<string>;
}

const pages: ReadonlySet<string> = new Set(PAGE_ROUTES);

/**
 * Whether a route opens onto a page rather than "not built yet": a page of its own, a redirect, an area screen the
 * app has a page for, or a content type's generic screen (both loaded lazily with the grants, routes/screen-grants.ts,
 * so that this module stays light enough for the first page).
 */
export function isBuilt(route: RouteDef, screens: DeclaredScreens): boolean {
  return Boolean(
    pages.has(route.name) || route.redirectTo || screens.areaScreens?.has(route.name) || screens.has(route.name),
  );
}
