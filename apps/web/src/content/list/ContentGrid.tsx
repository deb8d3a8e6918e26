import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import { Box, Tooltip, Typography } from '@mui/material';
import {
  ColumnsPanelTrigger,
  DataGrid,
  useGridApiRef,
  Toolbar,
  ToolbarButton,
  type GridColDef,
  type GridSlotProps,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import type { ContentType } from '@rh/core/content';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Item, Total } from '../api/types.ts';
import { formatTotal } from '../fields/format.ts';
import {
  defaultColumns,
  loadVisibility,
  saveVisibility,
  type ColumnVisibility,
  type ScopeColumns,
} from './column-visibility.ts';
import { hasNextPage, type CursorStack } from './cursor-stack.ts';
import { listColumns } from './list-columns.tsx';
import { PAGE_SIZES, type PageSize } from './list-state.ts';

export interface ContentGridProps {
  type: ContentType;
  items: readonly Item[];
  total: Total | undefined;
  loading: boolean;
  stack: CursorStack;
  pageSize: PageSize;
  sort: { field: string; dir: 'asc' | 'desc' };
  onPage: (page: number) => void;
  onPageSize: (size: PageSize) => void;
  onSort: (order: { field: string; dir: 'asc' | 'desc' } | null) => void;
  /** Columns added after the type's own (row actions). */
  extraColumns?: GridColDef<Item>[] | undefined;
  /** Controls of the list shown in the grid's toolbar (deleted switch, export). */
  actions?: ReactNode;
  /** A row a list panel chose (keyboard triage): shown marked and scrolled into view. */
  selectedId?: string | null | undefined;
  /**
   * Rows ticked for a bulk action (a list panel's): given with `onCheck`, the grid shows a checkbox per row and in the
   * header (this page's rows); absent, the chosen row is the grid's selection.
   */
  checkedIds?: readonly string[] | undefined;
  onCheck?: ((ids: readonly string[]) => void) | undefined;
  /**
   * The columns shown, in this order, held by the caller (the data explorer keeps them in its address); absent: the
   * type's list columns until the user picks others, remembered per type.
   */
  chosenColumns?: readonly string[] | undefined;
  /** The columns the user picked, in the order shown (a newly shown one last). */
  onChooseColumns?: ((names: string[]) => void) | undefined;
  /** An area's list that declares its own columns (`AreaScope.columns`): shown instead of the type's. */
  scope?: ScopeColumns | null | undefined;
}

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    /** "1,234 items". */
    totalText?: string;
    actions?: ReactNode;
  }
}

function GridToolbar({ totalText, actions }: GridSlotProps['toolbar']) {
  return (
    <Toolbar>
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ flex: 1, px: 1 }}>
        {totalText}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>{actions}</Box>
      <Tooltip title="Choose columns">
        <ColumnsPanelTrigger render={<ToolbarButton aria-label="Choose columns" />}>
          <ViewColumnOutlined fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
    </Toolbar>
  );
}

/** The chosen columns first, in their order, then the others (hidden) as listed. */
function orderColumns(all: GridColDef<Item>[], chosen: readonly string[] | undefined): GridColDef<Item>[] {
  if (!chosen) return all;
  const rank = (column: GridColDef<Item>) =>
    chosen.includes(column.field) ? chosen.indexOf(column.field) : chosen.length;
  return [...all].sort((a, b) => rank(a) - rank(b));
}

function chosenVisibility(all: GridColDef<Item>[], chosen: readonly string[]): ColumnVisibility {
  return Object.fromEntries(all.map((column) => [column.field, chosen.includes(column.field)]));
}

/** The columns shown after the chooser's change: those kept in their order, then those newly shown. */
function chosenAfter(all: GridColDef<Item>[], chosen: readonly string[], model: ColumnVisibility): string[] {
  const shown = (name: string) => model[name] !== false;
  const added = all.map((column) => column.field).filter((name) => shown(name) && !chosen.includes(name));
  return [...chosen.filter(shown), ...added];
}

/**
 * One page of a list in MUI X DataGrid. The server pages (by cursor), sorts and filters; the grid only shows the page
 * and lets the user choose columns (remembered per type) and the order.
 */
export function ContentGrid(props: ContentGridProps) {
  const { type, items, total, stack, pageSize, sort } = props;
  const { chosenColumns, onChooseColumns, scope } = props;
  const own = useMemo(
    () => orderColumns(listColumns(type, defaultColumns(type, scope)), chosenColumns),
    [type, scope, chosenColumns],
  );
  const columns = useMemo(() => [...own, ...(props.extraColumns ?? [])], [own, props.extraColumns]);
  // Only the type's own columns are chosen; row actions (restore) always show.
  const [remembered, setVisibility] = useState<ColumnVisibility>(() =>
    loadVisibility(
      type,
      own.map((column) => column.field),
      scope,
    ),
  );
  const visibility = useMemo(
    () => (chosenColumns ? chosenVisibility(own, chosenColumns) : remembered),
    [own, chosenColumns, remembered],
  );
  // Stable models: the grid takes a new model object for a change and answers with a reset to the first page.
  const sortModel = useMemo<GridSortModel>(() => [{ field: sort.field, sort: sort.dir }], [sort.field, sort.dir]);
  const paginationModel = useMemo(() => ({ page: stack.page, pageSize }), [stack.page, pageSize]);
  const selectedId = props.selectedId ?? null;
  const checking = Boolean(props.onCheck);
  const checkedIds = props.checkedIds;
  const selection = useMemo<GridRowSelectionModel>(
    () => ({ type: 'include', ids: new Set(checking ? (checkedIds ?? []) : selectedId ? [selectedId] : []) }),
    [checking, checkedIds, selectedId],
  );
  const apiRef = useGridApiRef();
  useEffect(() => {
    const rowIndex = selectedId ? items.findIndex((row) => row.id === selectedId) : -1;
    if (rowIndex >= 0) apiRef.current?.scrollToIndexes({ rowIndex });
  }, [apiRef, items, selectedId]);

  return (
    <DataGrid<Item>
      apiRef={apiRef}
      rows={items}
      rowSelectionModel={selection}
      checkboxSelection={checking}
      keepNonExistentRowsSelected={checking}
      onRowSelectionModelChange={(model) => {
        if (!props.onCheck) return;
        // "All" from the header means this page's rows: the server pages, the grid knows no others.
        const ids =
          model.type === 'include' ? [...model.ids] : items.map((row) => row.id).filter((id) => !model.ids.has(id));
        props.onCheck(ids.map(String));
      }}
      // With checkboxes the chosen row is marked apart from the ticked ones.
      getRowClassName={({ id }) => (checking && id === selectedId ? 'rh-chosen' : '')}
      columns={columns}
      getRowId={(row) => row.id}
      loading={props.loading}
      showToolbar
      slots={{ toolbar: GridToolbar }}
      slotProps={{ toolbar: { totalText: total ? formatTotal(total) : '', actions: props.actions } }}
      columnVisibilityModel={visibility}
      onColumnVisibilityModelChange={(model) => {
        if (chosenColumns && onChooseColumns) return onChooseColumns(chosenAfter(own, chosenColumns, model));
        setVisibility(model);
        saveVisibility(type, model, scope);
      }}
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      disableColumnFilter
      disableRowSelectionOnClick
      pageSizeOptions={[...PAGE_SIZES]}
      paginationModel={paginationModel}
      onPaginationModelChange={(model) => {
        if (model.pageSize !== pageSize) props.onPageSize(model.pageSize as PageSize);
        else if (model.page !== stack.page) props.onPage(model.page);
      }}
      // An exact total gives the pager its last page; an estimate only says whether a next page exists, until the
      // last page is reached, which counts the rows exactly (told here, so that a new view starts uncounted again).
      rowCount={total?.exact ? total.value : hasNextPage(stack) ? -1 : stack.page * pageSize + items.length}
      {...(total && !total.exact ? { estimatedRowCount: total.value } : {})}
      paginationMeta={{ hasNextPage: hasNextPage(stack) }}
      sortModel={sortModel}
      onSortModelChange={(model) => {
        const first = model[0];
        if (first?.field === sort.field && first.sort === sort.dir) return;
        props.onSort(first?.sort ? { field: first.field, dir: first.sort } : null);
      }}
      sortingOrder={['asc', 'desc']}
      localeText={{ noRowsLabel: `No ${type.plural.toLowerCase()} match` }}
      sx={{
        minHeight: 320,
        bgcolor: 'background.paper',
        '& .rh-chosen': {
          boxShadow: (theme) => `inset 3px 0 0 ${theme.palette.primary.main}`,
          bgcolor: 'action.hover',
        },
      }}
      aria-label={type.plural}
    />
  );
}
