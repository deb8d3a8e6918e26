import { Box, Chip, Link, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { contentType } from '@rh/core/content';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { itemPath } from '../../../content/links.ts';
import { exactTime, relativeTime, STATE_COLORS, STATE_LABELS } from './source-row-view.ts';
import type { SourceRow, SourceSort } from './types.ts';

const SOURCE = contentType('source');

/** A time at a glance, the exact one on hover and for screen readers. */
function When({ value, empty = '—' }: { value: string | null; empty?: string }) {
  if (!value)
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        {empty}
      </Typography>
    );
  return (
    <Tooltip title={exactTime(value)}>
      <time dateTime={value} aria-label={exactTime(value)}>
        {relativeTime(value)}
      </time>
    </Tooltip>
  );
}

const COLUMNS: GridColDef<SourceRow>[] = [
  {
    field: 'name',
    headerName: 'Source',
    flex: 1.4,
    minWidth: 180,
    renderCell: ({ row }) => (
      <Box sx={{ minWidth: 0 }}>
        <Link component={RouterLink} to={itemPath(SOURCE, row)} underline="always" sx={{ overflowWrap: 'anywhere' }}>
          {row.name}
        </Link>
        {row.url && (
          <Typography variant="caption" color="text.secondary" component="div" noWrap title={row.url}>
            {row.url}
          </Typography>
        )}
      </Box>
    ),
  },
  {
    field: 'state',
    headerName: 'State',
    width: 140,
    renderCell: ({ row }) => (
      <Chip
        size="small"
        color={STATE_COLORS[row.state]}
        // Outlined: a filled error chip's white text fails the contrast of the dark theme.
        variant="outlined"
        label={row.fetching ? `${STATE_LABELS[row.state]} · fetching` : STATE_LABELS[row.state]}
      />
    ),
  },
  {
    field: 'regulator',
    headerName: 'Regulator',
    flex: 1,
    minWidth: 140,
    valueGetter: (_value, row) => row.regulator?.name ?? '—',
  },
  {
    field: 'lastFetchAt',
    headerName: 'Last fetched',
    width: 130,
    renderCell: ({ row }) => <When value={row.lastFetchAt} empty="Never" />,
  },
  {
    field: 'lastSuccessAt',
    headerName: 'Last success',
    width: 130,
    renderCell: ({ row }) => <When value={row.lastSuccessAt} empty="Never" />,
  },
  {
    field: 'lastError',
    headerName: 'Last error',
    flex: 1.2,
    minWidth: 160,
    sortable: false,
    renderCell: ({ row }) =>
      row.lastError ? (
        <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
          {row.lastError}
          {row.failures > 1 && ` (${row.failures} in a row)`}
        </Typography>
      ) : (
        '—'
      ),
  },
  { field: 'items30', headerName: 'Items, 30 days', type: 'number', width: 120 },
  {
    field: 'nextFetchAt',
    headerName: 'Next fetch',
    width: 130,
    renderCell: ({ row }) =>
      row.enabled ? <When value={row.nextFetchAt} empty="Next round" /> : <When value={null} empty="Off" />,
  },
];

const ALL_COLUMNS = {};
const NARROW_COLUMNS = {
  regulator: false,
  lastSuccessAt: false,
  lastError: false,
  nextFetchAt: false,
  lastFetchAt: false,
};

interface Props {
  rows: readonly SourceRow[];
  total: number;
  loading: boolean;
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  onPage: (model: GridPaginationModel) => void;
  sort: { field: SourceSort; dir: 'asc' | 'desc' };
  onSort: (sort: { field: SourceSort; dir: 'asc' | 'desc' } | null) => void;
  /** Ticked rows; absent, no checkboxes (the caller may not act). */
  selected?: readonly string[];
  onSelect?: (ids: string[]) => void;
  emptyText: string;
}

/** The sources with their state: server-paged and sorted, ticked for the bulk actions. */
export function SourceRowsGrid(props: Props) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { page, pageSize, sort, selected, rows } = props;
  const pagination = useMemo(() => ({ page, pageSize }), [page, pageSize]);
  const sortModel = useMemo<GridSortModel>(() => [{ field: sort.field, sort: sort.dir }], [sort.field, sort.dir]);
  const selection = useMemo<GridRowSelectionModel>(
    () => ({ type: 'include', ids: new Set(selected ?? []) }),
    [selected],
  );
  return (
    <DataGrid<SourceRow>
      rows={rows}
      columns={COLUMNS}
      loading={props.loading}
      rowCount={props.total}
      paginationMode="server"
      sortingMode="server"
      paginationModel={pagination}
      onPaginationModelChange={props.onPage}
      pageSizeOptions={[...props.pageSizes]}
      sortModel={sortModel}
      onSortModelChange={(model) => {
        const first = model[0];
        props.onSort(first ? { field: first.field as SourceSort, dir: first.sort === 'desc' ? 'desc' : 'asc' } : null);
      }}
      checkboxSelection={Boolean(props.onSelect)}
      keepNonExistentRowsSelected
      rowSelectionModel={selection}
      onRowSelectionModelChange={(model) => {
        // "All" from the header means this page's rows: the server pages, the grid knows no others.
        const ids =
          model.type === 'include' ? [...model.ids] : rows.map((row) => row.id).filter((id) => !model.ids.has(id));
        props.onSelect?.(ids.map(String));
      }}
      columnVisibilityModel={narrow ? NARROW_COLUMNS : ALL_COLUMNS}
      disableColumnFilter
      disableColumnMenu
      disableRowSelectionOnClick
      getRowHeight={() => 'auto'}
      localeText={{ noRowsLabel: props.emptyText }}
      aria-label="Sources and their fetching state"
      sx={{
        minHeight: 320,
        bgcolor: 'background.paper',
        '& .MuiDataGrid-cell': { py: 1, display: 'flex', alignItems: 'center' },
      }}
    />
  );
}
