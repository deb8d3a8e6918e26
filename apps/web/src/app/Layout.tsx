import { Box } from '@mui/material';
import { menuFlags } from '@rh/core';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { config } from '../config.ts';
import { useSession } from '../session/useSession.ts';
import { Footer } from './shell/Footer.tsx';
import { InitialisingSpinner } from './shell/InitialisingSpinner.tsx';
import { TopBar } from './shell/TopBar.tsx';
import { useUnreadCount } from './shell/useUnreadCount.ts';
import { useThemeMode } from './ThemeModeProvider.tsx';
import { TOP_BAR_HEIGHT } from './theme.ts';
import { usageLog } from './usage.ts';

// The drawer and the Connection Error dialog load when first needed: the first page stays light.
const NavDrawer = lazy(() => import('./shell/NavDrawer.tsx').then((m) => ({ default: m.NavDrawer })));
const ConnectionErrorDialog = lazy(() =>
  import('./shell/ConnectionErrorDialog.tsx').then((m) => ({ default: m.ConnectionErrorDialog })),
);

/** The shell of spec §2: top bar, drawer, page, footer, and the Connection Error dialog above all. */
export function Layout() {
  const { state, session } = useSession();
  const { mode, toggle } = useThemeMode();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const location = useLocation();
  const flags = useMemo(() => menuFlags(state.roles, config.build), [state.roles]);
  // Notifications are people's: the external builds sign in with an organisation's API key.
  const unread = useUnreadCount(state.isAuthenticated && config.build === 'full');
  const initialising = state.status === 'initialising' || (state.status === 'loading' && !state.isAuthenticated);

  // Key actions of the usage log: a session starting (sign-in, or a visit with a live session), sign-out, theme.
  useEffect(() => {
    if (state.isAuthenticated) usageLog.event('session', 'start');
  }, [state.isAuthenticated]);

  // The drawer closes when the page changes, not when the session does: a session read again while the user opens
  // the menu (just after sign-in, on a slow machine) closed it under their hand.
  useEffect(() => setDrawerOpen(false), [location.pathname]);

  useEffect(() => {
    if (state.isAuthenticated) usageLog.pageview(location.pathname);
  }, [location.pathname, state.isAuthenticated]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}>
      <TopBar
        brand={config.brand}
        displayName={state.displayName}
        signedIn={state.isAuthenticated}
        onMenuClick={() => {
          setDrawerUsed(true);
          setDrawerOpen(true);
        }}
        onSignOut={() => {
          usageLog.event('session', 'signout');
          void session.signOut();
        }}
        themeMode={mode}
        unread={unread}
        onToggleTheme={() => {
          usageLog.event('preferences', 'theme', mode === 'light' ? 'dark' : 'light');
          toggle();
        }}
      />
      {drawerUsed && (
        <Suspense fallback={null}>
          <NavDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            flags={flags}
            build={config.build}
            roles={state.roles}
          />
        </Suspense>
      )}
      <Box component="main" id="main" sx={{ flex: 1, pt: `${TOP_BAR_HEIGHT}px` }}>
        {initialising ? <InitialisingSpinner /> : <Outlet />}
      </Box>
      <Footer brand={config.brand} build={config.build} />
      {state.connectionError && (
        <Suspense fallback={null}>
          <ConnectionErrorDialog open />
        </Suspense>
      )}
    </Box>
  );
}
