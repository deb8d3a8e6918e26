import { Box, Container, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { useEffect, useMemo, useRef } from 'react';
import { withQueries } from '../../../app/with-queries.tsx';
import { config } from '../../../config.ts';
import { useEventsInWindow } from '../api/events-in-window.ts';
import { EventEntry } from './EventEntry.tsx';
import { byMonth, isoDay, monthsBetween } from './timeline.ts';
import { TimelineToolbar } from './TimelineToolbar.tsx';
import { KIND_COLOURS, useTimelineFilters } from './useTimelineFilters.ts';

const MONTH_WIDTH = 230;
const monthName = (month: string) =>
  new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
const daysIn = (month: string) => new Date(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0).getDate();

/** Events across the months of a window: a strip that scrolls sideways, this month in view, markers on each day. */
function EventsTimelinePage() {
  const filters = useTimelineFilters();
  const events = useEventsInWindow(filters.params);
  const months = useMemo(() => monthsBetween(filters.window.from, filters.window.to), [filters.window]);
  const grouped = useMemo(
    () => byMonth(events.data?.items.map((item) => ({ ...item, start: String(item.data.start ?? '') })) ?? []),
    [events.data],
  );
  const thisMonth = isoDay(new Date()).slice(0, 7);
  const strip = useRef<HTMLDivElement>(null);
  const loaded = Boolean(events.data);
  useEffect(() => {
    const column = strip.current?.querySelector<HTMLElement>(`[data-month="${thisMonth}"]`);
    if (strip.current && column)
      strip.current.scrollLeft = Math.max(0, column.offsetLeft - strip.current.offsetLeft - 16);
  }, [loaded, thisMonth]);

  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <title>{`Events timeline · ${config.brand}`}</title>
      <TimelineToolbar view="EventsTimeline" filters={filters} events={events.data} />
      {events.isError && <Alert severity="error">{events.error.message}</Alert>}
      {events.isPending && <Skeleton variant="rounded" height={360} />}
      {events.data && (
        <Box
          ref={strip}
          role="list"
          aria-label="Months"
          sx={{
            display: 'flex',
            overflowX: 'auto',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.paper',
            opacity: events.isPlaceholderData ? 0.6 : 1,
          }}
        >
          {months.map((month) => {
            const list = grouped.get(month) ?? [];
            const days = daysIn(month);
            return (
              <Box
                key={month}
                role="listitem"
                aria-label={monthName(month)}
                data-month={month}
                sx={{
                  flex: `0 0 ${MONTH_WIDTH}px`,
                  borderRight: 1,
                  borderColor: 'divider',
                  minHeight: 320,
                  bgcolor: month === thisMonth ? 'action.hover' : undefined,
                }}
              >
                <Box sx={{ px: 1.5, pt: 1 }}>
                  <Typography variant="subtitle2" component="h2">
                    {monthName(month)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {list.length ? `${list.length} event${list.length === 1 ? '' : 's'}` : 'No events'}
                  </Typography>
                </Box>
                {/* The month's axis: one marker per event on its day. */}
                <Box aria-hidden sx={{ position: 'relative', height: 16, mx: 1.5, my: 0.5 }}>
                  <Box sx={{ position: 'absolute', top: 7, left: 0, right: 0, height: 2, bgcolor: 'divider' }} />
                  {list.map((event) => {
                    const day = Number(event.start.slice(8, 10));
                    return (
                      <Tooltip key={event.id} title={`${event.start} · ${event.title}`}>
                        <Box
                          sx={{
                            position: 'absolute',
                            top: 3,
                            left: `calc(${((day - 1) / Math.max(days - 1, 1)) * 100}% - 5px)`,
                            width: 10,
                            height: 10,
                            borderRadius: '50%',
                            border: 1,
                            borderColor: 'background.paper',
                            bgcolor: KIND_COLOURS[String(event.data.kind)] ?? 'grey.500',
                          }}
                        />
                      </Tooltip>
                    );
                  })}
                </Box>
                <Stack component="ol" spacing={1} sx={{ m: 0, px: 1.5, pb: 1.5 }}>
                  {list.map((event) => (
                    <EventEntry key={event.id} event={event} showDay />
                  ))}
                </Stack>
              </Box>
            );
          })}
        </Box>
      )}
    </Container>
  );
}

export default withQueries(EventsTimelinePage);
