import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { errorBody } from '../http/errors.ts';
import { CONTENT_TYPES } from '@rh/core/content';
import { jurisdictionsNamedBy, jurisdictionsStartingWith, knownNames, MAX_JURISDICTIONS } from './jurisdictions.ts';
import { clearDictionary, dictionary, NAMED_TYPES } from './names.ts';
import { RANK_WINDOW, search, suggest } from './search.ts';

const list = (item: z.ZodType<string, string>) =>
  z
    .string()
    .max(2000)
    .optional()
    .transform((value) => (value ? value.split(',').filter(Boolean) : undefined))
    .pipe(z.array(item).max(100).optional());

const jurisdictions = z
  .array(z.object({ code: z.string().describe('ISO 3166-1 alpha-2, EU or INT'), name: z.string() }))
  .max(MAX_JURISDICTIONS)
  .describe('The jurisdictions the query names: their pages answer "what changed for X, and what is coming"');
const facet = z.array(z.object({ value: z.string(), label: z.string().optional(), count: z.number().int() }));
const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const OTHER_TYPES = new Set(CONTENT_TYPES.map((type) => type.name).filter((name) => !NAMED_TYPES.includes(name)));

/** Whether a content API write may have changed a known name: any but a write to another type's items. */
function writesNames(method: string, url: string): boolean {
  if (!WRITES.has(method) || !url.startsWith('/api/content/')) return false;
  const type = /^\/api\/content\/([a-z0-9]+)/.exec(url)?.[1];
  return !type || !OTHER_TYPES.has(type);
}

/** GET /api/search and /api/search/suggest: across every type the caller may read. */
export function registerSearchRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // A regulation, topic or tag written here is found by its new names at once (else after names.ts's TTL_MS).
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 && writesNames(request.method, request.url)) clearDictionary(ctx.db);
    return payload;
  });
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
          exact: z
            .enum(['true', 'false'])
            .optional()
            .transform((value) => value === 'true')
            .describe('true: the words as typed, no correction of misspellings'),
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
                matchedIn: z
                  .enum(['document'])
                  .optional()
                  .describe("document: the words are only in the item's uploaded document (a regulation's PDF)"),
                page: z.number().int().min(1).optional().describe("That document's first page holding them all"),
              }),
            ),
            total: z.number().int(),
            capped: z.boolean().describe('true: only the newest matches were ranked and counted'),
            facets: z.object({ type: facet, country: facet, regulator: facet, year: facet }),
            correction: z
              .object({ query: z.string() })
              .nullable()
              .describe('The exact query found little: the results are for this corrected spelling'),
            expanded: z.array(z.string()).describe('Other names of what the query named, searched too'),
            jurisdictions,
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const query = request.query;
      const answer = await search(ctx.db, request.identity!, {
        q: query.q,
        types: query.types,
        countries: query.country,
        regulators: query.regulator,
        years: query.year?.map(Number),
        limit: query.limit,
        offset: query.offset,
        exact: query.exact,
      });
      return { ...answer, jurisdictions: jurisdictionsNamedBy(query.q, knownNames(await dictionary(ctx.db))) };
    },
  );

  api.get(
    '/api/search/suggest',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags: ['search'],
        summary: 'Type-ahead: items whose titles or aliases start with what was typed, else titles like it',
        querystring: z.strictObject({
          q: z.string().trim().min(1).max(200),
          limit: z.coerce.number().int().min(1).max(20).default(8),
        }),
        response: {
          200: z.object({
            suggestions: z.array(
              z.object({
                id: z.uuid(),
                type: z.string(),
                title: z.string(),
                matched: z
                  .string()
                  .optional()
                  .describe('The alias or corrected spelling that matched, if not in the title'),
              }),
            ),
            jurisdictions,
          }),
          ...errors,
        },
      },
    },
    async (request) => ({
      suggestions: await suggest(ctx.db, request.identity!, request.query.q, request.query.limit),
      jurisdictions: jurisdictionsStartingWith(request.query.q, knownNames(await dictionary(ctx.db))),
    }),
  );
}
