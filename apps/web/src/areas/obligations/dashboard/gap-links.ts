import { pathTo } from '../../../routes/table.ts';

/**
 * The obligations list of the gaps (applicable obligations no control meets: `controls.has=false`), of one regulation
 * or one function; a function id null stands for the obligations with no function, which the list cannot filter by,
 * so it opens every gap.
 */
export function gapListUrl(filter: { regulation?: string; function?: string | null } = {}): string {
  const search = new URLSearchParams();
  if (filter.regulation) search.append('regulation', filter.regulation);
  if (filter.function) search.append('functions', filter.function);
  search.append('controls.has', 'false');
  return `${pathTo('RegdecompObligations')}?${search.toString()}`;
}
