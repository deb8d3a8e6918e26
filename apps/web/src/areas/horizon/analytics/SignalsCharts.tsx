import { Box } from '@mui/material';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Chart } from '../../../components/charts/Chart.tsx';
import { CountryMap } from '../../../components/charts/CountryMap.tsx';
import type { Signals } from '../api/signals.ts';
import { newsListPath } from './news-links.ts';
import { signalCountries, signalSeries } from './signal-charts.ts';

const NAMES = { category: 'Topic', value: 'News items' };

/** The rising topics as bars (this week against the average) and this week's news by country on the map. */
export function SignalsCharts({ data }: { data: Signals }) {
  const navigate = useNavigate();
  const topics = useMemo(() => signalSeries(data.rows.topic), [data.rows.topic]);
  const countries = useMemo(() => signalCountries(data.rows.country), [data.rows.country]);
  const week = data.current;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        mb: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <Chart
        kind="bar"
        horizontal
        title="Rising topics: this week against the weekly average"
        names={NAMES}
        data={topics}
        height={Math.max(220, topics.categories.length * 34 + 60)}
        onSelect={(selection) => {
          const key = selection.category?.key;
          if (key) void navigate(newsListPath(week, { dimension: 'topic', key }));
        }}
      />
      <CountryMap
        title="News this week by country"
        mode="count"
        valueName="News items"
        values={countries}
        onSelect={(code) => void navigate(newsListPath(week, { dimension: 'country', key: code }))}
      />
    </Box>
  );
}
