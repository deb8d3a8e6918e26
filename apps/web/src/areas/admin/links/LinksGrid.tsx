import OpenInNew from '@mui/icons-material/OpenInNew';
import Refresh from '@mui/icons-material/Refresh';
import {
  Box,
  Chip,
  CircularProgress,
  IconButton,
  Link,
  Tooltip,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { findContentType } from '@rh/core/content';
import { itemPathOf } from '../../../content/links.ts';
import type { LinkRow, LinkState } from './types.ts';

export const LINK_STATE_LABELS: Readonly<Record<LinkState, string>> = {
  broken: 'Broken',
  ok: 'OK',
  unchecked: 'Not checked',
};
const STATE_COLORS = { broken: 'error', ok: 'success', unchecked: 'default' } as const;

/** A link's key in the grid: an item may carry the same address in two fields, never two rows of one pair. */
export const linkKey = (row: Pick<LinkRow, 'itemId' | 'url'>) => `${row.itemId} ${row.url}`;

const when = (value: string | null) =>
  value
    ? new Date(value).toLocaleString('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      })
    : 'Never';

interface Props {
  rows: readonly LinkRow[];
  total: number;
  loading: boolean;
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  onPage: (model: GridPaginationModel) => void;
  /** Re-checks one link; absent, the caller may not. */
  onRecheck?: (row: LinkRow) => void;
  /** Links being checked now, by `linkKey`. */
  checking: ReadonlySet<string>;
  emptyText: string;
}

/** The links with their last check: the item (its page), the address (opens the site), host, status, error, when. */
export function LinksGrid(props: Props) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { onRecheck, checking, page, pageSize } = props;
  const pagination = useMemo(() => ({ page, pageSize }), [page, pageSize]);
  const columns = useMemo<GridColDef<LinkRow>[]>(
    () => [
      {
        field: 'title',
        headerName: 'Item',
        flex: 1.2,
        minWidth: 130,
        renderCell: ({ row }) => {
          const path = itemPathOf(row.type, { id: row.itemId });
          return (
            <Box sx={{ minWidth: 0 }}>
              {path ? (
                <Link component={RouterLink} to={path} underline="always" sx={{ overflowWrap: 'anywhere' }}>
                  {row.title}
                </Link>
              ) : (
                row.title
              )}
              <Typography variant="caption" color="text.secondary" component="div">
                {findContentType(row.type)?.label ?? row.type}
                {narrow && ` · ${row.host}`}
              </Typography>
            </Box>
          );
        },
      },
      {
        field: 'url',
        headerName: 'Address',
        flex: 1.6,
        minWidth: 200,
        renderCell: ({ row }) => (
          <Link href={row.url} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
            {row.url}
            <OpenInNew sx={{ fontSize: 14, ml: 0.5, verticalAlign: 'middle' }} aria-label="(opens in a new tab)" />
          </Link>
        ),
      },
      { field: 'host', headerName: 'Host', flex: 0.8, minWidth: 120 },
      {
        field: 'state',
        headerName: 'Status',
        width: 130,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            color={STATE_COLORS[row.state]}
            variant="outlined"
            label={row.status ? `${LINK_STATE_LABELS[row.state]} · ${row.status}` : LINK_STATE_LABELS[row.state]}
          />
        ),
      },
      {
        field: 'error',
        headerName: 'Error',
        flex: 1,
        minWidth: 150,
        renderCell: ({ row }) => (
          <Typography variant="body2" color={row.error ? 'error' : 'text.secondary'} sx={{ overflowWrap: 'anywhere' }}>
            {row.error ?? '—'}
          </Typography>
        ),
      },
      { field: 'checkedAt', headerName: 'Last checked', width: 160, valueGetter: (_value, row) => when(row.checkedAt) },
      ...(onRecheck
        ? [
            {
              field: 'actions',
              headerName: 'Re-check',
              width: 90,
              sortable: false,
              renderCell: ({ row }) =>
                checking.has(linkKey(row)) ? (
                  <CircularProgress size={20} aria-label={`Checking ${row.url}`} />
                ) : (
                  <Tooltip title="Check this link again">
                    <IconButton size="small" aria-label={`Re-check ${row.url}`} onClick={() => onRecheck(row)}>
                      <Refresh fontSize="small" />
                    </IconButton>
                  </Tooltip>
                ),
            } satisfies GridColDef<LinkRow>,
          ]
        : []),
    ],
    [onRecheck, checking, narrow],
  );
  return (
    <DataGrid<LinkRow>
      rows={props.rows}
      columns={columns}
      getRowId={linkKey}
      loading={props.loading}
      rowCount={props.total}
      paginationMode="server"
      paginationModel={pagination}
      onPaginationModelChange={props.onPage}
      pageSizeOptions={[...props.pageSizes]}
      // A phone shows the item (its host below), its status and the re-check; the address opens from the item.
      columnVisibilityModel={narrow ? { url: false, host: false, checkedAt: false, error: false } : {}}
      disableColumnFilter
      disableColumnSorting
      disableColumnMenu
      disableRowSelectionOnClick
      getRowHeight={() => 'auto'}
      localeText={{ noRowsLabel: props.emptyText }}
      aria-label="Links and their last check"
      sx={{
        minHeight: 320,
        bgcolor: 'background.paper',
        '& .MuiDataGrid-cell': { py: 1, display: 'flex', alignItems: 'center' },
      }}
    />
  );
}
