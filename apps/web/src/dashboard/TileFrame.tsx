import { Box, Link, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { Alert } from '../components/Alert.tsx';
import type { Tile } from '@rh/core/areas';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** The columns a tile spans out of 12 at desktop widths: counts 3, the rest 6, unless it says. */
export const tileWidth = (tile: Tile): number => tile.width ?? (tile.kind === 'count' ? 3 : 6);

/** What a tile shows in place of its data: a skeleton while it loads, an error, or nothing to show. */
export type TileState =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'empty'; message: string };

interface TileFrameProps {
  id: string;
  tile: Tile;
  /** The list the tile summarises, with its filters. */
  link: string | undefined;
  /** The add form of the tile's type (`add` tiles, for who may create its items). */
  add?: string | undefined;
  heading: 'h2' | 'h3';
  status?: TileState | undefined;
  children?: ReactNode;
}

/** A tile's frame: its title and note, a link to the list behind it, and its content or its state. */
export function TileFrame({ id, tile, link, add, heading, status, children }: TileFrameProps) {
  const width = tileWidth(tile);
  // A chart shown in the tile is a region of the same name already (its ChartFrame): two would be one too many.
  const charted = !status && (tile.kind === 'breakdown' || tile.kind === 'matrix');
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={charted ? undefined : id}
      aria-busy={status?.state === 'loading' ? true : undefined}
      data-tile={tile.kind}
      data-state={status && status.state !== 'loading' ? status.state : undefined}
      sx={{
        p: 2,
        minWidth: 0,
        gridColumn: { xs: 'auto', md: `span ${width}` },
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography id={id} variant="subtitle1" component={heading} sx={{ fontWeight: 600 }}>
          {tile.title}
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ flexShrink: 0 }}>
          {link && (
            <Link component={RouterLink} to={link} underline="hover" variant="body2">
              Open list
              <Box component="span" sx={visuallyHidden}>
                : {tile.title}
              </Box>
            </Link>
          )}
          {add && (
            <Link component={RouterLink} to={add} underline="hover" variant="body2">
              Add
              <Box component="span" sx={visuallyHidden}>
                {' '}
                to {tile.title}
              </Box>
            </Link>
          )}
        </Stack>
      </Stack>
      {tile.note && (
        <Typography variant="body2" color="text.secondary">
          {tile.note}
        </Typography>
      )}
      <Box sx={{ mt: 1.5, flexGrow: 1, minWidth: 0 }}>
        {status?.state === 'loading' ? (
          <Skeleton variant="rounded" height={tile.kind === 'count' ? 56 : 200} aria-label="Loading" />
        ) : status?.state === 'error' ? (
          <Alert severity="warning" variant="outlined" role="alert">
            {status.message}
          </Alert>
        ) : status?.state === 'empty' ? (
          <Typography color="text.secondary">{status.message}</Typography>
        ) : (
          children
        )}
      </Box>
    </Paper>
  );
}
