import type { Period } from '../api/snapshot.ts';

/** The periods offered with one click, by their number of days up to today. */
export const PRESETS = [
  { name: 'week', label: 'Week', days: 7 },
  { name: 'month', label: 'Month', days: 30 },
  { name: 'quarter', label: 'Quarter', days: 91 },
] as const;
export type PresetName = (typeof PRESETS)[number]['name'];

/** Most days a snapshot covers (the server refuses more). */
export const MAX_DAYS = 366;
const DAY_MS = 24 * 3600 * 1000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD. */
export function isDay(value: string | null | undefined): value is string {
  if (!value || !ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Today in UTC, the calendar the server counts days in. */
export const todayUtc = (now = new Date()): string => now.toISOString().slice(0, 10);

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The days of [from, to], both included. */
export const daysOf = (period: Period): number =>
  Math.round((Date.parse(`${period.to}T00:00:00Z`) - Date.parse(`${period.from}T00:00:00Z`)) / DAY_MS) + 1;

/** The last `days` days up to today. */
export function presetPeriod(name: PresetName, today: string): Period {
  const days = PRESETS.find((preset) => preset.name === name)!.days;
  return { from: addDays(today, -(days - 1)), to: today };
}

/** What is wrong with a period, or null: the server's own rules, said before asking it. */
export function periodProblem(period: Period): string | null {
  if (!isDay(period.from) || !isDay(period.to)) return 'Enter both days.';
  if (period.from > period.to) return 'The first day comes after the last.';
  if (daysOf(period) > MAX_DAYS) return `A snapshot covers at most ${MAX_DAYS} days.`;
  return null;
}

/** The period of the page's address: `from` and `to` when both are days, else the month up to today. */
export function parsePeriod(search: URLSearchParams, today: string): { period: Period; preset: PresetName | null } {
  const from = search.get('from');
  const to = search.get('to');
  if (isDay(from) && isDay(to)) {
    const period = { from, to };
    const preset = PRESETS.find((p) => p.name === search.get('preset') && to === today && daysOf(period) === p.days);
    return { period, preset: preset?.name ?? null };
  }
  return { period: presetPeriod('month', today), preset: 'month' };
}

/** The address of a period; a preset keeps its name so that the page shows which button is on. */
export function periodSearch(period: Period, preset: PresetName | null): URLSearchParams {
  const search = new URLSearchParams({ from: period.from, to: period.to });
  if (preset) search.set('preset', preset);
  return search;
}
