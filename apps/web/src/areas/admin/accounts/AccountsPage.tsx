import AddOutlined from '@mui/icons-material/AddOutlined';
import { Button, Container, Link, MenuItem, Stack, TextField, useMediaQuery, type Theme } from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { withQueries } from '../../../app/with-queries.tsx';
import { useDebounced } from '../../../content/useDebounced.ts';
import { pathTo } from '../../../routes/table.ts';
import { AccountHeading, RoleChips, StatusChip, useAccountRights } from './AccountBits.tsx';
import { activeKeys, lastKeyUse, whenText } from './account-view.ts';
import { useAccounts } from './list-accounts.ts';
import type { Account, AccountStatus } from './types.ts';

const PAGE_SIZES = [25, 50, 100] as const;
const STATUSES: readonly { value: AccountStatus; label: string }[] = [
  { value: 'enabled', label: 'Enabled' },
  { value: 'disabled', label: 'Disabled' },
  { value: 'all', label: 'All' },
];

const COLUMNS: GridColDef<Account>[] = [
  {
    field: 'organisation',
    headerName: 'Organisation',
    flex: 1.2,
    minWidth: 130,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={pathTo('Account', { id: row.id })} underline="always">
        {row.organisation}
      </Link>
    ),
  },
  {
    field: 'acgroups',
    headerName: 'Roles',
    flex: 1.5,
    minWidth: 200,
    renderCell: ({ row }) => <RoleChips roles={row.acgroups} />,
  },
  {
    field: 'activeKeys',
    headerName: 'Active keys',
    type: 'number',
    width: 100,
    valueGetter: (_value, row) => activeKeys(row).length,
  },
  {
    field: 'lastUsed',
    headerName: 'Last key use',
    width: 180,
    valueGetter: (_value, row) => whenText(lastKeyUse(row)) || 'Never',
  },
  {
    field: 'disabled',
    headerName: 'Status',
    width: 110,
    renderCell: ({ row }) => <StatusChip disabled={row.disabled} />,
  },
];

const ALL_COLUMNS = {};
const NARROW_COLUMNS = { acgroups: false, lastUsed: false };

/** The list's view, in the address: a search, a status, a page. */
function useListView() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const statusParam = params.get('status');
  const status = STATUSES.some((s) => s.value === statusParam) ? (statusParam as AccountStatus) : 'enabled';
  const sizeParam = Number(params.get('size'));
  const pageSize = PAGE_SIZES.find((size) => size === sizeParam) ?? PAGE_SIZES[0];
  const page = Math.max(0, Math.floor(Number(params.get('page')) || 0));
  /** Changes some of the view; a new search or status starts again at the first page. */
  const change = (next: Partial<Record<'q' | 'status' | 'page' | 'size', string>>) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (!('page' in next)) out.delete('page');
        for (const [key, value] of Object.entries(next)) {
          if (value && !(key === 'status' && value === 'enabled') && value !== '0') out.set(key, value);
          else out.delete(key);
        }
        return out;
      },
      { replace: true },
    );
  return { q, status, page, pageSize, change };
}

/** `/accounts`: the client organisations that use the external build with API keys. */
function AccountsPage() {
  const rights = useAccountRights();
  const view = useListView();
  const q = useDebounced(view.q.trim(), 300);
  const list = useAccounts({
    ...(q ? { q } : {}),
    status: view.status,
    limit: view.pageSize,
    offset: view.page * view.pageSize,
  });
  // A phone shows what fits its width; the roles and last use are on the account's page.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const pagination = useMemo(() => ({ page: view.page, pageSize: view.pageSize }), [view.page, view.pageSize]);

  const handlePagination = (model: GridPaginationModel) =>
    view.change(model.pageSize !== view.pageSize ? { size: String(model.pageSize) } : { page: String(model.page) });

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <AccountHeading
        title="Accounts"
        intro="Client organisations that read the platform through the external build. Each signs in with an API key; its roles say what the key may read."
        aside={
          rights.create && (
            <Button variant="contained" startIcon={<AddOutlined />} component={RouterLink} to={pathTo('AccountAdd')}>
              Add account
            </Button>
          )
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          type="search"
          label="Search organisations"
          value={view.q}
          onChange={(event) => view.change({ q: event.target.value })}
          sx={{ flex: 1, maxWidth: { sm: 420 } }}
        />
        <TextField
          select
          label="Status"
          value={view.status}
          onChange={(event) => view.change({ status: event.target.value })}
          sx={{ minWidth: 160 }}
        >
          {STATUSES.map((status) => (
            <MenuItem key={status.value} value={status.value}>
              {status.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {list.error ? (
        <Alert severity="error">The accounts could not be loaded. {list.error.message}</Alert>
      ) : (
        <DataGrid<Account>
          rows={list.data?.items ?? []}
          columns={COLUMNS}
          loading={list.isFetching}
          rowCount={list.data?.total ?? 0}
          paginationMode="server"
          paginationModel={pagination}
          onPaginationModelChange={handlePagination}
          pageSizeOptions={[...PAGE_SIZES]}
          columnVisibilityModel={narrow ? NARROW_COLUMNS : ALL_COLUMNS}
          disableColumnFilter
          disableColumnSorting
          disableColumnMenu
          disableRowSelectionOnClick
          getRowHeight={() => 'auto'}
          localeText={{ noRowsLabel: view.q ? 'No account matches' : 'No account yet' }}
          aria-label="Accounts"
          sx={{
            minHeight: 320,
            bgcolor: 'background.paper',
            '& .MuiDataGrid-cell': { py: 1, display: 'flex', alignItems: 'center' },
          }}
        />
      )}
    </Container>
  );
}

export default withQueries(AccountsPage);
