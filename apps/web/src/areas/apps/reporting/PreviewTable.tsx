import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Fragment } from 'react';
import type { ReportPreview } from './api/types.ts';
import { previewCell } from './preview-cell.ts';

/**
 * The preview's rows under a header, each group's rows under a row naming the group and its count (of the whole
 * report); a line says how many rows are shown of how many.
 */
export function PreviewTable({ preview }: { preview: ReportPreview }) {
  const counts = new Map(preview.groups.map((group) => [group.label, group.count]));
  const width = preview.columns.length;
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }} role="status">
        {preview.total.toLocaleString('en')} {preview.total === 1 ? 'row' : 'rows'}
        {preview.groupLabel ? ` in ${preview.groups.length} ${preview.groups.length === 1 ? 'group' : 'groups'}` : ''}
        {preview.rows.length < preview.total ? `; the first ${preview.rows.length} are shown` : ''}
        {preview.truncated
          ? `. More items match: a report holds the first ${preview.limit.toLocaleString('en')}.`
          : '.'}
      </Typography>
      {preview.rows.length > 0 && (
        <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 520 }}>
          <Table size="small" stickyHeader aria-label="Report preview">
            <TableHead>
              <TableRow>
                {preview.columns.map((column) => (
                  <TableCell key={column.name}>{column.label}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {preview.rows.map((row, index) => {
                const starts = row.group !== null && row.group !== preview.rows[index - 1]?.group;
                return (
                  <Fragment key={index}>
                    {starts && (
                      <TableRow>
                        <TableCell
                          component="th"
                          scope="rowgroup"
                          colSpan={width}
                          sx={{ fontWeight: 600, bgcolor: 'action.hover' }}
                        >
                          {preview.groupLabel}: {row.group} ({counts.get(row.group!) ?? '?'})
                        </TableCell>
                      </TableRow>
                    )}
                    <TableRow>
                      {row.cells.map((cell, column) => (
                        <TableCell key={column} sx={{ minWidth: 120, maxWidth: 360, overflowWrap: 'break-word' }}>
                          {previewCell(cell)}
                        </TableCell>
                      ))}
                    </TableRow>
                  </Fragment>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
