import { describe, expect, it } from 'vitest';
import { testState } from './test-state.ts';

const NOW = Date.parse('2026-06-01T12:00:00Z');

describe('testState', () => {
  it('warns when a control was never tested', () => {
    expect(testState(undefined, undefined, NOW)).toMatchObject({
      severity: 'warning',
      text: expect.stringMatching(/^Never tested/),
    });
    expect(testState('not-tested', '2026-05-01', NOW).text).toMatch(/^Never tested/);
    expect(testState('effective', 'not a date', NOW).text).toMatch(/^Never tested/);
  });

  it('warns when the last test is over a year old, keeping an ineffective result an error', () => {
    expect(testState('effective', '2025-05-31', NOW)).toEqual({
      severity: 'warning',
      text: 'Effective, but last tested over a year ago: due for a new test.',
    });
    expect(testState('ineffective', '2024-01-01', NOW).severity).toBe('error');
  });

  it('states a recent result with its own severity', () => {
    expect(testState('effective', '2026-01-10', NOW)).toEqual({
      severity: 'success',
      text: 'Effective at its last test.',
    });
    expect(testState('partially-effective', '2026-01-10', NOW).severity).toBe('warning');
    expect(testState('ineffective', '2026-01-10', NOW).severity).toBe('error');
  });
});
