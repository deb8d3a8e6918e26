/**
 * When a daily or weekly digest is sent: at the hour its owner chose, in their time zone, by that zone's clock
 * (summer time included). Computed with Intl alone: the zone's offset at an instant is read back from its clock.
 */

/** The day weekly digests go out: Monday (ISO day 1). */
export const WEEKLY_DAY = 1;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter of the zone's wall clock; throws a RangeError for a zone that does not exist. */
function clockOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether this is an IANA time zone name the server knows (Europe/Paris, UTC…). */
export function isTimeZone(name: string): boolean {
  if (!name || name.length > 100) return false;
  try {
    clockOf(name);
    return true;
  } catch {
    return false;
  }
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(instant: number, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    clockOf(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const clock = wallClock(instant, timeZone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant the zone's clock shows this day and hour. An hour skipped by summer time is the first instant after
 * the gap (02:00 on the spring-forward night is 03:00); an hour shown twice is its first showing's offset guess.
 */
function instantOf(year: number, month: number, day: number, hour: number, timeZone: string): number {
  const asUtc = Date.UTC(year, month - 1, day, hour);
  const first = asUtc - offsetAt(asUtc, timeZone);
  const second = offsetAt(first, timeZone);
  return second === offsetAt(asUtc, timeZone) ? first : asUtc - second;
}

/**
 * The next time after `now` a digest is due: the next `hour`:00 by the zone's clock — a day later for daily
 * digests, on the next Monday for weekly ones. Never `now` itself.
 */
export function nextDigestAt(now: Date, frequency: 'daily' | 'weekly', hour: number, timeZone: string): Date {
  const today = wallClock(now.getTime(), timeZone);
  for (let ahead = 0; ahead <= 8; ahead += 1) {
    // Calendar arithmetic on a UTC date: the zone's day `ahead` days on.
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + ahead));
    if (frequency === 'weekly' && date.getUTCDay() !== WEEKLY_DAY) continue;
    const at = instantOf(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), hour, timeZone);
    if (at > now.getTime()) return new Date(at);
  }
  throw new Error(`No ${frequency} digest time after ${now.toISOString()} in ${timeZone}`);
}
