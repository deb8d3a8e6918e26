import type { SourceState } from './types.ts';

/** The states as the filter and the chips name them, in the order the screen shows them. */
export const STATE_LABELS: Readonly<Record<SourceState, string>> = {
  failing: 'Failing',
  disabled: 'Disabled',
  never: 'Never fetched',
  ok: 'OK',
};

export const STATE_COLORS: Readonly<Record<SourceState, 'error' | 'default' | 'warning' | 'success'>> = {
  failing: 'error',
  disabled: 'default',
  never: 'warning',
  ok: 'success',
};

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/**
 * A time as a person reads it at a glance: "5 minutes ago", "in 2 hours", "now" (the exact time is in the cell's
 * tooltip); empty for none.
 */
export function relativeTime(value: string | null, now: number = Date.now(), locale = 'en'): string {
  if (!value) return '';
  const at = new Date(value).getTime();
  if (Number.isNaN(at)) return '';
  const diff = at - now;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, ms] of UNITS) {
    if (Math.abs(diff) >= ms) return format.format(Math.round(diff / ms), unit);
  }
  return diff > 0 ? 'in under a minute' : 'just now';
}

/** The exact time, for a tooltip or a screen reader. */
export function exactTime(value: string | null): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleString('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      });
}

/** What a bulk action's results come to, in one sentence: "3 disabled, 1 unchanged, 1 not found." */
export function resultSummary(results: readonly { result: string }[], doneWord: string): string {
  const words: Record<string, string> = {
    done: doneWord,
    unchanged: 'unchanged',
    'not-found': 'not found',
    busy: 'busy fetching already',
    failed: 'failed',
  };
  const counts = new Map<string, number>();
  for (const { result } of results) counts.set(result, (counts.get(result) ?? 0) + 1);
  const parts = Object.keys(words)
    .filter((key) => counts.has(key))
    .map((key) => `${counts.get(key)} ${words[key]}`);
  return parts.length ? `${parts.join(', ')}.` : 'Nothing done.';
}
