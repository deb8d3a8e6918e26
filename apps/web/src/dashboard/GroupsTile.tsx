import { Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { Area, Day, Tile } from '@rh/core/areas';
import { findContentType } from '@rh/core/content';
import { Link as RouterLink } from 'react-router';
import { groupLabel, type Group } from './group-labels.ts';
import { groupFilter, presenceFilter, tileLink } from './tile-links.ts';
import type { FilterValues } from './tile-queries.ts';
import { monthLabel } from './to-chart.ts';
import { groupRows } from './to-groups.ts';

type GroupsDef = Extract<Tile, { kind: 'groups' }>;

interface GroupsTileProps {
  area: Area;
  tile: GroupsDef;
  today: Day;
  groups: readonly Group[];
  labels: Readonly<Record<string, string>>;
}

/**
 * A field's values as a table, largest first: each value opens its list, its count, and the month of its newest item
 * (`last`) opens the list of that month. The figures are the table: nothing to draw, nothing hidden from a reader.
 */
export function GroupsTile({ area, tile, today, groups, labels }: GroupsTileProps) {
  const type = findContentType(tile.query.type);
  const label = (name: string) => type?.fields.find((field) => field.name === name)?.label ?? name;
  const rows = groupRows(groups, tile.top);
  // A value without a group filter (none) opens the items without a value, where the list declares that filter.
  const valueFilter = (key: string | null): FilterValues =>
    groupFilter(tile.query.type, tile.by, key) ?? presenceFilter(tile.query.type, tile.by, false);
  const link = (extra: FilterValues) => tileLink(area, tile, today, extra);
  return (
    <TableContainer sx={{ maxHeight: 560 }}>
      <Table size="small" stickyHeader aria-label={tile.title}>
        <TableHead>
          <TableRow>
            <TableCell>{label(tile.by)}</TableCell>
            <TableCell align="right">{type?.plural ?? 'Items'}</TableCell>
            {tile.last && <TableCell>Last item</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const name = groupLabel(tile.query.type, tile.by, row.key, labels);
            const to = link(valueFilter(row.key));
            const month = row.last && groupFilter(tile.query.type, tile.last ?? '', row.last, true);
            const monthTo = month ? link({ ...valueFilter(row.key), ...month }) : undefined;
            return (
              <TableRow key={row.key ?? ''}>
                <TableCell component="th" scope="row" sx={{ wordBreak: 'break-word' }}>
                  {to ? (
                    <Link component={RouterLink} to={to}>
                      {name}
                    </Link>
                  ) : (
                    name
                  )}
                </TableCell>
                <TableCell align="right">{row.count.toLocaleString()}</TableCell>
                {tile.last && (
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {row.last && monthTo ? (
                      <Link
                        component={RouterLink}
                        to={monthTo}
                        aria-label={`${name}: items of ${monthLabel(row.last)}`}
                      >
                        {monthLabel(row.last)}
                      </Link>
                    ) : row.last ? (
                      monthLabel(row.last)
                    ) : (
                      '–'
                    )}
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
