import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { badRequest, errorBody } from '../http/errors.ts';
import { aggregate, MAX_GROUPS, MAX_ITEMS, type AggregateResult } from './aggregate.ts';
import { AggregateCache } from './aggregate-cache.ts';
import { itemView } from './present.ts';

/** Most queries one request may carry (a dashboard's tiles). */
export const MAX_QUERIES = 20;

const name = z.string().min(1).max(100);
const filterValue = z.union([z.string().max(2000), z.array(z.string().max(500)).max(200)]);

/** One query: a type's items (the list API's filters, an area's scope), counted by 0–2 fields and a month, or listed. */
export const aggregateQuery = z.strictObject({
  id: name.describe('The caller’s name for the query: its answer comes back under it'),
  type: name.describe('A content type name (newsitem, regulation…)'),
  scope: name
    .optional()
    .describe('An area id: its scope on the type is ANDed with the filters (as `scope=` of a list)'),
  filters: z
    .record(name, filterValue)
    .refine((filters) => Object.keys(filters).length <= 50, 'at most 50 filters')
    .optional()
    .describe('The list API’s filters: field → any of these values; `<field>.from`/`.to` for ranges; q'),
  by: z
    .array(name)
    .max(2)
    .optional()
    .describe('0–2 fields to group by: stage, enum(s), country(ies), reference(s), tags, boolean; a date field by day'),
  month: name.optional().describe('A date field: group by its month (YYYY-MM, UTC) too'),
  kind: z.enum(['count', 'items']).optional().describe('count (default): total and groups; items: the first items'),
  sort: z.string().max(100).optional().describe('items: the list’s sort, e.g. -publishedAt'),
  limit: z
    .number()
    .int()
    .min(1)
    .max(MAX_GROUPS)
    .optional()
    .describe(
      `count: most groups (default and at most ${MAX_GROUPS}); items: most items (default 10, at most ${MAX_ITEMS})`,
    ),
});

const group = z.object({
  key: z.string().nullable().describe('Value of the first field (a reference’s id); null: items without one'),
  key2: z.string().nullable().optional().describe('Value of the second field'),
  month: z.string().optional().describe('YYYY-MM; absent on the group of items without that date'),
  count: z.number().int(),
});

const answer = z.union([
  z.object({
    total: z.number().int().describe('Items matching, each counted once'),
    groups: z.array(group).optional().describe('Largest first; an item counts once in each value of a list field'),
    capped: z.boolean().optional().describe('true: more groups matched; the smallest were left out'),
    labels: z.record(z.string(), z.string()).optional().describe('What to show for keys: titles, names, labels'),
    items: z.array(itemView).optional(),
  }),
  z.object({ error: z.object({ message: z.string(), status: z.number().int() }) }),
]);

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** POST /api/aggregate: the counts and newest items of a dashboard's tiles, in one request. */
export function registerAggregateRoutes(app: FastifyInstance, ctx: AppContext): void {
  const cache = new AggregateCache();
  // A write through the content API forgets every kept answer (see AggregateCache on freshness), before its answer
  // leaves: a dashboard asked for as soon as the write is answered never reads a count from before it.
  app.addHook('onSend', async (request, reply, payload) => {
    if (WRITES.has(request.method) && reply.statusCode < 400 && request.url.startsWith('/api/content/')) cache.clear();
    return payload;
  });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/aggregate',
    {
      // Each query checks the grant on its own type: a refused one answers an error entry (403) among the others.
      config: { access: { signedIn: true } },
      schema: {
        tags: ['content'],
        summary: 'Counts grouped by up to two fields and a month, or the first items, of several queries at once',
        body: z.strictObject({ queries: z.array(aggregateQuery).min(1).max(MAX_QUERIES) }),
        response: {
          200: z.object({ results: z.record(z.string(), answer) }),
          400: errorBody,
          401: errorBody,
          403: errorBody,
        },
      },
    },
    async (request) => {
      const identity = request.identity!;
      const { queries } = request.body;
      const ids = new Set(queries.map((query) => query.id));
      if (ids.size !== queries.length) throw badRequest('Each query needs an id of its own.');
      const answers = await Promise.all(
        queries.map((query) =>
          cache.get(AggregateCache.keyOf(identity, query), () => aggregate(ctx.db, identity, query)),
        ),
      );
      const results: Record<string, AggregateResult> = {};
      queries.forEach((query, i) => (results[query.id] = answers[i]!));
      return { results };
    },
  );
}
