import {
  Box,
  Container,
  FormControl,
  InputLabel,
  LinearProgress,
  Link,
  MenuItem,
  Paper,
  Select,
  Stack,
  Typography,
} from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { withQueries } from '../../../app/with-queries.tsx';
import { config } from '../../../config.ts';
import { formatDateTime } from '../../../content/fields/format.ts';
import { useSignals, type Dimension } from '../api/signals.ts';
import { ChangeChip } from './ChangeChip.tsx';
import { newsListPath } from './news-links.ts';
import { formatAverage } from './signal-format.ts';
import { SignalsCharts } from './SignalsCharts.tsx';
import { SignalsTable } from './SignalsTable.tsx';

const WEEK_CHOICES = [4, 8, 12, 26] as const;
const DEFAULT_WEEKS = 8;

const TABLES: { dimension: Dimension; title: string; noun: string }[] = [
  { dimension: 'topic', title: 'Topics', noun: 'Topic' },
  { dimension: 'country', title: 'Countries', noun: 'Country' },
  { dimension: 'regulator', title: 'Regulators', noun: 'Regulator' },
  { dimension: 'newsType', title: 'News types', noun: 'News type' },
];

const weeksOf = (search: URLSearchParams) => {
  const weeks = Number(search.get('weeks'));
  return (WEEK_CHOICES as readonly number[]).includes(weeks) ? weeks : DEFAULT_WEEKS;
};

/** Signals: what rises — this week's news per topic, country, regulator and type against the weeks before. */
function SignalsPage() {
  const [search, setSearch] = useSearchParams();
  const weeks = weeksOf(search);
  const signals = useSignals({ weeks, limit: 100 });
  const data = signals.data;

  const handleWeeks = (value: number) => {
    const next = new URLSearchParams(search);
    if (value === DEFAULT_WEEKS) next.delete('weeks');
    else next.set('weeks', String(value));
    setSearch(next, { replace: true });
  };

  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <title>{`Signals · ${config.brand}`}</title>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'flex-end' } }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h4" component="h1">
            Signals
          </Typography>
          <Typography color="text.secondary">
            What rises: news of the last 7 days against the weekly average of the {weeks} weeks before.
          </Typography>
        </Box>
        <FormControl size="small" sx={{ minWidth: 200 }}>
          <InputLabel id="signals-weeks">Compare with</InputLabel>
          <Select
            labelId="signals-weeks"
            label="Compare with"
            value={weeks}
            onChange={(event) => handleWeeks(Number(event.target.value))}
          >
            {WEEK_CHOICES.map((choice) => (
              <MenuItem key={choice} value={choice}>
                the {choice} weeks before
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
      {signals.isFetching && <LinearProgress aria-label="Loading signals" sx={{ mb: 1 }} />}
      {signals.isError && <Alert severity="error">{signals.error.message}</Alert>}
      {data && (
        <>
          <Paper
            variant="outlined"
            component="section"
            aria-label="All news"
            sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: { xs: 2, md: 4 }, alignItems: 'center' }}
          >
            <Box>
              <Typography variant="overline" color="text.secondary">
                News this week
              </Typography>
              <Typography variant="h4" component="p">
                <Link component={RouterLink} to={newsListPath(data.current)} underline="hover">
                  {data.total.current.toLocaleString('en')}
                </Link>
              </Typography>
            </Box>
            <Box>
              <Typography variant="overline" color="text.secondary">
                Weekly average before
              </Typography>
              <Typography variant="h4" component="p">
                {formatAverage(data.total.average)}
              </Typography>
            </Box>
            <Box>
              <Typography variant="overline" color="text.secondary" component="p">
                Change
              </Typography>
              <ChangeChip row={data.total} />
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ ml: { md: 'auto' } }}>
              This week: {formatDateTime(data.current.from)} – {formatDateTime(data.current.to)}
            </Typography>
          </Paper>
          <SignalsCharts data={data} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
            {TABLES.map((table) => (
              <SignalsTable key={table.dimension} {...table} rows={data.rows[table.dimension]} week={data.current} />
            ))}
          </Box>
        </>
      )}
    </Container>
  );
}

export default withQueries(SignalsPage);
