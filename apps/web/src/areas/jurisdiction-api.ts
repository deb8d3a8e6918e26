import { api } from '../api/request.ts';

/**
 * One jurisdiction across every area (issue 15): "what changed for X, and what is coming". The server's route is
 * apps/server/src/modules/jurisdiction; each answer's shape is declared here once. Every part holds only what the
 * caller may read (a part of a type the caller may not read is null), and with `area` the area's scopes apply.
 */

export interface Ref {
  id: string;
  title: string;
}

/** A count per ISO week (Monday), oldest first. */
export interface WeekCount {
  week: string;
  count: number;
}

/** A dated thing coming for the jurisdiction: an event, an obligation falling due, a regulation starting to apply. */
export interface Coming {
  id: string;
  type: 'event' | 'obligation' | 'regulation' | 'initiative';
  title: string;
  date: string;
  /** What the date is: "Event", "Obligation due", "Applies from", "Takes effect". */
  what: string;
}

/**
 * One step on an initiative's timeline: announced, taking effect, or an event that names it (`event.initiatives`)
 * or its regulation (the EU AI Act's staged application dates). Oldest first.
 */
export interface Milestone {
  date: string;
  /** "Announced", "Takes effect", or the event's title. */
  label: string;
  what: 'announced' | 'effective' | 'event';
  /** The event's id, for `what: 'event'`. */
  eventId?: string;
}

/** `GET /api/jurisdictions/:country?area=`: the page's data in one answer. */
export interface Jurisdiction {
  /** The code (ISO 3166-1 alpha-2, EU or INT) and its English name. */
  country: { code: string; name: string };
  /** The area whose scopes apply, if any. */
  area: string | null;
  regulators: (Ref & { code: string | null })[] | null;
  news: {
    /** Items published in the last 7 days, and in the 7 before. */
    thisWeek: number;
    previousWeek: number;
    /** The last 8 ISO weeks, this one last. */
    weeks: WeekCount[];
    latest: (Ref & { publishedAt: string; regulator: Ref | null })[];
  } | null;
  /** The next `comingDays` days, soonest first (at most 20). */
  coming: Coming[];
  /** How far ahead `coming` looks (an administrator's setting, 180 days by default). */
  comingDays: number;
  initiatives: {
    /** Counts by domain (ai, climate, tax, commodities…) and status. */
    byDomainStatus: { domain: string; status: string | null; count: number }[];
    latest: (Ref & {
      domain: string;
      status: string | null;
      effectiveOn: string | null;
      /** Law, guidance, strategy, standard (`initiative.kind`). */
      kind: string | null;
      /** ESG tax measures: the kind of measure, its rate and base. */
      measure: string | null;
      rate: string | null;
      base: string | null;
      milestones: Milestone[];
    })[];
  } | null;
  regulations: {
    /** Status in-force and in force today (or with no date), whatever its application date. Latest first. */
    inForce: (Ref & {
      shortName: string | null;
      obligations: number;
      effectiveOn: string | null;
      /** When its rules apply; after today for an act in force whose rules apply later (the EU AI Act's way). */
      applicationOn: string | null;
    })[];
    /** How many are in force in all: `inForce` holds the latest 50 of them. */
    inForceTotal: number;
    /** Not yet in force: proposed, adopted, or in force from a later date. Soonest first. */
    coming: (Ref & {
      shortName: string | null;
      obligations: number;
      effectiveOn: string | null;
      applicationOn: string | null;
      status: string | null;
    })[];
    /** How many are coming in all: `coming` holds the soonest 50 of them. */
    comingTotal: number;
  } | null;
  insights: (Ref & { publishedOn: string | null })[] | null;
}

export function getJurisdiction(country: string, area: string | null, signal?: AbortSignal): Promise<Jurisdiction> {
  return api.get('cosmos', `/jurisdictions/${encodeURIComponent(country)}`, {
    query: { area },
    ...(signal ? { signal } : {}),
  });
}
