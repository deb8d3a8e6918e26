import { Box, Link, Typography } from '@mui/material';
import { countryName, fieldOf } from '@rh/core/content';
import { Link as RouterLink } from 'react-router';
import type { Item } from '../../../content/api/types.ts';
import { asList, formatDate, optionLabel, refTitle } from '../../../content/fields/format.ts';
import { itemPath } from '../../../content/links.ts';
import { EVENT, KIND_COLOURS } from './useTimelineFilters.ts';

const KIND = fieldOf(EVENT, 'kind');

/** One event on a timeline: its kind's colour, day (unless the group says it), title as a link, who and where. */
export function EventEntry({ event, showDay }: { event: Item; showDay: boolean }) {
  const kind = typeof event.data.kind === 'string' ? event.data.kind : '';
  const start = typeof event.data.start === 'string' ? event.data.start : '';
  const regulator = typeof event.data.regulator === 'string' ? refTitle(event.refs, event.data.regulator) : '';
  const where = asList(event.data.countries).map(countryName).join(', ');
  return (
    <Box
      component="li"
      sx={{ borderLeft: 4, borderColor: KIND_COLOURS[kind] ?? 'divider', pl: 1, py: 0.25, listStyle: 'none' }}
    >
      <Typography variant="caption" color="text.secondary" component="div">
        {[showDay && start ? formatDate(start) : '', optionLabel(KIND, kind)].filter(Boolean).join(' · ')}
      </Typography>
      <Link
        component={RouterLink}
        to={itemPath(EVENT, event)}
        variant="body2"
        sx={{
          fontWeight: 500,
          display: '-webkit-box',
          WebkitLineClamp: 3,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          overflowWrap: 'anywhere',
        }}
      >
        {event.title}
      </Link>
      {(regulator || where) && (
        <Typography variant="caption" color="text.secondary" component="div">
          {[regulator, where].filter(Boolean).join(' · ')}
        </Typography>
      )}
    </Box>
  );
}
