import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { errorBody } from '../http/errors.ts';
import { RANK_WINDOW, search, suggest } from './search.ts';

const list = (item: z.ZodType<string, string>) =>
  z
    .string()
    .max(2000)
    .optional()
    .transform((value) => (value ? value.split(',').filter(Boolean) : undefined))
    .pipe(z.array(item).max(100).optional());

const facet = z.array(z.object({ value: z.string(), label: z.string().optional(), count: z.number().int() }));
const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

/** GET /api/search and /api/search/suggest: across every type the caller may read. */
export function registerSearchRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/search',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags: ['search'],
        summary: 'Full-text search across every type the caller may read',
        querystring: z.strictObject({
          q: z.string().trim().min(1).max(500).describe('Words, "a phrase", a OR b, -excluded'),
          types: list(z.string().max(50)).describe('Content type names, comma-separated'),
          country: list(z.string().max(3)).describe('Jurisdiction codes'),
          regulator: list(z.uuid()).describe('Regulator ids'),
          year: list(z.string().regex(/^\d{4}$/, 'must be a year')),
          limit: z.coerce.number().int().min(1).max(100).default(20),
          offset: z.coerce
            .number()
            .int()
            .min(0)
            .max(RANK_WINDOW - 1)
            .default(0),
        }),
        response: {
          200: z.object({
            results: z.array(
              z.object({
                id: z.uuid(),
                type: z.string(),
                title: z.string(),
                snippet: z.string().describe('HTML: the text escaped, matches in <mark>'),
                date: z.string().nullable(),
                countries: z.array(z.string()),
              }),
            ),
            total: z.number().int(),
            capped: z.boolean().describe('true: only the newest matches were ranked and counted'),
            facets: z.object({ type: facet, country: facet, regulator: facet, year: facet }),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const query = request.query;
      return search(ctx.db, request.identity!, {
        q: query.q,
        types: query.types,
        countries: query.country,
        regulators: query.regulator,
        years: query.year?.map(Number),
        limit: query.limit,
        offset: query.offset,
      });
    },
  );

  api.get(
    '/api/search/suggest',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags: ['search'],
        summary: 'Type-ahead: items whose words start with what was typed',
        querystring: z.strictObject({
          q: z.string().trim().min(1).max(200),
          limit: z.coerce.number().int().min(1).max(20).default(8),
        }),
        response: {
          200: z.object({ suggestions: z.array(z.object({ id: z.uuid(), type: z.string(), title: z.string() })) }),
          ...errors,
        },
      },
    },
    async (request) => ({
      suggestions: await suggest(ctx.db, request.identity!, request.query.q, request.query.limit),
    }),
  );
}
