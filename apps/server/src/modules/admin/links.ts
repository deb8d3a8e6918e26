import { can } from '@rh/core';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../content/present.ts';
import type { AppContext } from '../../context.ts';
import { queryRows, type Database } from '../../db/client.ts';
import { conflict, errorBody, notFound } from '../../http/errors.ts';
import { enqueueJob } from '../../jobs/runner.ts';
import { jobView } from '../../jobs/routes.ts';
import { LINK_CHECK_JOB, startDailyCheck } from './links-job.ts';
import { LINK_FIELDS, LINK_STATES, listLinks, readableLinkTypes } from './links-store.ts';

const linksQuery = z.strictObject({
  state: z
    .enum([...LINK_STATES, 'all'])
    .default('broken')
    .describe('Links of this state'),
  host: z.string().trim().max(300).optional().describe('Links to this host'),
  q: z.string().trim().max(200).optional().describe('Text the item’s title or the address contains'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

const linkView = z.object({
  itemId: z.uuid(),
  type: z.string().describe('The item’s content type'),
  title: z.string(),
  url: z.string(),
  host: z.string(),
  state: z.enum(LINK_STATES),
  status: z.number().int().nullable().describe('HTTP status of the last check (null: no answer, or not checked)'),
  error: z.string().nullable().describe('Why the link is broken'),
  checkedAt: z.string().nullable(),
});

const runView = z
  .object({
    id: z.uuid(),
    status: z.enum(['queued', 'running', 'done', 'failed']),
    done: z.number().int(),
    total: z.number().int(),
    scope: z.enum(['all', 'stale', 'item', 'link']).describe('What it checks'),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .nullable()
  .describe('The latest check, whoever started it (the daily one has no creator)');

/** The latest check of links. */
async function latestRun(db: Database): Promise<z.infer<typeof runView>> {
  const [row] = await queryRows<{
    id: string;
    status: 'queued' | 'running' | 'done' | 'failed';
    done: number;
    total: number;
    payload: Record<string, unknown>;
    createdAt: string;
    finishedAt: string | null;
  }>(
    db,
    sql`SELECT id, status, done, total, payload, created_at AS "createdAt", finished_at AS "finishedAt"
      FROM jobs WHERE kind = ${LINK_CHECK_JOB} ORDER BY created_at DESC LIMIT 1`,
  );
  if (!row) return null;
  const { payload, ...run } = row;
  const scope = payload.url ? 'link' : payload.itemId ? 'item' : payload.olderThanHours ? 'stale' : 'all';
  return {
    ...run,
    scope,
    createdAt: new Date(run.createdAt).toISOString(),
    finishedAt: run.finishedAt && new Date(run.finishedAt).toISOString(),
  };
}

/** Live items' links of this selection (to refuse a re-check of a link that is not there). */
async function linkExists(db: Database, itemId: string | undefined, url: string | undefined): Promise<boolean> {
  const fields = LINK_FIELDS.map(
    ({ type, field }) => sql`(type = ${type.name} AND data->>${field} IS NOT NULL
    ${url ? sql`AND data->>${field} = ${url}` : sql``})`,
  );
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM content_items WHERE deleted_at IS NULL
      ${itemId ? sql`AND id = ${itemId}::uuid` : sql``} AND (${sql.join(fields, sql` OR `)})`,
  );
  return (row?.n ?? 0) > 0;
}

/**
 * Broken outbound links (`/admin/links`, issue 17): the items' addresses with their last check, and re-checks as
 * background jobs (every link, one item's, one link); a daily job checks the links not checked for a day. The
 * route's grant is `relationship` (spec §2): read to see, update to check. Only the links of types the caller may
 * read are listed.
 */
export function registerLinkAdmin(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

  api.get(
    '/api/admin/links',
    {
      config: { access: { resource: 'relationship', action: 'read' } },
      schema: {
        tags: ['admin: links'],
        summary: 'Items’ outbound links with their last check, paged, with counts per state and host',
        querystring: linksQuery,
        response: {
          200: z.object({
            total: z.number().int().describe('Links matching every filter'),
            counts: z.record(z.enum(LINK_STATES), z.number().int()).describe('Per state, host and text filtered'),
            hosts: z.array(z.object({ host: z.string(), total: z.number().int(), broken: z.number().int() })),
            links: z.array(linkView),
            run: runView,
            abilities: z.object({ check: z.boolean().describe('May start a check') }),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const roles = request.identity!.roles;
      const page = await listLinks(ctx.db, readableLinkTypes(roles), request.query);
      return { ...page, run: await latestRun(ctx.db), abilities: { check: can(roles, 'relationship', 'update') } };
    },
  );

  api.post(
    '/api/admin/links/check',
    {
      config: { access: { resource: 'relationship', action: 'update' } },
      schema: {
        tags: ['admin: links'],
        summary: 'Check links in the background: every link, one item’s, or one link; answers the job to follow',
        body: z.strictObject({
          itemId: z.uuid({ message: 'must be an item id (UUID)' }).optional().describe('Only this item’s links'),
          url: z
            .url({ protocol: /^https?$/, message: 'must be an http(s) address' })
            .max(4000)
            .optional()
            .describe('Only this address (with itemId: that one link)'),
        }),
        response: { 202: jobView, ...errors },
      },
    },
    async (request, reply) => {
      const { itemId, url } = request.body;
      if ((itemId || url) && !(await linkExists(ctx.db, itemId, url))) throw notFound('No item carries this link.');
      if (!itemId && !url) {
        const run = await latestRun(ctx.db);
        if (
          run &&
          (run.status === 'queued' || run.status === 'running') &&
          run.scope !== 'link' &&
          run.scope !== 'item'
        ) {
          throw conflict('A check of the links is under way already.', { run });
        }
      }
      const payload = { ...(itemId ? { itemId } : {}), ...(url ? { url } : {}) };
      const job = await enqueueJob(ctx.db, LINK_CHECK_JOB, payload, userIdOf(request.identity!));
      return reply.code(202).send(job);
    },
  );

  if (ctx.config.JOBS) {
    let loop: ReturnType<typeof startDailyCheck> | undefined;
    app.addHook('onReady', async () => {
      loop = startDailyCheck(ctx.db, app.log);
    });
    app.addHook('onClose', async () => loop?.stop());
  }
}
