import Add from '@mui/icons-material/Add';
import NotificationAddOutlined from '@mui/icons-material/NotificationAddOutlined';
import RestoreFromTrash from '@mui/icons-material/RestoreFromTrash';
import { Alert, Box, Button, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { ContentType } from '@rh/core/content';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../api/request.ts';
import { config, isFullBuild } from '../../config.ts';
import { useItems } from '../api/list-items.ts';
import { useRestoreItem } from '../api/restore-item.ts';
import type { Item } from '../api/types.ts';
import { pathTo } from '../../routes/table.ts';
import { addPath } from '../links.ts';
import { ContentGrid } from './ContentGrid.tsx';
import { ExportMenu } from './ExportMenu.tsx';
import { FilterBar } from './FilterBar.tsx';
import { canGoTo } from './cursor-stack.ts';
import { alertSearch, type ListScope } from './list-scope.ts';
import { listPanels } from './list-panels.ts';
import { effectiveSort, listParams, sortParam } from './list-state.ts';
import { useKeysetPaging, useRecordNext } from './useKeysetPaging.ts';
import { useListState } from './useListState.ts';
import { ScopeNote } from './ScopeNote.tsx';

/**
 * A type's list: search, filters, a server-paged table, export, add, and the deleted items with restore; within an
 * area's scope when the route has one (list, count, export and alert alike).
 */
export function ContentList({ type, scope = null }: { type: ContentType; scope?: ListScope | null }) {
  const [state, setState] = useListState(type);
  const params = useMemo(() => listParams(state, scope?.area), [state, scope]);
  const paging = useKeysetPaging(JSON.stringify(params));
  const list = useItems(type.name, params, paging.cursor);
  useRecordNext(paging.record, paging.stack.page, list.data, list.isPlaceholderData);

  const restore = useRestoreItem(type.name);
  const [restored, setRestored] = useState<Item | null>(null);
  const restoreColumn = useMemo<GridColDef<Item>[]>(
    () => [
      {
        field: 'restore',
        headerName: 'Restore',
        sortable: false,
        filterable: false,
        hideable: false,
        minWidth: 130,
        renderCell: ({ row }) =>
          row.abilities.restore && (
            <Button
              size="small"
              startIcon={<RestoreFromTrash />}
              disabled={restore.isPending}
              onClick={() => restore.mutate(row.id, { onSuccess: setRestored })}
            >
              Restore
            </Button>
          ),
      },
    ],
    [restore],
  );

  const total = list.data?.total;
  const Panel = listPanels.get(type.name);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [checkedIds, setCheckedIds] = useState<readonly string[]>([]);
  // j/k past a page's end: the next (or previous) page, its first (or last) row chosen once it has loaded.
  const [edge, setEdge] = useState<1 | -1 | null>(null);
  const onPageEdge = (direction: 1 | -1): boolean => {
    const page = paging.stack.page + direction;
    if (!canGoTo(paging.stack, page)) return false;
    setEdge(direction);
    paging.show(page);
    return true;
  };
  const shown = list.isPlaceholderData ? undefined : list.data?.items;
  useEffect(() => {
    if (edge === null || !shown?.length) return;
    setSelectedId((edge === 1 ? shown[0] : shown[shown.length - 1])!.id);
    setEdge(null);
  }, [edge, shown]);
  const title = state.deleted ? `Deleted ${type.plural.toLowerCase()}` : type.plural;
  const heading = (
    <Box sx={{ flex: 1 }}>
      <title>{`${title} · ${config.brand}`}</title>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {scope && <ScopeNote scope={scope} plural={type.plural} />}
      <Typography color="text.secondary">{type.description}</Typography>
    </Box>
  );
  // A list the caller may not read says only that: no filters, table, pager or alert to save for what it cannot see.
  if (list.error instanceof ApiError && list.error.status === 403) {
    return (
      <Box>
        {heading}
        <Alert severity="warning" sx={{ mt: 2 }}>
          {list.error.message}
        </Alert>
      </Box>
    );
  }
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 1 }}>
        {heading}
        {isFullBuild() && !state.deleted && (
          <Button
            variant="outlined"
            startIcon={<NotificationAddOutlined />}
            component={RouterLink}
            to={`${pathTo('AlertsAdd')}?${alertSearch(type, state, scope?.area)}`}
            title="Be told of new items that match these filters"
          >
            Save as alert
          </Button>
        )}
        {list.data?.abilities.create && !state.deleted && (
          <Button variant="contained" startIcon={<Add />} component={RouterLink} to={addPath(type)}>
            Add {type.label.toLowerCase()}
          </Button>
        )}
      </Stack>
      {Panel && !state.deleted && (
        <Suspense fallback={null}>
          <Panel
            canChange={Boolean(list.data?.abilities.create)}
            items={list.data?.items ?? []}
            selectedId={selectedId}
            onSelect={setSelectedId}
            checkedIds={checkedIds}
            onCheck={setCheckedIds}
            onPageEdge={onPageEdge}
            params={params}
          />
        </Suspense>
      )}
      <FilterBar type={type} state={state} onChange={setState} />
      {list.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {list.error.message}
        </Alert>
      )}
      {restored && (
        <Alert severity="success" onClose={() => setRestored(null)} sx={{ mb: 2 }}>
          “{restored.title}” is restored.
        </Alert>
      )}
      {restore.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {restore.error.message}
        </Alert>
      )}
      <ContentGrid
        type={type}
        items={list.data?.items ?? []}
        total={total}
        loading={list.isFetching}
        stack={paging.stack}
        pageSize={state.limit}
        sort={effectiveSort(type, state)}
        onPage={paging.show}
        onPageSize={(limit) => setState((current) => ({ ...current, limit }))}
        onSort={(order) => setState((current) => ({ ...current, sort: sortParam(type, order) }))}
        extraColumns={state.deleted ? restoreColumn : undefined}
        selectedId={selectedId}
        actions={
          <>
            <FormControlLabel
              control={
                <Switch
                  size="small"
                  checked={state.deleted}
                  onChange={(event) => setState((current) => ({ ...current, deleted: event.target.checked }))}
                />
              }
              label="Deleted"
            />
            <ExportMenu type={type.name} params={params} />
          </>
        }
      />
    </Box>
  );
}
