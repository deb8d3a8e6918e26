import { createElement } from 'react';
import { NotBuiltPage } from '../pages/NotBuiltPage.tsx';
import { routeByName } from './table.ts';
import type { PageLoader } from './types.ts';

const contentForm: PageLoader = () => import('../content/ContentFormPage.tsx');
const newsItem: PageLoader = () => import('../areas/horizon/news/NewsItemPage.tsx');
const alertsList: PageLoader = () => import('../areas/alerts/AlertsPage.tsx');
const alertForm: PageLoader = () => import('../areas/alerts/AlertFormPage.tsx');
const alertPage: PageLoader = () => import('../areas/alerts/AlertPage.tsx');

/**
 * The pages built so far, by route name; they win over a generic content screen of the same route. A route of the
 * table that is neither here nor in a content type's `routes` renders "not built yet"; `npm test` prints how many.
 */
export const PAGES: Readonly<Record<string, PageLoader>> = {
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
  TopicsTree: () => import('../content/TopicsTreePage.tsx'),
  Search: () => import('../content/SearchPage.tsx'),
  // Alerts and notifications.
  AlertsList: alertsList,
  Alerts: alertsList,
  AlertsAdd: alertForm,
  AlertsEdit: alertForm,
  Alert: alertPage,
  AlertView: alertPage,
  Notifications: () => import('../areas/alerts/NotificationsPage.tsx'),
  AdminNotifications: () => import('../areas/alerts/AdminNotificationsPage.tsx'),
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
  EventsTimeline: () => import('../areas/horizon/events/EventsTimelinePage.tsx'),
  EventsTimelineVertical: () => import('../areas/horizon/events/EventsTimelineVerticalPage.tsx'),
};

const declared = new Map<string, PageLoader>();

/**
 * The page of a route without one of its own: the generic list, detail or form screen that a content type declares
 * for the route's name (`SCREEN_ROUTES` of `@rh/core/content`), else the honest "not built yet" page. The names stay
 * in the declarations alone; a small lazy module reads them, so neither they nor zod weigh on the first page. The
 * imports sit here, in the entry, so that lazy chunks need no loader of their own. One loader per name, made once.
 */
export function declaredPage(name: string): PageLoader {
  let loader = declared.get(name);
  if (!loader) {
    loader = async () => {
      const { screenOf } = await import('../content/screen-of.ts');
      switch (screenOf(name)) {
        case 'list':
          return import('../content/ContentListPage.tsx');
        case 'detail':
          return import('../content/ContentDetailPage.tsx');
        case 'add':
        case 'edit':
          return contentForm();
        default: {
          const props = { name, path: routeByName(name).path };
          return { default: () => createElement(NotBuiltPage, props) };
        }
      }
    };
    declared.set(name, loader);
  }
  return loader;
}
