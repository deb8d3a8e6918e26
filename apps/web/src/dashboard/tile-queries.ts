import { addDays, resolveFilters, scopeOf, type Area, type Day, type Tile } from '@rh/core/areas';
import { findContentType } from '@rh/core/content';
import type { AggregateQuery } from '../content/api/aggregate.ts';

/** Filter parameter → values, as the list API and the list's address take them. */
export type FilterValues = Record<string, string[]>;

/** The area's id when its scope applies to the tile's type (a scope the area does not declare would be a 400). */
export function tileScope(area: Area, tile: Tile): string | undefined {
  return tile.query.scope !== false && scopeOf(area.id, tile.query.type) ? area.id : undefined;
}

/** A date field's range as the list takes it (`start.from`, `start.to`); both ends included. */
function range(field: string, from: Day, to: Day): FilterValues {
  return { [`${field}.from`]: [from], [`${field}.to`]: [to] };
}

/**
 * The filters a tile shows, with relative dates resolved against today: its query's own, plus the window of a
 * compared count (the last `days` days) or of a timeline (today to `days` ahead). The tile's link carries the same.
 */
export function tileFilters(tile: Tile, today: Day): FilterValues {
  const filters = resolveFilters(tile.query.filters, today);
  if (tile.kind === 'count' && tile.compare) {
    return { ...filters, ...range(tile.compare.field, addDays(today, 1 - tile.compare.days), today) };
  }
  if (tile.kind === 'timeline') return { ...filters, ...range(tile.field, today, addDays(today, tile.days)) };
  return filters;
}

/** The id of a tile's query in the dashboard's one request; `previous` for a compared count's earlier period. */
export const queryId = (index: number, previous = false) => `t${index}${previous ? '-previous' : ''}`;

/** The id of the second query of a presence breakdown by another field: the items without a value of the field. */
export const withoutId = (index: number) => `t${index}-without`;

/** The count a count tile shows: the total, or for a count of `missing` values the group without a value. */
export function countOf(tile: Tile, total: number, groups: readonly { key: string | null; count: number }[] = []) {
  if (tile.kind !== 'count' || !tile.missing) return total;
  return groups.find((group) => group.key === null)?.count ?? 0;
}

/** The aggregation queries one tile needs: one, or two for a count compared with the period before. */
export function tileQueries(area: Area, tile: Tile, index: number, today: Day): AggregateQuery[] {
  const scope = tileScope(area, tile);
  const base = { type: tile.query.type, ...(scope ? { scope } : {}), filters: tileFilters(tile, today) };
  const id = queryId(index);
  switch (tile.kind) {
    case 'count': {
      // Items without a value of a field: the "none" group of a grouping by it.
      const missing = tile.missing ? { by: [tile.missing] } : {};
      const queries: AggregateQuery[] = [{ id, ...base, kind: 'count', ...missing }];
      if (tile.compare) {
        const { field, days } = tile.compare;
        const filters = {
          ...resolveFilters(tile.query.filters, today),
          ...range(field, addDays(today, 1 - 2 * days), addDays(today, -days)),
        };
        queries.push({ id: queryId(index, true), ...base, filters, kind: 'count', ...missing });
      }
      return queries;
    }
    case 'breakdown': {
      if (tile.presence?.field) {
        // Per value of `by`: all its items, and those without a value of the field; the difference has one.
        const top = tile.top ?? 12;
        const without = { ...base.filters, [`${tile.presence.field}.has`]: ['false'] };
        return [
          { id, ...base, kind: 'count', by: [tile.by], limit: top },
          { id: withoutId(index), ...base, filters: without, kind: 'count', by: [tile.by] },
        ];
      }
      const by = tile.by2 ? [tile.by, tile.by2] : [tile.by];
      // A map shows every country; with and without a value need every group to find the "none" one.
      const top = tile.chart === 'map' || tile.presence ? undefined : (tile.top ?? 12);
      return [
        {
          id,
          ...base,
          kind: 'count',
          by,
          ...(tile.month ? { month: tile.month } : {}),
          ...(top && !tile.month ? { limit: top } : {}),
        },
      ];
    }
    case 'matrix':
      return [{ id, ...base, kind: 'count', by: [tile.rows, tile.columns] }];
    case 'groups':
      // With `last`, every value by month (its newest month is its last item's); without, the largest values.
      return [
        tile.last
          ? { id, ...base, kind: 'count', by: [tile.by], month: tile.last }
          : { id, ...base, kind: 'count', by: [tile.by], limit: tile.top ?? 50 },
      ];
    case 'timeline':
      return [{ id, ...base, kind: 'items', sort: tile.field, limit: tile.limit ?? 6 }];
    case 'newest':
      return [{ id, ...base, kind: 'items', sort: `-${tile.field}`, limit: tile.limit ?? 6 }];
    case 'table': {
      const sort = tile.sort ?? findContentType(tile.query.type)?.list.sort;
      const order = sort ? `${sort.dir === 'desc' ? '-' : ''}${sort.field}` : '-updatedAt';
      return [{ id, ...base, kind: 'items', sort: order, limit: tile.limit ?? 50 }];
    }
  }
}

/** Every query of a dashboard's tiles, for its one aggregation request. */
export function dashboardQueries(area: Area, tiles: readonly Tile[], today: Day): AggregateQuery[] {
  return tiles.flatMap((tile, index) => tileQueries(area, tile, index, today));
}
