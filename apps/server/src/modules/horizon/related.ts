import { contentType } from '@rh/core/content';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOf } from '../../auth/access.ts';
import { itemView, present } from '../../content/present.ts';
import { findItem, ITEM_COLUMNS, normaliseRow, type ItemRow } from '../../content/store.ts';
import type { AppContext } from '../../context.ts';
import { queryRows, type Database } from '../../db/client.ts';
import { errorBody, notFound } from '../../http/errors.ts';

const NEWS = contentType('newsitem');
/** The newest items per shared trait that are weighed against each other: enough for a page, cheap on millions. */
const CANDIDATES = 100;

/** What a related item shares with the item it is related to. */
const sharedView = z.object({
  regulator: z.boolean().describe('The same regulator'),
  topics: z.array(z.uuid()).describe('Topics both have'),
  tags: z.array(z.string()).describe('Tags both have'),
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
}

/** How close a candidate is: a shared topic counts most, then a shared tag, then the regulator. */
export function relatedness(shared: Shared): number {
  return shared.topics.length * 3 + shared.tags.length * 2 + (shared.regulator ? 1 : 0);
}

/**
 * News items like this one: the newest few that share its regulator, a topic or a tag, ordered by how much they share
 * and then by date (newest first). The item itself and deleted items are left out.
 */
export async function relatedNews(
  db: Database,
  item: ItemRow,
  limit: number,
): Promise<{ row: ItemRow; shared: Shared }[]> {
  const regulator = typeof item.data.regulator === 'string' ? item.data.regulator : null;
  const topics = Array.isArray(item.data.topics) ? (item.data.topics as string[]) : [];
  const tags = Array.isArray(item.data.tags) ? (item.data.tags as string[]) : [];
  const newest = (condition: SQL) =>
    sql`(SELECT id, date, regulator, topics, tags FROM content_items
      WHERE type = ${NEWS.name} AND deleted_at IS NULL AND id <> ${item.id}::uuid AND ${condition}
      ORDER BY date DESC NULLS LAST, id DESC LIMIT ${CANDIDATES})`;
  const branches: SQL[] = [];
  if (regulator) branches.push(newest(sql`regulator = ${regulator}::uuid`));
  if (topics.length) branches.push(newest(sql`topics && ${sql.param(topics)}::uuid[]`));
  if (tags.length) branches.push(newest(sql`tags && ${sql.param(tags)}::text[]`));
  if (branches.length === 0) return [];
  const candidates = await queryRows<Candidate>(db, sql.join(branches, sql` UNION `));
  const ranked = candidates
    .map((candidate) => {
      const shared: Shared = {
        regulator: regulator !== null && candidate.regulator === regulator,
        topics: topics.filter((topic) => candidate.topics.includes(topic)),
        tags: tags.filter((tag) => candidate.tags.includes(tag)),
      };
      return { id: candidate.id, at: candidate.date ? new Date(candidate.date).getTime() : 0, shared };
    })
    .sort((a, b) => relatedness(b.shared) - relatedness(a.shared) || b.at - a.at || (a.id < b.id ? 1 : -1))
    .slice(0, limit);
  if (ranked.length === 0) return [];
  const rows = await queryRows<ItemRow>(
    db,
    sql`SELECT ${ITEM_COLUMNS} FROM content_items WHERE id = ANY(${sql.param(ranked.map((entry) => entry.id))}::uuid[])`,
  );
  const byId = new Map(rows.map((row) => [row.id, normaliseRow(row)]));
  return ranked.flatMap((entry) => {
    const row = byId.get(entry.id);
    return row ? [{ row, shared: entry.shared }] : [];
  });
}

/** `GET /api/horizon/news/:id/related`: the news items related to one, for its page. */
export function registerRelatedNews(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/horizon/news/:id/related',
    {
      config: { access: { resource: NEWS.resource, action: 'read' } },
      schema: {
        tags: ['horizon'],
        summary: 'News items related to one: the newest that share its regulator, topics or tags, closest first',
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
      const related = await relatedNews(ctx.db, item, request.query.limit);
      const views = await present(
        ctx.db,
        NEWS,
        related.map((entry) => entry.row),
        identityOf(request),
      );
      return { items: views.map((view, index) => ({ ...view, shared: related[index]!.shared })) };
    },
  );
}
