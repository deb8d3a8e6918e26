import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { PolicyExport } from '../api.ts';

/** Rows shown before "n more in the file". */
export const PREVIEW_ROWS = 50;

// A cell as wide as its text up to a column's width, long texts (summaries, links) cut after three lines.
const TEXT = {
  maxWidth: 320,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;
const NUMBER = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

/**
 * The file's content as a table: its columns and first rows, as the XLSX and CSV hold them. A group heading row
 * ("United Kingdom — 4 policies") spans the table and reads as a heading of the rows under it.
 */
export function ExportPreview({ data }: { data: PolicyExport }) {
  const shown = data.rows.slice(0, PREVIEW_ROWS);
  const more = data.rows.length - shown.length;
  return (
    <Box>
      <TableContainer
        tabIndex={0}
        role="region"
        aria-label="Preview of the file"
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 560 }}
      >
        <Table size="small" stickyHeader sx={{ width: 'max-content', minWidth: '100%' }}>
          <TableHead>
            <TableRow>
              {data.columns.map((column) => (
                <TableCell key={column} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row, index) =>
              row.kind === 'group' ? (
                <TableRow key={`group-${index}`} data-kind="group">
                  <TableCell
                    component="th"
                    scope="rowgroup"
                    colSpan={data.columns.length}
                    sx={{ fontWeight: 700, bgcolor: 'action.hover' }}
                  >
                    {row.cells.filter((cell) => cell !== null && cell !== '').join(' ')}
                  </TableCell>
                </TableRow>
              ) : (
                <TableRow key={row.id ?? `row-${index}`} data-kind="item">
                  {data.columns.map((column, cell) => {
                    const value = row.cells[cell] ?? '';
                    return (
                      <TableCell key={column} sx={{ verticalAlign: 'top' }}>
                        <Box
                          title={typeof value === 'string' && value.length > 120 ? value : undefined}
                          sx={typeof value === 'number' ? NUMBER : TEXT}
                        >
                          {value}
                        </Box>
                      </TableCell>
                    );
                  })}
                </TableRow>
              ),
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {more > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {`The first ${PREVIEW_ROWS} rows; ${more.toLocaleString()} more in the file.`}
        </Typography>
      )}
    </Box>
  );
}
