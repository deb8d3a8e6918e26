import type { SeriesData } from '../../../components/charts/chart-data.ts';
import type { ChartTable } from '../../../components/charts/chart-table.ts';
import type { StatsQuery, UsageStats } from './get-stats.ts';

/** The periods offered in one click: the last N days, today included. */
export const PRESETS = [7, 30, 90] as const;
export type Preset = (typeof PRESETS)[number];
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The UTC day `days` after `day` (before, when negative). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** The period and audience the address asks for: `?days=7|30|90`, or `?from=…&to=…` (custom); 30 days by default. */
export function queryOfParams(params: URLSearchParams, today: string): StatsQuery & { preset: Preset | null } {
  const account = params.get('account') || 'all';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (!params.get('days') && DAY_PATTERN.test(from) && DAY_PATTERN.test(to)) return { from, to, account, preset: null };
  const days = Number(params.get('days'));
  const preset = (PRESETS as readonly number[]).includes(days) ? (days as Preset) : 30;
  return { from: addDays(today, -(preset - 1)), to: today, account, preset };
}

/** Views, sessions and users per day, for the line chart (its table has a row per day). */
export function perDayData(stats: UsageStats): SeriesData {
  return {
    categories: stats.days.map((day) => ({ key: day.day, label: day.day })),
    series: [
      { name: 'Page views', values: stats.days.map((day) => day.pageviews) },
      { name: 'Sessions', values: stats.days.map((day) => day.sessions) },
      { name: 'Users', values: stats.days.map((day) => day.users) },
      { name: 'Events', values: stats.days.map((day) => day.events) },
    ],
  };
}

/** The most used pages: views and user-days. */
export function pagesData(stats: UsageStats): SeriesData {
  return {
    categories: stats.pages.map((page) => ({ key: page.page, label: page.page })),
    series: [
      { name: 'Page views', values: stats.pages.map((page) => page.views) },
      { name: 'User-days', values: stats.pages.map((page) => page.users) },
    ],
  };
}

/** Page views per area. */
export function areasData(stats: UsageStats): SeriesData {
  return {
    categories: stats.areas.map((area) => ({ key: area.area, label: area.area })),
    series: [{ name: 'Page views', values: stats.areas.map((area) => area.views) }],
  };
}

/** Per organisation (the staff build and each external account): its counts and the pages it uses most. */
export function accountsTable(stats: UsageStats): ChartTable {
  return {
    columns: ['Organisation', 'Page views', 'Events', 'Sessions', 'User-days', 'Most used pages'],
    rows: stats.accounts.map((row) => [
      { value: row.name, header: true },
      { value: row.pageviews },
      { value: row.events },
      { value: row.sessions },
      { value: row.users },
      { value: row.topPages.map((page) => `${page.page} (${page.views})`).join(', ') || null },
    ]),
  };
}

/** Events by category and action. */
export function eventsTable(stats: UsageStats): ChartTable {
  return {
    columns: ['Category', 'Action', 'Events', 'User-days'],
    rows: stats.events.map((row) => [
      { value: row.category, header: true },
      { value: row.action },
      { value: row.count },
      { value: row.users },
    ]),
  };
}

/** A period's name: "1 Mar 2026 – 30 Mar 2026". */
export function periodLabel(from: string, to: string): string {
  const format = (day: string) =>
    new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
  return from === to ? format(from) : `${format(from)} – ${format(to)}`;
}
