import { can } from '@rh/core';
import { contentType } from '@rh/core/content';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { visibleWhere } from '../../content/query.ts';
import { queryRows, type Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';

/** The types of the chain (packages/core/src/content/types). */
export const REGULATION = contentType('regulation');
export const REQUIREMENT = contentType('requirement');
export const OBLIGATION = contentType('obligation');
export const CONTROL = contentType('control');
export const EVIDENCE = contentType('evidence');

export const refView = z.object({ id: z.string(), title: z.string() });
export const controlRefView = z.object({ id: z.string(), code: z.string(), title: z.string() });
export const fileRefView = z.object({
  name: z.string(),
  url: z.string(),
  mediaType: z.string().optional(),
  size: z.number().optional(),
});

/** An obligation's open review flag (`review_flags`, not cleared), on `content_items` under `alias`. */
export const flaggedSql = (alias: string) =>
  sql`EXISTS (SELECT 1 FROM review_flags f WHERE f.item_id = ${sql.raw(alias)}.id AND f.cleared_at IS NULL)`;

/** A control as an obligation's list gives it: what the chain shows, and its status (name), last test. */
export interface ControlOfObligation {
  id: string;
  code: string;
  title: string;
  status: string | null;
  testStatus: string | null;
  lastTestedOn: string | null;
}

/**
 * The live controls of every obligation filed under the regulation, by obligation id, each list in order of code:
 * one statement for all of them (a subquery per obligation costs more than the rest of the workspace).
 */
export async function controlsOfRegulation(
  db: Database,
  regulationId: string,
): Promise<Map<string, ControlOfObligation[]>> {
  const rows = await queryRows<ControlOfObligation & { obligation: string }>(
    db,
    sql`SELECT lc.from_id AS obligation, c.id, coalesce(c.data->>'code', '') AS code, c.title, s.title AS status,
        c.data->>'testStatus' AS "testStatus", c.data->>'lastTestedOn' AS "lastTestedOn"
      FROM content_links lr
      JOIN content_links lc ON lc.from_id = lr.from_id AND lc.relation = 'controls'
      JOIN content_items c ON c.id = lc.to_id AND c.deleted_at IS NULL AND c.type = 'control'
      LEFT JOIN content_items s ON s.id = nullif(c.data->>'status', '')::uuid AND s.deleted_at IS NULL
      WHERE lr.to_id = ${regulationId}::uuid AND lr.relation = 'regulation'
      ORDER BY lower(c.data->>'code'), c.title_sort, c.id`,
  );
  const byObligation = new Map<string, ControlOfObligation[]>();
  for (const { obligation, ...control } of rows) {
    const list = byObligation.get(obligation) ?? [];
    list.push(control);
    byObligation.set(obligation, list);
  }
  return byObligation;
}

/** The obligation (under `alias`) is met by at least one live control. */
export const hasControlSql = (alias: string) =>
  sql`EXISTS (SELECT 1 FROM content_links lc JOIN content_items c ON c.id = lc.to_id AND c.deleted_at IS NULL
    AND c.type = 'control' WHERE lc.from_id = ${sql.raw(alias)}.id AND lc.relation = 'controls')`;

/**
 * The stages of obligations that no longer apply (the workflow's `retired`): coverage, gaps and the statement of
 * applicability leave them out (coverage shows them only in `byStage`).
 */
export const RETIRED_STAGES: readonly string[] = OBLIGATION.workflow?.retired ?? [];

/** The obligation (under `alias`) is not retired (RETIRED_STAGES). */
export const liveObligationSql = (alias: string) =>
  sql`coalesce(${sql.raw(alias)}.stage, '') <> ALL(${sql.param([...RETIRED_STAGES])}::text[])`;

/** Applicable: applicability empty or `applicable` (core's obligation type). */
export const applicableSql = (alias: string) =>
  sql`coalesce(${sql.raw(alias)}.data->>'applicability', '') <> 'not-applicable'`;

const workspaceObligation = z.object({
  id: z.string(),
  title: z.string(),
  requirement: z.string().nullable(),
  stage: z.string().nullable(),
  modality: z.string().nullable(),
  dueOn: z.string().nullable(),
  controls: z.array(controlRefView),
  citationText: z.string().nullable(),
  citationPage: z.number().nullable(),
  citationStart: z.number().nullable(),
  citationEnd: z.number().nullable(),
  flagged: z.boolean(),
});

export const workspaceView = z.object({
  regulation: z.object({
    id: z.string(),
    title: z.string(),
    shortName: z.string().nullable(),
    citation: z.string().nullable(),
    document: fileRefView.nullable(),
    version: z.number().int(),
  }),
  requirements: z
    .array(
      z.object({
        id: z.string(),
        reference: z.string(),
        title: z.string().nullable(),
        text: z.string(),
        citationPage: z.number().nullable(),
      }),
    )
    .describe('In natural order of their reference (Art. 5(1), Art. 5(2), Art. 19)'),
  obligations: z.array(workspaceObligation).describe('In the order of their requirement, then of their title'),
  abilities: z.object({
    createRequirement: z.boolean(),
    createObligation: z.boolean(),
    uploadDocument: z.boolean(),
    mapControls: z.boolean(),
  }),
});
export type WorkspaceView = z.infer<typeof workspaceView>;

export interface RegulationRow {
  id: string;
  title: string;
  version: number;
  data: Record<string, unknown>;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** A live regulation these roles may see, or a 404. */
export async function regulationOf(db: Database, id: string, roles: readonly string[]): Promise<RegulationRow> {
  const [row] = await queryRows<RegulationRow>(
    db,
    sql`SELECT id, title, version, data FROM content_items
      WHERE id = ${id}::uuid AND type = 'regulation' AND deleted_at IS NULL
        AND ${visibleWhere(roles, { types: [REGULATION] })}`,
  );
  if (!row) throw notFound('No such regulation.');
  return row;
}

/** Live items of `type` filed under the regulation (their `regulation` reference), on `content_items` as `alias`. */
export const underRegulation = (alias: string, typeName: string, regulationId: string | null) =>
  sql`${sql.raw(alias)}.type = ${typeName} AND ${sql.raw(alias)}.deleted_at IS NULL AND ${
    regulationId === null
      ? sql`true`
      : sql`EXISTS (SELECT 1 FROM content_links lr WHERE lr.from_id = ${sql.raw(alias)}.id
          AND lr.relation = 'regulation' AND lr.to_id = ${regulationId}::uuid)`
  }`;

/**
 * All the workspace of a regulation shows, in three statements whatever its size: the regulation, its requirements
 * in natural order of their reference, its obligations (those the roles may see) with their controls and open flag.
 */
export async function workspaceOf(
  db: Database,
  regulationId: string,
  roles: readonly string[],
): Promise<WorkspaceView> {
  const regulation = await regulationOf(db, regulationId, roles);
  const [requirements, obligations, controls] = await Promise.all([
    queryRows<{ id: string; reference: string; data: Record<string, unknown> }>(
      db,
      sql`SELECT q.id, q.title AS reference, jsonb_build_object('title', q.data->'title', 'text', q.data->'text',
          'citationPage', q.data->'citationPage') AS data
        FROM content_items q
        WHERE ${underRegulation('q', 'requirement', regulationId)} AND ${visibleWhere(roles, { types: [REQUIREMENT], alias: 'q' })}
        ORDER BY q.title_sort, q.id`,
    ),
    queryRows<{
      id: string;
      title: string;
      stage: string | null;
      data: Record<string, unknown>;
      flagged: boolean;
    }>(
      db,
      sql`SELECT o.id, o.title, o.stage, ${flaggedSql('o')} AS flagged,
          jsonb_build_object('requirement', o.data->'requirement', 'modality', o.data->'modality', 'dueOn', o.data->'dueOn',
            'citationText', o.data->'citationText', 'citationPage', o.data->'citationPage',
            'citationStart', o.data->'citationStart', 'citationEnd', o.data->'citationEnd') AS data
        FROM content_items o
        LEFT JOIN content_items q ON q.id = nullif(o.data->>'requirement', '')::uuid AND q.deleted_at IS NULL
        WHERE ${underRegulation('o', 'obligation', regulationId)} AND ${visibleWhere(roles, { types: [OBLIGATION], alias: 'o' })}
        ORDER BY q.title_sort NULLS FIRST, o.title_sort, o.id`,
    ),
    controlsOfRegulation(db, regulationId),
  ]);
  const data = regulation.data;
  const document = data.document as { name?: unknown; url?: unknown } | null | undefined;
  return {
    regulation: {
      id: regulation.id,
      title: regulation.title,
      shortName: text(data.shortName),
      citation: text(data.citation),
      document: document && typeof document.url === 'string' ? (document as z.infer<typeof fileRefView>) : null,
      version: regulation.version,
    },
    requirements: requirements.map((row) => ({
      id: row.id,
      reference: row.reference,
      title: text(row.data.title),
      text: typeof row.data.text === 'string' ? row.data.text : '',
      citationPage: num(row.data.citationPage),
    })),
    obligations: obligations.map((row) => ({
      id: row.id,
      title: row.title,
      requirement: text(row.data.requirement),
      stage: row.stage,
      modality: text(row.data.modality),
      dueOn: text(row.data.dueOn),
      controls: (controls.get(row.id) ?? []).map(({ id, code, title }) => ({ id, code, title })),
      citationText: text(row.data.citationText),
      citationPage: num(row.data.citationPage),
      citationStart: num(row.data.citationStart),
      citationEnd: num(row.data.citationEnd),
      flagged: row.flagged,
    })),
    abilities: {
      createRequirement: can(roles, REQUIREMENT.resource, 'create'),
      createObligation: can(roles, OBLIGATION.resource, 'create'),
      uploadDocument: can(roles, REGULATION.resource, 'update'),
      mapControls: can(roles, OBLIGATION.resource, 'update'),
    },
  };
}

/** A `json` column: parsed by node-postgres and PGlite alike, but kept a string by some paths; read either way. */
export function jsonArray<T>(value: T[] | string | null): T[] {
  if (value === null) return [];
  return typeof value === 'string' ? (JSON.parse(value) as T[]) : value;
}
