import type { GridColDef } from '@mui/x-data-grid';
import { withQueries } from '../../../app/with-queries.tsx';
import type { Item } from '../../../content/api/types.ts';
import { formatDateTime } from '../../../content/fields/format.ts';
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

/** /workflow/articles/deleted: the deleted insights, who deleted each and when, with restore for who may. */
function DeletedPage() {
  return <FixedListPage route="WorkflowArticlesDeleted" extraColumns={DELETED_COLUMNS} />;
}

export default withQueries(DeletedPage);
