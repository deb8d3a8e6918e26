import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from '../../app/theme.ts';
import { chartThemeOf, contrastOn } from './chart-theme.ts';

describe('the chart theme, from the MUI theme', () => {
  it.each(['light', 'dark'] as const)('%s: text and series from the palette, legible on the background', (mode) => {
    const mui = createAppTheme(mode);
    const theme = chartThemeOf(mui);
    expect(theme.dark).toBe(mode === 'dark');
    expect(theme.text).toBe(mui.palette.text.primary);
    expect(theme.background).toBe(mui.palette.background.paper);
    expect(theme.categorical[0]).toBe(mui.palette.primary.main);
    expect(theme.sequential[1]).toBe(mui.palette.primary.main);
    expect(getContrastRatio(theme.text, theme.background)).toBeGreaterThanOrEqual(7);
    expect(getContrastRatio(theme.subtleText, theme.background)).toBeGreaterThanOrEqual(4.5);
    // Marks are graphics: 3:1 against the background (WCAG 1.4.11), the six first hues at least.
    for (const color of theme.categorical.slice(0, 6)) {
      expect(getContrastRatio(color, theme.background), color).toBeGreaterThanOrEqual(3);
    }
    // The lowest value of a choropleth stays apart from a country without data.
    expect(getContrastRatio(theme.sequential[0], theme.empty)).toBeGreaterThan(1.2);
  });

  it('follows the toggle: the dark theme differs from the light one', () => {
    const light = chartThemeOf(createAppTheme('light'));
    const dark = chartThemeOf(createAppTheme('dark'));
    expect(dark.text).not.toBe(light.text);
    expect(dark.categorical[0]).not.toBe(light.categorical[0]);
  });

  it('puts white text on dark marks and dark text on light ones', () => {
    expect(contrastOn('#0b2e59')).toBe('#ffffff');
    expect(contrastOn('#ffca28')).toBe('#0a1929');
  });
});
