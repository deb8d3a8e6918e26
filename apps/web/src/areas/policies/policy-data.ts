import { contentType, countryName, fieldOf } from '@rh/core/content';
import type { Item } from '../../content/api/types.ts';
import { optionLabel } from '../../content/fields/format.ts';

/**
 * The Climate Policy pages' reading of policies: instruments and statuses in the declaration's order, a market's
 * policies grouped by instrument, the markets list from an aggregation, and two markets compared instrument by
 * instrument. Pure functions over the content API's items, tested beside.
 */

const POLICY = contentType('policy');
export const INSTRUMENT = fieldOf(POLICY, 'policyType');
export const POLICY_STATUS = fieldOf(POLICY, 'status');

/** The instruments in the declaration's order. */
export const INSTRUMENTS: readonly { value: string; label: string }[] = INSTRUMENT.options ?? [];
/**
 * The statuses most advanced first, withdrawn last: the order of "furthest status" and of the maps' legend (a
 * status map gives them the chart theme's categorical colours in this order, and the chips use the same colour).
 */
export const STATUS_ORDER = ['in-force', 'adopted', 'consultation', 'proposed', 'withdrawn'] as const;

/** The statuses, least advanced first (withdrawn last). */
export const STATUSES: readonly { value: string; label: string }[] = POLICY_STATUS.options ?? [];

/** A policy's instrument key ('' when it has none). */
export const instrumentOf = (item: Item): string =>
  typeof item.data.policyType === 'string' ? item.data.policyType : '';
export const statusOf = (item: Item): string | null => (typeof item.data.status === 'string' ? item.data.status : null);
export const textOf = (item: Item, field: string): string | null =>
  typeof item.data[field] === 'string' && item.data[field] ? (item.data[field] as string) : null;
export const idsOf = (item: Item, field: string): string[] =>
  Array.isArray(item.data[field]) ? (item.data[field] as unknown[]).filter((id) => typeof id === 'string') : [];

export const instrumentLabel = (key: string): string => (key ? optionLabel(INSTRUMENT, key) : 'No instrument');
export const statusLabel = (key: string | null): string => (key ? optionLabel(POLICY_STATUS, key) : 'No status');

export interface InstrumentGroup {
  instrument: string;
  label: string;
  policies: Item[];
}

/** Policies by instrument, in the declaration's order (unknown and missing instruments last); each by date. */
export function groupByInstrument(policies: readonly Item[]): InstrumentGroup[] {
  const order = [...INSTRUMENTS.map((option) => option.value), ''];
  const byKey = new Map<string, Item[]>();
  for (const policy of policies) {
    const key = instrumentOf(policy);
    byKey.set(key, [...(byKey.get(key) ?? []), policy]);
  }
  const keys = [...byKey.keys()].sort((a, b) => rank(order, a) - rank(order, b));
  return keys.map((instrument) => ({
    instrument,
    label: instrumentLabel(instrument),
    policies: [...byKey.get(instrument)!].sort(byEffectiveDate),
  }));
}

const rank = (order: readonly string[], key: string) => (order.includes(key) ? order.indexOf(key) : order.length - 1);

/** Newest effective date first; undated last, then by title. */
function byEffectiveDate(a: Item, b: Item): number {
  const da = textOf(a, 'effectiveOn') ?? '';
  const db = textOf(b, 'effectiveOn') ?? '';
  if (da !== db) return db.localeCompare(da);
  return a.title.localeCompare(b.title);
}

/** One market of the markets list: a jurisdiction with its policies by status. */
export interface Market {
  country: string;
  name: string;
  total: number;
  byStatus: Readonly<Record<string, number>>;
  /** The most advanced status any of its policies has (withdrawn only when nothing else). */
  furthest: string | null;
}

/** Markets from the aggregation of policies by country and status (groups `key` country, `key2` status). */
export function marketsOf(groups: readonly { key: string | null; key2?: string | null; count: number }[]): Market[] {
  const markets = new Map<string, { total: number; byStatus: Record<string, number> }>();
  for (const group of groups) {
    if (!group.key) continue;
    const market = markets.get(group.key) ?? { total: 0, byStatus: {} };
    market.total += group.count;
    const status = group.key2 ?? '';
    market.byStatus[status] = (market.byStatus[status] ?? 0) + group.count;
    markets.set(group.key, market);
  }
  return [...markets.entries()]
    .map(([country, market]) => ({
      country,
      name: countryName(country),
      total: market.total,
      byStatus: market.byStatus,
      furthest: furthestStatus(Object.keys(market.byStatus)),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Of these statuses, the most advanced: in force before adopted before consultation before proposed. */
export function furthestStatus(statuses: readonly string[]): string | null {
  return STATUS_ORDER.find((status) => statuses.includes(status)) ?? null;
}

/** Markets whose name or code contains the search text (case-insensitive). */
export function filterMarkets(markets: readonly Market[], search: string): Market[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...markets];
  return markets.filter(
    (market) => market.name.toLowerCase().includes(needle) || market.country.toLowerCase() === needle,
  );
}
