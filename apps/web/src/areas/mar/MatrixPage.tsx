import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import {
  Box,
  Button,
  ButtonBase,
  Container,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  type Theme,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { withQueries } from '../../app/with-queries.tsx';
import { tableCsv } from '../../components/charts/chart-table.ts';
import { downloadText } from '../../components/charts/download.ts';
import { config } from '../../config.ts';
import { QueryStates } from '../QueryStates.tsx';
import { getMarMatrix } from '../chain-api.ts';
import { CellDialog, type OpenCell } from './matrix/CellDialog.tsx';
import { cellText, COLUMN_CHOICES, columnsOf, gridCsvRows, gridOf, LEVELS, type Level } from './matrix/grid.ts';

const TITLE = 'MAR coverage matrix';

/** A level's fill, in the theme's palette (light and dark), with a pattern-free text beside it. */
function fillOf(theme: Theme, level: Level): string {
  const strength = theme.palette.mode === 'dark' ? 0.35 : 0.22;
  switch (level) {
    case 'full':
      return alpha(theme.palette.success.main, strength);
    case 'partial':
      return alpha(theme.palette.warning.main, strength);
    case 'none':
      return alpha(theme.palette.error.main, strength);
    default:
      return theme.palette.action.hover;
  }
}

/** A short mark for the level inside a cell (the legend spells it out). */
const MARK: Record<Level, string> = { full: 'Full', partial: 'Part', none: 'None', undeclared: '–' };

/** `/mar/matrix`: MAR risks × asset classes (or product types), each cell its coverage level and its open cases. */
function MatrixPage() {
  const [search, setSearch] = useSearchParams();
  const columns = columnsOf(search);
  const [cell, setCell] = useState<OpenCell | null>(null);
  const matrix = useQuery({
    queryKey: ['mar', 'matrix', columns],
    queryFn: ({ signal }) => getMarMatrix(columns, signal),
  });
  const grid = useMemo(() => (matrix.data ? gridOf(matrix.data) : null), [matrix.data]);
  const columnsName = COLUMN_CHOICES.find((choice) => choice.value === columns)!.label;

  const download = () => {
    if (!grid) return;
    const [head = [], ...rows] = gridCsvRows(grid, columnsName);
    downloadText(
      tableCsv({ columns: head, rows: rows.map((row) => row.map((value) => ({ value }))) }),
      `mar-coverage-${columns}.csv`,
    );
  };

  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <title>{`${TITLE} · ${config.brand}`}</title>
      <Typography variant="h4" component="h1" gutterBottom>
        {TITLE}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: '70ch' }}>
        How far the surveillance scenarios cover each market abuse risk, by {columnsName.toLowerCase()}: the best level
        the coverage items declare, and the open cases. Choose a cell to see both.
      </Typography>
      <Stack direction="row" sx={{ mb: 2, flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={columns}
          aria-label="Columns"
          onChange={(_, value: string | null) => {
            if (!value) return;
            const next = new URLSearchParams(search);
            next.set('columns', value);
            setSearch(next, { replace: true });
          }}
        >
          {COLUMN_CHOICES.map((choice) => (
            <ToggleButton key={choice.value} value={choice.value}>
              {choice.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button
          size="small"
          startIcon={<FileDownloadOutlined />}
          disabled={!grid}
          onClick={download}
          sx={{ ml: 'auto' }}
        >
          CSV
        </Button>
      </Stack>
      <QueryStates
        query={matrix}
        data={grid}
        isEmpty={(shown) => shown.rows.length === 0 || shown.columns.length === 0}
        denied="Your access does not include the MAR risks and their coverage."
        what="The matrix"
        empty={`No MAR risk or ${columnsName.toLowerCase()} yet.`}
      >
        {(grid) => (
          <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
            <Box
              component="ul"
              aria-label="Legend"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 0, m: 0, mb: 1.5, listStyle: 'none' }}
            >
              {LEVELS.map(({ level, label, description }) => (
                <Box component="li" key={level} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
                  <Box
                    aria-hidden
                    sx={{
                      width: 28,
                      height: 18,
                      borderRadius: 0.5,
                      border: 1,
                      borderColor: 'divider',
                      bgcolor: (theme) => fillOf(theme, level),
                      fontSize: 11,
                      display: 'grid',
                      placeItems: 'center',
                    }}
                  >
                    {MARK[level]}
                  </Box>
                  <Typography variant="body2">
                    <strong>{label}</strong>: {description} ({grid.counts[level]})
                  </Typography>
                </Box>
              ))}
              <Typography component="li" variant="body2" color="text.secondary">
                The number: open cases
              </Typography>
            </Box>
            <TableContainer sx={{ maxHeight: '70vh', overflow: 'auto' }}>
              <Table size="small" stickyHeader aria-label={`${TITLE}: MAR risks × ${columnsName.toLowerCase()}`}>
                <TableHead>
                  <TableRow>
                    <TableCell sx={{ position: 'sticky', left: 0, zIndex: 3, minWidth: 160 }}>MAR risk</TableCell>
                    {grid.columns.map((column) => (
                      <TableCell key={column.key} align="center" sx={{ minWidth: 84 }}>
                        {column.label}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {grid.rows.map((row, r) => (
                    <TableRow key={row.key}>
                      <TableCell
                        component="th"
                        scope="row"
                        sx={{ position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper', maxWidth: 240 }}
                      >
                        {row.label}
                      </TableCell>
                      {(grid.cells[r] ?? []).map((one, c) => {
                        const column = grid.columns[c]!;
                        return (
                          <TableCell key={one.column} align="center" sx={{ p: 0.25 }}>
                            <ButtonBase
                              focusRipple
                              onClick={() => setCell({ row, column })}
                              aria-label={`${row.label} × ${column.label}: ${cellText(one)}`}
                              sx={{
                                width: '100%',
                                minHeight: 40,
                                borderRadius: 0.5,
                                bgcolor: (theme) => fillOf(theme, one.level),
                                display: 'flex',
                                flexDirection: 'column',
                                lineHeight: 1.2,
                                '&:hover': { outline: 2, outlineColor: 'primary.main' },
                              }}
                            >
                              <Typography variant="caption" color="text.secondary">
                                {MARK[one.level]}
                              </Typography>
                              <Typography variant="body2" sx={{ fontWeight: one.openCases ? 600 : 400 }}>
                                {one.openCases}
                              </Typography>
                            </ButtonBase>
                          </TableCell>
                        );
                      })}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Paper>
        )}
      </QueryStates>
      <CellDialog columns={columns} cell={cell} onClose={() => setCell(null)} />
    </Container>
  );
}

export default withQueries(MatrixPage);
