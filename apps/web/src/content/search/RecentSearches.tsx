import Close from '@mui/icons-material/Close';
import History from '@mui/icons-material/History';
import { Box, Button, IconButton, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { pathTo } from '../../routes/table.ts';

export interface RecentSearchesProps {
  list: string[];
  onRemove(q: string): void;
  onClear(): void;
}

/** The user's recent searches on `/search`, each a link to run it again, removable one by one or all at once. */
export function RecentSearches({ list, onRemove, onClear }: RecentSearchesProps) {
  return (
    <Box component="section" aria-labelledby="recent-searches" sx={{ maxWidth: 720 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="recent-searches" variant="h6" component="h2">
          Recent searches
        </Typography>
        {list.length > 0 && (
          <Button size="small" onClick={onClear}>
            Clear all
          </Button>
        )}
      </Stack>
      {list.length === 0 ? (
        <Typography color="text.secondary">
          Searches you run show here. Press / on any page to search from the top bar.
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {list.map((q) => (
            <Box
              component="li"
              key={q}
              sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
            >
              <History fontSize="small" color="action" aria-hidden />
              <Link component={RouterLink} to={pathTo('Search', { q })} sx={{ flex: 1, minWidth: 0 }} noWrap>
                {q}
              </Link>
              <IconButton size="small" aria-label={`Remove “${q}” from recent searches`} onClick={() => onRemove(q)}>
                <Close fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
