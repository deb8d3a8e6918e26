import { CONTENT_TYPES } from '@rh/core/content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOf } from '../../auth/access.ts';
import type { AppContext } from '../../context.ts';
import { errorBody } from '../../http/errors.ts';
import { LINK_SORTS, linkKinds, linkPage } from './reads.ts';

const tags = ['relationships'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody };
const typeName = z.enum(CONTENT_TYPES.map((type) => type.name) as [string, ...string[]]);

const kindView = z.object({
  from: z.string().describe('The type the links start from'),
  relation: z.string().describe('The reference field of the from type (or `related`)'),
  to: z.string().describe('The type the links point to'),
  label: z.string().describe('The relation as the from type labels it'),
  count: z.number().int(),
});

const endView = z.object({
  id: z.uuid(),
  type: z.string(),
  title: z.string(),
  key: z.string().nullable().describe('The natural key some pages address the item by, else null'),
});

const linkView = z.object({
  id: z.uuid(),
  relation: z.string(),
  label: z.string(),
  from: endView,
  to: endView,
  createdAt: z.string(),
  createdBy: z
    .object({ id: z.uuid(), name: z.string() })
    .nullable()
    .describe('Who made the link through the API; null for seeded or imported links'),
});

const listQuery = z.strictObject({
  from: typeName.optional().describe('Only links from items of this type'),
  to: typeName.optional().describe('Only links to items of this type'),
  relation: z
    .string()
    .regex(/^\w{1,100}$/, { message: 'must be a relation name (a field name, or related)' })
    .optional()
    .describe('Only links of this relation'),
  q: z.string().max(200).optional().describe('Words that must each appear in the title of one end or the other'),
  sort: z.enum(LINK_SORTS).default('from').describe('from: by from title | to: by to title | newest: newest first'),
  limit: z.coerce.number().int().min(1).max(100).default(25).describe('Links per page, 1–100 (default 25)'),
  offset: z.coerce.number().int().min(0).max(100_000).default(0).describe('Links to skip'),
});

/**
 * `/relationships` (issue 17): the links between items, by kind, and the links of one kind.
 *
 * Access: any signed-in identity, people and API keys alike, and every answer holds only the links whose two ends the
 * caller may read (reads.ts). The `relationship` resource of spec §6 (superadmin) guards the administration of links
 * (`/admin/links`), not this reading: the route `/relationships` is open to the external builds (spec §2) and has
 * no permission in the route table, so its API needs none either, or the external builds' page would always be
 * refused. What it shows is no more than what the caller can already reach through each item's links route.
 */
export function registerRelationshipRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/relationships/summary',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags,
        summary: 'How many links of each kind (from type, relation, to type) the caller may read',
        response: { 200: z.object({ kinds: z.array(kindView), total: z.number().int() }), ...errors },
      },
    },
    async (request) => {
      const kinds = await linkKinds(ctx.db, identityOf(request));
      return { kinds, total: kinds.reduce((sum, kind) => sum + kind.count, 0) };
    },
  );

  api.get(
    '/api/relationships',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags,
        summary: 'Links whose two ends the caller may read, filtered by types, relation and title words; paged',
        querystring: listQuery,
        response: {
          200: z.object({
            links: z.array(linkView),
            total: z.number().int(),
            limit: z.number().int(),
            offset: z.number().int(),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const { sort, limit, offset, ...filter } = request.query;
      const page = await linkPage(ctx.db, identityOf(request), filter, { sort, limit, offset });
      return { ...page, limit, offset };
    },
  );
}
