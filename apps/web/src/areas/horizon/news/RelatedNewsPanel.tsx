import { Box, Chip, Link, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { contentType } from '@rh/core/content';
import { Link as RouterLink } from 'react-router';
import type { Item } from '../../../content/api/types.ts';
import { formatDate } from '../../../content/fields/format.ts';
import { itemPath } from '../../../content/links.ts';
import { useRelatedNews } from '../api/related-news.ts';

const NEWS = contentType('newsitem');

/**
 * News on the same subject (the same regulation, topics, an alike title, specific tags, the regulator), closest
 * first, each saying why: the server ranks them and words the reasons.
 */
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
          No other news is on the same subject.
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
              {entry.shared.reasons.map((reason, index) => (
                <Chip
                  key={reason}
                  label={reason}
                  size="small"
                  // The strongest reason stands out; the others (a common tag last) are quieter.
                  variant={index === 0 ? 'filled' : 'outlined'}
                  sx={{ height: 20 }}
                />
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
