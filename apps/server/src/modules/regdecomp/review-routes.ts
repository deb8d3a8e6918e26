import { can } from '@rh/core';
import { findContentType, type ContentType } from '@rh/core/content';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOf } from '../../auth/access.ts';
import type { Identity } from '../../auth/identity.ts';
import { userIdOf } from '../../content/present.ts';
import { visibleWhere } from '../../content/query.ts';
import { assertCan } from '../../content/service.ts';
import type { AppContext } from '../../context.ts';
import { queryRows, type Database } from '../../db/client.ts';
import { conflict, errorBody, notFound } from '../../http/errors.ts';
import { clearFlags, journalReview, openFlags } from './review.ts';

const params = z.strictObject({ itemId: z.uuid().describe('An obligation or a control') });

const ref = z.object({ id: z.string(), title: z.string() });
const reviewFlag = z.object({
  id: z.number().int(),
  since: z.string().describe('When the change happened (ISO)'),
  cause: z.enum(['version', 'amendment', 'news']).describe('A new version, an amending regulation, a news item'),
  regulation: ref.describe('The regulation whose change flags the item'),
  causeItem: ref.extend({ type: z.string() }).describe('The item that brought the change'),
  changes: z
    .array(z.object({ field: z.string(), label: z.string(), from: z.unknown(), to: z.unknown() }))
    .describe('A new version: what changed in the regulation since the flag, with the fields’ labels'),
});
const itemReview = z.object({
  flags: z.array(reviewFlag).describe('The open flags, oldest first'),
  canClear: z.boolean().describe('The caller may clear them (update on the item’s type)'),
});
const confirmBody = z.strictObject({
  comment: z.string().max(2000).optional().describe('What the reviewer looked at, for the journal'),
});

interface ItemRow {
  id: string;
  type: string;
  version: number;
}

/**
 * The live item the caller may read (grant on its type, and visible: an unpublished obligation only to those who
 * work on it), of a type that changes flag for review; else a 404 (or a 403 without read on its type).
 */
async function reviewedItem(db: Database, identity: Identity, id: string, lock = false) {
  const [row] = await queryRows<ItemRow>(
    db,
    sql`SELECT id, type, version FROM content_items WHERE id = ${id}::uuid AND deleted_at IS NULL
      ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  const type: ContentType | undefined = row ? findContentType(row.type) : undefined;
  if (!row || !type?.reviewOnChange) throw notFound(`No obligation or control has the id ${id}.`);
  assertCan(identity, type, 'read');
  const [visible] = await queryRows<{ ok: boolean }>(
    db,
    sql`SELECT true AS ok FROM content_items WHERE id = ${id}::uuid AND ${visibleWhere(identity.roles, { types: [type] })}`,
  );
  if (!visible) throw notFound(`No ${type.label.toLowerCase()} has the id ${id}.`);
  return { row, type };
}

/**
 * Review flags of an item (issue 14): `GET /api/regdecomp/review/:itemId` lists what changed above it since it was
 * last reviewed; `POST …/confirm` records that a reviewer looked and found nothing to change, and clears them.
 */
export function registerReviewRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
  api.get(
    '/api/regdecomp/review/:itemId',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags: ['regdecomp'],
        summary: 'The open review flags of an obligation or a control: what changed above it, since when',
        description: 'Needs read on the item’s type; an unpublished obligation only for those who work on it.',
        params,
        response: { 200: itemReview, ...errors },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      const { type } = await reviewedItem(ctx.db, identity, request.params.itemId);
      return {
        flags: await openFlags(ctx.db, request.params.itemId),
        canClear: can(identity.roles, type.resource, 'update'),
      };
    },
  );
  api.post(
    '/api/regdecomp/review/:itemId/confirm',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags: ['regdecomp'],
        summary: 'Reviewed, nothing to change: clears the item’s open flags and writes it in the item’s journal',
        description: 'Needs update on the item’s type. 409 when nothing is open.',
        params,
        body: confirmBody,
        response: { 200: z.object({ cleared: z.number().int() }), ...errors, 409: errorBody },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      return ctx.db.transaction(async (tx) => {
        const { row, type } = await reviewedItem(tx, identity, request.params.itemId, true);
        assertCan(identity, type, 'update');
        const userId = userIdOf(identity);
        const cleared = await clearFlags(tx, row.id, 'confirmed', userId);
        if (cleared.length === 0) throw conflict(`This ${type.label.toLowerCase()} has nothing to review.`);
        const titles = await queryRows<{ title: string }>(
          tx,
          sql`SELECT title FROM content_items
            WHERE id = ANY(${sql.param([...new Set(cleared.map((flag) => flag.regulationId))])}::uuid[])
            ORDER BY title`,
        );
        await journalReview(
          tx,
          row,
          userId,
          titles.map((title) => title.title),
          request.body.comment,
        );
        return { cleared: cleared.length };
      });
    },
  );
}
