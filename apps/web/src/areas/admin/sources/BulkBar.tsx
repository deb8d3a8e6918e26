import CloudDownloadOutlined from '@mui/icons-material/CloudDownloadOutlined';
import PauseCircleOutlined from '@mui/icons-material/PauseCircleOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import { Button, List, ListItem, ListItemText, Paper, Stack, Typography, type AlertColor } from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import type { ReactNode } from 'react';
import { resultSummary } from './source-row-view.ts';
import type { BulkAction, BulkResult } from './types.ts';

const ACTIONS: readonly { action: BulkAction; label: string; done: string; icon: ReactNode }[] = [
  { action: 'enable', label: 'Enable', done: 'enabled', icon: <PlayCircleOutlined /> },
  { action: 'disable', label: 'Disable', done: 'disabled', icon: <PauseCircleOutlined /> },
  { action: 'fetch', label: 'Fetch now', done: 'fetched', icon: <CloudDownloadOutlined /> },
];

/** The actions on the ticked sources. */
export function BulkBar({
  count,
  pending,
  onAction,
  onClear,
}: {
  count: number;
  pending: BulkAction | null;
  onAction: (action: BulkAction) => void;
  onClear: () => void;
}) {
  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label="Actions on the chosen sources"
      sx={{ p: 1.5, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
    >
      <Typography variant="body2" sx={{ mr: 1 }} role="status">
        {count === 0 ? 'Tick sources to act on them.' : `${count} source${count === 1 ? '' : 's'} chosen`}
      </Typography>
      {ACTIONS.map(({ action, label, icon }) => (
        <Button
          key={action}
          size="small"
          variant="outlined"
          startIcon={icon}
          disabled={count === 0 || pending !== null}
          onClick={() => onAction(action)}
        >
          {pending === action ? `${label}…` : label}
        </Button>
      ))}
      {count > 0 && (
        <Button size="small" onClick={onClear} disabled={pending !== null}>
          Clear
        </Button>
      )}
    </Paper>
  );
}

const SEVERITY: Record<BulkResult['result'], AlertColor> = {
  done: 'success',
  unchanged: 'info',
  'not-found': 'warning',
  busy: 'warning',
  failed: 'error',
};

/** What a bulk action did, source by source. */
export function BulkResults({
  action,
  results,
  onClose,
}: {
  action: BulkAction;
  results: readonly BulkResult[];
  onClose: () => void;
}) {
  const done = ACTIONS.find((one) => one.action === action)!.done;
  const worst = results.some((one) => one.result === 'failed')
    ? 'error'
    : results.some((one) => one.result !== 'done')
      ? 'warning'
      : 'success';
  return (
    <Alert severity={worst} onClose={onClose} sx={{ mb: 2 }} role="status">
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {resultSummary(results, done)}
      </Typography>
      <List dense disablePadding aria-label="Result per source">
        {results.map((one) => (
          <ListItem key={one.id} disableGutters sx={{ py: 0 }}>
            <ListItemText
              primary={
                <Stack direction="row" spacing={1} component="span" sx={{ flexWrap: 'wrap' }}>
                  <Typography component="span" variant="body2" sx={{ fontWeight: 500 }}>
                    {one.name ?? one.id}
                  </Typography>
                  <Typography
                    component="span"
                    variant="body2"
                    color={SEVERITY[one.result] === 'error' ? 'error' : 'text.primary'}
                  >
                    {one.message}
                  </Typography>
                </Stack>
              }
            />
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}
