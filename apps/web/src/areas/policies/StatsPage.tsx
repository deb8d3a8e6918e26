import {
  Container,
  Grid,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { contentType, countryName, extraListFilters } from '@rh/core/content';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { withQueries } from '../../app/with-queries.tsx';
import { Chart } from '../../components/charts/Chart.tsx';
import type { SeriesData } from '../../components/charts/chart-data.ts';
import { config } from '../../config.ts';
import { pathTo } from '../../routes/table.ts';
import { QueryStates } from '../QueryStates.tsx';
import { getPolicyStats, type PolicyStats } from './api.ts';
import { Part } from './MarketView.tsx';
import { day, MarketChip, PageHeading, PageLink, paths } from './PolicyBits.tsx';

const TITLE = 'Coverage statistics';
const BUCKETS: Readonly<Record<PolicyStats['freshness'][number]['bucket'], string>> = {
  '30d': 'Under 30 days',
  '90d': '30 to 90 days',
  '365d': '90 days to a year',
  older: 'Over a year',
};
/** The policy list's own "has no value" filters (`<field>.has=false`), where the declaration offers one. */
const HAS_FILTERS = new Set<string>(extraListFilters(contentType('policy')).map((filter) => filter.param));

/** The policy table filtered by these parameters. */
const tableOf = (params: Record<string, string>) =>
  `${pathTo('PoliciesTable')}?${new URLSearchParams(params).toString()}`;

function ByCountry({ stats }: { stats: PolicyStats }) {
  const navigate = useNavigate();
  const rows = useMemo(() => [...stats.byCountry].sort((a, b) => b.policies - a.policies), [stats.byCountry]);
  const data = useMemo(
    (): SeriesData => ({
      categories: rows.map((row) => ({ key: row.country, label: countryName(row.country) })),
      series: [
        { name: 'Policies', values: rows.map((row) => row.policies) },
        { name: 'Missing a field', values: rows.map((row) => row.incomplete) },
      ],
    }),
    [rows],
  );
  const names = useMemo(() => ({ category: 'Jurisdiction', value: 'Policies' }), []);
  return (
    <Part title="By jurisdiction" id="stats-country">
      <Chart
        kind="bar"
        horizontal
        title="Policies per jurisdiction"
        headingLevel="h3"
        names={names}
        data={data}
        height={Math.max(240, rows.length * 26)}
        onSelect={(selection) => {
          if (selection.category?.key) void navigate(tableOf({ country: selection.category.key }));
        }}
      />
      <TableContainer sx={{ mt: 2 }}>
        <Table size="small" aria-label="Coverage by jurisdiction">
          <TableHead>
            <TableRow>
              <TableCell>Jurisdiction</TableCell>
              <TableCell align="right">Policies</TableCell>
              <TableCell align="right">Climate initiatives</TableCell>
              <TableCell align="right">Missing a field</TableCell>
              <TableCell>Last change</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.country}>
                <TableCell component="th" scope="row">
                  <MarketChip code={row.country} />
                </TableCell>
                <TableCell align="right">
                  <PageLink to={tableOf({ country: row.country })}>{row.policies}</PageLink>
                </TableCell>
                <TableCell align="right">{row.initiatives}</TableCell>
                <TableCell align="right">{row.incomplete}</TableCell>
                <TableCell>{row.lastUpdated ? day(row.lastUpdated) : '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Part>
  );
}

function Freshness({ stats }: { stats: PolicyStats }) {
  const data = useMemo(
    (): SeriesData => ({
      categories: stats.freshness.map((entry) => ({ key: entry.bucket, label: BUCKETS[entry.bucket] })),
      series: [{ name: 'Policies', values: stats.freshness.map((entry) => entry.count) }],
    }),
    [stats.freshness],
  );
  const names = useMemo(() => ({ category: 'Last changed', value: 'Policies' }), []);
  return (
    <Part title="Freshness" id="stats-freshness">
      <Chart
        kind="bar"
        title="Policies by age of their last change"
        headingLevel="h3"
        names={names}
        data={data}
        height={220}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        <PageLink to={tableOf({ sort: 'updatedAt' })}>The policy table, least recently changed first</PageLink>
      </Typography>
    </Part>
  );
}

function Missing({ stats }: { stats: PolicyStats }) {
  return (
    <Part title="Missing fields" id="stats-missing">
      <List dense disablePadding>
        {stats.missing.map((entry) => {
          const filter = `${entry.field}.has`;
          return (
            <ListItem key={entry.field} disableGutters>
              <ListItemText
                primary={
                  HAS_FILTERS.has(filter) && entry.count > 0 ? (
                    <PageLink to={tableOf({ [filter]: 'false' })}>{entry.label}</PageLink>
                  ) : (
                    entry.label
                  )
                }
                secondary={`${entry.count} ${entry.count === 1 ? 'policy lacks it' : 'policies lack it'}`}
              />
            </ListItem>
          );
        })}
      </List>
    </Part>
  );
}

function Stalest({ stats }: { stats: PolicyStats }) {
  return (
    <Part title="Changed longest ago" id="stats-stalest">
      {stats.stalest.length === 0 ? (
        <Typography color="text.secondary">No policies yet.</Typography>
      ) : (
        <List dense disablePadding>
          {stats.stalest.map((entry) => (
            <ListItem key={entry.id} disableGutters>
              <ListItemText
                primary={<PageLink to={paths.policy(entry.id)}>{entry.title}</PageLink>}
                secondary={`${countryName(entry.country)} · last changed ${day(entry.updatedAt)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Part>
  );
}

/** `/impact/policies/stats` (internal build, editors): how well the climate policies are covered and kept up. */
function StatsPage() {
  const query = useQuery({ queryKey: ['policies', 'stats'], queryFn: ({ signal }) => getPolicyStats(signal) });
  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <title>{`${TITLE} · Climate Policy · ${config.brand}`}</title>
      <PageHeading
        overline="Climate Policy · editors"
        title={TITLE}
        intro="How many policies each jurisdiction has, how recently they were changed and which fields are still empty."
      />
      <QueryStates
        query={query}
        data={query.data}
        denied="Your access does not include the editors’ statistics."
        what="The statistics"
      >
        {(stats) => (
          <>
            <Stack direction="row" spacing={3} sx={{ mb: 2 }}>
              <Paper variant="outlined" sx={{ px: 2, py: 1 }}>
                <Typography variant="h5" component="p">
                  {stats.policies}
                </Typography>
                <Typography variant="body2">policies</Typography>
              </Paper>
              <Paper variant="outlined" sx={{ px: 2, py: 1 }}>
                <Typography variant="h5" component="p">
                  {stats.initiatives}
                </Typography>
                <Typography variant="body2">climate initiatives</Typography>
              </Paper>
            </Stack>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, lg: 7 }}>
                <ByCountry stats={stats} />
              </Grid>
              <Grid size={{ xs: 12, lg: 5 }}>
                <Stack spacing={2}>
                  <Freshness stats={stats} />
                  <Missing stats={stats} />
                  <Stalest stats={stats} />
                </Stack>
              </Grid>
            </Grid>
          </>
        )}
      </QueryStates>
    </Container>
  );
}

export default withQueries(StatsPage);
