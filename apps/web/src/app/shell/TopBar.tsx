import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import Logout from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { AppBar, Box, IconButton, Toolbar, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pathTo } from '../../routes/table.ts';
import { TOP_BAR_HEIGHT, type ThemeMode } from '../theme.ts';
import { TopBarSearch } from './search/TopBarSearch.tsx';

export interface TopBarProps {
  brand: string;
  displayName: string;
  signedIn: boolean;
  onMenuClick(): void;
  onSignOut(): void;
  themeMode: ThemeMode;
  onToggleTheme(): void;
  /** Unread notifications: a bell to /notifications with the count; null: no bell. */
  unread?: number | null;
}

/** The product's mark: a horizon line under a rising arc, drawn inline so it needs no image request. */
function LogoMark() {
  return (
    <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="19" fill="currentColor" opacity="0.15" />
      <path d="M8 26a12 12 0 0 1 24 0" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      <path d="M5 30h30" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      <circle cx="20" cy="17" r="3" fill="currentColor" />
    </svg>
  );
}

/**
 * The unread count on the bell, as MUI's Badge draws it (a red pill at the icon's top right, 99+ above 99), in a few
 * lines: the Badge component would add 2 kB of gzip to every page's first load for one number.
 */
function UnreadBadge({ count, children }: { count: number; children: ReactNode }) {
  return (
    <Box component="span" data-testid="unread-count" sx={{ position: 'relative', display: 'inline-flex' }}>
      {children}
      {count > 0 && (
        <Box
          component="span"
          sx={{
            position: 'absolute',
            top: 0,
            right: 0,
            transform: 'scale(1) translate(50%, -50%)',
            minWidth: 20,
            height: 20,
            px: 0.75,
            borderRadius: 10,
            bgcolor: 'error.main',
            color: 'error.contrastText',
            fontSize: '0.75rem',
            fontWeight: 500,
            lineHeight: '20px',
            textAlign: 'center',
            boxSizing: 'border-box',
          }}
        >
          {count > 99 ? '99+' : count}
        </Box>
      )}
    </Box>
  );
}

/** The top bar of spec §2: menu button, logo to Home, brand, search, theme switch, user name and sign-out. */
export function TopBar({
  brand,
  displayName,
  signedIn,
  onMenuClick,
  onSignOut,
  themeMode,
  onToggleTheme,
  unread = null,
}: TopBarProps) {
  const nextMode = themeMode === 'light' ? 'dark' : 'light';
  const themeLabel = `Switch to ${nextMode} theme`;
  return (
    <AppBar position="fixed" color="primary" sx={{ height: TOP_BAR_HEIGHT }}>
      <Toolbar sx={{ height: TOP_BAR_HEIGHT, minHeight: TOP_BAR_HEIGHT, gap: 1, bgcolor: 'inherit' }}>
        <IconButton edge="start" color="inherit" aria-label="Open menu" onClick={onMenuClick}>
          <MenuIcon />
        </IconButton>
        <Box
          component={Link}
          to={pathTo('Home')}
          aria-label="Home"
          sx={{
            display: 'inline-flex',
            color: 'inherit',
            borderRadius: 1,
            '&:focus-visible': { outline: '2px solid' },
          }}
        >
          <LogoMark />
        </Box>
        <Typography variant="h6" component="span" noWrap sx={{ flexGrow: 1, fontWeight: 600 }}>
          {brand}
        </Typography>
        {/* Search needs a session (the API refuses visitors): only the signed-in see the box. */}
        {signedIn && <TopBarSearch />}
        {/* A native title, not MUI's Tooltip: the popper engine would weigh on every page's first load. */}
        <IconButton color="inherit" aria-label={themeLabel} title={themeLabel} onClick={onToggleTheme}>
          {themeMode === 'light' ? <DarkModeOutlined /> : <LightModeOutlined />}
        </IconButton>
        {signedIn && unread !== null && (
          <IconButton
            color="inherit"
            component={Link}
            to={pathTo('Notifications')}
            aria-label={unread ? `Notifications: ${unread} unread` : 'Notifications'}
            title={unread ? `${unread} unread notifications` : 'Notifications'}
          >
            <UnreadBadge count={unread}>
              <NotificationsOutlined />
            </UnreadBadge>
          </IconButton>
        )}
        {signedIn && (
          <>
            <Typography
              variant="body1"
              component="span"
              noWrap
              data-testid="user-name"
              sx={{ display: { xs: 'none', sm: 'inline' }, maxWidth: 240 }}
            >
              {displayName}
            </Typography>
            <IconButton color="inherit" edge="end" aria-label="Sign out" title="Sign out" onClick={onSignOut}>
              <Logout />
            </IconButton>
          </>
        )}
      </Toolbar>
    </AppBar>
  );
}
