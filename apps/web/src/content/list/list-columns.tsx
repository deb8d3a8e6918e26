import { Chip, Link } from '@mui/material';
import type { ContentType, FieldDef } from '@rh/core/content';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import type { Item } from '../api/types.ts';
import { FieldDisplay } from '../fields/FieldDisplay.tsx';
import { formatDateTime } from '../fields/format.ts';
import { itemPath } from '../links.ts';
import { isSortable } from './list-state.ts';

/** Widths by kind: long texts get room, dates and enums less. */
const WIDTH: Partial<Record<FieldDef['kind'], number>> = {
  text: 200,
  longtext: 280,
  richtext: 280,
  date: 130,
  datetime: 170,
  enum: 130,
  number: 110,
  boolean: 100,
};

function fieldColumn(type: ContentType, field: FieldDef): GridColDef<Item> {
  const isTitle = field.name === type.titleField;
  return {
    field: field.name,
    headerName: field.label,
    sortable: isSortable(type, field.name),
    filterable: false,
    hideable: !isTitle,
    minWidth: WIDTH[field.kind] ?? 160,
    display: 'flex',
    flex: isTitle ? 2 : 1,
    type: field.kind === 'number' ? 'number' : 'string',
    valueGetter: (_value, row) => row.data[field.name],
    renderCell: ({ row }) =>
      isTitle ? (
        <Link component={RouterLink} to={itemPath(type, row)} sx={{ fontWeight: 500 }}>
          {row.title}
        </Link>
      ) : (
        <FieldDisplay field={field} value={row.data[field.name]} refs={row.refs} dense />
      ),
  };
}

function metaColumns(type: ContentType): GridColDef<Item>[] {
  const time = (name: 'createdAt' | 'updatedAt', headerName: string): GridColDef<Item> => ({
    field: name,
    headerName,
    minWidth: 170,
    display: 'flex',
    filterable: false,
    valueGetter: (_value, row) => row[name],
    renderCell: ({ row }) => <time dateTime={row[name]}>{formatDateTime(row[name])}</time>,
  });
  const columns = [time('createdAt', 'Created'), time('updatedAt', 'Updated')];
  if (type.workflow) {
    const label = (stage: string | null) => type.workflow?.stages.find((s) => s.name === stage)?.label ?? stage;
    columns.push({
      field: 'stage',
      headerName: 'Stage',
      minWidth: 140,
      display: 'flex',
      filterable: false,
      valueGetter: (_value, row) => row.stage,
      renderCell: ({ row }) => (row.stage ? <Chip size="small" label={label(row.stage)} /> : null),
    });
  }
  // A field of the same name wins (a type may declare its own `stage`).
  return columns.filter((column) => !type.fields.some((field) => field.name === column.field));
}

/**
 * Every column a type's list can show: its `list.columns` (or the columns given: an area's) first and in their order,
 * then the other fields as declared, then created, updated and stage.
 */
export function listColumns(type: ContentType, first: readonly string[] = type.list.columns): GridColDef<Item>[] {
  const all = [...type.fields.map((field) => fieldColumn(type, field)), ...metaColumns(type)];
  const rank = (column: GridColDef<Item>) => {
    const index = first.indexOf(column.field);
    return index === -1 ? first.length : index;
  };
  // Array.prototype.sort is stable: the rest keep their declared order.
  return all.sort((a, b) => rank(a) - rank(b));
}
