import { can } from '@rh/core';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { visibleWhere } from '../../content/query.ts';
import { queryRows, type Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { CONTROL, controlRefView, EVIDENCE, fileRefView, OBLIGATION, refView, REGULATION } from './workspace.ts';

export const evidenceView = z.object({
  id: z.string(),
  title: z.string(),
  collectedOn: z.string(),
  evidenceType: z.string().nullable(),
  file: fileRefView.nullable(),
  link: z.string().nullable(),
});
export type EvidenceView = z.infer<typeof evidenceView>;

export const chainView = z.object({
  obligations: z
    .array(
      z.object({
        id: z.string(),
        title: z.string(),
        stage: z.string().nullable(),
        regulation: refView.extend({ shortName: z.string().nullable() }),
        requirement: z.object({ id: z.string(), reference: z.string() }).nullable(),
      }),
    )
    .describe('The obligations it meets that the caller may see, by regulation then requirement'),
  regulations: z.array(refView.extend({ shortName: z.string().nullable(), count: z.number().int() })),
  risks: z.array(controlRefView),
  evidence: z.array(evidenceView).describe('Newest first'),
});
export type ChainView = z.infer<typeof chainView>;

interface EvidenceRow {
  id: string;
  title: string;
  control: string;
  data: { collectedOn?: string; evidenceType?: string; file?: { url?: unknown } | null; link?: string };
}

/** The live evidence of these controls (their `control` reference), newest first, by control id. */
export async function evidenceOf(
  db: Database,
  controlIds: readonly string[],
  roles: readonly string[],
): Promise<Map<string, EvidenceView[]>> {
  const byControl = new Map<string, EvidenceView[]>();
  if (controlIds.length === 0) return byControl;
  const rows = await queryRows<EvidenceRow>(
    db,
    sql`SELECT e.id, e.title, l.to_id AS control, e.data
      FROM content_links l JOIN content_items e ON e.id = l.from_id AND e.type = 'evidence' AND e.deleted_at IS NULL
      WHERE l.relation = 'control' AND l.to_id = ANY(${sql.param([...controlIds])}::uuid[])
        AND ${visibleWhere(roles, { types: [EVIDENCE], alias: 'e' })}
      ORDER BY e.date DESC NULLS LAST, e.created_at DESC, e.id`,
  );
  for (const row of rows) {
    const file = row.data.file;
    const list = byControl.get(row.control) ?? [];
    list.push({
      id: row.id,
      title: row.title,
      collectedOn: row.data.collectedOn ?? '',
      evidenceType: row.data.evidenceType || null,
      file: file && typeof file.url === 'string' ? (file as z.infer<typeof fileRefView>) : null,
      link: row.data.link || null,
    });
    byControl.set(row.control, list);
  }
  return byControl;
}

/**
 * The reverse chain of a control: the obligations it meets (those the roles may see; none without a grant on
 * obligations), counted by regulation, the risks it mitigates, and its evidence, newest first.
 */
export async function chainOf(db: Database, controlId: string, roles: readonly string[]): Promise<ChainView> {
  const [control] = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM content_items WHERE id = ${controlId}::uuid AND type = 'control' AND deleted_at IS NULL
      AND ${visibleWhere(roles, { types: [CONTROL] })}`,
  );
  if (!control) throw notFound('No such control.');
  const readsObligations = can(roles, OBLIGATION.resource, 'read') && can(roles, REGULATION.resource, 'read');
  const [obligations, risks, evidence] = await Promise.all([
    readsObligations
      ? queryRows<{
          id: string;
          title: string;
          stage: string | null;
          regulation_id: string;
          regulation_title: string;
          short_name: string | null;
          requirement_id: string | null;
          requirement_reference: string | null;
        }>(
          db,
          sql`SELECT o.id, o.title, o.stage, g.id AS regulation_id, g.title AS regulation_title,
              g.data->>'shortName' AS short_name, q.id AS requirement_id, q.title AS requirement_reference
            FROM content_links lc
            JOIN content_items o ON o.id = lc.from_id AND o.type = 'obligation' AND o.deleted_at IS NULL
            JOIN content_items g ON g.id = nullif(o.data->>'regulation', '')::uuid AND g.deleted_at IS NULL
              AND ${visibleWhere(roles, { types: [REGULATION], alias: 'g' })}
            LEFT JOIN content_items q ON q.id = nullif(o.data->>'requirement', '')::uuid AND q.deleted_at IS NULL
            WHERE lc.to_id = ${controlId}::uuid AND lc.relation = 'controls'
              AND ${visibleWhere(roles, { types: [OBLIGATION], alias: 'o' })}
            ORDER BY g.title_sort, g.id, q.title_sort NULLS FIRST, o.title_sort, o.id`,
        )
      : Promise.resolve([]),
    queryRows<{ id: string; code: string; title: string }>(
      db,
      sql`SELECT r.id, coalesce(r.data->>'code', '') AS code, r.title
        FROM content_links l JOIN content_items r ON r.id = l.to_id AND r.deleted_at IS NULL AND r.type = 'risk'
        WHERE l.from_id = ${controlId}::uuid AND l.relation = 'risks'
        ORDER BY r.title_sort, r.id`,
    ),
    evidenceOf(db, [controlId], roles),
  ]);
  const regulations = new Map<string, ChainView['regulations'][number]>();
  for (const row of obligations) {
    const entry = regulations.get(row.regulation_id) ?? {
      id: row.regulation_id,
      title: row.regulation_title,
      shortName: row.short_name || null,
      count: 0,
    };
    entry.count += 1;
    regulations.set(entry.id, entry);
  }
  return {
    obligations: obligations.map((row) => ({
      id: row.id,
      title: row.title,
      stage: row.stage,
      regulation: { id: row.regulation_id, title: row.regulation_title, shortName: row.short_name || null },
      requirement:
        row.requirement_id && row.requirement_reference
          ? { id: row.requirement_id, reference: row.requirement_reference }
          : null,
    })),
    regulations: [...regulations.values()],
    risks,
    evidence: evidence.get(controlId) ?? [],
  };
}
