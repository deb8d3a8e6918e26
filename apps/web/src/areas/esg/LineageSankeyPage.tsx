import TableRowsOutlined from '@mui/icons-material/TableRowsOutlined';
import { Box, Button, Container, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { withQueries } from '../../app/with-queries.tsx';
import { Chart } from '../../components/charts/Chart.tsx';
import type { ChartSelection } from '../../components/charts/chart-data.ts';
import { QueryStates } from '../QueryStates.tsx';
import { lineageOptions, type Lineage, type SankeyLevel } from './api.ts';
import { EsgHeading } from './EsgBits.tsx';
import { LineageFilters } from './LineageFilters.tsx';
import {
  bandFilter,
  filterChoices,
  LEVEL_LABELS,
  lineageFilters,
  lineageTableHref,
  nodeFilter,
  otherViewHref,
  sankeyData,
} from './lineage-view.ts';

const TITLE = 'Lineage flow';
const LEVELS: readonly SankeyLevel[] = ['system', 'dataelement', 'metric', 'framework'];
const CHART_NAMES = { value: 'Paths' };

/** The drawing's height: room for the busiest level's nodes. */
function heightOf(lineage: Lineage, narrow: boolean): number {
  const perLevel = LEVELS.map((level) => lineage.sankey.nodes.filter((node) => node.level === level).length);
  return Math.max(320, Math.max(...perLevel) * (narrow ? 30 : 24) + 40);
}

function Flow({ lineage, search }: { lineage: Lineage; search: URLSearchParams }) {
  const navigate = useNavigate();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const data = useMemo(() => sankeyData(lineage.sankey), [lineage.sankey]);
  const open = (selection: ChartSelection) => {
    const filter =
      selection.source?.key && selection.target?.key
        ? bandFilter(lineage.sankey, selection.source.key, selection.target.key)
        : selection.node?.key
          ? nodeFilter(lineage.sankey, selection.node.key)
          : null;
    if (filter) void navigate(lineageTableHref(search, filter));
  };
  const chart = (
    <Chart
      kind="sankey"
      title="Source systems → data elements → metrics → frameworks"
      names={CHART_NAMES}
      data={data}
      height={heightOf(lineage, narrow)}
      onSelect={open}
    />
  );
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1, maxWidth: '80ch' }}>
        {`Left to right: ${LEVELS.map((level) => LEVEL_LABELS[level].toLowerCase()).join(', ')}. A band's width is the number of paths through it. Click a band or a box — or a row of its table — to open its paths in the lineage table.`}
      </Typography>
      {narrow ? (
        // Too narrow for four levels side by side: the drawing keeps its width and scrolls sideways.
        <Box
          role="region"
          aria-label="The lineage flow, scrolling sideways"
          tabIndex={0}
          sx={{ overflowX: 'auto', pb: 1 }}
        >
          <Box sx={{ minWidth: 760 }}>{chart}</Box>
        </Box>
      ) : (
        chart
      )}
    </>
  );
}

/** `/metrics/lineage/sankey`: the lineage's paths as a sankey; a band or a node opens its rows in the table. */
function LineageSankeyPage() {
  const [search, setSearch] = useSearchParams();
  const filters = lineageFilters(search);
  const lineage = useQuery(lineageOptions(filters));
  const everything = useQuery(lineageOptions());
  const choices = useMemo(() => filterChoices(everything.data?.rows ?? []), [everything.data]);
  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <EsgHeading
        page="MetricsLineageSankey"
        title={TITLE}
        intro="The same paths as the lineage table, drawn as flows from the source systems through the data elements and metrics to the frameworks whose disclosures they meet."
      />
      <LineageFilters search={search} onChange={(next) => setSearch(next, { replace: true })} choices={choices} />
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <Button
          variant="outlined"
          startIcon={<TableRowsOutlined />}
          component={RouterLink}
          to={otherViewHref('MetricsLineageTable', search)}
        >
          Show as a table
        </Button>
      </Stack>
      <QueryStates
        query={lineage}
        data={lineage.data}
        isEmpty={(data) => data.sankey.links.length === 0}
        denied="Your access does not include the lineage of the metrics."
        what="The lineage"
        empty="No path matches these filters."
      >
        {(data) => <Flow lineage={data} search={search} />}
      </QueryStates>
    </Container>
  );
}

export default withQueries(LineageSankeyPage);
