import { describe, expect, it } from 'vitest';
import { formatWhen } from './when.ts';

describe('formatWhen', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  it('says how long ago or how soon, in the largest whole unit', () => {
    expect(formatWhen('2026-11-22T11:59:30Z', now)).toBe('just now');
    expect(formatWhen('2026-11-22T11:55:00Z', now)).toBe('5 minutes ago');
    expect(formatWhen('2026-11-22T15:00:00Z', now)).toBe('in 3 hours');
    expect(formatWhen('2026-11-21T11:00:00Z', now)).toBe('yesterday');
    expect(formatWhen('2026-11-08T12:00:00Z', now)).toBe('2 weeks ago');
  });
});
