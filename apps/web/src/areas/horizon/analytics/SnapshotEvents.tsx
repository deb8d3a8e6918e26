import {
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { countryName } from '@rh/core/content';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../content/fields/format.ts';
import { itemPathOf } from '../../../content/links.ts';
import type { Snapshot } from '../api/snapshot.ts';
import { eventsListPath, type Range } from './news-links.ts';

type Events = NonNullable<Snapshot['events']>;

/** The events taking place in the period, by day, each linking to its page. */
export function SnapshotEvents({ events, period }: { events: Events; period: Range }) {
  const kindLabel = new Map(events.byKind.map((kind) => [kind.key, kind.label]));
  return (
    <Paper variant="outlined" component="section" aria-labelledby="snapshot-events" sx={{ overflow: 'hidden' }}>
      <Typography id="snapshot-events" variant="h6" component="h2" sx={{ px: 2, pt: 1.5 }}>
        Events
        <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
          {events.total}
        </Typography>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
        {events.byKind.map((kind) => `${kind.label} ${kind.count}`).join(' · ') || 'None in this period.'}
        {events.total > 0 && (
          <>
            {' · '}
            <Link component={RouterLink} to={eventsListPath(period)}>
              Open in Events
            </Link>
          </>
        )}
      </Typography>
      {events.items.length > 0 && (
        <TableContainer sx={{ maxHeight: 480 }}>
          <Table size="small" stickyHeader aria-labelledby="snapshot-events">
            <TableHead>
              <TableRow>
                <TableCell>Date</TableCell>
                <TableCell>Event</TableCell>
                <TableCell>Kind</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Regulator</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Countries</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {events.items.map((event) => {
                const path = itemPathOf('event', event);
                return (
                  <TableRow key={event.id} hover>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatDate(event.start)}
                      {event.end && event.end !== event.start && ` – ${formatDate(event.end)}`}
                    </TableCell>
                    <TableCell>
                      {path ? (
                        <Link component={RouterLink} to={path}>
                          {event.title}
                        </Link>
                      ) : (
                        event.title
                      )}
                    </TableCell>
                    <TableCell>{kindLabel.get(event.kind ?? '') ?? event.kind ?? ''}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{event.regulator ?? ''}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                      {event.countries.map(countryName).join(', ')}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {events.items.length < events.total && (
        <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
          The first {events.items.length} of {events.total} are listed; the export has them all.
        </Typography>
      )}
    </Paper>
  );
}
