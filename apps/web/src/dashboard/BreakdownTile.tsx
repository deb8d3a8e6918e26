import type { Area, Day, Tile } from '@rh/core/areas';
import { findContentType } from '@rh/core/content';
import { useNavigate } from 'react-router';
import type { ChartSelection } from '../components/charts/chart-data.ts';
import type { ChartNames } from '../components/charts/chart-table.ts';
import { Chart } from '../components/charts/Chart.tsx';
import { CountryMap } from '../components/charts/CountryMap.tsx';
import { isDateField, type Group } from './group-labels.ts';
import { groupFilter, presenceFilter, tileLink } from './tile-links.ts';
import { matrixOf, presenceByOf, presenceOf, seriesOf, treeOf } from './to-chart.ts';
import { countsByCountry, statusMapOf } from './to-map.ts';
import { countryPath } from '../content/fields/display/country-path.ts';

type BreakdownDef = Extract<Tile, { kind: 'breakdown' }>;
type MatrixDef = Extract<Tile, { kind: 'matrix' }>;

interface ChartTileProps<T> {
  area: Area;
  tile: T;
  today: Day;
  groups: readonly Group[];
  labels: Readonly<Record<string, string>>;
  /** The tile's own heading level: the chart's hidden title sits one below. */
  heading: 'h2' | 'h3';
}

/** Opens the tile's list with the clicked groups' filters added (none for a group the list cannot filter by). */
function useOpenGroup(area: Area, tile: Tile, today: Day) {
  const navigate = useNavigate();
  return (...picks: [field: string | undefined, key: string | null | undefined, month?: boolean | 'has'][]) => {
    let extra = {};
    for (const [field, key, month] of picks) {
      if (!field || key === undefined) continue;
      // A presence bar: its key is what `<field>.has` takes (`true`: with a value, `false`: without).
      const filter =
        month === 'has'
          ? key === 'true' || key === 'false'
            ? presenceFilter(tile.query.type, field, key === 'true')
            : undefined
          : groupFilter(tile.query.type, field, key, month);
      if (filter) extra = { ...extra, ...filter };
    }
    const to = tileLink(area, tile, today, extra);
    if (to) void navigate(to);
  };
}

/** The table's headers: the grouped fields' labels and the type's plural ("Status", "Initiatives"). */
function namesOf(typeName: string, category: string, column?: string): ChartNames {
  const type = findContentType(typeName);
  const label = (name: string) =>
    name === 'stage' ? 'Stage' : (type?.fields.find((field) => field.name === name)?.label ?? name);
  return { category: label(category), ...(column ? { column: label(column) } : {}), value: type?.plural ?? 'Items' };
}

/** What every tile's chart shares: the tile shows the title, the chart keeps it as its name and table caption. */
const framed = (tile: Tile, heading: 'h2' | 'h3') =>
  ({ title: tile.title, hideTitle: true, headingLevel: heading === 'h2' ? 'h3' : 'h4' }) as const;

/** Counts by one field (two: stacked; or by month) as bars, lines, areas, a treemap or a world map. */
export function BreakdownTile(props: ChartTileProps<BreakdownDef> & { total: number; without?: readonly Group[] }) {
  const { area, tile, today, groups, labels, heading, total, without = [] } = props;
  const open = useOpenGroup(area, tile, today);
  const type = tile.query.type;
  const names = namesOf(type, tile.by);
  if (tile.chart === 'map') return <MapTile {...props} />;
  if (tile.chart === 'treemap') {
    const data = treeOf(type, tile.by, groups, labels);
    const onSelect = (selection: ChartSelection) => open([tile.by, selection.node?.key]);
    return <Chart kind="treemap" {...framed(tile, heading)} names={names} data={data} onSelect={onSelect} />;
  }
  if (tile.presence?.field) {
    const field = tile.presence.field;
    const data = presenceByOf(type, tile.by, tile.presence, groups, without, labels);
    return (
      <Chart
        kind="stacked"
        {...framed(tile, heading)}
        names={names}
        data={data}
        height={Math.max(160, 60 + data.categories.length * 30)}
        horizontal
        onSelect={(selection) => open([tile.by, selection.category?.key], [field, selection.series?.key, 'has'])}
      />
    );
  }
  if (tile.presence) {
    const data = presenceOf(tile.presence, total, groups, names.value ?? tile.title);
    return (
      <Chart
        kind="bar"
        {...framed(tile, heading)}
        names={names}
        data={data}
        height={160}
        horizontal
        onSelect={(selection) => open([tile.by, selection.category?.key, 'has'])}
      />
    );
  }
  const byTime = isDateField(type, tile.by);
  const data = seriesOf(
    { type, by: tile.by, by2: tile.by2, month: Boolean(tile.month), byTime, name: names.value ?? tile.title },
    groups,
    labels,
  );
  // Two fields, or a field by month: each bar stacks the values of the other (news per month, by type).
  const kind = (tile.by2 || tile.month) && tile.chart === 'bar' ? 'stacked' : tile.chart;
  // Names of regulators, risks and themes are long: bars along the vertical axis, as many rows as they need.
  const horizontal = tile.chart === 'bar' && !byTime && !tile.month;
  const height = horizontal ? Math.max(160, 40 + data.categories.length * 30) : 260;
  const onSelect = (selection: ChartSelection) =>
    tile.month
      ? open([tile.month, selection.category?.key, true], [tile.by, selection.series?.key])
      : open([tile.by, selection.category?.key], [tile.by2, selection.series?.key]);
  return (
    <Chart
      kind={kind}
      {...framed(tile, heading)}
      names={names}
      data={data}
      horizontal={horizontal}
      height={height}
      onSelect={onSelect}
    />
  );
}

/**
 * A breakdown by country as a world map: counts, or with `by2` and `rank` each country's most advanced value. A
 * country (on the map, beside it, or a row of its table) opens the area's country page; the tile's link keeps the list.
 */
function MapTile({ area, tile, groups, labels, heading }: ChartTileProps<BreakdownDef>) {
  const navigate = useNavigate();
  const names = namesOf(tile.query.type, tile.by);
  const onSelect = (code: string) => {
    const to = countryPath(code, area.id);
    if (to) void navigate(to);
  };
  if (tile.by2 && tile.rank?.length) {
    const { values, statuses } = statusMapOf(tile.query.type, tile.by2, tile.rank, groups, labels);
    return (
      <CountryMap
        {...framed(tile, heading)}
        values={values}
        mode="status"
        statuses={statuses}
        ordinal
        valueName="Most advanced status"
        onSelect={onSelect}
      />
    );
  }
  return (
    <CountryMap
      {...framed(tile, heading)}
      values={countsByCountry(groups)}
      mode="count"
      valueName={names.value}
      onSelect={onSelect}
    />
  );
}

/** Counts by two fields as a heat map; a cell opens the list filtered by both. */
export function MatrixTile({ area, tile, today, groups, labels, heading }: ChartTileProps<MatrixDef>) {
  const open = useOpenGroup(area, tile, today);
  const data = matrixOf(tile.query.type, tile.rows, tile.columns, groups, labels);
  const onSelect = (selection: ChartSelection) =>
    open([tile.rows, selection.row?.key], [tile.columns, selection.column?.key]);
  return (
    <Chart
      kind="heatmap"
      {...framed(tile, heading)}
      names={namesOf(tile.query.type, tile.rows, tile.columns)}
      data={data}
      height={Math.max(200, 80 + data.rows.length * 32)}
      onSelect={onSelect}
    />
  );
}
