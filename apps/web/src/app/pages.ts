import { createElement, lazy, type ComponentType } from 'react';
import type { AREA_SCREEN_PAGES, AreaScreenKind } from '../routes/area-screens.ts';
import type { PageRoute } from '../routes/built.ts';
import { routeByName } from '../routes/table.ts';

// "Not built yet" (its texts, MUI's Alert) is no part of the first page: it loads when a placeholder is opened.
const NotBuiltPage = lazy(() => import('../pages/NotBuiltPage.tsx').then((m) => ({ default: m.NotBuiltPage })));

/** A lazily loaded page module: its default export is the page. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * A generic screen loads with the areas' registrations (app/register-areas.ts): no list, detail or form renders
 * before the panels the areas plug into it are registered, and the first page carries neither.
 */
function withAreas(load: PageLoader): PageLoader {
  return async () => {
    const [page, { registerAreas }] = await Promise.all([load(), import('./register-areas.ts')]);
    registerAreas();
    return page;
  };
}

const contentForm = withAreas(() => import('../content/ContentFormPage.tsx'));
const contentList = withAreas(() => import('../content/ContentListPage.tsx'));
const contentDetail = withAreas(() => import('../content/ContentDetailPage.tsx'));
const newsItem: PageLoader = () => import('../areas/horizon/news/NewsItemPage.tsx');
const alertsList: PageLoader = () => import('../areas/alerts/AlertsPage.tsx');
const alertForm: PageLoader = () => import('../areas/alerts/AlertFormPage.tsx');
const jurisdiction: PageLoader = () => import('../jurisdiction/JurisdictionPage.tsx');
const alertPage: PageLoader = () => import('../areas/alerts/AlertPage.tsx');
const policiesTemplate: PageLoader = () => import('../areas/policies/download/ChooseTemplatePage.tsx');
// `/search` (recent searches) and `/search/:q` (results) are one page.
const searchPage: PageLoader = () => import('../content/SearchPage.tsx');

/**
 * The pages built so far, by route name (the names: `PAGE_ROUTES` of routes/built.ts, which links and the menu read
 * without loading a page); they win over an area screen or a generic content screen of the same route. Only the app
 * assembles pages: a module that links to a route imports routes/table.ts, never this.
 */
export const PAGES: Readonly<Record<PageRoute, PageLoader>> = {
  Home: () => import('../pages/HomePage.tsx'),
  Start: () => import('../pages/StartPage.tsx'),
  Contact: () => import('../pages/ContactPage.tsx'),
  Legal: () => import('../pages/LegalPage.tsx'),
  Auth: () => import('../pages/AuthPage.tsx'),
  LoginCognitoAuth: () => import('../pages/SignInPage.tsx'),
  SignOutCognitoAuth: () => import('../pages/SignOutPage.tsx'),
  AuthCallback: () => import('../pages/AuthCallbackPage.tsx'),
  AuthDebug: () => import('../pages/AuthDebugPage.tsx'),
  Settings: () => import('../pages/SettingsPage.tsx'),
  About: () => import('../pages/AboutPage.tsx'),
  DigitalGateway: () => import('../pages/DigitalGatewayPage.tsx'),
  Tempx: () => import('../pages/TempxPage.tsx'),
  NotificationsExternal: () => import('../pages/NotificationsExternalPage.tsx'),
  // Content: `/form/{model}/…` names its type in the path; the other generic screens come from declaredPage.
  FormNew: contentForm,
  FormEdit: contentForm,
  FormView: contentDetail,
  TopicsTree: () => import('../content/TopicsTreePage.tsx'),
  Search: searchPage,
  SearchStart: searchPage,
  // Alerts and notifications.
  AlertsList: alertsList,
  Alerts: alertsList,
  AlertsAdd: alertForm,
  AlertsEdit: alertForm,
  Alert: alertPage,
  AlertView: alertPage,
  Notifications: () => import('../areas/alerts/NotificationsPage.tsx'),
  AdminNotifications: () => import('../areas/alerts/AdminNotificationsPage.tsx'),
  // Admin: tags' usage, rename and merge; the live rules tried on a text (issue 17).
  AdminTags: () => import('../areas/admin/tags/TagsPage.tsx'),
  // Admin: the sources' operational list with bulk actions, and the items' broken outbound links (issue 17).
  AdminSourcesTableRows: () => import('../areas/admin/sources/SourceRowsPage.tsx'),
  AdminLinks: () => import('../areas/admin/links/LinksPage.tsx'),
  FeedAdd: () => import('../areas/admin/FeedAddPage.tsx'),
  TestTagSimple: () => import('../areas/admin/tags/TagTestPage.tsx'),
  // Admin: external organisations and their API keys (issue 17).
  Accounts: () => import('../areas/admin/accounts/AccountsPage.tsx'),
  AccountAdd: () => import('../areas/admin/accounts/AccountFormPage.tsx'),
  AccountEdit: () => import('../areas/admin/accounts/AccountFormPage.tsx'),
  Account: () => import('../areas/admin/accounts/AccountPage.tsx'),
  // Admin: people and groups (issue 17). The spec names both routes and no more: `/ugroups` is the users screen
  // (people, their roles and groups), `/usergroups` the user groups screen.
  Ugroups: () => import('../areas/admin/users/UsersPage.tsx'),
  Usergroups: () => import('../areas/admin/users/GroupsPage.tsx'),
  // Horizon: analytics.
  Signals: () => import('../areas/horizon/analytics/SignalsPage.tsx'),
  Snapshot: () => import('../areas/horizon/analytics/SnapshotPage.tsx'),
  RecentActivity: () => import('../areas/horizon/analytics/RecentActivityPage.tsx'),
  AdminRecentActivity: () => import('../areas/horizon/analytics/AdminRecentActivityPage.tsx'),
  // Horizon: news and events.
  // The area's news item routes show the same page (each area's list links to its own).
  NewsItem: newsItem,
  MarNewsItem: newsItem,
  AiNewsItem: newsItem,
  CommoditiesNewsItem: newsItem,
  NewsAdvancedFilter: () => import('../areas/horizon/news/NewsAdvancedFilterPage.tsx'),
  Regulator: () => import('../areas/horizon/regulator/RegulatorPage.tsx'),
  // One jurisdiction across every area (issue 15); the AI and tax country routes show it scoped to their area.
  Jurisdiction: jurisdiction,
  AiCountry: jurisdiction,
  TaxCountry: jurisdiction,
  EventsTimeline: () => import('../areas/horizon/events/EventsTimelinePage.tsx'),
  EventsTimelineVertical: () => import('../areas/horizon/events/EventsTimelineVerticalPage.tsx'),
  // Obligations (regulatory decomposition), controls and MAR: the traceable chain (issue 14).
  RegdecompWorkspace: () => import('../areas/obligations/workspace/WorkspacePage.tsx'),
  RegdecompPdf: () => import('../areas/obligations/workspace/PdfPage.tsx'),
  RegdecompJournal: () => import('../areas/obligations/JournalPage.tsx'),
  RegdecompAbout: () => import('../areas/obligations/AboutPage.tsx'),
  RegdecompStatic: () => import('../areas/obligations/GuidePage.tsx'),
  ControlsMatrix: () => import('../areas/controls/MatrixPage.tsx'),
  MarMatrix: () => import('../areas/mar/MatrixPage.tsx'),
  // The Climate Policy dashboard (issue 15): its home and dashboard are declared dashboards, these its own pages.
  PoliciesMarket: () => import('../areas/policies/MarketPage.tsx'),
  PoliciesCountry: () => import('../areas/policies/ComparePage.tsx'),
  PoliciesLibrary: () => import('../areas/policies/LibraryPage.tsx'),
  PoliciesHelp: () => import('../areas/policies/HelpPage.tsx'),
  PoliciesStats: () => import('../areas/policies/StatsPage.tsx'),
  PoliciesDownloadChooseData: () => import('../areas/policies/download/ChooseDataPage.tsx'),
  // The three templates are one page, which reads the template from its route.
  PoliciesDownloadChooseTemplateBasic: policiesTemplate,
  PoliciesDownloadChooseTemplateGrouped: policiesTemplate,
  PoliciesDownloadChooseTemplateTable: policiesTemplate,
  // Issue 16: ESG metrics, IMPACT and reporting MI, the editorial workflow, research.
  MetricsDownload: () => import('../areas/esg/DownloadPage.tsx'),
  MetricsInteroperability: () => import('../areas/esg/InteroperabilityPage.tsx'),
  MetricsLineageTable: () => import('../areas/esg/LineageTablePage.tsx'),
  MetricsLineageSankey: () => import('../areas/esg/LineageSankeyPage.tsx'),
  MetricsDataModel: () => import('../areas/esg/DataModelPage.tsx'),
  MetricsGraphs: () => import('../areas/esg/GraphsPage.tsx'),
  ImpactInitiativeLog: () => import('../areas/impact/InitiativeLogPage.tsx'),
  ImpactAbout: () => import('../areas/impact/AboutPage.tsx'),
  ImpactObligation: () => import('../areas/impact/ObligationPage.tsx'),
  ReportingmiEmails: () => import('../areas/impact/ReportingEmailsPage.tsx'),
  WorkflowArticles: () => import('../areas/workflow/BoardPage.tsx'),
  WorkflowArticlesDashboard: () => import('../areas/workflow/DashboardPage.tsx'),
  WorkflowArticlesDiagram: () => import('../areas/workflow/DiagramPage.tsx'),
  WorkflowArticlesDeleted: () => import('../areas/workflow/lists/DeletedPage.tsx'),
  WorkflowArticlesJournal: () => import('../areas/workflow/lists/JournalPage.tsx'),
  WorkflowArticlesPersonal: () => import('../areas/workflow/lists/PersonalPage.tsx'),
  WorkflowArticlesPublished: () => import('../areas/workflow/lists/PublishedPage.tsx'),
  WorkflowArticlesStarredNews: () => import('../areas/workflow/lists/StarredNewsPage.tsx'),
  ArticlesReport: () => import('../areas/workflow/lists/ArticlesReportPage.tsx'),
  // One page serves every fixed list of deleted items (core FIXED_LISTS): the insights', the topics'.
  AdminDeletedTopics: () => import('../areas/workflow/lists/DeletedPage.tsx'),
  Migrations: () => import('../areas/admin/MigrationsPage.tsx'),
  Stats: () => import('../areas/admin/stats/StatsPage.tsx'),
  // Admin: run-time settings, users' default preferences, the API console (issue 17).
  AdminAppconfig: () => import('../areas/admin/settings/AppconfigPage.tsx'),
  AdminPreferences: () => import('../areas/admin/settings/PreferencesPage.tsx'),
  Testapi: () => import('../areas/admin/testapi/TestapiPage.tsx'),
  AppsImport: () => import('../areas/apps/import/ImportPage.tsx'),
  Apps: () => import('../areas/apps/AppsHomePage.tsx'),
  AppsReporting: () => import('../areas/apps/reporting/ReportingPage.tsx'),
  Relationships: () => import('../areas/relationships/RelationshipsPage.tsx'),
  ResearchCountryRegulationsV4: () => import('../areas/research/MatrixPage.tsx'),
  ResearchCountryRegulationsV2Demo: () => import('../areas/research/V2DemoPage.tsx'),
  ResearchCountryRegulationsV3Demo: () => import('../areas/research/V3DemoPage.tsx'),
  ResearchParallel: () => import('../areas/research/ParallelPage.tsx'),
};

/**
 * The page of each area screen of `AREA_ROUTES` (@rh/core/areas) the app has (`AREA_SCREEN_PAGES` of
 * routes/area-screens.ts names them): an area's home dashboard, and the data explorer of the `datastrat(s)` routes.
 */
export const AREA_SCREENS: Readonly<Record<(typeof AREA_SCREEN_PAGES)[number], PageLoader>> = {
  // With the areas' registrations: a dashboard shows the panels areas plug into it.
  dashboard: withAreas(() => import('../dashboard/DashboardPage.tsx')),
  explorer: () => import('../explorer/ExplorerPage.tsx'),
};

const areaScreens: Partial<Record<AreaScreenKind, PageLoader>> = AREA_SCREENS;
const declared = new Map<string, PageLoader>();

/**
 * The page the app mounts for a route without one of its own: its area screen (an area's home dashboard, a data
 * explorer: the `AREA_ROUTES` of `@rh/core/areas`), else the generic list, detail or form screen that a content type
 * declares for the route's name (`SCREEN_ROUTES` of `@rh/core/content`); undefined: "not built yet". The
 * declarations load here, never with the first page.
 */
export async function declaredLoader(name: string): Promise<PageLoader | undefined> {
  const [{ builtAreaScreen }, { screenOf }] = await Promise.all([
    import('../routes/area-screens.ts'),
    import('../content/screen-of.ts'),
  ]);
  const areaScreen = builtAreaScreen(name);
  if (areaScreen) return areaScreens[areaScreen];
  switch (screenOf(name)) {
    case 'list':
      return contentList;
    case 'detail':
      return contentDetail;
    case 'add':
    case 'edit':
      return contentForm;
    default:
      return undefined;
  }
}

/** The "not built yet" page of a route, which names it and its address. */
function placeholderPage(name: string): ComponentType {
  const props = { name, path: routeByName(name).path };
  return () => createElement(NotBuiltPage, props);
}

/** The page a route shows: its own (`PAGES`), else its declared screen or "not built yet" (`declaredPage`). */
export function routePage(name: string): PageLoader {
  return Object.hasOwn(PAGES, name) ? PAGES[name as PageRoute] : declaredPage(name);
}

/** The lazy page of a route without one of its own (`declaredLoader`, else "not built yet"). One per name. */
export function declaredPage(name: string): PageLoader {
  let loader = declared.get(name);
  if (!loader) {
    loader = async () => {
      const load = await declaredLoader(name);
      return load ? load() : { default: placeholderPage(name) };
    };
    declared.set(name, loader);
  }
  return loader;
}
