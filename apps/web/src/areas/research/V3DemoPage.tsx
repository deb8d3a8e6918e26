import { Container, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { withQueries } from '../../app/with-queries.tsx';
import { Chart } from '../../components/charts/Chart.tsx';
import type { MatrixData } from '../../components/charts/chart-data.ts';
import { config } from '../../config.ts';
import { QueryStates } from '../QueryStates.tsx';
import { getCountryRegulations, type CountryRegulations } from './api.ts';
import { cellState, readMatrixState } from './matrix-query.ts';
import { DemoNote, PageHeading, researchPaths } from './ResearchBits.tsx';

const TITLE = 'Country regulations (v3 demo)';
const QUERY = new URLSearchParams();

/** The matrix's counts as a heat map's values: jurisdictions down, topic areas across (none: no regulation). */
export function heatmapOf(data: CountryRegulations): MatrixData {
  const count = new Map(data.cells.map((cell) => [`${cell.row}\u0000${cell.column ?? ''}`, cell.count]));
  return {
    rows: data.rows.map((row) => ({ key: row.key, label: row.label })),
    columns: data.cols.map((col) => ({ key: col.key, label: col.label })),
    values: data.rows.map((row) => data.cols.map((col) => count.get(`${row.key}\u0000${col.key ?? ''}`) ?? null)),
  };
}

/**
 * `/research/country-regulations/v3/demo`: the third version's form, kept as a demonstration — a heat map of how many
 * regulations each jurisdiction has in each topic area; a cell opens the same cell of the current matrix (v4).
 */
function V3DemoPage() {
  const navigate = useNavigate();
  const matrix = useQuery({
    queryKey: ['research', 'country-regulations', QUERY.toString()],
    queryFn: ({ signal }) => getCountryRegulations(QUERY, signal),
  });
  const heatmap = useMemo(() => (matrix.data ? heatmapOf(matrix.data) : null), [matrix.data]);
  const base = readMatrixState(new URLSearchParams());
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <title>{`${TITLE} · ${config.brand}`}</title>
      <PageHeading title={TITLE} />
      <DemoNote
        version="version 3"
        form="a heat map of the number of regulations of each jurisdiction in each topic area; a cell opens its regulations in the matrix."
      />
      <QueryStates
        query={matrix}
        data={heatmap}
        isEmpty={(data) => data.rows.length === 0}
        denied="Your access does not include regulations, which this heat map counts."
        what="The heat map"
        empty="No regulations are recorded yet."
      >
        {(data) => (
          <Chart
            kind="heatmap"
            title="Regulations by jurisdiction and topic area"
            names={{ category: 'Jurisdiction', column: 'Topic area', value: 'Regulations' }}
            data={data}
            height={Math.max(320, data.rows.length * 28 + 120)}
            headingLevel="h2"
            onSelect={(selection) => {
              if (!selection.row?.key) return;
              void navigate(researchPaths.v4(cellState(base, selection.row.key, selection.column?.key ?? null)));
            }}
          />
        )}
      </QueryStates>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        A regulation on topics of two areas is counted in both.
      </Typography>
    </Container>
  );
}

export default withQueries(V3DemoPage);
