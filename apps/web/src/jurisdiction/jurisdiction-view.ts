import type { Jurisdiction, Milestone, WeekCount } from '../areas/jurisdiction-api.ts';
import type { TimelinePoint, TimelineRow } from '../components/charts/milestone-option.ts';

/** How this week's news compares with the week before, in words and as a direction (no percentage of zero). */
export interface WeekChange {
  direction: 'up' | 'down' | 'same';
  text: string;
  /** The change alone, for beside the count: "4 more than the week before (6)". */
  change: string;
}

const items = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

export function weekChange(thisWeek: number, previousWeek: number): WeekChange {
  const diff = thisWeek - previousWeek;
  if (diff === 0) {
    const change = 'as many as the week before';
    return { direction: 'same', text: `${items(thisWeek)} this week, ${change}`, change };
  }
  const more = diff > 0 ? 'more' : 'fewer';
  const change = `${Math.abs(diff)} ${more} than the week before (${previousWeek})`;
  return { direction: diff > 0 ? 'up' : 'down', text: `${items(thisWeek)} this week, ${change}`, change };
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

/** An initiative of the page as the server sends it (kind, measure and milestones may be absent from older servers). */
export type InitiativeItem = NonNullable<Jurisdiction['initiatives']>['latest'][number];

/**
 * An initiative's milestones, oldest first: the server's, or — from a server that sends none — its effective date,
 * so that the timeline still shows when each takes effect.
 */
export function milestonesOf(item: InitiativeItem): TimelinePoint[] {
  const given: readonly Milestone[] | undefined = item.milestones;
  if (given) {
    return [...given]
      .map((one) => ({ date: one.date, label: one.label, what: one.what, eventId: one.eventId }))
      .sort((a, b) => a.date.localeCompare(b.date));
  }
  return item.effectiveOn ? [{ date: item.effectiveOn, label: 'Takes effect', what: 'effective' }] : [];
}

/** The timeline's rows: the initiatives with at least one milestone, the one whose first milestone is earliest first. */
export function timelineRowsOf(items: readonly InitiativeItem[]): TimelineRow[] {
  return items
    .map((item) => ({ id: item.id, label: item.title, milestones: milestonesOf(item) }))
    .filter((row) => row.milestones.length > 0)
    .sort((a, b) => a.milestones[0]!.date.localeCompare(b.milestones[0]!.date) || a.label.localeCompare(b.label));
}

/** The route that shows an initiative: the page's area's, else the initiative's own domain's, else Impact's. */
export function initiativeRouteName(area: string | null, domain: string | null | undefined): string {
  const which = area ?? domain;
  return which === 'ai' ? 'AiInitiative' : which === 'tax' ? 'TaxInitiative' : 'ImpactInitiative';
}

/** The dates an initiative's list entry shows: announced and taking effect, from its milestones or its fields. */
export function datesOf(item: InitiativeItem, format: (date: string) => string): string[] {
  const milestones = milestonesOf(item);
  const announced = milestones.find((one) => one.what === 'announced')?.date;
  const effective = item.effectiveOn ?? milestones.find((one) => one.what === 'effective')?.date;
  return [announced && `announced ${format(announced)}`, effective && `takes effect ${format(effective)}`].filter(
    (text): text is string => Boolean(text),
  );
}
