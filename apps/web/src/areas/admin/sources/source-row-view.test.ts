import { describe, expect, it } from 'vitest';
import { relativeTime, resultSummary } from './source-row-view.ts';

describe('source rows: view helpers', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  it('says times relative to now, past and future', () => {
    expect(relativeTime('2026-03-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-03-10T14:00:00Z', now)).toBe('in 2 hours');
    expect(relativeTime('2026-03-09T12:00:00Z', now)).toBe('yesterday');
    expect(relativeTime('2026-03-10T12:00:20Z', now)).toBe('in under a minute');
    expect(relativeTime(null, now)).toBe('');
    expect(relativeTime('not a date', now)).toBe('');
  });

  it('sums up a bulk action per outcome, in a fixed order', () => {
    const results = [{ result: 'failed' }, { result: 'done' }, { result: 'not-found' }, { result: 'done' }];
    expect(resultSummary(results, 'disabled')).toBe('2 disabled, 1 not found, 1 failed.');
    expect(resultSummary([], 'enabled')).toBe('Nothing done.');
  });
});
