import type { Jurisdiction, WeekCount } from '../areas/jurisdiction-api.ts';

/** How this week's news compares with the week before, in words and as a direction (no percentage of zero). */
export interface WeekChange {
  direction: 'up' | 'down' | 'same';
  text: string;
}

const items = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

export function weekChange(thisWeek: number, previousWeek: number): WeekChange {
  const diff = thisWeek - previousWeek;
  if (diff === 0) {
    return { direction: 'same', text: `${items(thisWeek)} this week, as many as the week before` };
  }
  const more = diff > 0 ? 'more' : 'fewer';
  return {
    direction: diff > 0 ? 'up' : 'down',
    text: `${items(thisWeek)} this week, ${Math.abs(diff)} ${more} than the week before (${previousWeek})`,
  };
}

/** One domain's initiatives: its total and its counts per status, the largest first ("No status" last). */
export interface DomainGroup {
  domain: string;
  total: number;
  statuses: { status: string | null; count: number }[];
}

/** The counts by domain and status grouped per domain, the domain with the most initiatives first. */
export function groupByDomain(rows: NonNullable<Jurisdiction['initiatives']>['byDomainStatus']): DomainGroup[] {
  const groups = new Map<string, DomainGroup>();
  for (const row of rows) {
    if (row.count <= 0) continue;
    const group = groups.get(row.domain) ?? { domain: row.domain, total: 0, statuses: [] };
    group.total += row.count;
    const same = group.statuses.find((one) => one.status === row.status);
    if (same) same.count += row.count;
    else group.statuses.push({ status: row.status, count: row.count });
    groups.set(row.domain, group);
  }
  const byCount = (a: { count: number; status: string | null }, b: { count: number; status: string | null }) =>
    (a.status === null ? 1 : 0) - (b.status === null ? 1 : 0) || b.count - a.count;
  return [...groups.values()]
    .map((group) => ({ ...group, statuses: group.statuses.sort(byCount) }))
    .sort((a, b) => b.total - a.total || a.domain.localeCompare(b.domain));
}

/** A week's label for the chart and its table: "17 Nov" from the ISO Monday "2026-11-16"… as given, day first. */
export function weekLabel(week: WeekCount['week']): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(week);
  if (!match) return week;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return `Week of ${new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date)}`;
}

/** The page's heading: the country's name, and the area's label when the page is scoped to one. */
export function headingOf(countryName: string, areaLabel: string | null | undefined): string {
  return areaLabel ? `${countryName} — ${areaLabel}` : countryName;
}
