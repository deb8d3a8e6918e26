import { describe, expect, it } from 'vitest';
import { byMonth, defaultWindow, isoDay, monthsBetween, upcomingAndPast } from './timeline.ts';

const ev = (id: string, start: string) => ({ id, start });

describe('the events timeline', () => {
  it('shows a year from last month when the address names no window', () => {
    expect(defaultWindow(new Date(2026, 10, 22))).toEqual({ from: '2026-10-01', to: '2027-09-30' });
    expect(defaultWindow(new Date(2026, 0, 31))).toEqual({ from: '2025-12-01', to: '2026-11-30' });
    expect(isoDay(new Date(2026, 1, 3))).toBe('2026-02-03');
  });

  it('lays the months of the window across, over a year end, at most as many as allowed', () => {
    expect(monthsBetween('2026-11-15', '2027-02-01')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsBetween('2026-11-01', '2026-11-30')).toEqual(['2026-11']);
    expect(monthsBetween('2020-01-01', '2030-01-01', 3)).toHaveLength(3);
    expect(monthsBetween('2027-01-01', '2026-01-01')).toEqual([]);
  });

  it('puts each event in its month, in date order', () => {
    const months = byMonth([ev('b', '2026-12-20'), ev('a', '2026-12-02'), ev('c', '2027-01-05')]);
    expect([...months.keys()]).toEqual(['2026-12', '2027-01']);
    expect(months.get('2026-12')!.map((e) => e.id)).toEqual(['a', 'b']);
  });

  it('lists upcoming days first in date order and past days below, newest first', () => {
    const { upcoming, past } = upcomingAndPast(
      [
        ev('p1', '2026-11-01'),
        ev('u2', '2026-12-01'),
        ev('t', '2026-11-22'),
        ev('p2', '2026-11-20'),
        ev('u1', '2026-12-01'),
      ],
      '2026-11-22',
    );
    expect(upcoming.map((day) => [day.day, day.events.map((e) => e.id)])).toEqual([
      ['2026-11-22', ['t']],
      ['2026-12-01', ['u2', 'u1']],
    ]);
    expect(past.map((day) => day.day)).toEqual(['2026-11-20', '2026-11-01']);
  });
});
