import { Box, Container, Grid, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { withQueries } from '../../../app/with-queries.tsx';
import { Chart } from '../../../components/charts/Chart.tsx';
import { config } from '../../../config.ts';
import { QueryStates } from '../../QueryStates.tsx';
import { useStats, type UsageStats } from './get-stats.ts';
import { StatsFilters } from './StatsFilters.tsx';
import { StatsTable } from './StatsTable.tsx';
import {
  accountsTable,
  areasData,
  eventsTable,
  pagesData,
  perDayData,
  periodLabel,
  queryOfParams,
  todayUtc,
} from './stats-view.ts';

const TITLE = 'Usage statistics';
const USER_DAYS =
  'Sessions and users are counted per day and added up over the days: someone who came on three days counts three times.';

function Totals({ stats }: { stats: UsageStats }) {
  const figures = [
    ['Page views', stats.totals.pageviews],
    ['Events', stats.totals.events],
    ['Sessions', stats.totals.sessions],
    ['User-days', stats.totals.users],
  ] as const;
  return (
    // Each figure's Paper is the <div> that groups its <dt> and <dd>, as a definition list allows.
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}
    >
      {figures.map(([label, value]) => (
        <Paper key={label} variant="outlined" sx={{ p: 2 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0 }}>
            {value.toLocaleString('en')}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

function StatsView({ stats }: { stats: UsageStats }) {
  const perDay = useMemo(() => perDayData(stats), [stats]);
  const pages = useMemo(() => pagesData(stats), [stats]);
  const areas = useMemo(() => areasData(stats), [stats]);
  const accounts = useMemo(() => accountsTable(stats), [stats]);
  const events = useMemo(() => eventsTable(stats), [stats]);
  const summarised = stats.from < stats.keptFrom;
  return (
    <Stack spacing={3}>
      <Totals stats={stats} />
      {stats.totals.pageviews + stats.totals.events === 0 && (
        <Alert severity="info">Nothing was recorded for this audience in this period.</Alert>
      )}
      {summarised && (
        <Alert severity="info">
          Days before {periodLabel(stats.keptFrom, stats.keptFrom)} come from the daily summary: the log keeps each
          visit for {stats.retentionDays} days.
        </Alert>
      )}
      <Chart
        kind="line"
        title="Page views, sessions and users per day"
        names={{ category: 'Day', value: 'Count' }}
        data={perDay}
      />
      {stats.pages.length === 0 ? (
        <Typography color="text.secondary">No page was viewed in this period.</Typography>
      ) : (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 7 }}>
            <Chart
              kind="bar"
              horizontal
              title="Most used pages"
              names={{ category: 'Page', value: 'Count' }}
              data={pages}
              height={Math.max(240, stats.pages.length * 34)}
            />
          </Grid>
          <Grid size={{ xs: 12, lg: 5 }}>
            <Chart
              kind="bar"
              horizontal
              title="Page views by area"
              names={{ category: 'Area', value: 'Page views' }}
              data={areas}
              height={Math.max(200, stats.areas.length * 34)}
            />
          </Grid>
        </Grid>
      )}
      <StatsTable
        title="Per organisation"
        table={accounts}
        empty="Nobody used the product in this period."
        note="The staff build and each external organisation (its API keys): what each one uses."
      />
      <StatsTable title="Events" table={events} empty="No event was recorded in this period." />
      <Typography variant="body2" color="text.secondary">
        {USER_DAYS} Days are UTC days.
      </Typography>
    </Stack>
  );
}

/** `/stats`: the usage log of spec §3 as charts and tables, per period and audience (the `stats` grant). */
function StatsPage() {
  const [params, setParams] = useSearchParams();
  const query = queryOfParams(params, todayUtc());
  const { preset, ...request } = query;
  const stats = useStats(request);
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };

  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <title>{`${TITLE} · ${config.brand}`}</title>
      <Typography variant="h4" component="h1" gutterBottom>
        {TITLE}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: '75ch' }}>
        Page views and events recorded by the web client, {periodLabel(request.from, request.to)}: the pages and areas
        used most, and what each organisation uses.
      </Typography>
      <StatsFilters
        key={`${request.from}/${request.to}`}
        preset={preset}
        from={request.from}
        to={request.to}
        account={request.account}
        organisations={stats.data?.organisations ?? []}
        onPreset={(days) => update({ days: String(days), from: null, to: null })}
        onCustom={(from, to) => update({ days: null, from, to })}
        onAccount={(account) => update({ account: account === 'all' ? null : account })}
      />
      <Box sx={{ height: 4, my: 2 }}>{stats.isFetching && <LinearProgress aria-label="Loading the statistics" />}</Box>
      <QueryStates
        query={stats}
        data={stats.data}
        denied="Your access does not include the usage statistics."
        what="The usage statistics"
        height={480}
      >
        {(data) => <StatsView stats={data} />}
      </QueryStates>
    </Container>
  );
}

export default withQueries(StatsPage);
