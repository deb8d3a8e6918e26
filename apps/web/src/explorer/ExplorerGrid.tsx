import { Alert } from '../components/Alert.tsx';
import type { ContentType } from '@rh/core/content';
import { useMemo } from 'react';
import { ApiError } from '../api/request.ts';
import { useItems } from '../content/api/list-items.ts';
import type { ListParams } from '../content/api/types.ts';
import { ContentGrid } from '../content/list/ContentGrid.tsx';
import { ExportMenu } from '../content/list/ExportMenu.tsx';
import { effectiveSort, sortParam, type ListState } from '../content/list/list-state.ts';
import { useKeysetPaging, useRecordNext } from '../content/list/useKeysetPaging.ts';
import type { StateChange } from '../content/list/useListState.ts';

export interface ExplorerGridProps {
  type: ContentType;
  list: ListState;
  /** The list API's query: the list's view and the explorer's scope. */
  params: ListParams;
  columns: readonly string[];
  onList: (change: StateChange<ListState>) => void;
  onColumns: (columns: string[]) => void;
}

/** The items, server-paged, in the chosen columns; the export carries exactly those columns. */
export function ExplorerGrid({ type, list, params, columns, onList, onColumns }: ExplorerGridProps) {
  const paging = useKeysetPaging(JSON.stringify(params));
  const items = useItems(type.name, params, paging.cursor);
  useRecordNext(paging.record, paging.stack.page, items.data, items.isPlaceholderData);
  const exportParams = useMemo(() => ({ ...params, columns: columns.join(',') }), [params, columns]);
  if (items.error instanceof ApiError && items.error.status === 403) {
    return (
      <Alert severity="warning" role="alert">
        {items.error.message}
      </Alert>
    );
  }
  return (
    <>
      {items.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {items.error.message}
        </Alert>
      )}
      <ContentGrid
        type={type}
        items={items.data?.items ?? []}
        total={items.data?.total}
        loading={items.isFetching}
        stack={paging.stack}
        pageSize={list.limit}
        sort={effectiveSort(type, list)}
        onPage={paging.show}
        onPageSize={(limit) => onList((current) => ({ ...current, limit }))}
        onSort={(order) => onList((current) => ({ ...current, sort: sortParam(type, order) }))}
        chosenColumns={columns}
        onChooseColumns={onColumns}
        actions={<ExportMenu type={type.name} params={exportParams} />}
      />
    </>
  );
}
