import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import {
  Box,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import type { ImportField, PreviewRow } from './api/types.ts';
import { cellText } from './import-format.ts';

/** Error text that keeps its contrast on the highlighted cell in either mode. */
export const ERROR_TEXT = (theme: Theme) =>
  theme.palette.mode === 'dark' ? theme.palette.error.light : theme.palette.error.dark;

/** A cell's problems under its value, so that they read on a phone and to a screen reader alike. */
function Problems({ messages }: { messages: string[] }) {
  return messages.map((message) => (
    <Typography key={message} variant="caption" component="div" sx={{ display: 'flex', gap: 0.5, color: ERROR_TEXT }}>
      <ErrorOutline sx={{ fontSize: 16 }} aria-hidden />
      {message}
    </Typography>
  ));
}

/**
 * The file's first rows as they would be imported: the mapped columns only, each cell with what the type's schema
 * says of it, highlighted when it fails; problems of the row as a whole in its last column.
 */
export function PreviewTable({
  rows,
  columns,
  mapping,
  fields,
}: {
  rows: readonly PreviewRow[];
  columns: readonly string[];
  mapping: Readonly<Record<string, string | null>>;
  fields: readonly ImportField[];
}) {
  const shown = columns.filter((column) => mapping[column]);
  const labelOf = (column: string) => fields.find((field) => field.name === mapping[column])?.label ?? mapping[column];
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      // Focusable, so that a keyboard scrolls a table wider than the screen.
      tabIndex={0}
      role="region"
      aria-label="Preview, scrollable"
      sx={{ maxHeight: 560 }}
    >
      <Table size="small" stickyHeader aria-label="Preview of the first rows">
        <TableHead>
          <TableRow>
            <TableCell>Row</TableCell>
            {shown.map((column) => (
              <TableCell key={column} sx={{ minWidth: 140 }}>
                {column}
                <Typography variant="caption" component="div" color="text.secondary">
                  {`→ ${labelOf(column)}`}
                </Typography>
              </TableCell>
            ))}
            <TableCell sx={{ minWidth: 160 }}>Check</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const rowProblems = row.errors.filter((error) => !error.column || !shown.includes(error.column));
            return (
              <TableRow key={row.row}>
                <TableCell component="th" scope="row">
                  {row.row}
                </TableCell>
                {shown.map((column) => {
                  const messages = row.errors.filter((error) => error.column === column).map((error) => error.message);
                  const bad = messages.length > 0;
                  return (
                    <TableCell
                      key={column}
                      data-invalid={bad || undefined}
                      sx={(theme) => ({
                        verticalAlign: 'top',
                        overflowWrap: 'anywhere',
                        ...(bad && {
                          bgcolor: alpha(theme.palette.error.main, theme.palette.mode === 'dark' ? 0.14 : 0.08),
                          boxShadow: `inset 3px 0 0 ${theme.palette.error.main}`,
                        }),
                      })}
                    >
                      <Box sx={{ maxHeight: 96, overflow: 'hidden' }}>{cellText(row.cells[column])}</Box>
                      {bad && <Problems messages={messages} />}
                    </TableCell>
                  );
                })}
                <TableCell sx={{ verticalAlign: 'top' }}>
                  {row.errors.length === 0 ? (
                    <Typography variant="body2" color="success.main">
                      OK
                    </Typography>
                  ) : (
                    <>
                      <Typography variant="body2" sx={{ color: ERROR_TEXT }}>
                        {row.errors.length === 1 ? '1 problem' : `${row.errors.length} problems`}
                      </Typography>
                      <Problems messages={rowProblems.map((error) => error.message)} />
                    </>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
