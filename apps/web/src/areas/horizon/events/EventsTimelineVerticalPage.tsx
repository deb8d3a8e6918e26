import { Box, Container, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { useMemo } from 'react';
import { withQueries } from '../../../app/with-queries.tsx';
import type { Item } from '../../../content/api/types.ts';
import { config } from '../../../config.ts';
import { useEventsInWindow } from '../api/events-in-window.ts';
import { EventEntry } from './EventEntry.tsx';
import { isoDay, upcomingAndPast, type DayGroup } from './timeline.ts';
import { TimelineToolbar } from './TimelineToolbar.tsx';
import { useTimelineFilters } from './useTimelineFilters.ts';

const dayName = (day: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

function Days({ title, days, empty }: { title: string; days: DayGroup<Item & { start: string }>[]; empty: string }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, md: 3 }, mb: 2 }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      {days.length === 0 && <Typography color="text.secondary">{empty}</Typography>}
      <Stack spacing={2}>
        {days.map((group) => (
          <Box key={group.day} component="section" aria-label={dayName(group.day)}>
            <Typography
              variant="subtitle2"
              component="h3"
              sx={{ borderBottom: 1, borderColor: 'divider', pb: 0.5, mb: 1 }}
            >
              <time dateTime={group.day}>{dayName(group.day)}</time>
            </Typography>
            <Stack component="ol" spacing={1} sx={{ m: 0, p: 0 }}>
              {group.events.map((event) => (
                <EventEntry key={event.id} event={event} showDay={false} />
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}

/** Events of a window by day: what is ahead first, in date order, and what is past below, newest first. */
function EventsTimelineVerticalPage() {
  const filters = useTimelineFilters();
  const events = useEventsInWindow(filters.params);
  const today = isoDay(new Date());
  const { upcoming, past } = useMemo(
    () =>
      upcomingAndPast(
        events.data?.items.map((item) => ({ ...item, start: String(item.data.start ?? '') })) ?? [],
        today,
      ),
    [events.data, today],
  );
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <title>{`Events by day · ${config.brand}`}</title>
      <TimelineToolbar view="EventsTimelineVertical" filters={filters} events={events.data} />
      {events.isError && <Alert severity="error">{events.error.message}</Alert>}
      {events.isPending && <Skeleton variant="rounded" height={360} />}
      {events.data && (
        <Box sx={{ opacity: events.isPlaceholderData ? 0.6 : 1 }}>
          <Days title="Upcoming" days={upcoming} empty="Nothing ahead in this window." />
          <Days title="Past" days={past} empty="Nothing before today in this window." />
        </Box>
      )}
    </Container>
  );
}

export default withQueries(EventsTimelineVerticalPage);
