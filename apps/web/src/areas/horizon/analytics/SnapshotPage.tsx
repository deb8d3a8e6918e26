import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Box, Button, Container, LinearProgress, Link, Paper, Stack, Typography } from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { CountryMap } from '../../../components/charts/CountryMap.tsx';
import { withQueries } from '../../../app/with-queries.tsx';
import { config } from '../../../config.ts';
import { formatDate } from '../../../content/fields/format.ts';
import type { Dimension } from '../api/signals.ts';
import { snapshotExportUrl, useSnapshot, type Period } from '../api/snapshot.ts';
import { GroupChart } from './GroupChart.tsx';
import { eventsListPath, newsListPath } from './news-links.ts';
import { PeriodPicker } from './PeriodPicker.tsx';
import { SnapshotEvents } from './SnapshotEvents.tsx';
import { SnapshotHighlights } from './SnapshotHighlights.tsx';
import { parsePeriod, periodSearch, todayUtc, type PresetName } from './snapshot-period.ts';

const GROUPS: { dimension: Exclude<Dimension, 'country'>; title: string; noun: string }[] = [
  { dimension: 'topic', title: 'Topics', noun: 'Topic' },
  { dimension: 'regulator', title: 'Regulators', noun: 'Regulator' },
  { dimension: 'newsType', title: 'News types', noun: 'News type' },
];

function Figure({ label, value, to }: { label: string; value: number | string; to?: string | undefined }) {
  return (
    <Box>
      <Typography variant="overline" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h4" component="p">
        {to ? (
          <Link component={RouterLink} to={to} underline="hover">
            {value}
          </Link>
        ) : (
          value
        )}
      </Typography>
    </Box>
  );
}

/** Snapshot: a period's news by topic, country, regulator and type, its high-impact news and events; exportable. */
function SnapshotPage() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const today = todayUtc();
  const { period, preset } = useMemo(() => parsePeriod(search, today), [search, today]);
  const snapshot = useSnapshot(period);
  const data = snapshot.data;
  const news = data?.news;
  const events = data?.events;

  const handlePeriod = (next: Period, name: PresetName | null) =>
    setSearch(periodSearch(next, name), { replace: true });

  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <title>{`Snapshot · ${config.brand}`}</title>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'flex-start' } }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h4" component="h1">
            Snapshot
          </Typography>
          <Typography color="text.secondary">
            {formatDate(period.from)} – {formatDate(period.to)}: what was published and what took place.
          </Typography>
        </Box>
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            href={snapshotExportUrl(period, 'csv')}
            download
          >
            CSV
          </Button>
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            href={snapshotExportUrl(period, 'xlsx')}
            download
          >
            Excel
          </Button>
        </Stack>
      </Stack>
      <PeriodPicker period={period} preset={preset} today={today} onChange={handlePeriod} />
      {snapshot.isFetching && <LinearProgress aria-label="Loading the snapshot" sx={{ my: 1 }} />}
      {snapshot.isError && <Alert severity="error">{snapshot.error.message}</Alert>}
      {data && (
        <>
          <Paper
            variant="outlined"
            component="section"
            aria-label="Totals"
            sx={{ p: 2, my: 2, display: 'flex', flexWrap: 'wrap', gap: { xs: 2, md: 5 } }}
          >
            {news && <Figure label="News items" value={news.total.toLocaleString('en')} to={newsListPath(period)} />}
            {news && <Figure label="Topics" value={news.groups.topic.length} />}
            {news && <Figure label="Countries" value={news.groups.country.length} />}
            {news && <Figure label="Regulators" value={news.groups.regulator.length} />}
            {events && <Figure label="Events" value={events.total} to={eventsListPath(period)} />}
            <Figure label="Days" value={data.period.days} />
          </Paper>
          {news && (
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                mb: 2,
                gridTemplateColumns: {
                  xs: 'minmax(0, 1fr)',
                  md: 'repeat(2, minmax(0, 1fr))',
                  xl: 'repeat(4, minmax(0, 1fr))',
                },
              }}
            >
              <CountryMap
                title={`Countries (${news.groups.country.length})`}
                mode="count"
                valueName="News items"
                values={news.groups.country.map((group) => ({ country: group.key, value: group.count }))}
                onSelect={(code) => void navigate(newsListPath(period, { dimension: 'country', key: code }))}
              />
              {GROUPS.map(({ dimension, title, noun }) => (
                <GroupChart
                  key={dimension}
                  title={title}
                  noun={noun}
                  groups={news.groups[dimension]}
                  linkOf={(group) => newsListPath(period, { dimension, key: group.key })}
                />
              ))}
            </Box>
          )}
          <Box
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: news && events ? '1fr 2fr' : '1fr' } }}
          >
            {news && <SnapshotHighlights items={news.highlights} />}
            {events && <SnapshotEvents events={events} period={period} />}
          </Box>
        </>
      )}
    </Container>
  );
}

export default withQueries(SnapshotPage);
