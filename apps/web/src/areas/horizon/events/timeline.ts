/** Events on a timeline: the window shown, months across it, and days grouped for the vertical view. */

export interface DatedEvent {
  id: string;
  /** The day it happens, `YYYY-MM-DD`. */
  start: string;
}

/** `YYYY-MM-DD` of a local date. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The window shown when the address names none: from the start of last month to the end of ten months ahead. */
export function defaultWindow(today: Date): { from: string; to: string } {
  const from = new Date(today.getFullYear(), today.getMonth() - 1, 1);
  const to = new Date(today.getFullYear(), today.getMonth() + 11, 0);
  return { from: isoDay(from), to: isoDay(to) };
}

/** Every month (`YYYY-MM`) from the month of `from` to that of `to`, at most `max` of them. */
export function monthsBetween(from: string, to: string, max = 60): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  while (months.length < max) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key > last) break;
    months.push(key);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** Events by month (`YYYY-MM`), each month's in date order. */
export function byMonth<T extends DatedEvent>(events: readonly T[]): Map<string, T[]> {
  const months = new Map<string, T[]>();
  for (const event of [...events].sort((a, b) => a.start.localeCompare(b.start))) {
    const key = event.start.slice(0, 7);
    months.set(key, [...(months.get(key) ?? []), event]);
  }
  return months;
}

export interface DayGroup<T> {
  day: string;
  events: T[];
}

/** Events by day: from today on in date order (upcoming), and before today newest first (past). */
export function upcomingAndPast<T extends DatedEvent>(
  events: readonly T[],
  today: string,
): { upcoming: DayGroup<T>[]; past: DayGroup<T>[] } {
  const group = (list: T[]) => {
    const days: DayGroup<T>[] = [];
    for (const event of list) {
      const last = days.at(-1);
      if (last?.day === event.start) last.events.push(event);
      else days.push({ day: event.start, events: [event] });
    }
    return days;
  };
  const sorted = [...events].sort((a, b) => a.start.localeCompare(b.start));
  return {
    upcoming: group(sorted.filter((event) => event.start >= today)),
    past: group(sorted.filter((event) => event.start < today).reverse()),
  };
}
