/** How current a control's test is: a warning when it was never tested, or last tested over a year ago. */
export interface TestState {
  severity: 'success' | 'info' | 'warning' | 'error';
  text: string;
}

const YEAR_MS = 365 * 24 * 3600 * 1000;

const RESULT: Readonly<Record<string, { severity: TestState['severity']; label: string }>> = {
  effective: { severity: 'success', label: 'Effective' },
  'partially-effective': { severity: 'warning', label: 'Partially effective' },
  ineffective: { severity: 'error', label: 'Ineffective' },
  'not-tested': { severity: 'warning', label: 'Not tested' },
};

/** The control's test result and date in a sentence, with the severity its banner takes. */
export function testState(testStatus: unknown, lastTestedOn: unknown, now: number = Date.now()): TestState {
  const tested = typeof lastTestedOn === 'string' && /^\d{4}-\d{2}-\d{2}/.test(lastTestedOn) ? lastTestedOn : null;
  const result = typeof testStatus === 'string' ? RESULT[testStatus] : undefined;
  if (!tested || testStatus === 'not-tested') {
    return { severity: 'warning', text: 'Never tested: no test of its operating effectiveness is recorded.' };
  }
  const stale = now - Date.parse(`${tested.slice(0, 10)}T00:00:00Z`) > YEAR_MS;
  const label = result?.label ?? 'No result recorded';
  if (stale) {
    return {
      severity: result?.severity === 'error' ? 'error' : 'warning',
      text: `${label}, but last tested over a year ago: due for a new test.`,
    };
  }
  return { severity: result?.severity ?? 'info', text: `${label} at its last test.` };
}
