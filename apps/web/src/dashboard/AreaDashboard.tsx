import { Box, Typography } from '@mui/material';
import { dayOf, type Area, type Day, type Tile } from '@rh/core/areas';
import { dashboardOf } from '@rh/core/areas/dashboards';
import { can } from '@rh/core';
import { findContentType } from '@rh/core/content';
import { Suspense, useId, useMemo } from 'react';
import { useAggregate, type AggregateResult } from '../content/api/aggregate.ts';
import { addPath } from '../content/links.ts';
import { useSession } from '../session/useSession.ts';
import { BreakdownTile, MatrixTile } from './BreakdownTile.tsx';
import { CountTile } from './CountTile.tsx';
import { GroupsTile } from './GroupsTile.tsx';
import { ItemsTile } from './ItemsTile.tsx';
import { TableTile } from './TableTile.tsx';
import { DashboardAbout } from './about/DashboardAbout.tsx';
import { dashboardPanels } from './dashboard-panels.ts';
import { countOf, dashboardQueries, queryId, withoutId } from './tile-queries.ts';
import { tileLink } from './tile-links.ts';
import { TileFrame, type TileState } from './TileFrame.tsx';

/** What the server answered for one query of the dashboard's request (or the request's own failure). */
type Entry = AggregateResult | undefined;

const plural = (typeName: string) => findContentType(typeName)?.plural.toLowerCase() ?? typeName;

/** The state a tile shows instead of its data: loading, an error (a 403: the user may not see it), or empty. */
export function tileState(tile: Tile, entry: Entry, pending: boolean, failure: string | null): TileState | undefined {
  if (pending) return { state: 'loading' };
  if (failure) return { state: 'error', message: failure };
  if (!entry) return { state: 'error', message: 'The server gave no answer for this tile.' };
  if ('error' in entry) {
    return entry.error.status === 403
      ? { state: 'error', message: `Your access does not include ${plural(tile.query.type)}.` }
      : { state: 'error', message: entry.error.message };
  }
  const what = plural(tile.query.type);
  if (tile.kind === 'timeline' && !entry.items?.length)
    return { state: 'empty', message: `No ${what} in the next ${tile.days} days.` };
  if ((tile.kind === 'newest' || tile.kind === 'table') && !entry.items?.length) {
    return { state: 'empty', message: `No ${what} yet.` };
  }
  if ((tile.kind === 'breakdown' || tile.kind === 'matrix' || tile.kind === 'groups') && !entry.groups?.length) {
    return { state: 'empty', message: `No ${what} to break down.` };
  }
  return undefined;
}

interface AreaDashboardProps {
  area: Area;
  /** The route that shows it: the area's home (default) or another of its dashboards (MAR's surveillance). */
  route?: string | undefined;
  /** The level of the tiles' headings: h2 on the area's own page, h3 within a section of another page. */
  heading?: 'h2' | 'h3';
}

/**
 * An area's dashboard: its intro and its tiles, all answered by one aggregation request, then the panels areas
 * register for its route (content/plugins.ts `dashboard`).
 */
export function AreaDashboard({ area, route = area.home, heading = 'h2' }: AreaDashboardProps) {
  const baseId = useId();
  const dashboard = dashboardOf(area.id, route);
  const Panel = route ? dashboardPanels.get(route) : undefined;
  const tiles = useMemo(() => dashboard?.tiles ?? [], [dashboard]);
  // The day the dashboard was opened: its queries and links keep the same dates while it is shown.
  const today: Day = useMemo(() => dayOf(new Date()), []);
  const queries = useMemo(() => dashboardQueries(area, tiles, today), [area, tiles, today]);
  const { data, error, isPending } = useAggregate(queries);
  const failure = error ? error.message || 'The dashboard could not be loaded.' : null;
  const { roles } = useSession().state;
  /** The add form of an `add` tile's type, for who may create its items. */
  const addOf = (tile: Tile) => {
    const type = tile.add ? findContentType(tile.query.type) : undefined;
    return type && can(roles, type.resource, 'create') ? addPath(type) : undefined;
  };

  return (
    <Box>
      {dashboard?.intro && (
        <Typography color="text.secondary" sx={{ mb: 2, maxWidth: '70ch' }}>
          {dashboard.intro}
        </Typography>
      )}
      {dashboard?.about && <DashboardAbout blocks={dashboard.about} heading={heading} />}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(12, minmax(0, 1fr))' },
        }}
      >
        {tiles.map((tile, index) => {
          const entry: Entry = data?.results[queryId(index)];
          const status = tileState(tile, entry, isPending, failure);
          const link = tileLink(area, tile, today);
          const ok = entry && !('error' in entry) ? entry : undefined;
          const previous = data?.results[queryId(index, true)];
          const without = data?.results[withoutId(index)];
          return (
            <TileFrame
              key={index}
              id={`${baseId}-tile-${index}`}
              tile={tile}
              link={link}
              add={addOf(tile)}
              heading={heading}
              status={status}
            >
              {ok && tile.kind === 'count' && (
                <CountTile
                  tile={tile}
                  total={countOf(tile, ok.total, ok.groups)}
                  previous={
                    previous && !('error' in previous) ? countOf(tile, previous.total, previous.groups) : undefined
                  }
                  link={link}
                />
              )}
              {ok && tile.kind === 'breakdown' && (
                <BreakdownTile
                  area={area}
                  tile={tile}
                  today={today}
                  groups={ok.groups ?? []}
                  labels={ok.labels ?? {}}
                  total={ok.total}
                  without={without && !('error' in without) ? (without.groups ?? []) : []}
                  heading={heading}
                />
              )}
              {ok && tile.kind === 'matrix' && (
                <MatrixTile
                  area={area}
                  tile={tile}
                  today={today}
                  groups={ok.groups ?? []}
                  labels={ok.labels ?? {}}
                  heading={heading}
                />
              )}
              {ok && (tile.kind === 'timeline' || tile.kind === 'newest') && (
                <ItemsTile area={area} tile={tile} items={ok.items ?? []} />
              )}
              {ok && tile.kind === 'groups' && (
                <GroupsTile area={area} tile={tile} today={today} groups={ok.groups ?? []} labels={ok.labels ?? {}} />
              )}
              {ok && tile.kind === 'table' && (
                <TableTile area={area} tile={tile} items={ok.items ?? []} total={ok.total} link={link} />
              )}
            </TileFrame>
          );
        })}
      </Box>
      {Panel && route && (
        <Suspense fallback={null}>
          <Box sx={{ mt: 2 }}>
            <Panel area={area} route={route} today={today} heading={heading} />
          </Box>
        </Suspense>
      )}
    </Box>
  );
}
