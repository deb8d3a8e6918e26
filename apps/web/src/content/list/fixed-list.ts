import type { FixedList } from '@rh/core/areas/fixed-lists';
import type { ListParams } from '../api/types.ts';
import type { ListState } from './list-state.ts';

/**
 * A list route with fixed filters (core's FIXED_LISTS): its filters and deleted flag always sent, over whatever the
 * address says; its order when the user chose none. The list, its count and its export send the same.
 */
export function withFixed(params: ListParams, fixed: FixedList | null | undefined): ListParams {
  if (!fixed) return params;
  const out: Record<string, string> = { ...params };
  for (const [param, values] of Object.entries(fixed.filters)) out[param] = values.join(',');
  // The route says whether the list is of deleted items; the address cannot turn a live list into a bin.
  if (fixed.deleted) out.deleted = 'true';
  else delete out.deleted;
  if (fixed.sort && !params.sort) out.sort = fixed.sort;
  return out;
}

/** The view as the list shows it: the fixed list's order when the user chose none. */
export function fixedState(state: ListState, fixed: FixedList | null | undefined): ListState {
  if (!fixed) return state;
  return { ...state, deleted: Boolean(fixed.deleted), sort: state.sort ?? fixed.sort ?? null };
}

/** The filter parameters the route fixes: the filter bar offers no control for them. */
export const lockedParams = (fixed: FixedList | null | undefined): ReadonlySet<string> =>
  new Set(fixed ? Object.keys(fixed.filters) : []);
