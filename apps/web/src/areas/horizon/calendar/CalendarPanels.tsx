import EventOutlined from '@mui/icons-material/EventOutlined';
import { Box } from '@mui/material';
import { DownloadButton } from '../../../api/DownloadButton.tsx';
import type { ItemPanelProps } from '../../../content/detail/panels.ts';
import type { ListPanelProps } from '../../../content/list/list-panels.ts';
import { eventIcsUrl } from './api.ts';
import { CalendarSubscribe } from './CalendarSubscribe.tsx';

/** Above the events list: its filters, followed by the user's calendar. */
export function CalendarListPanel({ params }: ListPanelProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
      <CalendarSubscribe params={params} />
    </Box>
  );
}

/** On an event's page: the event as a file a calendar program adds. */
export function AddToCalendarPanel({ item }: ItemPanelProps) {
  return (
    <Box sx={{ mb: 2 }}>
      {/* Through the API client, so the external builds' API key goes with it; '' gives the API path. */}
      <DownloadButton
        variant="outlined"
        startIcon={<EventOutlined />}
        target={{ path: eventIcsUrl(item.id, ''), fileName: `${item.id}.ics` }}
      >
        Add to calendar
      </DownloadButton>
    </Box>
  );
}
