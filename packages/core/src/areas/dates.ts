import type { Filters } from './define.ts';

/** A day as `YYYY-MM-DD` (UTC). */
export type Day = string;

const RELATIVE = /^@(today|month)(?:([+-])(\d{1,4})([dwmy])?)?$/;

/** The UTC day of a date, as `YYYY-MM-DD`. */
export function dayOf(date: Date): Day {
  return date.toISOString().slice(0, 10);
}

/** The day `days` after `day` (before, when negative). */
export function addDays(day: Day, days: number): Day {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return dayOf(date);
}

/** The first day of the month `months` after the month of `day`. */
function monthStart(day: Day, months: number): Day {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return dayOf(date);
}

/** The day `count` units after `day`: days, weeks, months (same day of month, clamped) or years. */
function shift(day: Day, count: number, unit: string): Day {
  if (unit === 'd') return addDays(day, count);
  if (unit === 'w') return addDays(day, count * 7);
  const months = unit === 'y' ? count * 12 : count;
  const first = monthStart(day, months);
  const last = addDays(monthStart(first, 1), -1);
  const wanted = `${first.slice(0, 8)}${day.slice(8)}`;
  return wanted > last ? last : wanted;
}

/**
 * Resolves a relative date of a dashboard declaration against today: `@today`, `@today-30d`, `@today+90d` (also
 * `w`, `m`, `y`), `@month` (the first of this month), `@month-1` (the first of the previous month). Any other value
 * is returned as it is, so that fixed dates and non-date filter values pass through.
 */
export function resolveRelativeDate(value: string, today: Day | Date = new Date()): string {
  const match = RELATIVE.exec(value);
  if (!match) return value;
  const day = typeof today === 'string' ? today : dayOf(today);
  const [, base, sign, digits, unit] = match;
  const count = digits === undefined ? 0 : Number(digits) * (sign === '-' ? -1 : 1);
  if (base === 'month') {
    if (unit !== undefined && unit !== 'm') throw new Error(`${value}: a month is shifted by months only`);
    return monthStart(day, count);
  }
  return shift(day, count, unit ?? 'd');
}

/** The filters with every relative date resolved against today (see resolveRelativeDate). */
export function resolveFilters(filters: Filters | undefined, today: Day | Date = new Date()): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [param, value] of Object.entries(filters ?? {})) {
    const list: readonly string[] = typeof value === 'string' ? [value] : value;
    out[param] = list.map((one) => resolveRelativeDate(one, today));
  }
  return out;
}
