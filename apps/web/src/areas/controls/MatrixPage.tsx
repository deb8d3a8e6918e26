import { Container, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { withQueries } from '../../app/with-queries.tsx';
import type { ChartSelection } from '../../components/charts/chart-data.ts';
import { loadECharts } from '../../components/charts/load-echarts.ts';
import { config } from '../../config.ts';
import { getControlMatrix } from '../chain-api.ts';
import { QueryStates } from '../QueryStates.tsx';
import { axesOf, COLUMN_CHOICES, matrixDataOf, ROW_CHOICES } from './matrix/matrix-data.ts';
import { PairsDialog, type PairsCell } from './matrix/PairsDialog.tsx';
import { ZoomHeatmap } from './matrix/ZoomHeatmap.tsx';

const TITLE = 'Control × risk matrix';

// The heat map's chunks start loading with the page, beside the matrix's request, not after its answer.
void loadECharts('heatmap');

/** `/controls/matrix`: how many control–risk links fall in each cell of the chosen axes; a cell lists its pairs. */
function MatrixPage() {
  const [search, setSearch] = useSearchParams();
  const axes = axesOf(search);
  const [cell, setCell] = useState<PairsCell | null>(null);
  const matrix = useQuery({
    queryKey: ['controls', 'matrix', axes.rows, axes.columns],
    queryFn: ({ signal }) => getControlMatrix(axes.rows, axes.columns, signal),
  });
  const data = useMemo(() => (matrix.data ? matrixDataOf(matrix.data) : null), [matrix.data]);
  const rowLabel = ROW_CHOICES.find((choice) => choice.value === axes.rows)!.label;
  const columnLabel = COLUMN_CHOICES.find((choice) => choice.value === axes.columns)!.label;
  const names = useMemo(() => ({ category: rowLabel, column: columnLabel, value: 'Links' }), [rowLabel, columnLabel]);
  const choose = (param: 'rows' | 'columns', value: string) => {
    const next = new URLSearchParams(search);
    next.set(param, value);
    setSearch(next, { replace: true });
  };
  const onSelect = useCallback((selection: ChartSelection) => {
    const { row, column } = selection;
    if (row?.key && column?.key) {
      setCell({ row: { key: row.key, label: row.label }, column: { key: column.key, label: column.label } });
    }
  }, []);

  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <title>{`${TITLE} · ${config.brand}`}</title>
      <Typography variant="h4" component="h1" gutterBottom>
        {TITLE}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: '70ch' }}>
        Each cell counts the links between the controls of a row and the risks of a column they mitigate. Choose a cell
        (or its number in the table) to see the pairs.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          size="small"
          label="Rows"
          value={axes.rows}
          onChange={(event) => choose('rows', event.target.value)}
          sx={{ minWidth: 200 }}
        >
          {ROW_CHOICES.map((choice) => (
            <MenuItem key={choice.value} value={choice.value}>
              {choice.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Columns"
          value={axes.columns}
          onChange={(event) => choose('columns', event.target.value)}
          sx={{ minWidth: 200 }}
        >
          {COLUMN_CHOICES.map((choice) => (
            <MenuItem key={choice.value} value={choice.value}>
              {choice.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <QueryStates
        query={matrix}
        data={data}
        isEmpty={(matrixData) => matrixData.rows.length === 0 || matrixData.columns.length === 0}
        denied="Your access does not include controls and risks."
        what="The matrix"
        empty="No control is linked to a risk yet."
      >
        {(data) => (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {data.rows.length.toLocaleString('en')} {rowLabel.toLowerCase()} rows ×{' '}
              {data.columns.length.toLocaleString('en')} {columnLabel.toLowerCase()} columns
            </Typography>
            <ZoomHeatmap
              title={`${TITLE}: ${rowLabel} × ${columnLabel}`}
              names={names}
              data={data}
              onSelect={onSelect}
            />
          </>
        )}
      </QueryStates>
      <PairsDialog axes={axes} cell={cell} onClose={() => setCell(null)} />
    </Container>
  );
}

export default withQueries(MatrixPage);
