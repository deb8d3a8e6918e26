import { countryName, SUPRANATIONAL } from '@rh/core/content';
import type { ChartTable } from './chart-table.ts';
import type { ChartTheme } from './chart-theme.ts';
import { mix } from './matrix-option.ts';

/** A jurisdiction's value on the map: a count (mode "count") or a status key with its label (mode "status"). */
export interface CountryValue {
  /** The product's code: ISO alpha-2, or EU / INT. */
  country: string;
  value: number | string;
  /** What to show for the value (a status's label); the country's name comes from its code. */
  label?: string;
}

export type MapMode = 'count' | 'status';

/** A status of a status map, in the legend's order. */
export interface MapStatus {
  key: string;
  label: string;
}

/** Jurisdictions shown beside the map rather than on it: the supranational ones always. */
export const isSupranational = (code: string) => code in SUPRANATIONAL;

const shown = (entry: CountryValue) => entry.label ?? (typeof entry.value === 'number' ? entry.value : entry.value);

/** The map's numbers as a table: one row per jurisdiction (largest count first, else by name), selectable. */
export function mapTable(values: readonly CountryValue[], mode: MapMode, valueName: string): ChartTable {
  const sorted = [...values].sort((a, b) =>
    mode === 'count' && typeof a.value === 'number' && typeof b.value === 'number' && a.value !== b.value
      ? b.value - a.value
      : countryName(a.country).localeCompare(countryName(b.country)),
  );
  return {
    columns: ['Country', valueName],
    rows: sorted.map((entry) => {
      const country = { key: entry.country, label: countryName(entry.country) };
      const value = mode === 'count' ? entry.value : shown(entry);
      return [
        {
          value: country.label,
          header: true,
          select: { node: country, value: typeof entry.value === 'number' ? entry.value : null },
        },
        { value: typeof value === 'number' ? value : String(value) },
      ];
    }),
  };
}

/**
 * The statuses of a status map, in the given order then in order of appearance, each with a colour of the theme:
 * distinct hues, or for `ordinal` statuses (least advanced first) steps of the sequential scale, light to dark.
 */
export function statusLegend(
  values: readonly CountryValue[],
  theme: ChartTheme,
  statuses: readonly MapStatus[] = [],
  ordinal = false,
) {
  const legend = new Map<string, MapStatus>(statuses.map((status) => [status.key, status]));
  for (const entry of values) {
    const key = String(entry.value);
    if (!legend.has(key)) legend.set(key, { key, label: entry.label ?? key });
  }
  const steps = Math.max(1, legend.size - 1);
  return [...legend.values()].map((status, index) => ({
    ...status,
    color: ordinal
      ? mix(theme.sequential[0], theme.sequential[1], index / steps)
      : theme.categorical[index % theme.categorical.length]!,
  }));
}
