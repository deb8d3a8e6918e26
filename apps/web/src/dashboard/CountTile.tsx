import { Link, Typography } from '@mui/material';
import type { Tile } from '@rh/core/areas';
import { Link as RouterLink } from 'react-router';

type CountTileDef = Extract<Tile, { kind: 'count' }>;

/** "+12 (+25%) on the 30 days before", or the same period's count when nothing changed. */
export function changeText(current: number, previous: number, days: number): string {
  const before = `the ${days} days before`;
  if (current === previous) return `No change on ${before} (${previous.toLocaleString('en')})`;
  const diff = current - previous;
  const sign = diff > 0 ? '+' : '−';
  const percent = previous === 0 ? '' : ` (${sign}${Math.round((Math.abs(diff) / previous) * 100)}%)`;
  return `${sign}${Math.abs(diff).toLocaleString('en')}${percent} on ${before}`;
}

interface CountTileProps {
  tile: CountTileDef;
  total: number;
  /** The count of the period before, for a compared count. */
  previous?: number | undefined;
  link: string | undefined;
}

/** A number, linking to the list it counts, and its change against the period before. */
export function CountTile({ tile, total, previous, link }: CountTileProps) {
  const value = total.toLocaleString('en');
  return (
    <>
      <Typography variant="h3" component="p" sx={{ fontWeight: 500 }} data-count={total}>
        {link ? (
          <Link component={RouterLink} to={link} underline="hover" color="inherit">
            {value}
          </Link>
        ) : (
          value
        )}
      </Typography>
      {tile.compare && previous !== undefined && (
        <Typography variant="body2" color="text.secondary">
          {changeText(total, previous, tile.compare.days)}
        </Typography>
      )}
    </>
  );
}
