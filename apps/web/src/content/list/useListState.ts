import type { ContentType } from '@rh/core/content';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { listStateToSearch, parseListState, type ListState } from './list-state.ts';

/** A list's view, read from and written to the URL's search parameters. */
export function useListState(type: ContentType): [ListState, (next: ListState) => void] {
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => parseListState(type, search), [type, search]);
  const update = useCallback((next: ListState) => setSearch(listStateToSearch(next), { replace: true }), [setSearch]);
  return [state, update];
}
