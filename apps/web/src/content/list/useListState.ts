import type { ContentType } from '@rh/core/content';
import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { listStateToSearch, parseListState, type ListState } from './list-state.ts';

/** A change of a view: the next view, or how to make it from the current one (so that changes compose). */
export type StateChange<T> = T | ((current: T) => T);
/** A change of a list's view. */
export type ListStateChange = StateChange<ListState>;

/**
 * A view kept in the URL's search parameters, read with `parse` and written with `toSearch`. A change builds on the
 * view last asked for, not on the one rendered: the router shows a new URL in a transition, and a second change made
 * before that render (a date typed straight after a country was chosen) would otherwise start from the old URL and
 * drop the first. `parse` must be stable (memoised), or the view is read again on every render.
 */
export function useSearchState<T>(
  parse: (search: URLSearchParams) => T,
  toSearch: (state: T) => URLSearchParams,
): [T, (change: StateChange<T>) => void] {
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => parse(search), [parse, search]);
  // The view last written and the URL it was written over: until the URL moves on, that view is the current one.
  const written = useRef<{ over: URLSearchParams; state: T } | null>(null);
  const update = useCallback(
    (change: StateChange<T>) => {
      const pending = written.current;
      const current = pending?.over === search ? pending.state : state;
      const next = change instanceof Function ? change(current) : change;
      written.current = { over: search, state: next };
      setSearch(toSearch(next), { replace: true });
    },
    [search, state, setSearch, toSearch],
  );
  return [state, update];
}

/** A list's view, read from and written to the URL's search parameters (see useSearchState). */
export function useListState(type: ContentType): [ListState, (change: ListStateChange) => void] {
  const parse = useCallback((search: URLSearchParams) => parseListState(type, search), [type]);
  return useSearchState(parse, listStateToSearch);
}
