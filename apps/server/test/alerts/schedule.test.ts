import { describe, expect, it } from 'vitest';
import { isTimeZone, nextDigestAt } from '../../src/alerts/schedule.ts';

const at = (iso: string) => new Date(iso);
const next = (now: string, frequency: 'daily' | 'weekly', hour: number, zone: string) =>
  nextDigestAt(at(now), frequency, hour, zone).toISOString();

describe('digest times', () => {
  it('are the next occurrence of the hour in the zone, later today or tomorrow, never now', () => {
    expect(next('2026-11-24T06:00:00Z', 'daily', 8, 'UTC')).toBe('2026-11-24T08:00:00.000Z');
    expect(next('2026-11-24T08:00:00Z', 'daily', 8, 'UTC')).toBe('2026-11-25T08:00:00.000Z');
    expect(next('2026-11-24T09:30:00Z', 'daily', 8, 'UTC')).toBe('2026-11-25T08:00:00.000Z');
    // Paris is UTC+1 in winter: 08:00 there is 07:00Z.
    expect(next('2026-11-24T06:59:00Z', 'daily', 8, 'Europe/Paris')).toBe('2026-11-24T07:00:00.000Z');
    // New York is UTC-5 in winter: at 02:00Z on the 25th it is still the 24th there; 23:00 is 04:00Z.
    expect(next('2026-11-25T02:00:00Z', 'daily', 23, 'America/New_York')).toBe('2026-11-25T04:00:00.000Z');
    // Across a year's end, and in a zone ahead of UTC by a fraction of an hour.
    expect(next('2026-12-31T23:00:00Z', 'daily', 0, 'UTC')).toBe('2027-01-01T00:00:00.000Z');
    expect(next('2026-11-24T00:00:00Z', 'daily', 9, 'Asia/Kolkata')).toBe('2026-11-24T03:30:00.000Z');
  });

  it('follow summer time: the same hour by the clock on both sides of a change', () => {
    // Europe moves to summer time on 29 March 2026 at 01:00Z.
    expect(next('2026-03-28T12:00:00Z', 'daily', 8, 'Europe/Berlin')).toBe('2026-03-29T06:00:00.000Z');
    expect(next('2026-03-27T12:00:00Z', 'daily', 8, 'Europe/Berlin')).toBe('2026-03-28T07:00:00.000Z');
    // Back to winter time on 25 October 2026.
    expect(next('2026-10-24T12:00:00Z', 'daily', 8, 'Europe/Berlin')).toBe('2026-10-25T07:00:00.000Z');
    // 02:00 does not exist on the spring-forward night: the digest goes at 03:00 summer time.
    expect(next('2026-03-28T12:00:00Z', 'daily', 2, 'Europe/Berlin')).toBe('2026-03-29T01:00:00.000Z');
    // US summer time starts on 8 March 2026.
    expect(next('2026-03-07T20:00:00Z', 'daily', 7, 'America/New_York')).toBe('2026-03-08T11:00:00.000Z');
  });

  it('are on Mondays for weekly digests', () => {
    // 24 November 2026 is a Tuesday: the next Monday is the 30th.
    expect(next('2026-11-24T10:00:00Z', 'weekly', 8, 'UTC')).toBe('2026-11-30T08:00:00.000Z');
    // On a Monday before the hour: that Monday; after it, a week later.
    expect(next('2026-11-30T07:00:00Z', 'weekly', 8, 'UTC')).toBe('2026-11-30T08:00:00.000Z');
    expect(next('2026-11-30T08:00:01Z', 'weekly', 8, 'UTC')).toBe('2026-12-07T08:00:00.000Z');
    // Monday in Tokyo begins on Sunday by UTC.
    expect(next('2026-11-29T10:00:00Z', 'weekly', 8, 'Asia/Tokyo')).toBe('2026-11-29T23:00:00.000Z');
  });

  it('know which time zones exist', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
