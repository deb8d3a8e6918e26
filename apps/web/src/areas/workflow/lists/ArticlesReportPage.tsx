import {
  Container,
  FormControl,
  InputLabel,
  LinearProgress,
  MenuItem,
  Select,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DownloadButton } from '../../../api/DownloadButton.tsx';
import { withQueries } from '../../../app/with-queries.tsx';
import { config } from '../../../config.ts';
import { QueryStates } from '../../QueryStates.tsx';
import {
  REPORT_PERIODS,
  reportFilePath,
  useArticleReport,
  type ArticleReport,
  type ReportFilter,
} from './report-api.ts';
import { periodFilters, publishedListPath } from './report-links.ts';
import { ReportPart, type CountRow } from './ReportPart.tsx';

const PERIOD_LABEL = { month: 'Month', quarter: 'Quarter', year: 'Year' } as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The report's filter in the page's address: period, from, to (empty: the server's default range). */
function parseFilter(search: URLSearchParams): ReportFilter {
  const period = search.get('period');
  const day = (name: string) => (DAY.test(search.get(name) ?? '') ? search.get(name)! : '');
  return {
    period: (REPORT_PERIODS as readonly string[]).includes(period ?? '') ? (period as ReportFilter['period']) : 'month',
    from: day('from'),
    to: day('to'),
  };
}

function Breakdowns({ report }: { report: ArticleReport }) {
  const range = periodFilters(report);
  const parts: { title: string; what: string; rows: CountRow[]; horizontal?: boolean }[] = [
    {
      title: `By ${report.period}`,
      what: PERIOD_LABEL[report.period],
      rows: report.periods.map((p) => ({
        key: p.key,
        label: p.key,
        count: p.count,
        to: publishedListPath(periodFilters(p)),
      })),
    },
    {
      title: 'By author',
      what: 'Author',
      horizontal: true,
      rows: report.authors.map((a) => ({ key: a.author, label: a.author ?? '(no by-line)', count: a.count })),
    },
    {
      title: 'By topic',
      what: 'Topic',
      horizontal: true,
      rows: report.topics.map((t) => ({
        key: t.id,
        label: t.label,
        count: t.count,
        to: publishedListPath({ ...range, topics: t.id }),
      })),
    },
    {
      title: 'By country',
      what: 'Country',
      horizontal: true,
      rows: report.countries.map((c) => ({
        key: c.code,
        label: c.label,
        count: c.count,
        to: publishedListPath({ ...range, countries: c.code }),
      })),
    },
  ];
  return (
    <Stack spacing={2}>
      {parts.map((part) => (
        <ReportPart key={part.what} {...part} />
      ))}
    </Stack>
  );
}

/**
 * /articles/report: the insights published per month, quarter or year of a date range, by author, topic and
 * country, as charts and tables whose figures open the list behind them, and as an XLSX or CSV file.
 */
function ArticlesReportPage() {
  const [search, setSearch] = useSearchParams();
  const filter = useMemo(() => parseFilter(search), [search]);
  const report = useArticleReport(filter);
  const shown = report.data;
  const problem = filter.from && filter.to && filter.from > filter.to ? 'The period ends before it starts.' : null;
  const handleChange = (change: Partial<ReportFilter>) => {
    const next = { ...filter, ...change };
    const params = new URLSearchParams();
    if (next.period !== 'month') params.set('period', next.period);
    if (next.from) params.set('from', next.from);
    if (next.to) params.set('to', next.to);
    setSearch(params, { replace: true });
  };
  // The file holds what the page shows: the range the server answered (its defaults filled in).
  const fileFilter = shown ? { period: shown.period, from: shown.from, to: shown.to } : filter;

  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <title>{`Insights report · ${config.brand}`}</title>
      <Typography variant="h4" component="h1">
        Insights report
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Insights published in a date range, by publication date: per period, by author, topic and country. Only
        published insights count.
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ mb: 2, flexWrap: 'wrap', alignItems: { sm: 'center' } }}
      >
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="report-period">Per</InputLabel>
          <Select
            labelId="report-period"
            label="Per"
            value={filter.period}
            onChange={(event) => handleChange({ period: event.target.value as ReportFilter['period'] })}
          >
            {REPORT_PERIODS.map((period) => (
              <MenuItem key={period} value={period}>
                {PERIOD_LABEL[period]}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        {(['from', 'to'] as const).map((bound) => (
          <TextField
            key={bound}
            size="small"
            type="date"
            label={bound === 'from' ? 'From' : 'To'}
            value={filter[bound] || shown?.[bound] || ''}
            onChange={(event) => handleChange({ [bound]: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
        <Stack direction="row" spacing={1}>
          <DownloadButton
            variant="outlined"
            disabled={!shown}
            target={{ path: reportFilePath(fileFilter, 'xlsx'), fileName: 'insights-report.xlsx' }}
          >
            Excel
          </DownloadButton>
          <DownloadButton
            variant="outlined"
            disabled={!shown}
            target={{ path: reportFilePath(fileFilter, 'csv'), fileName: 'insights-report.csv' }}
          >
            CSV
          </DownloadButton>
        </Stack>
      </Stack>
      {problem && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      {report.isFetching && shown && <LinearProgress aria-label="Updating the report" sx={{ mb: 1 }} />}
      <QueryStates
        query={report}
        data={shown}
        denied="Your access does not include insights."
        what="The insights report"
      >
        {(data) => (
          <>
            <Typography variant="h6" component="p" sx={{ mb: 2 }}>
              {`${data.total} insight${data.total === 1 ? '' : 's'} published from ${data.from} to ${data.to}`}
            </Typography>
            <Breakdowns report={data} />
          </>
        )}
      </QueryStates>
    </Container>
  );
}

export default withQueries(ArticlesReportPage);
