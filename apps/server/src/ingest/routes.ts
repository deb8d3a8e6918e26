import { can } from '@rh/core';
import { contentType, dataSchema } from '@rh/core/content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { findItem } from '../content/store.ts';
import type { AppContext } from '../context.ts';
import { queryRows } from '../db/client.ts';
import { badRequest, conflict, errorBody, forbidden, notFound } from '../http/errors.ts';
import { userIdOf } from '../content/present.ts';
import { enqueueJob } from '../jobs/runner.ts';
import { jobView } from '../jobs/routes.ts';
import type { Ingester } from './pipeline.ts';
import { RERUN_JOB } from './rerun.ts';
import { previewRule } from './preview.ts';

const SOURCE = contentType('source');
const AUTOTAG = contentType('autotag');

const stateView = z.object({
  sourceId: z.uuid(),
  nextFetchAt: z.string().nullable().describe('When it is next due (null: not scheduled yet)'),
  fetching: z.boolean().describe('A fetch is in progress'),
  lastFetchAt: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  lastStatus: z.enum(['ok', 'not-modified', 'error']).nullable(),
  lastError: z.string().nullable().describe('Why the last fetch failed'),
  lastWarning: z.string().nullable().describe('Something odd the last fetch met although it worked (entries skipped)'),
  failures: z.number().int().describe('Failures in a row'),
  itemsTotal: z.number().int(),
  itemsLast: z.number().int(),
  duplicatesLast: z.number().int(),
});
type StateView = z.infer<typeof stateView>;

const outcomeView = z.object({
  sourceId: z.uuid(),
  status: z.enum(['ok', 'not-modified', 'error']),
  added: z.number().int(),
  merged: z.number().int(),
  rejected: z.number().int(),
  skipped: z.number().int().describe('Entries left out by the per-fetch cap: the oldest'),
  error: z.string().optional(),
  warning: z.string().optional(),
});

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/** The fetching state of sources, all of them or one. */
async function states(ctx: AppContext, id?: string): Promise<StateView[]> {
  const rows = await queryRows<Omit<StateView, 'fetching' | 'lastWarning'> & { lockedUntil: string | null }>(
    ctx.db,
    sql`SELECT c.id AS "sourceId", s.next_fetch_at AS "nextFetchAt", s.locked_until AS "lockedUntil",
        s.last_fetch_at AS "lastFetchAt", s.last_success_at AS "lastSuccessAt", s.last_status AS "lastStatus",
        s.last_error AS "lastError", coalesce(s.failures, 0) AS failures, coalesce(s.items_total, 0) AS "itemsTotal",
        coalesce(s.items_last, 0) AS "itemsLast", coalesce(s.duplicates_last, 0) AS "duplicatesLast"
      FROM content_items c LEFT JOIN source_state s ON s.source_id = c.id
      WHERE c.type = 'source' AND c.deleted_at IS NULL ${id ? sql`AND c.id = ${id}::uuid` : sql``}
      ORDER BY c.title`,
  );
  const now = Date.now();
  // last_error holds the last fetch's message: an error when it failed, else a warning (pipeline.ts).
  return rows.map(({ lockedUntil, ...row }) => ({
    ...row,
    lastError: row.lastStatus === 'error' ? row.lastError : null,
    lastWarning: row.lastStatus === 'error' ? null : row.lastError,
    nextFetchAt: iso(row.nextFetchAt),
    lastFetchAt: iso(row.lastFetchAt),
    lastSuccessAt: iso(row.lastSuccessAt),
    fetching: lockedUntil !== null && new Date(lockedUntil).getTime() > now,
  }));
}

/** Sources' fetching: their state, and "fetch now". */
export function registerIngestRoutes(app: FastifyInstance, ctx: AppContext, ingester: Ingester): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
  const tags = ['sources'];

  api.get(
    '/api/sources/state',
    {
      config: { access: { resource: 'source', action: 'read' } },
      schema: {
        tags,
        summary: 'How the fetching of every source stands',
        response: { 200: z.object({ sources: z.array(stateView) }), ...errors },
      },
    },
    async () => ({ sources: await states(ctx) }),
  );

  api.get(
    '/api/sources/:id/state',
    {
      config: { access: { resource: 'source', action: 'read' } },
      schema: {
        tags,
        summary: 'How the fetching of one source stands',
        params: z.strictObject({ id: z.uuid() }),
        response: { 200: stateView, ...errors },
      },
    },
    async (request) => {
      const [state] = await states(ctx, request.params.id);
      if (!state) throw notFound(`No source has the id ${request.params.id}.`);
      return state;
    },
  );

  api.post(
    '/api/autotags/preview',
    {
      config: { access: { resource: 'tagspanel', action: 'read' } },
      schema: {
        tags: ['autotags'],
        summary: 'What a rule, saved or not, would tag among the stored news items, with the matched text',
        body: z.strictObject({
          data: z.record(z.string(), z.unknown()).describe('The rule’s fields, as for creating one'),
          limit: z.number().int().min(1).max(200).default(50).describe('Matched items to show'),
        }),
        response: {
          200: z.object({
            matched: z.number().int(),
            checked: z.number().int(),
            complete: z.boolean().describe('false: only the newest candidates were checked'),
            items: z.array(
              z.object({
                id: z.uuid(),
                title: z.string(),
                date: z.string().nullable(),
                snippets: z.array(
                  z.object({
                    field: z.string(),
                    text: z.string(),
                    marks: z
                      .array(z.tuple([z.number().int(), z.number().int()]))
                      .describe('Matches: [start, end) in text'),
                  }),
                ),
              }),
            ),
            tookMs: z.number().int(),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      if (!can(request.identity!.roles, 'newstag', 'read')) throw forbidden('You may not read news items.');
      // A rule being written may not say yet what it sets: the preview shows what it matches.
      const draft = { ...request.body.data };
      if (!Array.isArray(draft.tags) || draft.tags.length === 0) draft.tags = ['preview'];
      const parsed = dataSchema(AUTOTAG).safeParse(draft);
      if (!parsed.success) {
        throw badRequest('Some fields are not valid.', {
          issues: parsed.error.issues.map((issue) => ({
            where: 'body',
            path: ['data', ...issue.path].join('.'),
            message: issue.message,
          })),
        });
      }
      return previewRule(ctx.db, parsed.data, request.body.limit);
    },
  );

  api.post(
    '/api/autotags/rerun',
    {
      config: { access: { resource: 'tagspanel', action: 'update' } },
      schema: {
        tags: ['autotags'],
        summary: 'Re-run the enabled rules on stored news items, in the background; answers the job to follow',
        body: z.strictObject({ since: z.iso.date().optional().describe('Only items published since this day') }),
        response: { 202: jobView, ...errors },
      },
    },
    async (request, reply) => {
      const job = await enqueueJob(
        ctx.db,
        RERUN_JOB,
        request.body.since ? { since: request.body.since } : {},
        userIdOf(request.identity!),
      );
      return reply.code(202).send(job);
    },
  );

  api.post(
    '/api/sources/:id/fetch',
    {
      config: { access: { resource: 'source', action: 'update' } },
      schema: {
        tags,
        summary: 'Fetch a source now (enabled or not), and say what it brought',
        params: z.strictObject({ id: z.uuid() }),
        response: { 200: outcomeView, ...errors },
      },
    },
    async (request) => {
      const source = await findItem(ctx.db, SOURCE, request.params.id);
      if (!source || source.deletedAt) throw notFound(`No source has the id ${request.params.id}.`);
      if (!(await ingester.claim(source.id)))
        throw conflict('This source is being fetched right now; try again shortly.');
      return ingester.ingest(source.id);
    },
  );
}
