import { pathTo } from '../../../routes/table.ts';
import type { Dimension } from '../api/signals.ts';

/** The filter parameter of the News list for each dimension (content/list/list-state.ts reads them). */
const NEWS_PARAM: Record<Dimension, string> = {
  topic: 'topics',
  country: 'countries',
  regulator: 'regulator',
  newsType: 'newsTypes',
};

/** A range of the list's date filter: instants (ISO) or whole days (YYYY-MM-DD), both ends included. */
export interface Range {
  from: string;
  to: string;
}

const withQuery = (path: string, params: Record<string, string>) => {
  const search = new URLSearchParams();
  for (const name of Object.keys(params).sort()) search.set(name, params[name]!);
  return `${path}?${search.toString()}`;
};

/** The News list filtered to one topic, country, regulator or news type (or none) and published in the range. */
export function newsListPath(range: Range, group?: { dimension: Dimension; key: string }): string {
  const params: Record<string, string> = { 'publishedAt.from': range.from, 'publishedAt.to': range.to };
  if (group) params[NEWS_PARAM[group.dimension]] = group.key;
  return withQuery(pathTo('News'), params);
}

/** The Events list of the events starting in the range. */
export function eventsListPath(range: Range): string {
  return withQuery(pathTo('Events'), { 'start.from': range.from, 'start.to': range.to });
}
