import EventOutlined from '@mui/icons-material/EventOutlined';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { calendarStatusOptions, feedUrlWithFilters, useRemoveCalendar, useResetCalendar } from './api.ts';

/**
 * "Subscribe in your calendar": the user's events feed at a secret address, carrying the page's filters. The
 * address is shown once, when it is made; afterwards it can only be replaced (reset) or removed.
 */
export function CalendarSubscribe({ params }: { params: Readonly<Record<string, string>> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<EventOutlined />} onClick={() => setOpen(true)}>
        Subscribe in your calendar
      </Button>
      {open && <SubscribeDialog params={params} onClose={() => setOpen(false)} />}
    </>
  );
}

function SubscribeDialog({ params, onClose }: { params: Readonly<Record<string, string>>; onClose: () => void }) {
  const status = useQuery(calendarStatusOptions());
  const reset = useResetCalendar();
  const remove = useRemoveCalendar();
  const [copied, setCopied] = useState(false);
  const url = reset.data ? feedUrlWithFilters(reset.data.url, params) : null;
  const filtered = url?.includes('?');

  const copy = async () => {
    if (!url) return;
    await navigator.clipboard.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="calendar-title">
      <DialogTitle id="calendar-title">Subscribe in your calendar</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Your calendar program (Outlook, Google Calendar, Apple Calendar) can follow the events you may read
          {feedUrlWithFilters('', params) ? ', filtered as on this page,' : ''} from the last 3 months to the next 12.
          The address is secret: anyone who has it sees these events.
        </DialogContentText>
        {(status.error ?? reset.error ?? remove.error) && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {(status.error ?? reset.error ?? remove.error)!.message}
          </Alert>
        )}
        {url ? (
          <Stack spacing={1}>
            <TextField
              label="Your calendar address"
              value={url}
              slotProps={{ htmlInput: { readOnly: true, 'aria-describedby': 'calendar-once' } }}
              onFocus={(event) => event.target.select()}
              fullWidth
              multiline
            />
            <Alert id="calendar-once" severity="info">
              Copy it now: it is shown only this once.{' '}
              {filtered ? 'It keeps this page’s filters.' : 'It lists all the events you may read.'}
            </Alert>
          </Stack>
        ) : status.data?.exists ? (
          <Alert severity="info">
            You made a calendar address on {new Date(status.data.createdAt!).toLocaleDateString()}. It is not shown
            again; make a new one to see it (the old one stops working), or remove it.
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {url && (
          <Button variant="contained" onClick={() => void copy()}>
            {copied ? 'Copied' : 'Copy address'}
          </Button>
        )}
        {!url && status.data && (
          <Button variant="contained" loading={reset.isPending} onClick={() => reset.mutate()}>
            {status.data.exists ? 'Make a new address' : 'Make my calendar address'}
          </Button>
        )}
        {status.data?.exists && !url && (
          <Button color="error" loading={remove.isPending} onClick={() => remove.mutate()}>
            Remove
          </Button>
        )}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
