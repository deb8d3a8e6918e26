import { can } from '@rh/core';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { visibleWhere } from '../../content/query.ts';
import { queryRows, type Database } from '../../db/client.ts';
import { evidenceOf, evidenceView } from './chain.ts';
import {
  CONTROL,
  controlRefView,
  controlsOfRegulation,
  liveObligationSql,
  OBLIGATION,
  refView,
  regulationOf,
  underRegulation,
} from './workspace.ts';

export const soaQuery = z.strictObject({
  format: z.enum(['json', 'xlsx', 'pdf']).default('json').describe('json (default), or an xlsx or pdf file'),
});

const soaRow = z.object({
  obligation: z.object({
    id: z.string(),
    title: z.string(),
    reference: z.string().nullable().describe('Its requirement’s reference'),
    stage: z.string().nullable(),
  }),
  applicability: z.enum(['applicable', 'not-applicable']),
  justification: z.string().nullable(),
  controls: z.array(
    controlRefView.extend({
      status: z.string().nullable().describe('The control status’s name'),
      testStatus: z.string().nullable(),
      lastTestedOn: z.string().nullable(),
      evidence: z.array(evidenceView),
    }),
  ),
});
export type SoaRowView = z.infer<typeof soaRow>;

export const soaView = z.object({
  regulation: refView.extend({ shortName: z.string().nullable(), citation: z.string().nullable() }),
  generatedAt: z.string(),
  rows: z
    .array(soaRow)
    .describe(
      'One per obligation that applies now (retired ones aside), those of no requirement first, then in natural order of the requirement’s reference, then title (as the workspace and gaps)',
    ),
});
export type SoaView = z.infer<typeof soaView>;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * The statement of applicability of a regulation: each obligation the roles may see and not retired (what applies
 * now), whether it applies and why,
 * and the controls that meet it with their status, last test and evidence. A control's status, test and evidence
 * are read only with a grant on controls; without one the controls are named and nothing more.
 */
export async function soaOf(
  db: Database,
  regulationId: string,
  roles: readonly string[],
  now = new Date(),
): Promise<SoaView> {
  const regulation = await regulationOf(db, regulationId, roles);
  const rowsQuery = queryRows<{
    id: string;
    title: string;
    stage: string | null;
    reference: string | null;
    applicability: string | null;
    justification: string | null;
  }>(
    db,
    sql`SELECT o.id, o.title, o.stage, q.title AS reference, o.data->>'applicability' AS applicability,
        o.data->>'justification' AS justification
      FROM content_items o
      LEFT JOIN content_items q ON q.id = nullif(o.data->>'requirement', '')::uuid AND q.deleted_at IS NULL
      WHERE ${underRegulation('o', 'obligation', regulationId)}
        AND ${visibleWhere(roles, { types: [OBLIGATION], alias: 'o' })} AND ${liveObligationSql('o')}
      ORDER BY q.title_sort NULLS FIRST, o.title_sort, o.id`,
  );
  const [rows, controlsOf] = await Promise.all([rowsQuery, controlsOfRegulation(db, regulationId)]);
  const readsControls = can(roles, CONTROL.resource, 'read');
  const parsed = rows.map((row) => ({ ...row, controls: controlsOf.get(row.id) ?? [] }));
  const controlIds = [...new Set(parsed.flatMap((row) => row.controls.map((control) => control.id)))];
  const evidence = readsControls ? await evidenceOf(db, controlIds, roles) : new Map();
  return {
    regulation: {
      id: regulation.id,
      title: regulation.title,
      shortName: text(regulation.data.shortName),
      citation: text(regulation.data.citation),
    },
    generatedAt: now.toISOString(),
    rows: parsed.map((row) => ({
      obligation: { id: row.id, title: row.title, reference: row.reference, stage: row.stage },
      applicability: row.applicability === 'not-applicable' ? 'not-applicable' : 'applicable',
      justification: text(row.justification),
      controls: row.controls.map((control) => ({
        id: control.id,
        code: control.code,
        title: control.title,
        status: readsControls ? text(control.status) : null,
        testStatus: readsControls ? text(control.testStatus) : null,
        lastTestedOn: readsControls ? text(control.lastTestedOn) : null,
        evidence: evidence.get(control.id) ?? [],
      })),
    })),
  };
}
