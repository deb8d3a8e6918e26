import { Box, Link, Paper, Typography } from '@mui/material';
import { countryName } from '@rh/core/content';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../content/fields/format.ts';
import { itemPathOf } from '../../../content/links.ts';
import type { Snapshot } from '../api/snapshot.ts';

type Highlights = NonNullable<Snapshot['news']>['highlights'];

/** The newest high-impact news of the period. */
export function SnapshotHighlights({ items }: { items: Highlights }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="snapshot-highlights" sx={{ p: 2 }}>
      <Typography id="snapshot-highlights" variant="h6" component="h2" sx={{ mb: 1 }}>
        High-impact news
      </Typography>
      {items.length === 0 && <Typography color="text.secondary">None in this period.</Typography>}
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((item) => {
          const path = itemPathOf('newsitem', item);
          return (
            <Box component="li" key={item.id} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
              <Typography variant="body2">
                {path ? (
                  <Link component={RouterLink} to={path}>
                    {item.title}
                  </Link>
                ) : (
                  item.title
                )}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {[formatDate(item.date.slice(0, 10)), item.regulator, item.countries.map(countryName).join(', ')]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
