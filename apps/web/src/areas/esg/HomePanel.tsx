import { Box, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Chart } from '../../components/charts/Chart.tsx';
import type { SeriesData } from '../../components/charts/chart-data.ts';
import type { DashboardPanelProps } from '../../dashboard/dashboard-panels.ts';
import { QueryStates } from '../QueryStates.tsx';
import { lineageOptions, type Lineage } from './api.ts';
import { EsgNav, ItemLink, itemPaths } from './EsgBits.tsx';
import { lineageTableHref, metricsWithoutDisclosure, systemCounts, unusedDataElements } from './lineage-view.ts';

const NO_SYSTEM = 'No system recorded';

function BySystem({ lineage, heading }: { lineage: Lineage; heading: 'h2' | 'h3' }) {
  const navigate = useNavigate();
  const counts = useMemo(() => systemCounts(lineage.rows), [lineage.rows]);
  const data = useMemo(
    (): SeriesData => ({
      categories: counts.map((entry) => ({ key: entry.system || null, label: entry.system || NO_SYSTEM })),
      series: [
        { name: 'Used by a metric', values: counts.map((entry) => entry.dataElements - entry.unused) },
        { name: 'Not used by any metric', values: counts.map((entry) => entry.unused) },
      ],
    }),
    [counts],
  );
  const names = useMemo(() => ({ category: 'Source system', value: 'Data elements' }), []);
  return (
    <Chart
      kind="stacked"
      horizontal
      title="Data elements by source system"
      headingLevel={heading}
      names={names}
      data={data}
      height={Math.max(200, counts.length * 34 + 60)}
      onSelect={(selection) => {
        const system = selection.category?.key;
        if (system) void navigate(lineageTableHref(new URLSearchParams(), { system }));
      }}
    />
  );
}

function Gaps({ lineage, heading }: { lineage: Lineage; heading: 'h2' | 'h3' }) {
  const id = useId();
  const unused = useMemo(() => unusedDataElements(lineage.rows), [lineage.rows]);
  const bare = useMemo(() => metricsWithoutDisclosure(lineage.rows), [lineage.rows]);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Typography id={id} variant="h6" component={heading}>
        Gaps in the lineage
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {`${lineage.totals.rows} paths from ${lineage.totals.systems} systems through ${lineage.totals.dataElements} data elements and ${lineage.totals.metrics} metrics to ${lineage.totals.disclosures} disclosures of ${lineage.totals.frameworks} frameworks.`}
      </Typography>
      <Typography variant="subtitle2" component="p">
        {unused.length === 0 ? 'Every data element is used by a metric.' : `Not used by any metric (${unused.length})`}
      </Typography>
      <List dense disablePadding>
        {unused.map((element) => (
          <ListItem key={element.id} disableGutters>
            <ListItemText
              primary={<ItemLink to={itemPaths.dataelement(element.id)}>{element.code}</ItemLink>}
              secondary={element.title}
            />
          </ListItem>
        ))}
      </List>
      <Typography variant="subtitle2" component="p" sx={{ mt: 1 }}>
        {bare.length === 0 ? 'Every metric meets a disclosure.' : `Metrics that meet no disclosure (${bare.length})`}
      </Typography>
      <List dense disablePadding>
        {bare.map((metric) => (
          <ListItem key={metric.id} disableGutters>
            <ListItemText
              primary={<ItemLink to={itemPaths.metric(metric.id)}>{metric.code}</ItemLink>}
              secondary={metric.title}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

/** Below the ESG metrics dashboard: data elements by source system and the gaps of the lineage, from the lineage. */
export default function HomePanel({ heading }: DashboardPanelProps) {
  const lineage = useQuery(lineageOptions());
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <QueryStates
        query={lineage}
        data={lineage.data}
        denied="Your access does not include the lineage of the metrics."
        what="The lineage"
        height={200}
      >
        {(data) => (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '2fr 1fr' } }}>
            <BySystem lineage={data} heading={heading} />
            <Gaps lineage={data} heading={heading} />
          </Box>
        )}
      </QueryStates>
      <Box>
        <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
          More on the ESG metrics
        </Typography>
        <EsgNav current="MetricsHome" />
      </Box>
    </Box>
  );
}
