import type { SeriesData } from '../../../components/charts/chart-data.ts';
import type { CountryValue } from '../../../components/charts/map-data.ts';
import type { SignalRow } from '../api/signals.ts';

/** The rows a chart of Signals shows: the first (largest rise) ones, as many as a chart can label. */
export const CHARTED_ROWS = 10;

/** The first rows as two series: this week's news and the weekly average before (one decimal). */
export function signalSeries(rows: readonly SignalRow[]): SeriesData {
  const shown = rows.slice(0, CHARTED_ROWS);
  return {
    categories: shown.map((row) => ({ key: row.key, label: row.label })),
    series: [
      { key: 'current', name: 'This week', values: shown.map((row) => row.current) },
      { key: 'average', name: 'Weekly average before', values: shown.map((row) => Math.round(row.average * 10) / 10) },
    ],
  };
}

/** The countries with news this week, for the map. */
export function signalCountries(rows: readonly SignalRow[]): CountryValue[] {
  return rows.filter((row) => row.current > 0).map((row) => ({ country: row.key, value: row.current }));
}
