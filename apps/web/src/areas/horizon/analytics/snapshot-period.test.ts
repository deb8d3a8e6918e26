import { describe, expect, it } from 'vitest';
import { daysOf, isDay, parsePeriod, periodProblem, periodSearch, presetPeriod, todayUtc } from './snapshot-period.ts';

const TODAY = '2026-03-16';

describe('the period of a snapshot', () => {
  it('takes the last 7, 30 or 91 days up to today for the presets', () => {
    expect(presetPeriod('week', TODAY)).toEqual({ from: '2026-03-10', to: TODAY });
    expect(presetPeriod('month', TODAY)).toEqual({ from: '2026-02-15', to: TODAY });
    expect(daysOf(presetPeriod('quarter', TODAY))).toBe(91);
    expect(presetPeriod('month', '2024-03-01').from).toBe('2024-02-01'); // 29 days back over a leap February
  });

  it('reads the address: both days, else the month; a preset only while it still matches', () => {
    const read = (query: string) => parsePeriod(new URLSearchParams(query), TODAY);
    expect(read('')).toEqual({ period: { from: '2026-02-15', to: TODAY }, preset: 'month' });
    expect(read('from=2026-01-01&to=2026-01-31')).toEqual({
      period: { from: '2026-01-01', to: '2026-01-31' },
      preset: null,
    });
    expect(read('from=2026-03-10&to=2026-03-16&preset=week').preset).toBe('week');
    // Saved yesterday: the same days, no longer "the last week".
    expect(read('from=2026-03-09&to=2026-03-15&preset=week').preset).toBeNull();
    expect(read('from=2026-02-30&to=2026-03-16').preset).toBe('month');
    const search = periodSearch({ from: '2026-03-10', to: TODAY }, 'week');
    expect(parsePeriod(search, TODAY)).toEqual({ period: { from: '2026-03-10', to: TODAY }, preset: 'week' });
  });

  it('says what is wrong before the server does', () => {
    expect(periodProblem({ from: '2026-03-01', to: '2026-03-31' })).toBeNull();
    expect(periodProblem({ from: '', to: '2026-03-31' })).toBe('Enter both days.');
    expect(periodProblem({ from: '2026-04-01', to: '2026-03-31' })).toBe('The first day comes after the last.');
    expect(periodProblem({ from: '2024-01-01', to: '2026-01-01' })).toBe('A snapshot covers at most 366 days.');
    expect(periodProblem({ from: '2025-01-01', to: '2026-01-01' })).toBeNull();
  });

  it('knows a real day', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-3-1')).toBe(false);
    expect(isDay(null)).toBe(false);
    expect(todayUtc(new Date('2026-03-16T23:30:00-05:00'))).toBe('2026-03-17');
  });
});
