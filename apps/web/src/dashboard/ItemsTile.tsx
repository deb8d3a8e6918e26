import { Box, Link, Typography } from '@mui/material';
import type { Area, Tile } from '@rh/core/areas';
import { Link as RouterLink } from 'react-router';
import type { Item } from '../content/api/types.ts';
import { formatDate } from '../content/fields/format.ts';
import { itemPathOf, itemRoutePath } from '../content/links.ts';
import { areaDetailRoute } from './tile-links.ts';

type ItemsTileDef = Extract<Tile, { kind: 'timeline' | 'newest' }>;

/** The date an item shows: a field of its data, or one of its own (`updatedAt`, `createdAt`). */
function dateOf(item: Item, field: string): string | undefined {
  const value = field === 'updatedAt' || field === 'createdAt' ? item[field] : item.data[field];
  return typeof value === 'string' ? value : undefined;
}

/** Items with their date, each linking to its page: the coming dates of a timeline or the newest items. */
export function ItemsTile({ area, tile, items }: { area: Area; tile: ItemsTileDef; items: readonly Item[] }) {
  const route = areaDetailRoute(area, tile.query.type);
  const pathOf = (item: Item) => (route ? itemRoutePath(route, item) : itemPathOf(item.type, item));
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {items.map((item) => {
        const date = dateOf(item, tile.field);
        const path = pathOf(item);
        return (
          <Box component="li" key={item.id} sx={{ display: 'grid', gridTemplateColumns: '7.5rem 1fr', gap: 1 }}>
            <Typography variant="body2" color="text.secondary" component="span">
              {date ? <time dateTime={date}>{formatDate(date.slice(0, 10))}</time> : '—'}
            </Typography>
            <Typography variant="body2" component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {path ? (
                <Link component={RouterLink} to={path} underline="hover">
                  {item.title}
                </Link>
              ) : (
                item.title
              )}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
