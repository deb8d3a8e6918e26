import Add from '@mui/icons-material/Add';
import NotificationAddOutlined from '@mui/icons-material/NotificationAddOutlined';
import RestoreFromTrash from '@mui/icons-material/RestoreFromTrash';
import { Box, Button, FormControlLabel, Stack, Switch, Typography, useMediaQuery, type Theme } from '@mui/material';
import { Alert } from '../../components/Alert.tsx';
import type { GridColDef } from '@mui/x-data-grid';
import type { FixedList } from '@rh/core/areas/fixed-lists';
import type { ContentType } from '@rh/core/content';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/request.ts';
import { config, isFullBuild } from '../../config.ts';
import { useItems } from '../api/list-items.ts';
import { useRestoreItem } from '../api/restore-item.ts';
import type { Item } from '../api/types.ts';
import { pathTo } from '../../routes/table.ts';
import { addPath, itemPath } from '../links.ts';
import { ListBody } from './grouped/ListBody.tsx';
import { ExportMenu } from './ExportMenu.tsx';
import { fixedState, lockedParams, withFixed } from './fixed-list.ts';
import { FixedNote } from './FixedNote.tsx';
import { FilterBar } from './FilterBar.tsx';
import { canGoTo } from './cursor-stack.ts';
import { alertSearch, type ListScope } from './list-scope.ts';
import { listPanels } from './list-panels.ts';
import { effectiveSort, listParams, sortParam, type ListState } from './list-state.ts';
import { useKeysetPaging, useRecordNext } from './useKeysetPaging.ts';
import { useListState } from './useListState.ts';
import { ScopeNote } from './ScopeNote.tsx';
import { chooseView, rememberedView, rememberView, type ListView } from './reader/reader-model.ts';
import { useReaderReading } from './reader/useReaderReading.ts';

// The reader's parts load with the first list that shows them (the first page's budget).
const ReaderLayout = lazy(() => import('./reader/ReaderLayout.tsx'));
const NewItemsBar = lazy(() => import('./reader/NewItemsBar.tsx').then((m) => ({ default: m.NewItemsBar })));
const ReaderControls = lazy(() => import('./reader/ReaderControls.tsx').then((m) => ({ default: m.ReaderControls })));

/**
 * When a reader list was loaded (its view): it shows the items created by then, so that what arrives while someone
 * works through it does not move the rows; a new view, or "show" on the new items, loads it again from now.
 */
function useLoadedAt(viewKey: string): [string, () => void] {
  const [loaded, setLoaded] = useState(() => ({ key: viewKey, at: new Date().toISOString() }));
  const current = loaded.key === viewKey ? loaded : { key: viewKey, at: new Date().toISOString() };
  if (current !== loaded) setLoaded(current);
  return [current.at, () => setLoaded({ key: viewKey, at: new Date().toISOString() })];
}

export interface ContentListProps {
  type: ContentType;
  scope?: ListScope | null;
  /** A list route with fixed filters (core's FIXED_LISTS): its filters locked and said above the list. */
  fixed?: FixedList | null;
  /** Columns after the type's own, before restore (a fixed list's: who deleted, what next). */
  extraColumns?: GridColDef<Item>[];
  /** Shown under the heading: the sub-navigation of the area the list belongs to. */
  subnav?: ReactNode;
}

/**
 * A type's list: search, filters, a server-paged table, export, add, and the deleted items with restore; within an
 * area's scope when the route has one (list, count, export and alert alike), or a fixed list's filters.
 */
export function ContentList({ type, scope = null, fixed = null, extraColumns, subnav }: ContentListProps) {
  const [urlState, setState] = useListState(type);
  const state = useMemo(() => fixedState(urlState, fixed), [urlState, fixed]);
  const baseParams = useMemo(() => withFixed(listParams(urlState, scope?.area), fixed), [urlState, scope, fixed]);
  // A type with a reader: each user's reading, a layout to choose, and a list that holds still while it is read.
  const reader = type.reader && !state.deleted ? type.reader : undefined;
  const [loadedAt, reload] = useLoadedAt(JSON.stringify(baseParams));
  const params = useMemo(
    () => (reader ? { ...baseParams, 'createdAt.to': loadedAt } : baseParams),
    [reader, baseParams, loadedAt],
  );
  const [search, setSearch] = useSearchParams();
  const view: ListView = reader ? chooseView(type, search.get('view'), rememberedView(type)) : 'table';
  // A layout named in the address is the user's choice too: it stays when a filter rewrites the address.
  const viewInUrl = search.get('view');
  useEffect(() => {
    if (type.reader && (viewInUrl === 'table' || viewInUrl === 'reader')) rememberView(type, viewInUrl);
  }, [type, viewInUrl]);
  const chooseLayout = (next: ListView) => {
    rememberView(type, next);
    setSearch(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'table') updated.set('view', 'table');
        else updated.delete('view');
        return updated;
      },
      { replace: true },
    );
  };
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  const navigate = useNavigate();
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
  const reading = useReaderReading({
    type: type.name,
    enabled: Boolean(reader),
    items: list.data?.items ?? [],
    selectedId,
    showsChosen: view === 'reader' && wide,
  });
  /** A row clicked: beside the list on a wide screen, else its page opens (and it is read). */
  const choose = (item: Item) => {
    if (view === 'reader' && wide) return setSelectedId(item.id);
    reading.markRead([item.id]);
    void navigate(itemPath(type, item));
  };
  const setFilters = (change: (current: ListState['filters']) => ListState['filters']) =>
    setState((current) => ({ ...current, filters: change(current.filters) }));
  const listActions = (
    <>
      {!fixed && (
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
      )}
      <ExportMenu type={type.name} params={params} />
    </>
  );
  const title = fixed?.title ?? (state.deleted ? `Deleted ${type.plural.toLowerCase()}` : type.plural);
  const heading = (
    <Box sx={{ flex: 1 }}>
      <title>{`${title} · ${config.brand}`}</title>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {scope && <ScopeNote scope={scope} plural={type.plural} />}
      {fixed && <FixedNote fixed={fixed} />}
      <Typography color="text.secondary">{fixed?.description ?? type.description}</Typography>
    </Box>
  );
  // A list the caller may not read says only that: no filters, table, pager or alert to save for what it cannot see.
  if (list.error instanceof ApiError && list.error.status === 403) {
    return (
      <Box>
        {heading}
        {subnav}
        <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
          {list.error.message}
        </Alert>
      </Box>
    );
  }
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 1 }}>
        {heading}
        {isFullBuild() && !state.deleted && !fixed && (
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
        {list.data?.abilities.create && !state.deleted && (!fixed || fixed.offersAdd) && (
          <Button variant="contained" startIcon={<Add />} component={RouterLink} to={addPath(type)}>
            Add {type.label.toLowerCase()}
          </Button>
        )}
      </Stack>
      {subnav}
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
      <FilterBar type={type} state={state} onChange={setState} locked={lockedParams(fixed)} />
      {reader && (
        <Suspense fallback={null}>
          <ReaderControls
            type={type}
            view={view}
            onView={chooseLayout}
            filters={state.filters}
            onFilters={setFilters}
            params={params}
            loadedAt={loadedAt}
            total={total?.value}
            locked={lockedParams(fixed)}
          />
        </Suspense>
      )}
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
      {reader && (
        <Suspense fallback={null}>
          <NewItemsBar type={type.name} params={baseParams} since={loadedAt} onShow={reload} />
        </Suspense>
      )}
      {view === 'reader' ? (
        <Suspense fallback={null}>
          <ReaderLayout
            type={type}
            items={list.data?.items ?? []}
            total={total}
            loading={list.isFetching}
            stack={paging.stack}
            onPage={paging.show}
            selectedId={selectedId}
            wide={wide}
            readingOf={reading.readingOf}
            onChoose={choose}
            onStar={reading.star}
            filters={state.filters}
            onFilters={setFilters}
            actions={listActions}
          />
        </Suspense>
      ) : (
        <ListBody
          params={params}
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
          extraColumns={state.deleted ? [...(extraColumns ?? []), ...restoreColumn] : extraColumns}
          scope={fixed?.columns ? { area: `list:${fixed.route}`, columns: fixed.columns } : scope}
          selectedId={selectedId}
          actions={listActions}
          {...(Panel && !state.deleted ? { checkedIds, onCheck: setCheckedIds } : {})}
        />
      )}
    </Box>
  );
}
