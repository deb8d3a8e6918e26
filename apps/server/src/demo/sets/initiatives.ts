import type { DemoContext, DemoSet } from '../context.ts';
import { INITIATIVES, POLICIES } from '../data/initiatives.ts';

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
