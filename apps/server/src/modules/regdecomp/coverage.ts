import { awaitingStages } from '@rh/core/content';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { visibleWhere } from '../../content/query.ts';
import { queryRows, type Database } from '../../db/client.ts';
import {
  applicableSql,
  flaggedSql,
  hasControlSql,
  liveObligationSql,
  OBLIGATION,
  REGULATION,
  REQUIREMENT,
  underRegulation,
} from './workspace.ts';

const counts = {
  requirements: z.number().int(),
  obligations: z.number().int().describe('Its obligations, retired ones aside'),
  byStage: z
    .record(z.string(), z.number().int())
    .describe('Obligations by workflow stage name, retired ones included (the only figure that counts them)'),
  met: z.number().int().describe('Applicable obligations met by at least one control'),
  unmet: z.number().int().describe('Applicable obligations met by none'),
  notApplicable: z.number().int(),
  flaggedObligations: z.number().int(),
  flaggedControls: z.number().int().describe('Distinct controls of its obligations flagged for review'),
  waiting: z.number().int().describe('Obligations waiting for approval'),
};

const regulationCoverage = z.object({
  id: z.string(),
  title: z.string(),
  shortName: z.string().nullable(),
  ...counts,
  nextDue: z.string().nullable().describe('The soonest coming due date of its obligations'),
  applicationOn: z.string().nullable(),
});
export type RegulationCoverageView = z.infer<typeof regulationCoverage>;

export const coverageView = z.object({
  regulations: z
    .array(regulationCoverage)
    .describe(
      'Every regulation with requirements or obligations the caller may see, by title: one with requirements and no obligation yet shows zeros',
    ),
  totals: z.object(counts),
});
export type CoverageView = z.infer<typeof coverageView>;

interface Row {
  id: string;
  requirements: number;
  obligations: number;
  met: number;
  unmet: number;
  not_applicable: number;
  flagged: number;
  waiting: number;
  next_due: string | null;
}

/**
 * The coverage dashboard: per regulation with requirements or obligations the roles may see, its requirements,
 * obligations by stage, met / unmet / not applicable, flagged and waiting, aggregated in SQL (a fixed number of
 * statements). A regulation with requirements and no obligation yet is listed with zeros: the unstarted one is the
 * biggest gap. Retired obligations (RETIRED_STAGES) count in `byStage` only.
 */
export async function coverageOf(db: Database, roles: readonly string[], today = new Date()): Promise<CoverageView> {
  const waitingStages = awaitingStages(OBLIGATION.workflow!);
  const visibleObligation = sql`${underRegulation('o', 'obligation', null)}
    AND ${visibleWhere(roles, { types: [OBLIGATION], alias: 'o' })}`;
  const day = today.toISOString().slice(0, 10);
  const obligations = sql`SELECT o.id, o.stage, lr.to_id AS regulation, ${applicableSql('o')} AS applicable,
      ${hasControlSql('o')} AS has_control, ${flaggedSql('o')} AS flagged, o.data->>'dueOn' AS due
    FROM content_items o JOIN content_links lr ON lr.from_id = o.id AND lr.relation = 'regulation'
    WHERE ${visibleObligation} AND ${liveObligationSql('o')}`;
  const requirements = sql`SELECT lr.to_id AS regulation, count(*)::int AS n
    FROM content_items q JOIN content_links lr ON lr.from_id = q.id AND lr.relation = 'regulation'
    WHERE ${underRegulation('q', 'requirement', null)} AND ${visibleWhere(roles, { types: [REQUIREMENT], alias: 'q' })}
    GROUP BY lr.to_id`;
  const regulations = sql`SELECT g.id, g.title, g.title_sort, g.data->>'shortName' AS short_name,
      g.data->>'applicationOn' AS application_on
    FROM content_items g WHERE g.type = 'regulation' AND g.deleted_at IS NULL
      AND ${visibleWhere(roles, { types: [REGULATION], alias: 'g' })}`;
  const [rows, stages, flaggedControls] = await Promise.all([
    queryRows<Row & { title: string; short_name: string | null; application_on: string | null }>(
      db,
      sql`WITH o AS (${obligations}), q AS (${requirements}), g AS (${regulations}),
        s AS (SELECT DISTINCT lr.to_id AS regulation FROM content_items o
          JOIN content_links lr ON lr.from_id = o.id AND lr.relation = 'regulation' WHERE ${visibleObligation})
        SELECT g.id, g.title, g.short_name, g.application_on, coalesce(q.n, 0)::int AS requirements,
          count(o.id)::int AS obligations,
          count(o.id) FILTER (WHERE o.applicable AND o.has_control)::int AS met,
          count(o.id) FILTER (WHERE o.applicable AND NOT o.has_control)::int AS unmet,
          count(o.id) FILTER (WHERE NOT o.applicable)::int AS not_applicable,
          count(o.id) FILTER (WHERE o.flagged)::int AS flagged,
          count(o.id) FILTER (WHERE o.stage = ANY(${sql.param(waitingStages)}::text[]))::int AS waiting,
          min(o.due) FILTER (WHERE o.due >= ${day}) AS next_due
        FROM g LEFT JOIN o ON o.regulation = g.id LEFT JOIN q ON q.regulation = g.id
        WHERE q.regulation IS NOT NULL OR EXISTS (SELECT 1 FROM s WHERE s.regulation = g.id)
        GROUP BY g.id, g.title, g.title_sort, g.short_name, g.application_on, q.n
        ORDER BY g.title_sort, g.id`,
    ),
    queryRows<{ regulation: string; stage: string | null; n: number }>(
      db,
      sql`SELECT lr.to_id AS regulation, o.stage, count(*)::int AS n
        FROM content_items o JOIN content_links lr ON lr.from_id = o.id AND lr.relation = 'regulation'
        WHERE ${visibleObligation} GROUP BY lr.to_id, o.stage`,
    ),
    // Distinct (regulation, control) pairs: a control flagged for review that meets a live obligation of the regulation.
    queryRows<{ regulation: string; control: string }>(
      db,
      sql`SELECT DISTINCT lr.to_id AS regulation, c.id AS control
        FROM content_items o JOIN content_links lr ON lr.from_id = o.id AND lr.relation = 'regulation'
        JOIN content_links lc ON lc.from_id = o.id AND lc.relation = 'controls'
        JOIN content_items c ON c.id = lc.to_id AND c.deleted_at IS NULL AND c.type = 'control'
        WHERE ${visibleObligation} AND ${liveObligationSql('o')} AND ${flaggedSql('c')}`,
    ),
  ]);
  const stageMap = new Map<string, Record<string, number>>();
  for (const row of stages) {
    const byStage = stageMap.get(row.regulation) ?? {};
    byStage[row.stage ?? ''] = (byStage[row.stage ?? ''] ?? 0) + row.n;
    stageMap.set(row.regulation, byStage);
  }
  const controlCount = new Map<string, number>();
  for (const row of flaggedControls) controlCount.set(row.regulation, (controlCount.get(row.regulation) ?? 0) + 1);

  const regulationsView = rows.map((row) => ({
    id: row.id,
    title: row.title,
    shortName: row.short_name || null,
    requirements: row.requirements,
    obligations: row.obligations,
    byStage: stageMap.get(row.id) ?? {},
    met: row.met,
    unmet: row.unmet,
    notApplicable: row.not_applicable,
    flaggedObligations: row.flagged,
    flaggedControls: controlCount.get(row.id) ?? 0,
    waiting: row.waiting,
    nextDue: row.next_due || null,
    applicationOn: row.application_on || null,
  }));
  const shown = new Set(regulationsView.map((row) => row.id));
  const sum = (pick: (row: RegulationCoverageView) => number) =>
    regulationsView.reduce((total, row) => total + pick(row), 0);
  const byStage: Record<string, number> = {};
  for (const row of regulationsView) {
    for (const [stage, n] of Object.entries(row.byStage)) byStage[stage] = (byStage[stage] ?? 0) + n;
  }
  return {
    regulations: regulationsView,
    totals: {
      requirements: sum((row) => row.requirements),
      obligations: sum((row) => row.obligations),
      byStage,
      met: sum((row) => row.met),
      unmet: sum((row) => row.unmet),
      notApplicable: sum((row) => row.notApplicable),
      flaggedObligations: sum((row) => row.flaggedObligations),
      // A control serving two regulations is one control to review.
      flaggedControls: new Set(flaggedControls.filter((row) => shown.has(row.regulation)).map((row) => row.control))
        .size,
      waiting: sum((row) => row.waiting),
    },
  };
}
