import { can } from '@rh/core';
import { CONTENT_TYPES, type ContentType } from '@rh/core/content';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOf } from '../../auth/access.ts';
import type { Identity } from '../../auth/identity.ts';
import { visibleWhere } from '../../content/query.ts';
import type { AppContext } from '../../context.ts';
import { queryRows, type Database } from '../../db/client.ts';
import { errorBody } from '../../http/errors.ts';

/** At most this many types are listed: an organisation's read-only roles grant a handful. */
export const MAX_GATEWAY_TYPES = 8;

const gatewayItem = z.object({
  id: z.uuid(),
  title: z.string(),
  date: z.string().nullable().describe('The item’s own date (published, effective…), when it has one'),
  createdAt: z.string().describe('When it was added'),
});

export const gatewayView = z.object({
  caller: z.object({
    kind: z.enum(['account', 'user']).describe('An organisation by API key, or a signed-in person'),
    name: z.string().describe('The organisation (or the user name)'),
    homepage: z.string().nullable().describe('The start page the administrator set: a path here or an http(s) URL'),
  }),
  latest: z
    .array(
      z.object({
        type: z.string().describe('The content type'),
        label: z.string().describe('Its plural label'),
        items: z.array(gatewayItem).describe('The newest the caller may read, newest first'),
      }),
    )
    .describe('Per content type the caller may read'),
});
export type GatewayView = z.infer<typeof gatewayView>;

/**
 * The types whose newest items the gateway shows: dated content (an index date: news, insights, initiatives, cases…)
 * the caller's roles may read, configuration types (rules, keywords, sources) aside, in the registry's order.
 */
export function gatewayTypes(roles: readonly string[]): ContentType[] {
  return CONTENT_TYPES.filter(
    (type) => type.index?.date && type.searchTier !== 'configuration' && can(roles, type.resource, 'read'),
  ).slice(0, MAX_GATEWAY_TYPES);
}

type ItemRow = { id: string; title: string; date: string | null; createdAt: string };

/** The newest items of each type the caller may read, as the content list shows them (published stages only). */
async function latestOf(db: Database, roles: readonly string[], perType: number) {
  return Promise.all(
    gatewayTypes(roles).map(async (type) => {
      const rows = await queryRows<ItemRow>(
        db,
        sql`SELECT id, title, date, created_at AS "createdAt" FROM content_items
          WHERE type = ${type.name} AND deleted_at IS NULL AND ${visibleWhere(roles, { types: [type] })}
          ORDER BY created_at DESC, id DESC LIMIT ${perType}`,
      );
      const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());
      const items = rows.map((row) => ({ ...row, date: iso(row.date), createdAt: iso(row.createdAt)! }));
      return { type: type.name, label: type.plural, items };
    }),
  );
}

function callerOf(identity: Identity): GatewayView['caller'] {
  return identity.kind === 'account'
    ? { kind: 'account', name: identity.organisation, homepage: identity.homepage }
    : { kind: 'user', name: identity.username, homepage: identity.homepage };
}

/**
 * `GET /api/external/gateway`: the Digital Gateway's data (the external builds' `/digitalgateway`): who the caller
 * is, its homepage, and the newest items it may read. Any identity may ask; each sees only what its roles read.
 */
export function registerGatewayRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/external/gateway',
    {
      config: { access: { signedIn: true }, personal: true },
      schema: {
        tags: ['external'],
        summary: 'The Digital Gateway of the caller (an organisation by API key): its homepage and newest items',
        querystring: z.strictObject({
          perType: z.coerce.number().int().min(1).max(20).default(5).describe('Items per content type'),
        }),
        response: { 200: gatewayView, 400: errorBody, 401: errorBody },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      return { caller: callerOf(identity), latest: await latestOf(ctx.db, identity.roles, request.query.perType) };
    },
  );
}
