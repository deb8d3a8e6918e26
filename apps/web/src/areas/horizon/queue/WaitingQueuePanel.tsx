import HourglassTop from '@mui/icons-material/HourglassTop';
import { Box, Button, Chip, Link, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { findContentType } from '@rh/core/content';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { itemPath } from '../../../content/links.ts';
import { useWaiting, type WaitingItem } from './waiting.ts';

/** How many the panel shows before "show all". */
const FIRST = 5;
/** The most it lists at all: a queue longer than this is a problem of its own, said as a count. */
const MOST = 100;

/** "waiting 3 days", "waiting since today". */
export function waitedFor(days: number): string {
  if (days <= 0) return 'waiting since today';
  return `waiting ${days} day${days === 1 ? '' : 's'}`;
}

function QueueRow({ item }: { item: WaitingItem }) {
  const type = findContentType(item.type);
  const to = type ? itemPath(type, item) : null;
  return (
    <ListItem
      disableGutters
      sx={{
        py: 0.5,
        gap: { xs: 0.5, sm: 2 },
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-start', sm: 'center' },
      }}
    >
      <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }}>
        {to ? (
          <Link component={RouterLink} to={to} underline="hover">
            {item.title}
          </Link>
        ) : (
          item.title
        )}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
        <Chip size="small" variant="outlined" label={item.stageLabel} />
        <Typography
          variant="body2"
          color={item.waitingDays >= 7 ? 'warning.main' : 'text.secondary'}
          sx={{ minWidth: { sm: 130 } }}
        >
          {waitedFor(item.waitingDays)}
        </Typography>
      </Stack>
    </ListItem>
  );
}

/**
 * The editorial queue of a workflow type above its list ("Waiting for me"): what waits for the user, oldest first,
 * each with its stage and how long it has waited, linking to the item's page where its transitions are. Shown only
 * to someone with something to move; folded to the oldest few.
 */
export function WaitingQueue({ typeName }: { typeName: string }) {
  const [all, setAll] = useState(false);
  const queue = useWaiting(typeName, all ? MOST : FIRST);
  if (queue.isError)
    return (
      <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
        The queue waiting for you could not be read.
      </Alert>
    );
  const page = queue.data;
  if (!page || page.total === 0) return null;
  const more = page.total - page.items.length;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="waiting-for-me" sx={{ p: 2, mb: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <HourglassTop fontSize="small" color="primary" />
        <Typography id="waiting-for-me" variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
          Waiting for me
        </Typography>
        <Chip size="small" color="primary" label={page.total} />
      </Stack>
      <List dense disablePadding aria-label="Waiting for me, oldest first">
        {page.items.map((item) => (
          <QueueRow key={item.id} item={item} />
        ))}
      </List>
      {(more > 0 || all) && (
        <Box sx={{ mt: 0.5 }}>
          <Button size="small" onClick={() => setAll((current) => !current)}>
            {all ? 'Show the oldest only' : `Show all ${page.total > MOST ? `${MOST} oldest` : page.total}`}
          </Button>
        </Box>
      )}
    </Paper>
  );
}

/** The Insights list's queue (a list panel: areas/horizon/panels.ts). */
export function InsightQueuePanel() {
  return <WaitingQueue typeName="article" />;
}
