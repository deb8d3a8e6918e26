import { Alert, Box, Chip, Link, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { contentType } from '@rh/core/content';
import { Link as RouterLink } from 'react-router';
import type { Item } from '../../../content/api/types.ts';
import { formatDate, refTitle } from '../../../content/fields/format.ts';
import { itemPath } from '../../../content/links.ts';
import { useRelatedNews, type RelatedItem } from '../api/related-news.ts';

const NEWS = contentType('newsitem');

/** Why an item is related, in a few words: the topics and tags both have, or the regulator. */
function reasons(related: RelatedItem): string[] {
  return [
    ...related.shared.topics.map((id) => refTitle(related.refs, id)),
    ...related.shared.tags.map((tag) => `#${tag}`),
    ...(related.shared.regulator && typeof related.data.regulator === 'string'
      ? [refTitle(related.refs, related.data.regulator)]
      : []),
  ];
}

/** The newest news sharing the item's regulator, topics or tags, closest first (the server ranks them). */
export function RelatedNewsPanel({ item }: { item: Item }) {
  const related = useRelatedNews(item.id);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="related-title" sx={{ p: 2, mb: 2 }}>
      <Typography id="related-title" variant="h6" component="h2" gutterBottom>
        Related news
      </Typography>
      {related.isPending && <Skeleton variant="rounded" height={120} />}
      {related.isError && <Alert severity="error">{related.error.message}</Alert>}
      {related.data?.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No other news shares its regulator, topics or tags.
        </Typography>
      )}
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {related.data?.map((entry) => (
          <Box component="li" key={entry.id}>
            <Link component={RouterLink} to={itemPath(NEWS, entry)} sx={{ fontWeight: 500 }}>
              {entry.title}
            </Link>
            <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 0.25 }}>
              {typeof entry.data.publishedAt === 'string' && (
                <Typography variant="caption" color="text.secondary" sx={{ mr: 0.5 }}>
                  {formatDate(entry.data.publishedAt.slice(0, 10))}
                </Typography>
              )}
              {reasons(entry).map((reason) => (
                <Chip key={reason} label={reason} size="small" variant="outlined" sx={{ height: 20 }} />
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
