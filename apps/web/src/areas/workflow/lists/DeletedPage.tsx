import type { GridColDef } from '@mui/x-data-grid';
import { fixedListOf } from '@rh/core/areas/fixed-lists';
import { withQueries } from '../../../app/with-queries.tsx';
import type { Item } from '../../../content/api/types.ts';
import { formatDateTime } from '../../../content/fields/format.ts';
import { useRouteName } from '../../../routes/useRouteName.ts';
import { FixedListPage } from './FixedListPage.tsx';

/** Deleting is the item's last change: its update time and person are when and by whom it was deleted. */
const DELETED_COLUMNS: GridColDef<Item>[] = [
  {
    field: 'deletedAt',
    headerName: 'Deleted',
    minWidth: 170,
    display: 'flex',
    filterable: false,
    sortable: false,
    valueGetter: (_value, row) => row.deletedAt,
    renderCell: ({ row }) => row.deletedAt && <time dateTime={row.deletedAt}>{formatDateTime(row.deletedAt)}</time>,
  },
  {
    field: 'deletedBy',
    headerName: 'Deleted by',
    minWidth: 150,
    filterable: false,
    sortable: false,
    valueGetter: (_value, row) => row.updatedBy?.name ?? '',
  },
];

/**
 * The page of every fixed list of deleted items, found by its route's name: /workflow/articles/deleted (the deleted
 * insights), /admin/deletedtopics (the deleted topics); who deleted each and when, with restore for who may.
 */
function DeletedPage() {
  const route = useRouteName();
  if (!route || !fixedListOf(route)?.deleted)
    throw new Error(`${route ?? 'This route'} is no fixed list of deleted items.`);
  return <FixedListPage route={route} extraColumns={DELETED_COLUMNS} />;
}

export default withQueries(DeletedPage);
