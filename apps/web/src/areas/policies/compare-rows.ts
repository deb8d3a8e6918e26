import { countryName, isCountryCode } from '@rh/core/content';
import type { Item } from '../../content/api/types.ts';
import { groupByInstrument, instrumentLabel, statusLabel, statusOf } from './policy-data.ts';

/** How the two sides of an instrument's row differ; null: they match (same statuses, both present). */
export type Difference = 'only-left' | 'only-right' | 'status' | null;

export interface CompareRow {
  instrument: string;
  label: string;
  left: Item[];
  right: Item[];
  difference: Difference;
  /** The difference in words, for the marker beside the row ("Only in France"). */
  note: string | null;
}

/** The set of statuses a side's policies have, as sorted labels. */
const statusesOf = (policies: readonly Item[]) =>
  [...new Set(policies.map((item) => statusLabel(statusOf(item))))].sort();

/**
 * Two jurisdictions' policies compared by instrument: a row per instrument either side has, in the declaration's
 * order, marked where one side has none or the two sides' statuses differ.
 */
export function compareRows(
  left: readonly Item[],
  right: readonly Item[],
  names: { left: string; right: string },
): CompareRow[] {
  const leftGroups = new Map(groupByInstrument(left).map((group) => [group.instrument, group.policies]));
  const rightGroups = new Map(groupByInstrument(right).map((group) => [group.instrument, group.policies]));
  const order = groupByInstrument([...left, ...right]).map((group) => group.instrument);
  return order.map((instrument) => {
    const a = leftGroups.get(instrument) ?? [];
    const b = rightGroups.get(instrument) ?? [];
    const row = { instrument, label: instrumentLabel(instrument), left: a, right: b };
    if (a.length === 0) return { ...row, difference: 'only-right', note: `Only in ${names.right}` };
    if (b.length === 0) return { ...row, difference: 'only-left', note: `Only in ${names.left}` };
    const sa = statusesOf(a);
    const sb = statusesOf(b);
    if (sa.join('|') !== sb.join('|')) {
      return {
        ...row,
        difference: 'status',
        note: `Statuses differ: ${sa.join(', ')} against ${sb.join(', ')}`,
      };
    }
    return { ...row, difference: null, note: null };
  });
}

/**
 * What is wrong with an address's pair of jurisdiction codes (upper case), in words for the page; null when both
 * are known and different, or when one is still to be chosen.
 */
export function pairProblem(left: string, right: string): string | null {
  const unknown = [left, right].filter((code) => code && !isCountryCode(code));
  if (unknown.length > 0) {
    const codes = [...new Set(unknown)];
    return `Unknown jurisdiction code${codes.length > 1 ? 's' : ''} ${codes.join(' and ')}. Choose jurisdictions from the lists.`;
  }
  if (left && left === right) return `Choose two different jurisdictions: both sides are ${countryName(left)}.`;
  return null;
}
