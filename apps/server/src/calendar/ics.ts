/**
 * A small iCalendar (RFC 5545) writer for the events feed: one VCALENDAR of all-day VEVENTs. Written here rather
 * than taken from a package because all it needs is escaping, folding and dates — a few lines each.
 */

export interface CalendarEvent {
  /** Stable across changes: calendars update an event by its UID. */
  uid: string;
  title: string;
  /** The first day, YYYY-MM-DD. */
  start: string;
  /** The last day (inclusive), YYYY-MM-DD; absent for a one-day event. */
  end?: string | null;
  description?: string | null;
  url?: string | null;
  categories?: string[];
  /** When the event was last changed (LAST-MODIFIED). */
  updatedAt?: Date | null;
}

export interface CalendarOptions {
  name: string;
  /** DTSTAMP of every event: when the file was made. */
  now?: Date;
}

const CRLF = '\r\n';
/** A content line is at most 75 octets, the line break excluded (§3.1). */
const LINE_OCTETS = 75;

/** TEXT values escape backslash, semicolon, comma and line breaks (§3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line into lines of at most 75 octets, each continuation starting with a space (§3.1). Never
 * splits a UTF-8 character: it counts octets but cuts between code points.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // Continuation lines lose one octet to their leading space.
    const room = parts.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (octets + size > room) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** A DATE value (YYYYMMDD) of a YYYY-MM-DD day; null if it is not one. */
export function icsDate(day: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return match ? `${match[1]}${match[2]}${match[3]}` : null;
}

/** The day after a YYYY-MM-DD day: an all-day event's DTEND is exclusive. */
function dayAfter(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** A UTC DATE-TIME value (YYYYMMDDTHHMMSSZ). */
export function icsDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The VCALENDAR of these events, CRLF-terminated lines, folded. Events without a valid start are left out. */
export function toIcs(events: readonly CalendarEvent[], options: CalendarOptions): string {
  const stamp = icsDateTime(options.now ?? new Date());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Regulatory Horizon//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
  ];
  for (const event of events) {
    const start = icsDate(event.start);
    if (!start) continue;
    const last = event.end && icsDate(event.end) && event.end >= event.start ? event.end : event.start;
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${start}`,
      `DTEND;VALUE=DATE:${icsDate(dayAfter(last))}`,
      `SUMMARY:${escapeText(event.title)}`,
    );
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    if (event.url) lines.push(`URL:${event.url.replace(/[\r\n]/g, '')}`);
    if (event.categories?.length) lines.push(`CATEGORIES:${event.categories.map(escapeText).join(',')}`);
    if (event.updatedAt) lines.push(`LAST-MODIFIED:${icsDateTime(event.updatedAt)}`);
    lines.push('TRANSP:TRANSPARENT', 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
