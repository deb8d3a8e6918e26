import { contentType, fieldOf } from '@rh/core/content';
import { useMemo } from 'react';
import type { ListParams } from '../../../content/api/types.ts';
import { withFilter } from '../../../content/list/list-state.ts';
import { useListState } from '../../../content/list/useListState.ts';
import { defaultWindow } from './timeline.ts';

export const EVENT = contentType('event');
/** The filters a timeline offers: the date window, then country, regulator and kind. */
export const TIMELINE_FILTERS = ['start', 'countries', 'regulator', 'kind'].map((name) => fieldOf(EVENT, name));

export interface TimelineFilters {
  /** Parameter → values, the window filled in when the address names none. */
  filters: Readonly<Record<string, readonly string[]>>;
  window: { from: string; to: string };
  /** The events list's query for them. */
  params: ListParams;
  /** The address's search part, to keep the filters when switching between the two timelines. */
  search: string;
  onChange: (param: string, values: string[]) => void;
}

/** A timeline's filters, kept in the address as the events list keeps them (`start.from`, `countries`…). */
export function useTimelineFilters(): TimelineFilters {
  const [state, setState] = useListState(EVENT);
  return useMemo(() => {
    const fallback = defaultWindow(new Date());
    const filters = { ...windowOf(fallback), ...state.filters };
    const window = { from: filters['start.from']![0]!, to: filters['start.to']![0]! };
    const params = Object.fromEntries(Object.entries(filters).map(([param, values]) => [param, values.join(',')]));
    const search = new URLSearchParams(
      Object.entries(filters).flatMap(([param, values]) => values.map((value) => [param, value])),
    ).toString();
    // A change applies to the view last asked for, not to this render's: two filters set quickly both stay.
    const onChange = (param: string, values: string[]) =>
      setState((current) =>
        withFilter({ ...current, filters: { ...windowOf(fallback), ...current.filters } }, param, values),
      );
    return { filters, window, params, search, onChange };
  }, [state, setState]);
}

/** The date window's filters, for an address that names none. */
function windowOf(window: { from: string; to: string }): Record<string, string[]> {
  return { 'start.from': [window.from], 'start.to': [window.to] };
}

/** A colour of the theme for each kind of event, so that the timeline reads at a glance. */
export const KIND_COLOURS: Readonly<Record<string, string>> = {
  'consultation-closes': 'warning.main',
  'effective-date': 'success.main',
  'application-date': 'primary.main',
  deadline: 'error.main',
  hearing: 'accent.main',
  conference: 'info.main',
  publication: 'grey.500',
};
