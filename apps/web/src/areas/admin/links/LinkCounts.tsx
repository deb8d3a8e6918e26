import { Box, ButtonBase, LinearProgress, Paper, Typography } from '@mui/material';
import type { LinkRun, LinkState } from './types.ts';

interface Tile {
  key: LinkState | 'hosts';
  label: string;
  n: number;
  color: string;
}

/** The counts of the links as tiles; a state's tile filters the list by it. */
export function LinkCounts({
  counts,
  hosts,
  state,
  onState,
}: {
  counts: Record<LinkState, number>;
  hosts: number;
  state: LinkState | 'all';
  onState: (state: LinkState | 'all') => void;
}) {
  const tiles: Tile[] = [
    { key: 'broken', label: 'Broken', n: counts.broken, color: 'error.main' },
    { key: 'ok', label: 'OK', n: counts.ok, color: 'success.main' },
    { key: 'unchecked', label: 'Not checked', n: counts.unchecked, color: 'text.secondary' },
    { key: 'hosts', label: 'Hosts', n: hosts, color: 'text.primary' },
  ];
  return (
    <Box
      component="ul"
      aria-label="Links by state"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2, p: 0, m: 0, mb: 2 }}
    >
      {tiles.map((tile) => {
        const body = (
          <>
            <Typography variant="h5" component="span" sx={{ color: tile.color, fontWeight: 600, display: 'block' }}>
              {tile.n.toLocaleString('en')}
            </Typography>
            <Typography variant="body2" color="text.secondary" component="span">
              {tile.label}
            </Typography>
          </>
        );
        const pressed = tile.key === state;
        return (
          <Paper
            key={tile.key}
            component="li"
            variant="outlined"
            sx={{ listStyle: 'none', borderColor: pressed ? 'primary.main' : undefined, borderWidth: pressed ? 2 : 1 }}
          >
            {tile.key === 'hosts' ? (
              <Box sx={{ p: 2 }}>{body}</Box>
            ) : (
              <ButtonBase
                onClick={() => onState(pressed ? 'all' : (tile.key as LinkState))}
                aria-pressed={pressed}
                aria-label={`${tile.n} ${tile.label.toLowerCase()}: ${pressed ? 'show all links' : 'show only these'}`}
                sx={{ p: 2, width: '100%', justifyContent: 'flex-start', textAlign: 'left', display: 'block' }}
              >
                {body}
              </ButtonBase>
            )}
          </Paper>
        );
      })}
    </Box>
  );
}

const SCOPES: Record<LinkRun['scope'], string> = {
  all: 'every link',
  stale: 'links not checked for a day',
  item: 'one item’s links',
  link: 'one link',
};

/** The latest check: under way with its progress, or when it ended. */
export function RunStatus({ run }: { run: LinkRun | null }) {
  if (!run) return <Typography variant="body2">No check has run yet.</Typography>;
  const going = run.status === 'queued' || run.status === 'running';
  if (!going) {
    const ended = run.finishedAt ? new Date(run.finishedAt).toLocaleString('en-GB') : '';
    return (
      <Typography variant="body2" role="status">
        Last check ({SCOPES[run.scope]}) {run.status === 'failed' ? 'failed' : 'ended'} {ended}: {run.done} of{' '}
        {run.total} checked.
      </Typography>
    );
  }
  const value = run.total ? (run.done / run.total) * 100 : 0;
  return (
    <Box role="status" sx={{ minWidth: 240 }}>
      <Typography variant="body2">
        {run.status === 'queued'
          ? `A check of ${SCOPES[run.scope]} is waiting to start…`
          : `Checking ${SCOPES[run.scope]}: ${run.done} of ${run.total}`}
      </Typography>
      <LinearProgress
        variant={run.status === 'queued' || !run.total ? 'indeterminate' : 'determinate'}
        value={value}
        aria-label="Progress of the check"
        sx={{ mt: 0.5 }}
      />
    </Box>
  );
}
