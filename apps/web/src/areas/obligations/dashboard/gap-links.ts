import { pathTo } from '../../../routes/table.ts';
import { figureFilters } from './coverage-links.ts';

/**
 * The obligations list of the gaps (live, applicable obligations no control meets: the coverage's unmet), of one regulation
 * or one function; a function id null stands for the obligations with no function, which the list cannot filter by,
 * so it opens every gap.
 */
export function gapListUrl(filter: { regulation?: string; function?: string | null } = {}): string {
  const search = new URLSearchParams();
  if (filter.regulation) search.append('regulation', filter.regulation);
  if (filter.function) search.append('functions', filter.function);
  for (const [param, value] of figureFilters({ kind: 'unmet' })) search.append(param, value);
  return `${pathTo('RegdecompObligations')}?${search.toString()}`;
}
