import { Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Pivot } from './pivot.ts';

export interface PivotTableProps {
  pivot: Pivot;
  rowName: string;
  /** The second field's label; absent: grouped by one field. */
  columnName?: string | undefined;
  /** The address of the list behind a count (null key: no value, undefined: every value); null when none can be had. */
  linkTo: (rowKey: string | null | undefined, columnKey: string | null | undefined) => string | null;
  caption: string;
}

const number = new Intl.NumberFormat('en');

/** Counts by one field (rows) or two (rows × columns) with totals, each count a link to the items it counts. */
export function PivotTable({ pivot, rowName, columnName, linkTo, caption }: PivotTableProps) {
  const twoFields = columnName !== undefined;
  const count = (value: number, to: string | null, label: string): ReactNode =>
    to && value > 0 ? (
      <Link component={RouterLink} to={to} aria-label={`${number.format(value)} ${label}`}>
        {number.format(value)}
      </Link>
    ) : (
      number.format(value)
    );
  return (
    <TableContainer sx={{ maxHeight: '70vh', bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}>
      <Table size="small" stickyHeader aria-label={caption}>
        <caption>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {twoFields ? `${rowName} \\ ${columnName}` : rowName}
            </TableCell>
            {twoFields &&
              pivot.columns.map((column) => (
                <TableCell key={column.key ?? ''} component="th" scope="col" align="right">
                  {column.label}
                </TableCell>
              ))}
            <TableCell component="th" scope="col" align="right" sx={{ fontWeight: 700 }}>
              Total
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {pivot.rows.map((row, r) => (
            <TableRow key={row.key ?? ''} hover>
              <TableCell component="th" scope="row">
                {row.label}
              </TableCell>
              {twoFields &&
                pivot.columns.map((column, c) => (
                  <TableCell key={column.key ?? ''} align="right">
                    {count(pivot.cells[r]![c]!, linkTo(row.key, column.key), `${row.label}, ${column.label}`)}
                  </TableCell>
                ))}
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {count(row.total, linkTo(row.key, undefined), row.label)}
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
              Total
            </TableCell>
            {twoFields &&
              pivot.columns.map((column) => (
                <TableCell key={column.key ?? ''} align="right" sx={{ fontWeight: 700 }}>
                  {count(column.total, linkTo(undefined, column.key), column.label)}
                </TableCell>
              ))}
            <TableCell align="right" sx={{ fontWeight: 700 }} data-testid="pivot-total">
              {count(pivot.total, linkTo(undefined, undefined), 'in all')}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
