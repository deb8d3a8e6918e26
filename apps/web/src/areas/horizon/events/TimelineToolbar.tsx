import ViewTimelineOutlined from '@mui/icons-material/ViewTimelineOutlined';
import ViewAgendaOutlined from '@mui/icons-material/ViewAgendaOutlined';
import { Box, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { Link as RouterLink } from 'react-router';
import { FilterControl } from '../../../content/list/FilterControl.tsx';
import { listPath } from '../../../content/links.ts';
import { pathTo } from '../../../routes/table.ts';
import type { EventsInWindow } from '../api/events-in-window.ts';
import { CalendarSubscribe } from '../calendar/CalendarSubscribe.tsx';
import { EVENT, KIND_COLOURS, TIMELINE_FILTERS, type TimelineFilters } from './useTimelineFilters.ts';

/** The heading, the two views, the filters and the legend of kinds of both timelines. */
export function TimelineToolbar({
  view,
  filters,
  events,
}: {
  view: 'EventsTimeline' | 'EventsTimelineVertical';
  filters: TimelineFilters;
  events: EventsInWindow | undefined;
}) {
  const list = listPath(EVENT);
  const count = events?.items.length ?? 0;
  return (
    <Box sx={{ mb: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h4" component="h1">
            Events timeline
          </Typography>
          <Typography color="text.secondary">
            Consultations closing, rules applying, deadlines and hearings, by date.
            {list && (
              <>
                {' '}
                <RouterLink to={`${list}?${filters.search}`}>As a list</RouterLink>
              </>
            )}
          </Typography>
        </Box>
        <ToggleButtonGroup size="small" value={view} exclusive aria-label="View">
          <ToggleButton
            value="EventsTimeline"
            component={RouterLink}
            to={`${pathTo('EventsTimeline')}?${filters.search}`}
            aria-label="By month"
            sx={{ textTransform: 'none' }}
          >
            <ViewTimelineOutlined fontSize="small" sx={{ mr: 0.5 }} /> By month
          </ToggleButton>
          <ToggleButton
            value="EventsTimelineVertical"
            component={RouterLink}
            to={`${pathTo('EventsTimelineVertical')}?${filters.search}`}
            aria-label="By day"
            sx={{ textTransform: 'none' }}
          >
            <ViewAgendaOutlined fontSize="small" sx={{ mr: 0.5 }} /> By day
          </ToggleButton>
        </ToggleButtonGroup>
        <CalendarSubscribe params={filters.params} />
      </Stack>
      <Box
        component="search"
        aria-label="Filter events"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 1 }}
      >
        {TIMELINE_FILTERS.map((field) => (
          <FilterControl key={field.name} field={field} values={filters.filters} onChange={filters.onChange} />
        ))}
      </Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary" role="status">
          {events ? `${count} event${count === 1 ? '' : 's'}` : 'Loading…'}
        </Typography>
        {EVENT.fields
          .find((field) => field.name === 'kind')
          ?.options?.map((option) => (
            <Stack key={option.value} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: KIND_COLOURS[option.value] }} />
              <Typography variant="caption">{option.label}</Typography>
            </Stack>
          ))}
      </Stack>
      {events?.truncated && (
        <Alert severity="info" sx={{ mt: 1 }}>
          Only the first {count} events are shown: narrow the window or filter to see the rest.
        </Alert>
      )}
    </Box>
  );
}
