import { pathTo } from '../../../routes/table.ts';

/**
 * The insights list behind a figure of the report: published, with the filters of the figure (a period's dates, a
 * topic, a country) — the list's total is the figure. The `Articles` route is in every build, as the report is.
 */
export function publishedListPath(filters: Readonly<Record<string, string>>): string {
  const search = new URLSearchParams({ stage: 'published', ...filters });
  return `${pathTo('Articles')}?${search.toString()}`;
}

/** The list's filters of a period of the report: its first and last day. */
export const periodFilters = (period: { from: string; to: string }) => ({
  'publishedOn.from': period.from,
  'publishedOn.to': period.to,
});
