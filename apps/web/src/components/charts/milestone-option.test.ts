import { describe, expect, it } from 'vitest';
import { createAppTheme } from '../../app/theme.ts';
import { chartThemeOf } from './chart-theme.ts';
import {
  dayMs,
  targetOfClick,
  targetOfSelection,
  timelineHeight,
  timelineOption,
  timelineTable,
  type TimelineRow,
} from './milestone-option.ts';

const theme = chartThemeOf(createAppTheme('light'));
const today = '2026-11-25';

const rows: TimelineRow[] = [
  {
    id: 'act',
    label: 'EU AI Act',
    milestones: [
      { date: '2021-04-21', label: 'Announced', what: 'announced' },
      { date: '2024-08-01', label: 'Takes effect', what: 'effective' },
      { date: '2027-08-02', label: 'High-risk rules apply', what: 'event', eventId: 'ev-1' },
    ],
  },
  { id: 'code', label: 'Code of practice <GPAI>', milestones: [{ date: '2026-12-01', label: 'Final', what: 'event' }] },
];

interface Series {
  name: string;
  type: string;
  data: unknown[];
  markLine?: { data: { xAxis: number }[] };
}
const seriesOf = (option: Record<string, unknown>) => option['series'] as Series[];

describe('timelineOption', () => {
  const option = timelineOption(rows, { theme, reducedMotion: false, today }) as Record<string, unknown>;

  it('puts a row per initiative on the category axis and the milestones on a time axis', () => {
    expect((option['yAxis'] as { data: string[] }).data).toEqual(['EU AI Act', 'Code of practice <GPAI>']);
    expect((option['xAxis'] as { type: string }).type).toBe('time');
  });

  it('draws each milestone once, in the series of its kind, at its day and row', () => {
    const scatter = seriesOf(option).filter((one) => one.type === 'scatter');
    expect(scatter.map((one) => one.name)).toEqual(['Announced', 'Takes effect', 'Event']);
    const events = scatter[2]!.data as { value: [number, number]; row: number; index: number }[];
    expect(events.map((point) => point.value)).toEqual([
      [Date.UTC(2027, 7, 2), 0],
      [Date.UTC(2026, 11, 1), 1],
    ]);
    expect(scatter.flatMap((one) => one.data)).toHaveLength(4);
  });

  it('mutes the points before today and only those', () => {
    const points = seriesOf(option)
      .filter((one) => one.type === 'scatter')
      .flatMap((one) => one.data as { value: [number, number]; itemStyle?: { opacity: number } }[]);
    const muted = points.filter((point) => point.itemStyle?.opacity !== undefined).map((point) => point.value[0]);
    expect(muted.sort()).toEqual([Date.UTC(2021, 3, 21), Date.UTC(2024, 7, 1)]);
  });

  it('marks today and spans each row from its first milestone to its last (one-point rows have none)', () => {
    const span = seriesOf(option).find((one) => one.name === 'Span')!;
    expect(span.markLine!.data).toEqual([{ xAxis: dayMs(today) }]);
    expect(span.data).toEqual([[Date.UTC(2021, 3, 21), 0], [Date.UTC(2027, 7, 2), 0], '-']);
  });

  it('keeps today on the axis even when every milestone is long past', () => {
    const old = timelineOption(
      [{ id: 'x', label: 'Old', milestones: [{ date: '2001-01-01', label: 'A', what: 'announced' }] }],
      {
        theme,
        reducedMotion: true,
        today,
      },
    ) as Record<string, unknown>;
    const axis = old['xAxis'] as { min: number; max: number };
    expect(axis.max).toBeGreaterThan(dayMs(today)!);
    expect(axis.min).toBeLessThan(Date.UTC(2001, 0, 1));
    expect(old['animation']).toBe(false);
  });

  it('escapes titles in the tooltip', () => {
    const tooltip = option['tooltip'] as { formatter: (params: unknown) => string };
    const text = tooltip.formatter({ data: { value: [0, 1], row: 1, index: 0 } });
    expect(text).toContain('Code of practice &#60;GPAI&#62;');
    expect(text).not.toContain('<GPAI>');
  });
});

describe('the timeline targets', () => {
  it('opens the event of an event point, else the initiative, and nothing for a stray click', () => {
    expect(targetOfClick(rows, { value: [0, 0], row: 0, index: 2 })).toEqual({ initiativeId: 'act', eventId: 'ev-1' });
    expect(targetOfClick(rows, { value: [0, 0], row: 0, index: 1 })).toEqual({ initiativeId: 'act' });
    expect(targetOfClick(rows, { value: [0, 1], row: 1, index: 0 })).toEqual({ initiativeId: 'code' });
    expect(targetOfClick(rows, undefined)).toBeNull();
    expect(targetOfClick(rows, { row: 5, index: 0 })).toBeNull();
  });

  it('gives the table a row per milestone whose cells open what a click on the point would', () => {
    const table = timelineTable(rows, today);
    expect(table.columns).toEqual(['Initiative', 'Date', 'Milestone', 'When']);
    expect(table.rows.map((row) => row.map((cell) => cell.value))).toEqual([
      ['EU AI Act', '2021-04-21', 'Announced', 'Past'],
      ['EU AI Act', '2024-08-01', 'Takes effect', 'Past'],
      ['EU AI Act', '2027-08-02', 'High-risk rules apply', 'Coming'],
      ['Code of practice <GPAI>', '2026-12-01', 'Final', 'Coming'],
    ]);
    const opened = table.rows.map((row) => [targetOfSelection(row[0]!.select!), targetOfSelection(row[2]!.select!)]);
    expect(opened[2]).toEqual([{ initiativeId: 'act' }, { initiativeId: 'act', eventId: 'ev-1' }]);
    expect(opened[3]).toEqual([{ initiativeId: 'code' }, { initiativeId: 'code' }]);
  });

  it('grows with its rows', () => {
    expect(timelineHeight(10)).toBeGreaterThan(timelineHeight(2));
    expect(timelineHeight(0)).toBe(timelineHeight(1));
  });
});
