import type { PageLoader } from './types.ts';

/**
 * The pages built so far, by route name. A route of the table without an entry here renders the honest
 * "not built yet" page; `npm test` prints how many remain.
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
};
