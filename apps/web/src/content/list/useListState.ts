import type { ContentType } from '@rh/core/content';
import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { listStateToSearch, parseListState, type ListState } from './list-state.ts';

/** A change of a list's view: the next view, or how to make it from the current one (so that changes compose). */
export type ListStateChange = ListState | ((current: ListState) => ListState);

/**
 * A list's view, read from and written to the URL's search parameters. A change builds on the view last asked for,
 * not on the one rendered: the router shows a new URL in a transition, and a second change made before that render
 * (a date typed straight after a country was chosen) would otherwise start from the old URL and drop the first.
 */
export function useListState(type: ContentType): [ListState, (change: ListStateChange) => void] {
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => parseListState(type, search), [type, search]);
  // The view last written and the URL it was written over: until the URL moves on, that view is the current one.
  const written = useRef<{ over: URLSearchParams; state: ListState } | null>(null);
  const update = useCallback(
    (change: ListStateChange) => {
      const pending = written.current;
      const current = pending?.over === search ? pending.state : state;
      const next = typeof change === 'function' ? change(current) : change;
      written.current = { over: search, state: next };
      setSearch(listStateToSearch(next), { replace: true });
    },
    [search, state, setSearch],
  );
  return [state, update];
}
