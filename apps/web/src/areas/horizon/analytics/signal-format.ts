import type { SignalRow } from '../api/signals.ts';

export type Trend = 'up' | 'down' | 'flat';

/** Changes smaller than this (in items a week) count as flat: an average of eight weeks is rarely a whole number. */
const FLAT = 0.05;

export function trendOf(row: Pick<SignalRow, 'change'>): Trend {
  if (row.change > FLAT) return 'up';
  if (row.change < -FLAT) return 'down';
  return 'flat';
}

const oneDecimal = new Intl.NumberFormat('en', { maximumFractionDigits: 1, minimumFractionDigits: 1 });

/** A weekly average: one decimal ("0.3", "12.0"). */
export const formatAverage = (value: number): string => oneDecimal.format(value);

/** The difference to the average, signed: "+2.8", "−0.3", "0.0". */
export function formatChange(change: number): string {
  const text = oneDecimal.format(Math.abs(change));
  if (Math.abs(change) < 0.05) return oneDecimal.format(0);
  return `${change > 0 ? '+' : '−'}${text}`;
}

/** The ratio to the average: "×12.0", "×0.5"; "new" when nothing came before. */
export function formatRatio(row: Pick<SignalRow, 'ratio' | 'current'>): string {
  if (row.ratio === null) return row.current > 0 ? 'new' : '—';
  return `×${oneDecimal.format(row.ratio)}`;
}

/** What a row says to a screen reader: "3 this week, 0.3 a week before (+2.8, ×12.0)". */
export function describeRow(row: Omit<SignalRow, 'key' | 'label' | 'weeks'>): string {
  return `${row.current} this week, ${formatAverage(row.average)} a week before (${formatChange(row.change)}, ${formatRatio(row)})`;
}
