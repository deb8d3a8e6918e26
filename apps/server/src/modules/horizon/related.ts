import { can } from '@rh/core';
import { contentType } from '@rh/core/content';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOf } from '../../auth/access.ts';
import { itemView, present, type ItemView } from '../../content/present.ts';
import { matchesWords, SEARCH_CONFIG, visibleWhere } from '../../content/query.ts';
import { findItem, ITEM_COLUMNS, normaliseRow, type ItemRow } from '../../content/store.ts';
import type { AppContext } from '../../context.ts';
import { queryRows, type Database } from '../../db/client.ts';
import { errorBody, notFound } from '../../http/errors.ts';

const NEWS = contentType('newsitem');
/** The newest items per shared subject that are weighed against each other: with the branches, a few hundred at most. */
const CANDIDATES = 60;
/** Items whose titles share words with this one's, newest first: re-ranked by how alike the titles are. */
const TEXT_CANDIDATES = 200;
/** The newest news items a tag's commonness is measured on (cheap on millions: the date index). */
const TAG_SAMPLE = 2000;
/**
 * A tag on more than this share of the sample (and at least MIN_GENERIC items of it) says little about the subject
 * (#final-rules, #deadline, #consultation): it counts for little and finds no candidates by itself.
 */
const GENERIC_SHARE = 0.05;
const MIN_GENERIC = 20;
/** Titles at least this alike (pg_trgm similarity, 0–1) are "similar titles". */
const SIMILAR_TITLE = 0.3;
/** At most this many regulations the item mentions are followed. */
const MAX_REGULATIONS = 3;

/** A regulation the item is about: linked to it, or named (short name, citation, alias) in its title or tags. */
const regulationView = z.object({ id: z.uuid(), name: z.string() });
type Regulation = z.infer<typeof regulationView> & { names: string[] };

/** What a related item shares with the item it is related to, and in words why it is related. */
const sharedView = z.object({
  regulations: z.array(regulationView).describe('Regulations both are about'),
  regulator: z.boolean().describe('The same regulator'),
  topics: z.array(z.uuid()).describe('Topics both have'),
  tags: z.array(z.string()).describe('Tags both have (common ones included: they count for little)'),
  similarTitle: z.boolean().describe('Their titles are alike (trigram similarity)'),
  reasons: z
    .array(z.string())
    .describe('Why, strongest first: "same regulation: DORA", "shared topic: ICT risk", "similar title"…'),
});
export type Shared = z.infer<typeof sharedView>;

const relatedView = z.object({
  items: z.array(itemView.extend({ shared: sharedView })),
});

interface Candidate {
  id: string;
  date: string | null;
  regulator: string | null;
  topics: string[];
  tags: string[];
  sim: number;
  /** The regulation whose branch found it, if that one. */
  regulation: string | null;
}

/** What the scoring reads of what is shared. */
export interface Overlap {
  regulations: number;
  topics: number;
  specificTags: number;
  genericTags: number;
  regulator: boolean;
  /** Title similarity, 0–1; counted from SIMILAR_TITLE up. */
  similarity: number;
}

/**
 * How close a candidate is: the same regulation counts most, then a shared topic, a similar title, a specific shared
 * tag, the regulator; a generic tag barely (it orders otherwise equal items, never lifts one above a subject).
 */
export function relatedness(overlap: Overlap): number {
  const similar = overlap.similarity >= SIMILAR_TITLE ? 2 + 2 * overlap.similarity : 0;
  return (
    overlap.regulations * 8 +
    overlap.topics * 3 +
    similar +
    overlap.specificTags * 2 +
    (overlap.regulator ? 1 : 0) +
    overlap.genericTags * 0.1
  );
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];

/** The names a regulation goes by, as an SQL text[]: short name, citation, title, aliases. */
const NAMES = sql`array_remove(ARRAY[r.data->>'shortName', r.data->>'citation', r.title] || ARRAY(SELECT jsonb_array_elements_text(
  CASE WHEN jsonb_typeof(r.data->'aliases') = 'array' THEN r.data->'aliases' ELSE '[]'::jsonb END)), NULL)`;

/** Characters special in a PostgreSQL regular expression, and how each is escaped (a backslash before it). */
const SPECIAL = '([.^$*+?()\\[\\]{}|\\\\-])';
const ESCAPED = '\\\\\\1';
/** A regular expression matching a name as whole words (not inside another word), for PostgreSQL's `~*`. */
const WHOLE_WORDS = sql`'(^|[^[:alnum:]])' || regexp_replace(n.name, ${SPECIAL}, ${ESCAPED}, 'g') || '($|[^[:alnum:]])'`;

/**
 * The regulations the item is about: linked to it either way, or named (short name, alias or citation of 3
 * characters or more) in its title as whole words or as one of its tags. None for a caller who may not read
 * regulations: their names are not theirs to see, and the relation is not followed either (an item ranked by a
 * regulation it cannot be told of would be ranked for no reason it is given).
 */
async function regulationsOf(db: Database, item: ItemRow, roles: readonly string[]): Promise<Regulation[]> {
  const regulation = contentType('regulation');
  if (!can(roles, regulation.resource, 'read')) return [];
  const tags = strings(item.data.tags).map((tag) => tag.toLowerCase());
  const rows = await queryRows<Regulation>(
    db,
    sql`SELECT r.id, coalesce(nullif(r.data->>'shortName', ''), r.title) AS name, ${NAMES} AS names
      FROM content_items r
      WHERE r.type = ${regulation.name} AND r.deleted_at IS NULL
        AND ${visibleWhere(roles, { types: [regulation], alias: 'r' })}
        AND (EXISTS (SELECT 1 FROM content_links l WHERE (l.from_id = ${item.id}::uuid AND l.to_id = r.id)
              OR (l.to_id = ${item.id}::uuid AND l.from_id = r.id))
          OR EXISTS (SELECT 1 FROM unnest(${NAMES}) AS n(name) WHERE length(n.name) >= 3
            AND (lower(n.name) = ANY(${sql.param(tags)}::text[]) OR ${item.title} ~* (${WHOLE_WORDS}))))
      ORDER BY r.title LIMIT ${MAX_REGULATIONS}`,
  );
  return rows.map((row) => ({ ...row, names: row.names.filter((name) => name.length >= 3) }));
}

/** Of the item's tags, those on a large share of the newest news: generic, saying nothing of the subject. */
async function genericTags(db: Database, tags: readonly string[]): Promise<Set<string>> {
  if (tags.length === 0) return new Set();
  const rows = await queryRows<{ tag: string; n: number; sample: number }>(
    db,
    sql`WITH sample AS (SELECT tags FROM content_items WHERE type = ${NEWS.name} AND deleted_at IS NULL
        ORDER BY date DESC NULLS LAST, id DESC LIMIT ${TAG_SAMPLE})
      SELECT t.tag, count(*)::int AS n, (SELECT count(*)::int FROM sample) AS sample
      FROM sample, unnest(sample.tags) AS t(tag) WHERE t.tag = ANY(${sql.param([...tags])}::text[]) GROUP BY t.tag`,
  );
  return new Set(
    rows.filter((row) => row.n >= MIN_GENERIC && row.n > row.sample * GENERIC_SHARE).map((row) => row.tag),
  );
}

/** The news about a regulation: linked to it, tagged with one of its names, or naming it (the search vector). */
function aboutRegulation(regulation: Regulation): SQL {
  const conditions = [
    sql`id IN (SELECT to_id FROM content_links WHERE from_id = ${regulation.id}::uuid
      UNION SELECT from_id FROM content_links WHERE to_id = ${regulation.id}::uuid)`,
  ];
  if (regulation.names.length) {
    const names = regulation.names.map((name) => sql`phraseto_tsquery(${SEARCH_CONFIG}, ${name})`);
    conditions.push(matchesWords(sql`(${sql.join(names, sql` || `)})`));
    conditions.push(sql`tags && ${sql.param(regulation.names.map((name) => name.toLowerCase()))}::text[]`);
  }
  return sql`(${sql.join(conditions, sql` OR `)})`;
}

export interface Related {
  row: ItemRow;
  overlap: Overlap;
  regulations: z.infer<typeof regulationView>[];
  topics: string[];
  tags: string[];
  generic: Set<string>;
}

/**
 * News items like this one, by subject: about the same regulation (linked, tagged or naming it), sharing a topic,
 * with alike titles (words in common, then trigram similarity), sharing a specific tag, from the same regulator. Each
 * branch takes its newest few, so a few hundred candidates at most, cheap on millions; they are ranked by
 * `relatedness` then date. Generic tags find nothing by themselves and count for little.
 */
export async function relatedNews(
  db: Database,
  item: ItemRow,
  roles: readonly string[],
  limit: number,
): Promise<Related[]> {
  const regulator = typeof item.data.regulator === 'string' ? item.data.regulator : null;
  const topics = strings(item.data.topics);
  const tags = strings(item.data.tags);
  const [regulations, generic] = await Promise.all([regulationsOf(db, item, roles), genericTags(db, tags)]);
  const specific = tags.filter((tag) => !generic.has(tag));
  const newest = (condition: SQL, found: SQL = sql`NULL::uuid`, count = CANDIDATES) =>
    sql`(SELECT id, date, regulator, topics, tags, similarity(title, ${item.title}) AS sim, ${found} AS regulation
      FROM content_items
      WHERE type = ${NEWS.name} AND deleted_at IS NULL AND id <> ${item.id}::uuid AND ${condition}
      ORDER BY date DESC NULLS LAST, id DESC LIMIT ${count})`;
  const branches: SQL[] = regulations.map((regulation) =>
    newest(aboutRegulation(regulation), sql`${regulation.id}::uuid`),
  );
  if (regulator) branches.push(newest(sql`regulator = ${regulator}::uuid`));
  if (topics.length) branches.push(newest(sql`topics && ${sql.param(topics)}::uuid[]`));
  if (specific.length) branches.push(newest(sql`tags && ${sql.param(specific)}::text[]`));
  // Titles with words in common (the title's own lexemes, any of them), the newest; trigram similarity ranks them.
  branches.push(
    newest(
      matchesWords(sql`(SELECT coalesce(string_agg(quote_literal(lexeme), ' | '), '')::tsquery
        FROM unnest(to_tsvector(${SEARCH_CONFIG}, ${item.title})))`),
      sql`NULL::uuid`,
      TEXT_CANDIDATES,
    ),
  );
  const candidates = await queryRows<Candidate>(db, sql.join(branches, sql` UNION ALL `));
  const found = new Map<string, Candidate & { regulations: Set<string> }>();
  for (const candidate of candidates) {
    const seen = found.get(candidate.id) ?? { ...candidate, regulations: new Set<string>() };
    if (candidate.regulation) seen.regulations.add(candidate.regulation);
    found.set(candidate.id, seen);
  }
  const ranked = [...found.values()]
    .map((candidate) => {
      const sharedTags = tags.filter((tag) => candidate.tags.includes(tag));
      const overlap: Overlap = {
        regulations: candidate.regulations.size,
        topics: topics.filter((topic) => candidate.topics.includes(topic)).length,
        specificTags: sharedTags.filter((tag) => !generic.has(tag)).length,
        genericTags: sharedTags.filter((tag) => generic.has(tag)).length,
        regulator: regulator !== null && candidate.regulator === regulator,
        similarity: Number(candidate.sim) || 0,
      };
      return {
        candidate,
        overlap,
        score: relatedness(overlap),
        at: candidate.date ? new Date(candidate.date).getTime() : 0,
      };
    })
    // A generic tag alone does not make an item related.
    .filter((entry) => entry.score >= 1)
    .sort((a, b) => b.score - a.score || b.at - a.at || (a.candidate.id < b.candidate.id ? 1 : -1))
    .slice(0, limit);
  if (ranked.length === 0) return [];
  const rows = await queryRows<ItemRow>(
    db,
    sql`SELECT ${ITEM_COLUMNS} FROM content_items
      WHERE id = ANY(${sql.param(ranked.map((entry) => entry.candidate.id))}::uuid[])`,
  );
  const byId = new Map(rows.map((row) => [row.id, normaliseRow(row)]));
  return ranked.flatMap(({ candidate, overlap }) => {
    const row = byId.get(candidate.id);
    if (!row) return [];
    return [
      {
        row,
        overlap,
        regulations: regulations
          .filter((regulation) => candidate.regulations.has(regulation.id))
          .map(({ id, name }) => ({ id, name })),
        topics: topics.filter((topic) => candidate.topics.includes(topic)),
        tags: tags.filter((tag) => candidate.tags.includes(tag)),
        generic,
      },
    ];
  });
}

/** In words, strongest first: the same regulation, shared topics, a similar title, specific tags, the regulator. */
export function reasonsOf(related: Related, view: ItemView): string[] {
  const title = (id: string) => view.refs[id]?.title ?? 'a topic';
  const regulator = typeof view.data.regulator === 'string' ? view.refs[view.data.regulator]?.title : undefined;
  return [
    ...related.regulations.map((regulation) => `same regulation: ${regulation.name}`),
    ...related.topics.map((topic) => `shared topic: ${title(topic)}`),
    ...(related.overlap.similarity >= SIMILAR_TITLE ? ['similar title'] : []),
    ...related.tags.filter((tag) => !related.generic.has(tag)).map((tag) => `shared tag: #${tag}`),
    ...(related.overlap.regulator ? [regulator ? `same regulator: ${regulator}` : 'same regulator'] : []),
    ...related.tags.filter((tag) => related.generic.has(tag)).map((tag) => `common tag: #${tag}`),
  ];
}

/** `GET /api/horizon/news/:id/related`: the news items related to one, for its page. */
export function registerRelatedNews(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/horizon/news/:id/related',
    {
      config: { access: { resource: NEWS.resource, action: 'read' } },
      schema: {
        tags: ['horizon'],
        summary:
          'News items related to one by subject: the same regulation, topics, alike titles, specific tags, the regulator; closest first, each saying why',
        params: z.strictObject({ id: z.uuid() }),
        querystring: z.strictObject({
          limit: z.coerce.number().int().min(1).max(50).default(10).describe('How many (default 10)'),
        }),
        response: { 200: relatedView, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const item = await findItem(ctx.db, NEWS, request.params.id);
      if (!item) throw notFound(`No news item has the id ${request.params.id}.`);
      const identity = identityOf(request);
      const related = await relatedNews(ctx.db, item, identity.roles, request.query.limit);
      const views = await present(
        ctx.db,
        NEWS,
        related.map((entry) => entry.row),
        identity,
      );
      return {
        items: views.map((view, index) => {
          const entry = related[index]!;
          return {
            ...view,
            shared: {
              regulations: entry.regulations,
              regulator: entry.overlap.regulator,
              topics: entry.topics,
              tags: entry.tags,
              similarTitle: entry.overlap.similarity >= SIMILAR_TITLE,
              reasons: reasonsOf(entry, view),
            },
          };
        }),
      };
    },
  );
}
