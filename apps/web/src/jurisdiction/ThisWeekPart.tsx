import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Remove from '@mui/icons-material/Remove';
import { Grid, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import type { Jurisdiction } from '../areas/jurisdiction-api.ts';
import { Chart } from '../components/charts/Chart.tsx';
import type { SeriesData } from '../components/charts/chart-data.ts';
import { day, Empty, ItemLink, ShowAll } from './parts.tsx';
import { weekChange, weekLabel } from './jurisdiction-view.ts';

/** News items shown before "Show all": few enough that the count and these fit above the fold on a phone. */
const FIRST_NEWS = 3;

/** The first thing on the page: this week's news against the week before, the newest items, and the weekly trend. */
export function ThisWeekPart({ news }: { news: NonNullable<Jurisdiction['news']> }) {
  const [all, setAll] = useState(false);
  const change = weekChange(news.thisWeek, news.previousWeek);
  const Icon = { up: ArrowUpward, down: ArrowDownward, same: Remove }[change.direction];
  const data = useMemo(
    (): SeriesData => ({
      categories: news.weeks.map((week) => ({ key: week.week, label: weekLabel(week.week) })),
      series: [{ name: 'News items', values: news.weeks.map((week) => week.count) }],
    }),
    [news.weeks],
  );
  const names = useMemo(() => ({ category: 'Week', value: 'News items' }), []);
  const shown = all ? news.latest : news.latest.slice(0, FIRST_NEWS);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="jurisdiction-week"
      sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Typography id="jurisdiction-week" variant="h6" component="h2">
            What changed this week
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', mt: 0.5 }}>
            <Typography component="p" variant="h4" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
              {news.thisWeek}
            </Typography>
            <Typography component="p" color="text.secondary">
              {news.thisWeek === 1 ? 'news item' : 'news items'} in the last 7 days
            </Typography>
          </Stack>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', mb: 1 }}>
            <Icon fontSize="small" color={change.direction === 'up' ? 'success' : 'action'} aria-hidden />
            <Typography variant="body2">{change.change}</Typography>
          </Stack>
          <Typography variant="subtitle2" component="h3">
            Newest
          </Typography>
          {news.latest.length === 0 ? (
            <Empty>No news for this jurisdiction yet.</Empty>
          ) : (
            <List dense disablePadding>
              {shown.map((item) => (
                <ListItem key={item.id} disableGutters sx={{ py: 0.25 }}>
                  <ListItemText
                    sx={{ my: 0.25 }}
                    primary={
                      <ItemLink type="newsitem" id={item.id}>
                        {item.title}
                      </ItemLink>
                    }
                    secondary={[day(item.publishedAt), item.regulator?.title].filter(Boolean).join(' · ')}
                  />
                </ListItem>
              ))}
            </List>
          )}
          <ShowAll
            total={news.latest.length}
            first={FIRST_NEWS}
            all={all}
            noun="news items"
            onToggle={() => setAll(!all)}
          />
        </Grid>
        {news.weeks.length > 0 && (
          <Grid size={{ xs: 12, md: 7 }}>
            <Chart
              kind="bar"
              title="News per week, last 8 weeks"
              headingLevel="h3"
              names={names}
              data={data}
              height={200}
            />
          </Grid>
        )}
      </Grid>
    </Paper>
  );
}
