import { describe, expect, it } from 'vitest';
import { addDays, resolveFilters, resolveRelativeDate } from './dates.ts';

describe('resolveRelativeDate', () => {
  const today = '2026-11-24';

  it('counts days, weeks, months and years from today, across month and year ends', () => {
    expect(resolveRelativeDate('@today', today)).toBe('2026-11-24');
    expect(resolveRelativeDate('@today-30d', today)).toBe('2026-10-25');
    expect(resolveRelativeDate('@today+90d', today)).toBe('2027-02-22');
    expect(resolveRelativeDate('@today+1w', today)).toBe('2026-12-01');
    expect(resolveRelativeDate('@today-1y', today)).toBe('2025-11-24');
    expect(resolveRelativeDate('@today+3m', '2026-11-30')).toBe('2027-02-28');
  });

  it('gives the first day of this or another month', () => {
    expect(resolveRelativeDate('@month', today)).toBe('2026-11-01');
    expect(resolveRelativeDate('@month-1', today)).toBe('2026-10-01');
    expect(resolveRelativeDate('@month+2', today)).toBe('2027-01-01');
    expect(resolveRelativeDate('@month-11', '2026-01-15')).toBe('2025-02-01');
  });

  it('passes other values through and refuses a month shifted by days', () => {
    expect(resolveRelativeDate('2025-01-01', today)).toBe('2025-01-01');
    expect(resolveRelativeDate('in-force', today)).toBe('in-force');
    expect(resolveRelativeDate('@tomorrow', today)).toBe('@tomorrow');
    expect(() => resolveRelativeDate('@month-3d', today)).toThrow(/months only/);
  });

  it('reads today from a Date in UTC', () => {
    expect(resolveRelativeDate('@today-1d', new Date('2026-03-01T23:30:00Z'))).toBe('2026-02-28');
  });
});

describe('resolveFilters and addDays', () => {
  it('resolves every value of every filter and keeps arrays', () => {
    expect(resolveFilters({ 'publishedAt.from': '@month', status: ['adopted', 'in-force'] }, '2026-11-24')).toEqual({
      'publishedAt.from': ['2026-11-01'],
      status: ['adopted', 'in-force'],
    });
    expect(resolveFilters(undefined, '2026-11-24')).toEqual({});
  });

  it('adds days across a leap day', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });
});
