import { afterEach, describe, expect, it, vi } from 'vitest';
import { isoToLocalInput, localInputToIso, parseNumberInput } from './input-values.ts';

// Node reads TZ again whenever it changes.
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('date and time inputs', () => {
  it("show an instant in the reader's time zone and store what they pick in UTC", () => {
    vi.stubEnv('TZ', 'Europe/Paris');
    expect(isoToLocalInput('2025-03-31T22:30:00.000Z')).toBe('2025-04-01T00:30');
    expect(localInputToIso('2025-04-01T00:30')).toBe('2025-03-31T22:30:00.000Z');
    vi.stubEnv('TZ', 'America/New_York');
    expect(localInputToIso(isoToLocalInput('2025-07-04T16:05:00Z'))).toBe('2025-07-04T16:05:00.000Z');
  });

  it('hold nothing for nothing', () => {
    expect(isoToLocalInput(null)).toBe('');
    expect(isoToLocalInput('garbage')).toBe('');
    expect(localInputToIso('')).toBe('');
  });
});

describe('number inputs', () => {
  it('hold numbers, and null for empty or junk', () => {
    expect(parseNumberInput('12.5')).toBe(12.5);
    expect(parseNumberInput('-3')).toBe(-3);
    expect(parseNumberInput('  ')).toBeNull();
    expect(parseNumberInput('1e400')).toBeNull();
  });
});
