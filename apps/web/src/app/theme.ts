import { createTheme, type Theme } from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
  interface Palette {
    accent: Palette['primary'];
  }
  interface PaletteOptions {
    accent?: PaletteOptions['primary'];
  }
}

export type ThemeMode = 'light' | 'dark';

/** The breakpoints of spec §9; below `lg` is "mobile". */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;
export const MOBILE_BREAKPOINT = 'lg' as const;

/** Sizes of spec §9. */
export const TOP_BAR_HEIGHT = 80;
export const DRAWER_WIDTH = 350;
export const DIALOG_MAX_WIDTH = 600;

/** The themes of spec §9: light (default, white background) and dark (dark navy background). */
export function createAppTheme(mode: ThemeMode): Theme {
  const dark = mode === 'dark';
  return createTheme({
    breakpoints: { values: BREAKPOINTS },
    palette: {
      mode,
      // On navy the blues are light, with dark text on them, for contrast (WCAG AA).
      primary: dark ? { main: '#8ab4f8', contrastText: '#0a1929' } : { main: '#0b2e59' }, // dark blue
      secondary: { main: dark ? '#64b5f6' : '#1565c0' }, // blue
      accent: { main: dark ? '#b39ddb' : '#6a1b9a', contrastText: '#ffffff' }, // purple
      success: { main: dark ? '#66bb6a' : '#2e7d32' },
      info: { main: dark ? '#4fc3f7' : '#0277bd' }, // light blue
      warning: { main: dark ? '#ffca28' : '#b26a00' }, // amber
      error: { main: dark ? '#ef5350' : '#c62828' },
      background: dark ? { default: '#0a1929', paper: '#10243a' } : { default: '#ffffff', paper: '#ffffff' },
    },
    shape: { borderRadius: 6 },
    typography: { fontFamily: '"Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
    components: {
      MuiButton: { styleOverrides: { root: { borderRadius: 6, textTransform: 'none' } } },
      MuiCard: { defaultProps: { elevation: 1 } },
      MuiAppBar: { defaultProps: { elevation: 1 } },
    },
  });
}
