import { describe, expect, it } from 'vitest';
import { createAppTheme } from '../../app/theme.ts';
import type { SeriesData } from './chart-data.ts';
import { chartOption } from './chart-options.ts';
import { chartThemeOf } from './chart-theme.ts';

const theme = chartThemeOf(createAppTheme('dark'));
const days = Array.from({ length: 30 }, (_, index) => ({
  key: null,
  label: `2026-11-${String(index + 1).padStart(2, '0')}`,
}));
const data = (names: string[]): SeriesData => ({
  categories: days,
  series: names.map((name) => ({ name, values: days.map(() => 1) })),
});

interface SeriesOption {
  legend: { show?: boolean; type?: string; top?: number; bottom?: number; pageIconColor?: string };
  grid: { top: number; bottom: number; outerBoundsMode: string; outerBoundsContain: string };
  xAxis: { type: string; axisLabel: { interval?: string; hideOverlap?: boolean; width?: number } };
  yAxis: { type: string; axisLabel: { interval?: string; width?: number } };
}

const optionOf = (kind: 'line' | 'bar', names: string[], horizontal = false) =>
  chartOption({ kind, data: data(names) }, { theme, reducedMotion: true, horizontal }) as unknown as SeriesOption;

describe('the layout of bar and line charts, narrow or wide', () => {
  it('puts the legend on one row above the drawing, the grid starting below it', () => {
    const option = optionOf('line', ['Page views', 'Sessions', 'Users', 'Events']);
    // A scrolling legend never wraps: the grid's top margin clears it at any width, and nothing sits under the dates.
    expect(option.legend).toMatchObject({ type: 'scroll', top: 0, pageIconColor: theme.text });
    expect(option.legend.bottom).toBeUndefined();
    expect(option.grid.top).toBeGreaterThanOrEqual(36);
    expect(option.grid.bottom).toBeLessThanOrEqual(8);
    // The labels inside the box (containLabel's successor in ECharts 6).
    expect(option.grid).toMatchObject({ outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' });
    // Dates: as many as fit, the others skipped, none printed over another.
    expect(option.xAxis.axisLabel).toMatchObject({ interval: 'auto', hideOverlap: true });
  });

  it('hides the legend of a single series and keeps the top margin small', () => {
    const option = optionOf('bar', ['Count']);
    expect(option.legend.show).toBe(false);
    expect(option.grid.top).toBeLessThan(36);
  });

  it('lays horizontal bars out with the categories, truncated, on the vertical axis', () => {
    const option = optionOf('bar', ['Page views', 'User-days'], true);
    expect(option.yAxis.type).toBe('category');
    expect(option.yAxis.axisLabel).toMatchObject({ interval: 'auto', width: 140 });
    expect(option.xAxis.type).toBe('value');
    expect(option.legend.type).toBe('scroll');
  });
});
