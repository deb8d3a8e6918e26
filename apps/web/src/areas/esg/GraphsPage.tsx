import {
  Autocomplete,
  Box,
  Container,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { Alert } from '../../components/Alert.tsx';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { withQueries } from '../../app/with-queries.tsx';
import { Chart } from '../../components/charts/Chart.tsx';
import { QueryStates } from '../QueryStates.tsx';
import { metricValuesOptions, type MetricValues } from './api.ts';
import { EsgHeading, ItemLink, itemPaths } from './EsgBits.tsx';
import { metricGraphs, metricsWithValues, type MetricGraph } from './graphs-data.ts';
import { withFilter } from './lineage-view.ts';

/** How many metrics are drawn when none is chosen. */
const FIRST = 4;

function GraphCard({ graph, kind }: { graph: MetricGraph; kind: 'line' | 'bar' }) {
  const names = useMemo(() => ({ category: 'Reporting period', value: graph.unit ?? 'Value' }), [graph.unit]);
  return (
    <Box sx={{ minWidth: 0 }}>
      <Chart
        kind={kind}
        title={`${graph.metric.code} · ${graph.metric.title}${graph.unit ? ` (${graph.unit})` : ''}`}
        names={names}
        data={graph.data}
        height={260}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {`${graph.points} ${graph.points === 1 ? 'value' : 'values'}${graph.illustrative ? ', illustrative' : ''} · `}
        <ItemLink to={itemPaths.metric(graph.metric.id)}>{`Open ${graph.metric.code}`}</ItemLink>
      </Typography>
    </Box>
  );
}

function Graphs({ values }: { values: MetricValues }) {
  const [search, setSearch] = useSearchParams();
  const metrics = useMemo(() => metricsWithValues(values), [values]);
  const known = new Set(metrics.map((metric) => metric.id));
  const asked = search.getAll('metric').filter((id) => known.has(id));
  const chosen = search.has('metric') ? asked : metrics.slice(0, FIRST).map((metric) => metric.id);
  const kind = search.get('chart') === 'bar' ? 'bar' : 'line';
  const graphs = useMemo(() => metricGraphs(values, chosen), [values, chosen.join()]);
  const illustrative = graphs.some((graph) => graph.illustrative);
  const byId = new Map(metrics.map((metric) => [metric.id, metric]));

  return (
    <>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <Autocomplete
          multiple
          size="small"
          options={metrics.map((metric) => metric.id)}
          value={chosen}
          getOptionLabel={(id) => {
            const metric = byId.get(id);
            return metric ? `${metric.code} · ${metric.title}` : id;
          }}
          onChange={(_, ids) => setSearch(withFilter(search, 'metric', ids.length ? ids : ['none']), { replace: true })}
          renderInput={(params) => <TextField {...params} label="Metrics" />}
          sx={{ flex: 1, minWidth: 0 }}
        />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={kind}
          aria-label="Draw as"
          onChange={(_, next: string | null) => {
            if (next) setSearch(withFilter(search, 'chart', next === 'bar' ? ['bar'] : []), { replace: true });
          }}
        >
          <ToggleButton value="line">Lines</ToggleButton>
          <ToggleButton value="bar">Bars</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {illustrative && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Illustrative figures: the values shown are demonstration data, not figures the firm has reported.
        </Alert>
      )}
      {graphs.length === 0 ? (
        <Typography color="text.secondary">Choose one or more metrics to draw their values.</Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {graphs.map((graph) => (
            <GraphCard key={graph.metric.id} graph={graph} kind={kind} />
          ))}
        </Box>
      )}
    </>
  );
}

/** `/metrics/graphs`: the chosen metrics' values over the reporting periods where values exist. */
function GraphsPage() {
  const values = useQuery(metricValuesOptions());
  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <EsgHeading
        page="MetricsGraphs"
        title="Graphs"
        intro="The metrics’ values over the reporting periods for which values are recorded, one graph per metric and a line per entity. Only metrics with values can be chosen."
      />
      <QueryStates
        query={values}
        data={values.data}
        isEmpty={(data) => data.series.length === 0}
        denied="Your access does not include the metrics’ values."
        what="The values"
        empty="No metric has values recorded yet."
      >
        {(data) => <Graphs values={data} />}
      </QueryStates>
    </Container>
  );
}

export default withQueries(GraphsPage);
