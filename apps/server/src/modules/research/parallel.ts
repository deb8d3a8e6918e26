import { findContentType } from '@rh/core/content';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Database } from '../../db/client.ts';
import { visibleWhere } from '../../content/query.ts';
import { notFound } from '../../http/errors.ts';

/**
 * Parallel reading (research): two or three regulations side by side, their requirements (the provisions the
 * obligations register records, content type `requirement`) aligned by the topics analysts tagged them with. A
 * topic row holds each regulation's provisions on it; a topic only one of them covers is what that one requires and
 * the others do not.
 */

export const MIN_PARALLEL = 2;
export const MAX_PARALLEL = 3;
/** Most requirements read per regulation (a regulation recorded article by article stays far below). */
export const MAX_REQUIREMENTS = 500;

const regulationView = z.object({
  id: z.string(),
  key: z.string().nullable(),
  title: z.string(),
  shortName: z.string().nullable(),
  citation: z.string().nullable(),
  country: z.string().nullable(),
  status: z.string().nullable(),
  kind: z.string().nullable(),
  requirements: z.number().int().describe('Its requirements (live, visible)'),
});

const requirementView = z.object({
  id: z.string(),
  reference: z.string(),
  title: z.string().nullable(),
  text: z.string(),
});

export const parallelView = z.object({
  regulations: z.array(regulationView).describe('In the order asked'),
  topics: z.array(
    z.object({
      key: z.string().nullable().describe('The topic’s id; null: provisions tagged with no topic'),
      label: z.string(),
      parent: z.string().nullable().describe('The parent topic’s name'),
      /** Per regulation (by id): its requirements on the topic, in natural order. */
      requirements: z.record(z.string(), z.array(requirementView)),
      presentIn: z.array(z.string()).describe('Ids of the regulations with a requirement on it'),
      onlyIn: z.string().nullable().describe('The one regulation with a requirement on it, when only one has'),
    }),
  ),
});
export type ParallelView = z.infer<typeof parallelView>;

export const choicesView = z.array(regulationView);

const types = () => [findContentType('regulation')!, findContentType('requirement')!];

/** Regulations with at least one requirement, the most recorded first: what the parallel view can compare. */
export async function parallelChoices(db: Database, roles: readonly string[]): Promise<z.infer<typeof choicesView>> {
  const visible = visibleWhere(roles, { types: types(), alias: 'g' });
  const visibleReq = visibleWhere(roles, { types: types(), alias: 'r' });
  return queryRows(
    db,
    sql`SELECT g.id, g.key, g.title, g.data->>'shortName' AS "shortName", g.data->>'citation' AS citation,
        g.data->>'country' AS country, g.data->>'status' AS status, g.data->>'kind' AS kind, count(r.id)::int AS requirements
      FROM content_items g JOIN content_items r ON r.type = 'requirement' AND r.deleted_at IS NULL AND ${visibleReq}
        AND r.data->>'regulation' = g.id::text
      WHERE g.type = 'regulation' AND g.deleted_at IS NULL AND ${visible}
      GROUP BY g.id ORDER BY count(r.id) DESC, g.title_sort LIMIT 1000`,
  );
}

/** The comparison of these regulations (ids checked by the route: 2–3 distinct UUIDs). */
export async function parallelReading(
  db: Database,
  ids: readonly string[],
  roles: readonly string[],
): Promise<ParallelView> {
  const visible = visibleWhere(roles, { types: types(), alias: 'g' });
  const found = await queryRows<Omit<z.infer<typeof regulationView>, 'requirements'>>(
    db,
    sql`SELECT g.id, g.key, g.title, g.data->>'shortName' AS "shortName", g.data->>'citation' AS citation,
        g.data->>'country' AS country, g.data->>'status' AS status, g.data->>'kind' AS kind
      FROM content_items g WHERE g.type = 'regulation' AND g.deleted_at IS NULL AND ${visible}
        AND g.id = ANY(${sql.param([...ids])}::uuid[])`,
  );
  const missing = ids.filter((id) => !found.some((row) => row.id === id));
  if (missing.length) throw notFound(`There is no regulation ${missing.join(', ')} (or it was deleted).`);

  const visibleReq = visibleWhere(roles, { types: types(), alias: 'r' });
  const requirements = await queryRows<{
    id: string;
    regulation: string;
    reference: string;
    title: string | null;
    text: string;
    topics: string[] | null;
  }>(
    db,
    sql`SELECT id, regulation, reference, title, text, topics FROM (
        SELECT r.id, r.data->>'regulation' AS regulation, r.data->>'reference' AS reference, r.data->>'title' AS title,
          coalesce(r.data->>'text', '') AS text, r.topics, r.title_sort,
          row_number() OVER (PARTITION BY r.data->>'regulation' ORDER BY r.title_sort, r.id) AS rn
        FROM content_items r WHERE r.type = 'requirement' AND r.deleted_at IS NULL AND ${visibleReq}
          AND r.data->>'regulation' = ANY(${sql.param([...ids])}::text[])) x
      WHERE rn <= ${MAX_REQUIREMENTS} ORDER BY title_sort, id`,
  );
  const topicIds = [...new Set(requirements.flatMap((row) => row.topics ?? []))];
  const topics = topicIds.length
    ? await queryRows<{ id: string; name: string; parent: string | null }>(
        db,
        sql`SELECT t.id, t.title AS name, p.title AS parent FROM content_items t
          LEFT JOIN content_items p ON p.id = (t.data->>'parent')::uuid AND p.deleted_at IS NULL
          WHERE t.type = 'topic' AND t.deleted_at IS NULL AND t.id = ANY(${sql.param(topicIds)}::uuid[])`,
      )
    : [];
  const topicOf = new Map(topics.map((topic) => [topic.id, topic]));

  type Row = ParallelView['topics'][number];
  const rows = new Map<string | null, Row>();
  const rowOf = (key: string | null): Row => {
    let row = rows.get(key);
    if (!row) {
      const topic = key ? topicOf.get(key) : undefined;
      row = {
        key,
        label: topic?.name ?? 'No topic',
        parent: topic?.parent ?? null,
        requirements: Object.fromEntries(ids.map((id) => [id, []])),
        presentIn: [],
        onlyIn: null,
      };
      rows.set(key, row);
    }
    return row;
  };
  for (const requirement of requirements) {
    const keys = (requirement.topics ?? []).filter((id) => topicOf.has(id));
    for (const key of keys.length ? keys : [null]) {
      rowOf(key).requirements[requirement.regulation]!.push({
        id: requirement.id,
        reference: requirement.reference,
        title: requirement.title,
        text: requirement.text,
      });
    }
  }
  const ordered = [...rows.values()].map((row) => {
    const presentIn = ids.filter((id) => row.requirements[id]!.length > 0);
    return { ...row, presentIn, onlyIn: presentIn.length === 1 ? presentIn[0]! : null };
  });
  // Shared by all first, then by fewer; within, by parent and name; "No topic" last.
  ordered.sort(
    (a, b) =>
      Number(a.key === null) - Number(b.key === null) ||
      b.presentIn.length - a.presentIn.length ||
      (a.parent ?? a.label).localeCompare(b.parent ?? b.label) ||
      a.label.localeCompare(b.label),
  );
  const counts = new Map<string, number>();
  for (const requirement of requirements) {
    counts.set(requirement.regulation, (counts.get(requirement.regulation) ?? 0) + 1);
  }
  return {
    regulations: ids.map((id) => {
      const row = found.find((candidate) => candidate.id === id)!;
      return { ...row, requirements: counts.get(id) ?? 0 };
    }),
    topics: ordered,
  };
}
