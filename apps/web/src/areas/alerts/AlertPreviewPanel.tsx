import { Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { Alert as MuiAlert } from '../../components/Alert.tsx';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useDebounced } from '../../content/useDebounced.ts';
import { pathTo } from '../../routes/table.ts';
import { alertPreviewOptions, useTestDigest, type AlertInput, type AlertQuery } from './api.ts';
import { ItemTitleLink } from './ItemTitleLink.tsx';

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString() : '');

/**
 * An alert proving itself while it is written: what its filters would have matched in the last 7 days (live, as the
 * filters change), and a test digest of that sent now to the notifications (and by e-mail when asked).
 */
export function AlertPreviewPanel({
  contentType,
  query,
  input,
}: {
  contentType: string;
  query: AlertQuery;
  input: () => AlertInput;
}) {
  // A preview is asked for once the filters settle.
  const settled = useDebounced(JSON.stringify([contentType, query]), 400);
  const [settledType, settledQuery] = JSON.parse(settled) as [string, AlertQuery];
  const preview = useQuery({ ...alertPreviewOptions(settledType, settledQuery), placeholderData: keepPreviousData });
  const test = useTestDigest();

  let summary;
  if (preview.error) summary = 'The preview could not be made with these filters.';
  else if (!preview.data) summary = 'Looking at the last 7 days…';
  else if (preview.data.count === 0) summary = 'Nothing in the last 7 days would have matched.';
  else {
    const { count } = preview.data;
    summary = `In the last 7 days it would have matched ${count} ${count === 1 ? 'item' : 'items'}${count > 10 ? '; the newest 10:' : ':'}`;
  }

  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label="What this alert would have found">
      <Typography variant="h6" component="h2" gutterBottom>
        What it would have found
      </Typography>
      <Box sx={{ minHeight: 4 }}>{preview.isFetching && <LinearProgress aria-label="Updating the preview" />}</Box>
      <Typography variant="body2" role="status" sx={{ my: 1 }}>
        {summary}
      </Typography>
      {preview.data && preview.data.items.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5, mb: 1.5 }}>
          {preview.data.items.map((item) => (
            <li key={item.id}>
              <Typography variant="body2" component="span">
                <ItemTitleLink item={item} />{' '}
                <Typography component="span" variant="caption" color="text.secondary">
                  {day(item.date)}
                </Typography>
              </Typography>
            </li>
          ))}
        </Box>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Button variant="outlined" disabled={test.isPending} onClick={() => test.mutate(input())}>
          Send me that as a test digest now
        </Button>
        {test.data && (
          <MuiAlert severity="success" sx={{ py: 0 }}>
            Sent{test.data.emailed ? ', and e-mailed' : ''}: see{' '}
            <Link to={pathTo('Notifications')}>your notifications</Link>.
          </MuiAlert>
        )}
        {test.error && (
          <MuiAlert severity="error" sx={{ py: 0 }}>
            The test digest could not be sent: {test.error.message}
          </MuiAlert>
        )}
      </Stack>
    </Paper>
  );
}
