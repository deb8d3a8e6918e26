import type { EChartsCoreOption } from 'echarts/core';
import type { ChartSelection } from './chart-data.ts';
import { baseOption } from './chart-options.ts';
import type { ChartTable, TableCell } from './chart-table.ts';
import type { ChartTheme } from './chart-theme.ts';

/** One step of a row: a dated milestone, named; an event's milestone carries the event's id. */
export interface TimelinePoint {
  /** ISO date, `YYYY-MM-DD` (a longer ISO string is cut to its day). */
  date: string;
  label: string;
  what: 'announced' | 'effective' | 'event';
  eventId?: string | undefined;
}

/** One row of the timeline: an initiative (or measure) and its milestones. */
export interface TimelineRow {
  id: string;
  label: string;
  milestones: readonly TimelinePoint[];
}

/** What a click on a point, or on a cell of the table, opens: the event, else the initiative. */
export interface TimelineTarget {
  initiativeId: string;
  eventId?: string;
}

export interface TimelineSettings {
  theme: ChartTheme;
  reducedMotion: boolean;
  /** Today, `YYYY-MM-DD`: points before it are muted, and a marker line stands on it. */
  today: string;
  /** A narrow screen: shorter row labels. */
  compact?: boolean;
}

const KINDS = [
  { what: 'announced', name: 'Announced', symbol: 'circle', color: 0 },
  { what: 'effective', name: 'Takes effect', symbol: 'diamond', color: 1 },
  { what: 'event', name: 'Event', symbol: 'triangle', color: 2 },
] as const;

const DAY_MS = 86_400_000;
/** Height of one row and of the axis, legend and margins around the rows. */
const ROW_HEIGHT = 44;
const FRAME_HEIGHT = 88;

/** The day of a date as UTC milliseconds, or null for a text that is no ISO date. */
export function dayMs(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  return match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

const dayOf = (date: string) => date.slice(0, 10);

/** Whether a milestone lies before today (ISO dates compare as text). */
export const isPast = (point: TimelinePoint, today: string) => dayOf(point.date) < today;

/** The drawing's height for this many rows. */
export const timelineHeight = (rows: number) => FRAME_HEIGHT + Math.max(1, rows) * ROW_HEIGHT;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A date as "1 Aug 2026", for the tooltip. */
const longDate = (date: string) => {
  const ms = dayMs(date);
  return ms === null
    ? date
    : new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(ms);
};

/** The point's data as ECharts keeps it: its place, and which row and milestone it is (for a click). */
interface PointDatum {
  value: [number, number];
  row: number;
  index: number;
  itemStyle?: { opacity: number };
  label?: { color: string };
}

/** The x axis' ends: every milestone and today, with a margin on each side. */
function timeRange(rows: readonly TimelineRow[], todayMs: number): [number, number] {
  const all = rows.flatMap((row) => row.milestones.map((point) => dayMs(point.date) ?? todayMs));
  const min = Math.min(todayMs, ...all);
  const max = Math.max(todayMs, ...all);
  const margin = Math.max(30 * DAY_MS, (max - min) * 0.06);
  return [min - margin, max + margin];
}

/**
 * The timeline's ECharts option: a row per initiative on a time axis, each milestone a labelled point (shape and
 * colour by kind: announced, takes effect, event), a thin line from a row's first milestone to its last, a dashed
 * "Today" line, and the milestones before today muted.
 */
export function timelineOption(rows: readonly TimelineRow[], settings: TimelineSettings): EChartsCoreOption {
  const { theme, today, compact } = settings;
  const todayMs = dayMs(today) ?? Date.now();
  const [min, max] = timeRange(rows, todayMs);
  const base = baseOption({ theme, reducedMotion: settings.reducedMotion });
  const spans: ([number, number] | null)[] = [];
  rows.forEach((row, r) => {
    const times = row.milestones.map((point) => dayMs(point.date)).filter((ms): ms is number => ms !== null);
    if (times.length > 1) spans.push([Math.min(...times), r], [Math.max(...times), r], null);
  });
  const axisLine = { lineStyle: { color: theme.line } };
  return {
    ...base,
    tooltip: {
      ...(base['tooltip'] as object),
      trigger: 'item',
      formatter: (params: { data?: PointDatum }) => {
        const row = params.data ? rows[params.data.row] : undefined;
        const point = row?.milestones[params.data!.index];
        if (!row || !point) return '';
        return `${escapeHtml(row.label)}<br/>${escapeHtml(longDate(point.date))}: ${escapeHtml(point.label)}`;
      },
    },
    legend: {
      bottom: 0,
      data: KINDS.map((kind) => kind.name),
      textStyle: { color: theme.text },
    },
    grid: { left: 8, right: 24, top: 28, bottom: 40 },
    xAxis: {
      type: 'time',
      min,
      max,
      axisLine,
      axisTick: axisLine,
      axisLabel: { color: theme.subtleText, hideOverlap: true },
      splitLine: { show: true, lineStyle: { color: theme.line, opacity: 0.5 } },
    },
    yAxis: {
      type: 'category',
      inverse: true,
      data: rows.map((row) => row.label),
      axisLine,
      axisTick: { show: false },
      axisLabel: { color: theme.text, width: compact ? 96 : 200, overflow: 'truncate' },
    },
    series: [
      {
        name: 'Span',
        type: 'line',
        silent: true,
        symbol: 'none',
        connectNulls: false,
        lineStyle: { color: theme.line, width: 2 },
        tooltip: { show: false },
        data: spans.map((point) => point ?? '-'),
        z: 1,
        markLine: {
          silent: true,
          symbol: 'none',
          animation: false,
          lineStyle: { color: theme.text, type: 'dashed', width: 1 },
          // The y axis runs top-down (inverse), so the line's start is its top: the label stays clear of the x axis.
          label: { formatter: 'Today', position: 'start', color: theme.text },
          data: [{ xAxis: todayMs }],
        },
      },
      ...KINDS.map((kind) => ({
        name: kind.name,
        type: 'scatter',
        symbol: kind.symbol,
        symbolSize: 12,
        itemStyle: { color: theme.categorical[kind.color] },
        label: {
          show: true,
          position: 'top',
          distance: 4,
          fontSize: 11,
          color: theme.text,
          textBorderWidth: 0,
          width: compact ? 90 : 150,
          overflow: 'truncate',
          formatter: ({ data }: { data: PointDatum }) => rows[data.row]?.milestones[data.index]?.label ?? '',
        },
        labelLayout: { hideOverlap: true },
        emphasis: { scale: 1.4 },
        z: 3,
        data: rows.flatMap((row, r) =>
          row.milestones.flatMap((point, index): PointDatum[] => {
            const ms = dayMs(point.date);
            if (ms === null || point.what !== kind.what) return [];
            const past = isPast(point, today);
            return [
              {
                value: [ms, r],
                row: r,
                index,
                ...(past && { itemStyle: { opacity: 0.4 }, label: { color: theme.subtleText } }),
              },
            ];
          }),
        ),
      })),
    ],
  };
}

const target = (row: TimelineRow, point?: TimelinePoint): TimelineTarget => ({
  initiativeId: row.id,
  ...(point?.eventId && { eventId: point.eventId }),
});

/** What a click on a point opens (its event, else its initiative); null for a click on anything else. */
export function targetOfClick(rows: readonly TimelineRow[], data: unknown): TimelineTarget | null {
  const datum = data as Partial<PointDatum> | undefined;
  if (typeof datum?.row !== 'number' || typeof datum.index !== 'number') return null;
  const row = rows[datum.row];
  const point = row?.milestones[datum.index];
  return row && point ? target(row, point) : null;
}

/** The selection a table cell carries, as the chart kit's tables hand it over (`row`: initiative, `node`: event). */
const selectionOf = (row: TimelineRow, point?: TimelinePoint): ChartSelection => ({
  row: { key: row.id, label: row.label },
  ...(point?.eventId && { node: { key: point.eventId, label: point.label } }),
  value: null,
});

/** What a cell of the table opens: the event it names, else its initiative. */
export function targetOfSelection(selection: ChartSelection): TimelineTarget | null {
  const initiativeId = selection.row?.key;
  if (!initiativeId) return null;
  const eventId = selection.node?.key;
  return { initiativeId, ...(eventId && { eventId }) };
}

/**
 * The timeline as a table, a row per milestone in the chart's order: the initiative (opens it), the date, the
 * milestone (opens its event, else the initiative) and whether it is past or coming.
 */
export function timelineTable(rows: readonly TimelineRow[], today: string): ChartTable {
  return {
    columns: ['Initiative', 'Date', 'Milestone', 'When'],
    rows: rows.flatMap((row) =>
      row.milestones.map((point): TableCell[] => [
        { value: row.label, header: true, select: selectionOf(row) },
        { value: dayOf(point.date) },
        { value: point.label, select: selectionOf(row, point) },
        { value: isPast(point, today) ? 'Past' : 'Coming' },
      ]),
    ),
  };
}
