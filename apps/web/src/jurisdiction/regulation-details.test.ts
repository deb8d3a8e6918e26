import { describe, expect, it } from 'vitest';
import { comingDetail, inForceDetail, todayUtc } from './regulation-details.ts';

const format = (date: string) => `<${date}>`;
const label = (status: string) => status.toUpperCase();
const TODAY = '2026-03-18';
const inForce = (effectiveOn: string | null, applicationOn: string | null) => ({
  id: 'r',
  title: 'R',
  shortName: null,
  obligations: 0,
  effectiveOn,
  applicationOn,
});
const coming = (status: string | null, effectiveOn: string | null, applicationOn: string | null) => ({
  ...inForce(effectiveOn, applicationOn),
  status,
});

describe('inForceDetail', () => {
  it('says when an act in force applies when that is after today (the EU AI Act)', () => {
    expect(inForceDetail(inForce('2024-08-01', '2026-08-02'), TODAY, format)).toBe(
      'in force since <2024-08-01> · applies from <2026-08-02>',
    );
  });
  it('leaves out an application date reached already, and says nothing without dates', () => {
    expect(inForceDetail(inForce('2024-01-01', '2025-01-01'), TODAY, format)).toBe('in force since <2024-01-01>');
    expect(inForceDetail(inForce('2024-01-01', TODAY), TODAY, format)).toBe('in force since <2024-01-01>');
    expect(inForceDetail(inForce(null, null), TODAY, format)).toBe('');
  });
});

describe('comingDetail', () => {
  it('gives a proposal’s or an adopted act’s status and dates', () => {
    expect(comingDetail(coming('proposed', null, null), TODAY, format, label)).toBe('PROPOSED');
    expect(comingDetail(coming('adopted', '2026-01-01', '2026-06-01'), TODAY, format, label)).toBe(
      'ADOPTED · applies from <2026-06-01>',
    );
    expect(comingDetail(coming('adopted', '2026-05-01', null), TODAY, format, label)).toBe(
      'ADOPTED · takes effect <2026-05-01>',
    );
  });
  it('says from when an act in force later is in force, once when it applies the same day', () => {
    expect(comingDetail(coming('in-force', '2026-07-01', null), TODAY, format, label)).toBe(
      'in force from <2026-07-01>',
    );
    expect(comingDetail(coming('in-force', '2026-07-01', '2026-07-01'), TODAY, format, label)).toBe(
      'in force from <2026-07-01>',
    );
    expect(comingDetail(coming('in-force', '2026-07-01', '2027-01-01'), TODAY, format, label)).toBe(
      'in force from <2026-07-01> · applies from <2027-01-01>',
    );
  });
});

describe('todayUtc', () => {
  it('is the UTC date', () => {
    expect(todayUtc(new Date('2026-03-18T23:30:00-05:00'))).toBe('2026-03-19');
  });
});
