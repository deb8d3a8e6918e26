import { Box, Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { visuallyHidden } from './visually-hidden.ts';
import type { ChartSelection } from './chart-data.ts';
import { columnAlignments, type ChartTable, type TableCell as Cell } from './chart-table.ts';

interface ChartDataTableProps {
  id: string;
  caption: string;
  table: ChartTable;
  onSelect?: ((selection: ChartSelection) => void) | undefined;
}

const text = (value: Cell['value']) => (typeof value === 'number' ? value.toLocaleString('en') : (value ?? '—'));

function CellContent({ cell, onSelect }: { cell: Cell; onSelect: ChartDataTableProps['onSelect'] }) {
  if (!onSelect || !cell.select) return text(cell.value);
  const selection = cell.select;
  return (
    <Link component="button" type="button" onClick={() => onSelect(selection)} sx={{ textAlign: 'inherit' }}>
      {text(cell.value)}
    </Link>
  );
}

/** A chart's numbers as a table: a caption, column and row headers, and the same choices as a click on a mark. */
export function ChartDataTable({ id, caption, table, onSelect }: ChartDataTableProps) {
  // A heading sits over its column's values: numbers right (their digits line up), text left.
  const align = columnAlignments(table);
  return (
    <TableContainer
      id={id}
      // Focusable so that a keyboard can scroll a long table; unnamed, so that it does not repeat the chart's name.
      tabIndex={0}
      sx={{ maxHeight: 360, mt: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table size="small" stickyHeader>
        {/* The chart's title above names it already: the caption is for assistive technology. */}
        <Box component="caption" sx={visuallyHidden}>
          {caption}
        </Box>
        <TableHead>
          <TableRow>
            {table.columns.map((column, index) => (
              <TableCell key={index} scope="col" align={align[index]}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.map((row, r) => (
            <TableRow key={r} hover>
              {row.map((cell, c) =>
                cell.header ? (
                  <TableCell key={c} component="th" scope="row" align={align[c]}>
                    <CellContent cell={cell} onSelect={onSelect} />
                  </TableCell>
                ) : (
                  <TableCell key={c} align={align[c]} sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    <CellContent cell={cell} onSelect={onSelect} />
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
