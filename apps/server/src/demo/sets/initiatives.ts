import type { DemoContext, DemoSet } from '../context.ts';
import { INITIATIVES, POLICIES, type InitiativeRow } from '../data/initiatives.ts';

/**
 * IMPACT (issue 16), illustrative: who at the firm answers for the response to an initiative (one of the demo's fictional experts), its
 * firm deadline and its readiness. The deadline is 90 days before the initiative takes effect; an initiative with no
 * date yet (proposals, consultations) gets one spread from two months ago to a year ahead of the demo's day. Deadlines
 * more than six months past are done; the others spread over not started / in progress / done, so that the demo has
 * overdue responses and coming ones.
 */
/** Owners by domain: experts of the firm (EXPERTS in data/esg.ts), by name. */
const OWNERS: Readonly<Record<InitiativeRow['domain'], readonly string[]>> = {
  ai: ['Olivia Chen'],
  tax: ['Sophie Laurent', 'Daniel Moreau'],
  commodities: ['James Whitfield'],
  climate: ['Dr. Amara Okafor', 'Priya Natarajan', 'Daniel Moreau'],
  impact: ['Lukas Brandt', 'Rahul Mehta', 'Grace Whitaker'],
};
const DAY_MS = 86_400_000;

function firmResponse(ctx: DemoContext, index: number, row: InitiativeRow): Record<string, string> {
  if (row.status === 'withdrawn') return {};
  const deadline = row.effective
    ? new Date(Date.parse(`${row.effective}T00:00:00Z`) - 90 * DAY_MS).toISOString().slice(0, 10)
    : ctx.day(((index * 37) % 420) - 60);
  const longPast = Date.parse(`${deadline}T00:00:00Z`) < ctx.now.getTime() - 182 * DAY_MS;
  const readiness = longPast || index % 5 === 0 ? 'done' : index % 5 < 3 ? 'in-progress' : 'not-started';
  return {
    ...(index % 13 === 5 ? {} : { owner: ctx.ref('expert', OWNERS[row.domain][index % OWNERS[row.domain].length]!) }),
    deadline,
    readiness,
  };
}

/** Initiatives of the trackers (most approved, some still in the approval workflow) and climate policies. */
export function buildInitiatives(ctx: DemoContext): DemoSet {
  return {
    initiative: INITIATIVES.map((row, index) => ({
      key: row.title,
      by: 'impact',
      stage:
        row.status === 'withdrawn'
          ? 'retired'
          : index % 9 === 3
            ? 'submitted'
            : index % 11 === 7
              ? 'draft'
              : 'approved',
      data: {
        title: row.title,
        domain: row.domain,
        kind: row.kind,
        country: row.country,
        ...(row.regulator ? { regulator: ctx.ref('regulator', row.regulator) } : {}),
        ...(row.regulation ? { regulation: ctx.ref('regulation', row.regulation) } : {}),
        status: row.status,
        ...(row.announced ? { announcedOn: row.announced } : {}),
        ...(row.effective ? { effectiveOn: row.effective } : {}),
        ...(row.measure ? { measure: row.measure } : {}),
        ...(row.rate ? { rate: row.rate } : {}),
        ...(row.base ? { base: row.base } : {}),
        ...(row.commodities ? { commodities: [...row.commodities] } : {}),
        summary: row.summary,
        topics: ctx.refs('topic', row.topics),
        tags: [...(row.tags ?? [])],
        ...(row.url ? { url: row.url } : {}),
        ...firmResponse(ctx, index, row),
      },
    })),
    policy: POLICIES.map((row) => ({
      key: row.title,
      data: {
        title: row.title,
        country: row.country,
        policyType: row.type,
        sectors: [...row.sectors],
        status: row.status,
        ...(row.regulator ? { regulator: ctx.ref('regulator', row.regulator) } : {}),
        initiatives: ctx.refs('initiative', row.initiatives ?? []),
        ...(row.announced ? { announcedOn: row.announced } : {}),
        ...(row.effective ? { effectiveOn: row.effective } : {}),
        topics: ctx.refs('topic', row.topics),
        ...(row.url ? { url: row.url } : {}),
        summary: row.summary,
      },
    })),
  };
}
