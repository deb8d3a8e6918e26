import type { ContentType } from '@rh/core/content';
import { useCallback, useMemo } from 'react';
import { FilterBar } from '../content/list/FilterBar.tsx';
import { filterFields, listParams, withFilter, type ListState } from '../content/list/list-state.ts';
import type { StateChange } from '../content/list/useListState.ts';
import { ExplorerGrid } from './ExplorerGrid.tsx';
import { ExplorerPivot } from './ExplorerPivot.tsx';
import { defaultColumns, explorerStateToSearch, groupFields, type ExplorerState } from './explorer-state.ts';
import { GroupBy } from './GroupBy.tsx';

export interface ExplorerViewProps {
  type: ContentType;
  state: ExplorerState;
  onChange: (change: StateChange<ExplorerState>) => void;
  /** The area whose scope on the type applies, if it has one. */
  scope: string | undefined;
  /** The explorer's first type: left out of its addresses. */
  firstType: string;
}

/** One type of an explorer: the list's filters, grouping, and the grid or the pivot of counts. */
export function ExplorerView({ type, state, onChange, scope, firstType }: ExplorerViewProps) {
  const params = useMemo(() => ({ ...listParams(state.list), ...(scope ? { scope } : {}) }), [state.list, scope]);
  const onList = useCallback(
    (change: StateChange<ListState>) =>
      onChange((current) => ({ ...current, list: change instanceof Function ? change(current.list) : change })),
    [onChange],
  );
  const fields = useMemo(() => groupFields(type), [type]);
  const by = state.by.flatMap((name) => fields.filter((field) => field.name === name));
  const linkable = useMemo(() => new Set(filterFields(type).map((field) => field.name)), [type]);

  // A count leads to the grid of the items it counts: the cell's values added to the filters, the grouping gone.
  const linkTo = (rowKey: string | null | undefined, columnKey: string | null | undefined) => {
    let list = state.list;
    for (const [field, key] of [
      [by[0], rowKey],
      [by[1], columnKey],
    ] as const) {
      if (!field || key === undefined) continue;
      if (key === null || !linkable.has(field.name)) return null;
      list = withFilter(list, field.name, [key]);
    }
    return `?${explorerStateToSearch({ ...state, list, by: [] }, firstType).toString()}`;
  };

  return (
    <>
      <FilterBar type={type} state={state.list} onChange={onList} />
      <GroupBy fields={fields} by={state.by} onChange={(next) => onChange((current) => ({ ...current, by: next }))} />
      {by.length ? (
        <ExplorerPivot type={type} params={params} by={by} linkTo={linkTo} />
      ) : (
        <ExplorerGrid
          type={type}
          list={state.list}
          params={params}
          columns={state.columns ?? defaultColumns(type)}
          onList={onList}
          onColumns={(columns) => onChange((current) => ({ ...current, columns }))}
        />
      )}
    </>
  );
}
