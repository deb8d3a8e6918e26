import type { ContentType } from '@rh/core/content';
import { alertSearch } from '../list/list-scope.ts';
import { PAGE_SIZES } from '../list/list-state.ts';
import type { SearchState } from './search-params.ts';

/** The type an alert from a search watches: the one type chosen in the type facet, else news. */
export function alertTypeName(state: SearchState): string {
  return state.chosen.types.length === 1 ? state.chosen.types[0]! : 'newsitem';
}

/**
 * The new alert's address (`/alerts/add?…`, as "Save as alert" on a list opens it) for a search: the type's list
 * filtered by the words, and by the countries and regulators chosen where that list has such a filter.
 */
export function alertFromSearch(type: ContentType, state: SearchState): string {
  const filters: Record<string, string[]> = {};
  const filterOf = (match: (field: ContentType['fields'][number]) => boolean) =>
    type.list.filters.find((name) => {
      const field = type.fields.find((candidate) => candidate.name === name);
      return field !== undefined && match(field);
    });
  const country = filterOf((field) => field.kind === 'countries' || field.kind === 'country');
  if (country && state.chosen.country.length) filters[country] = [...state.chosen.country];
  const regulator = filterOf((field) => field.kind === 'reference' && 'to' in field && field.to === 'regulator');
  if (regulator && state.chosen.regulator.length) filters[regulator] = [...state.chosen.regulator];
  return alertSearch(type, { q: state.q, sort: null, limit: PAGE_SIZES[0], deleted: false, filters });
}
