import { Box, Chip, Link, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { Alert } from '../../components/Alert.tsx';
import { SOURCE_KINDS } from '@rh/core/content';
import { formatDateTime } from '../../content/fields/format.ts';
import type { DiscoveredFeed } from './discover-feed.ts';

/** The label of a feed's format, as the source's Format field shows it. */
export const formatLabel = (format: string | null): string =>
  SOURCE_KINDS.find((kind) => kind.value === format)?.label ?? 'Unknown format';

/** A feed as a source would read it: its title, format, address and newest entries, each with its date and link. */
export function FeedPreview({ feed }: { feed: DiscoveredFeed }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {feed.title ?? 'Untitled feed'}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ my: 1, flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
        {feed.format && <Chip size="small" color="primary" variant="outlined" label={formatLabel(feed.format)} />}
        {!feed.error && <Chip size="small" label={`${feed.itemCount} ${feed.itemCount === 1 ? 'entry' : 'entries'}`} />}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        Address:{' '}
        <Link href={feed.url} target="_blank" rel="noopener noreferrer">
          {feed.url}
        </Link>
      </Typography>
      {feed.home && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          Publisher’s page:{' '}
          <Link href={feed.home} target="_blank" rel="noopener noreferrer">
            {feed.home}
          </Link>
        </Typography>
      )}
      {feed.error && (
        <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
          This feed could not be read: {feed.error}
        </Alert>
      )}
      {!feed.error && feed.items.length === 0 && (
        <Typography sx={{ mt: 2 }}>The feed has no entries now; a source would read those it publishes.</Typography>
      )}
      {feed.items.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h3">
            Newest entries
          </Typography>
          <List dense disablePadding aria-label="Newest entries of the feed">
            {feed.items.map((item, index) => (
              <ListItem key={`${item.link ?? ''}-${index}`} disableGutters divider={index < feed.items.length - 1}>
                <ListItemText
                  primary={
                    item.link ? (
                      <Link href={item.link} target="_blank" rel="noopener noreferrer">
                        {item.title}
                      </Link>
                    ) : (
                      item.title
                    )
                  }
                  secondary={item.date ? formatDateTime(item.date) : 'Undated'}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
    </Paper>
  );
}
