import { Box, Button, Link as MuiLink, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { Alert } from '../../components/Alert.tsx';
import { contentType } from '@rh/core/content';
import { Link } from 'react-router';
import { useItems } from '../../content/api/list-items.ts';
import type { ItemPanelProps } from '../../content/detail/panels.ts';
import { itemPath, screenRoute } from '../../content/links.ts';
import { formatTotal } from '../../content/fields/format.ts';
import { pathTo } from '../../routes/table.ts';

const NEWS = contentType('newsitem');
const SHOWN = 10;

/** The News filter an item stands for: a news type by its code, a tag by its slug. */
const FILTERS: Readonly<Record<string, { param: string; field: string }>> = {
  newstype: { param: 'newsTypes', field: 'code' },
  tag: { param: 'tags', field: 'slug' },
};

/** News of a type (`/news/type/{id}`) or with a tag (`/tag/{id}`): the newest, and the whole filtered list. */
export function TaggedNewsPanel({ item }: ItemPanelProps) {
  const filter = FILTERS[item.type];
  const value = filter ? item.data[filter.field] : undefined;
  const params = { [filter?.param ?? 'tags']: typeof value === 'string' ? value : '', limit: String(SHOWN) };
  const news = useItems(NEWS.name, params, null);
  const list = screenRoute(NEWS, 'list');
  if (!filter || typeof value !== 'string' || !value) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="tagged-news" sx={{ p: 2, mb: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="tagged-news" variant="h6" component="h2">
          News{news.data ? ` (${formatTotal(news.data.total)})` : ''}
        </Typography>
        {list && (
          <Button
            size="small"
            component={Link}
            to={`${pathTo(list)}?${new URLSearchParams({ [filter.param]: value })}`}
          >
            All in News
          </Button>
        )}
      </Stack>
      {news.isPending ? (
        <Skeleton variant="rounded" height={120} />
      ) : news.error ? (
        <Alert severity="error">The news could not be loaded. {news.error.message}</Alert>
      ) : news.data.items.length === 0 ? (
        <Typography color="text.secondary">No news item has it yet.</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {news.data.items.map((news) => (
            <li key={news.id}>
              <MuiLink component={Link} to={itemPath(NEWS, news)} underline="hover">
                {news.title}
              </MuiLink>{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                {typeof news.data.publishedAt === 'string' ? new Date(news.data.publishedAt).toLocaleDateString() : ''}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Paper>
  );
}
