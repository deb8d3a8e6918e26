import CloudDownloadOutlined from '@mui/icons-material/CloudDownloadOutlined';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { Alert } from '../../components/Alert.tsx';
import type { ItemPanelProps } from '../../content/detail/panels.ts';
import { formatDateTime } from '../../content/fields/format.ts';
import { useFetchSource } from './api/fetch-source.ts';
import { useSourceState } from './api/source-state.ts';

const STATUS = {
  ok: { label: 'Fetched', color: 'success' },
  'not-modified': { label: 'Unchanged', color: 'default' },
  error: { label: 'Failed', color: 'error' },
} as const;

const when = (value: string | null) => (value ? formatDateTime(value) : '—');

/** A source's fetching: last fetch and its outcome, the next one, items brought; "Fetch now" for its editors. */
export function SourceStatePanel({ item }: ItemPanelProps) {
  const state = useSourceState(item.id);
  const fetchNow = useFetchSource(item.id);
  const status = state.data?.lastStatus ? STATUS[state.data.lastStatus] : null;
  const outcome = fetchNow.data;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 2 }} component="section" aria-labelledby="fetching-title">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography id="fetching-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          Fetching
        </Typography>
        {status && <Chip size="small" label={status.label} color={status.color} />}
        {item.abilities.update && (
          <Button
            variant="outlined"
            startIcon={<CloudDownloadOutlined />}
            loading={fetchNow.isPending || state.data?.fetching}
            onClick={() => fetchNow.mutate()}
          >
            Fetch now
          </Button>
        )}
      </Stack>
      {state.isError && <Alert severity="error">{state.error.message}</Alert>}
      {fetchNow.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {fetchNow.error.message}
        </Alert>
      )}
      {outcome && (
        <Alert severity={outcome.status === 'error' ? 'error' : 'success'} sx={{ mb: 2 }} role="status">
          {outcome.status === 'error'
            ? `The fetch failed: ${outcome.error}`
            : outcome.status === 'not-modified'
              ? 'Nothing new: the source says it has not changed.'
              : `${outcome.added} new item${outcome.added === 1 ? '' : 's'}, ${outcome.merged} already known${outcome.rejected ? `, ${outcome.rejected} left out` : ''}.`}
          {outcome.warning && ` ${outcome.warning}.`}
        </Alert>
      )}
      {state.data?.lastWarning && !outcome && (
        <Alert severity="info" sx={{ mb: 2 }}>
          At the last fetch: {state.data.lastWarning}
        </Alert>
      )}
      {state.data?.lastError && !outcome && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Last error{state.data.failures > 1 ? ` (${state.data.failures} failures in a row)` : ''}:{' '}
          {state.data.lastError}
        </Alert>
      )}
      {state.data && (
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
            columnGap: 2,
            rowGap: 1,
            m: 0,
            '& dd': { m: 0 },
          }}
        >
          <dt>Last fetched</dt>
          <dd>{when(state.data.lastFetchAt)}</dd>
          <dt>Last success</dt>
          <dd>{when(state.data.lastSuccessAt)}</dd>
          <dt>Next fetch</dt>
          <dd>{item.data.enabled ? when(state.data.nextFetchAt) : 'Not on the schedule (disabled)'}</dd>
          <dt>Items brought</dt>
          <dd>
            {state.data.itemsTotal} in all; {state.data.itemsLast} new and {state.data.duplicatesLast} known at the last
            fetch
          </dd>
        </Box>
      )}
    </Paper>
  );
}
