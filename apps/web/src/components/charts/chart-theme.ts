import { alpha, darken, getContrastRatio, lighten, type Theme } from '@mui/material/styles';

/** The colours and type of the charts, taken from the current MUI theme so that light and dark follow the toggle. */
export interface ChartTheme {
  dark: boolean;
  font: string;
  /** Labels, axis names, legend. */
  text: string;
  /** Axis ticks and secondary labels. */
  subtleText: string;
  /** Axis lines and grid lines. */
  line: string;
  background: string;
  /** Colours of series and statuses, in order: distinct hues first (the theme's blues are several). */
  categorical: readonly string[];
  /** A continuous scale, from the lowest value to the highest. */
  sequential: readonly [string, string];
  /** A region without data (the world map's countries with no value). */
  empty: string;
  /** Borders between a map's regions and around a heat map's cells. */
  border: string;
}

/** The chart theme of an MUI theme: text from its text colours, series from its palette, the scale from primary. */
export function chartThemeOf(theme: Theme): ChartTheme {
  const { palette } = theme;
  const dark = palette.mode === 'dark';
  const primary = palette.primary.main;
  return {
    dark,
    font: theme.typography.fontFamily ?? 'sans-serif',
    text: palette.text.primary,
    subtleText: palette.text.secondary,
    line: palette.divider,
    background: palette.background.paper,
    categorical: [
      primary,
      palette.warning.main,
      palette.accent.main,
      palette.success.main,
      palette.info.main,
      palette.error.main,
      palette.secondary.main,
      palette.text.secondary,
    ],
    // The low end stays apart from `empty` (no value) in both themes.
    sequential: dark ? [darken(primary, 0.45), primary] : [lighten(primary, 0.8), primary],
    empty: dark ? alpha(palette.common.white, 0.06) : alpha(palette.common.black, 0.06),
    border: palette.background.paper,
  };
}

const LIGHT_TEXT = '#ffffff';
const DARK_TEXT = '#0a1929';

/** The text colour (white or near-black) that reads best on a filled mark of this colour. */
export function contrastOn(color: string): string {
  return getContrastRatio(LIGHT_TEXT, color) >= getContrastRatio(DARK_TEXT, color) ? LIGHT_TEXT : DARK_TEXT;
}
