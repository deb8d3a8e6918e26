import { can } from '@rh/core';
import { contentType } from '@rh/core/content';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Identity } from '../../auth/identity.ts';
import { ContentService } from '../../content/service.ts';
import { findItem } from '../../content/store.ts';
import type { WriteHooks } from '../../content/write-hooks.ts';
import type { AppContext } from '../../context.ts';
import { queryRows, type Database } from '../../db/client.ts';
import { errorBody, HttpError } from '../../http/errors.ts';
import type { Ingester } from '../../ingest/pipeline.ts';
import { likePattern } from './common.ts';

const SOURCE = contentType('source');
const STATES = ['failing', 'disabled', 'ok', 'never'] as const;
/** Sources fetched at once by a bulk "fetch now": a few, as the schedule does, so one slow site does not hold all. */
const FETCH_CONCURRENCY = 4;

const rowView = z.object({
  id: z.uuid(),
  name: z.string(),
  url: z.string().nullable(),
  kind: z.string().nullable(),
  regulator: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  countries: z.array(z.string()),
  enabled: z.boolean(),
  state: z.enum(STATES).describe('disabled (off), never (enabled, not fetched yet), failing (last fetch failed), ok'),
  fetching: z.boolean().describe('A fetch is in progress'),
  lastFetchAt: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  lastError: z.string().nullable().describe('Why the last fetch failed (null when it worked)'),
  failures: z.number().int().describe('Failures in a row'),
  items30: z.number().int().describe('News items it brought in the last 30 days'),
  nextFetchAt: z.string().nullable().describe('When it is next due (null: disabled, or at the next round)'),
});
type RowView = z.infer<typeof rowView>;

const SORTS = {
  name: sql`lower(name)`,
  // The ones needing attention first: failing, never fetched, then off, then fine.
  state: sql`CASE state WHEN 'failing' THEN 0 WHEN 'never' THEN 1 WHEN 'disabled' THEN 2 ELSE 3 END`,
  lastFetchAt: sql`"lastFetchAt"`,
  lastSuccessAt: sql`"lastSuccessAt"`,
  items30: sql`items30`,
  nextFetchAt: sql`"nextFetchAt"`,
  regulator: sql`lower("regulatorName")`,
} as const;

const rowsQuery = z.strictObject({
  q: z.string().trim().max(200).optional().describe('Text the name or address contains'),
  state: z.enum([...STATES, 'all']).default('all'),
  regulator: z.uuid().optional().describe('Sources of this regulator'),
  country: z
    .string()
    .regex(/^[A-Z0-9-]{2,10}$/, { message: 'must be a country code' })
    .optional(),
  sort: z.enum(Object.keys(SORTS) as [keyof typeof SORTS]).default('name'),
  dir: z.enum(['asc', 'desc']).default('asc'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
type RowsQuery = z.infer<typeof rowsQuery>;

/** Every live source with its fetching state and what it brought lately, one row each. */
const BASE = sql`(
  SELECT c.id, c.title AS name, c.data->>'url' AS url, c.data->>'kind' AS kind, c.countries,
    c.regulator AS "regulatorId", r.title AS "regulatorName", e.enabled,
    CASE WHEN NOT e.enabled THEN 'disabled' WHEN s.last_fetch_at IS NULL THEN 'never'
      WHEN s.last_status = 'error' THEN 'failing' ELSE 'ok' END AS state,
    coalesce(s.locked_until > now(), false) AS fetching,
    s.last_fetch_at AS "lastFetchAt", s.last_success_at AS "lastSuccessAt",
    CASE WHEN s.last_status = 'error' THEN s.last_error END AS "lastError", coalesce(s.failures, 0) AS failures,
    coalesce(n.items, 0) AS items30, CASE WHEN e.enabled THEN s.next_fetch_at END AS "nextFetchAt"
  FROM content_items c
  CROSS JOIN LATERAL (SELECT coalesce((c.data->>'enabled')::boolean, false) AS enabled) e
  LEFT JOIN source_state s ON s.source_id = c.id
  LEFT JOIN content_items r ON r.id = c.regulator
  LEFT JOIN (SELECT source, count(*)::int AS items FROM content_items
    WHERE type = 'newsitem' AND deleted_at IS NULL AND source IS NOT NULL AND created_at >= now() - interval '30 days'
    GROUP BY source) n ON n.source = c.id
  WHERE c.type = 'source' AND c.deleted_at IS NULL
) AS rows`;

function filters(query: RowsQuery, withState: boolean): SQL {
  const where: SQL[] = [sql`true`];
  if (query.q) where.push(sql`(name ILIKE ${likePattern(query.q)} OR url ILIKE ${likePattern(query.q)})`);
  if (query.regulator) where.push(sql`"regulatorId" = ${query.regulator}::uuid`);
  if (query.country) where.push(sql`countries @> ARRAY[${query.country}]::text[]`);
  if (withState && query.state !== 'all') where.push(sql`state = ${query.state}`);
  return sql.join(where, sql` AND `);
}

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

async function sourceRows(db: Database, query: RowsQuery) {
  const order = query.dir === 'asc' ? sql`ASC NULLS LAST` : sql`DESC NULLS LAST`;
  const rows = await queryRows<
    Omit<RowView, 'regulator'> & { regulatorId: string | null; regulatorName: string | null; total: number }
  >(
    db,
    sql`SELECT *, count(*) OVER ()::int AS total FROM ${BASE} WHERE ${filters(query, true)}
      ORDER BY ${SORTS[query.sort]} ${order}, lower(name), id LIMIT ${query.limit} OFFSET ${query.offset}`,
  );
  const counts = await queryRows<{ state: string; n: number }>(
    db,
    sql`SELECT state, count(*)::int AS n FROM ${BASE} WHERE ${filters(query, false)} GROUP BY state`,
  );
  // The filters' choices: the regulators and countries the sources have.
  const regulators = await queryRows<{ id: string; name: string }>(
    db,
    sql`SELECT DISTINCT "regulatorId" AS id, "regulatorName" AS name FROM ${BASE}
      WHERE "regulatorId" IS NOT NULL AND "regulatorName" IS NOT NULL ORDER BY name`,
  );
  const countries = await queryRows<{ code: string }>(
    db,
    sql`SELECT DISTINCT unnest(countries) AS code FROM ${BASE} ORDER BY code`,
  );
  return {
    total: rows[0]?.total ?? (query.offset > 0 ? await countOf(db, query) : 0),
    counts: Object.fromEntries(
      STATES.map((state) => [state, counts.find((row) => row.state === state)?.n ?? 0]),
    ) as Record<(typeof STATES)[number], number>,
    sources: rows.map(({ regulatorId, regulatorName, total: _total, ...row }) => ({
      ...row,
      regulator: regulatorId ? { id: regulatorId, name: regulatorName ?? '' } : null,
      lastFetchAt: iso(row.lastFetchAt),
      lastSuccessAt: iso(row.lastSuccessAt),
      nextFetchAt: iso(row.nextFetchAt),
    })),
    regulators,
    countries: countries.map((row) => row.code),
  };
}

/** The total when the page asked for is past the end (no row to carry the window count). */
async function countOf(db: Database, query: RowsQuery): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM ${BASE} WHERE ${filters(query, true)}`,
  );
  return row?.n ?? 0;
}

const bulkBody = z.strictObject({
  action: z.enum(['enable', 'disable', 'fetch']),
  ids: z
    .array(z.uuid({ message: 'must be a source id (UUID)' }))
    .min(1, { message: 'Choose at least one source' })
    .max(100, { message: 'At most 100 sources at once' })
    .refine((ids) => new Set(ids).size === ids.length, { message: 'A source is named twice' }),
});

const resultView = z.object({
  id: z.uuid(),
  name: z.string().nullable().describe('null: no live source has this id'),
  result: z.enum(['done', 'unchanged', 'not-found', 'busy', 'failed']),
  message: z.string().describe('What happened, for the admin'),
});
type ResultView = z.infer<typeof resultView>;

/** Turns one source on or off through the generic update (validated, journaled as the caller, one transaction). */
async function setEnabled(service: ContentService, db: Database, identity: Identity, id: string, on: boolean) {
  const source = await findItem(db, SOURCE, id);
  if (!source || source.deletedAt) return { id, name: null, result: 'not-found', message: 'No source has this id.' };
  const base = { id, name: source.title };
  if (Boolean(source.data.enabled) === on) {
    return { ...base, result: 'unchanged', message: on ? 'Already enabled.' : 'Already disabled.' };
  }
  try {
    await service.update(identity, SOURCE, id, source.version, { enabled: on });
    return { ...base, result: 'done', message: on ? 'Enabled.' : 'Disabled.' };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { ...base, result: 'failed', message: error.message };
  }
}

/** Fetches one source now, as `POST /api/sources/{id}/fetch` does (the same claim and ingester). */
async function fetchNow(ingester: Ingester, db: Database, id: string): Promise<ResultView> {
  const source = await findItem(db, SOURCE, id);
  if (!source || source.deletedAt) return { id, name: null, result: 'not-found', message: 'No source has this id.' };
  const base = { id, name: source.title };
  if (!(await ingester.claim(id))) return { ...base, result: 'busy', message: 'Being fetched right now.' };
  const outcome = await ingester.ingest(id);
  if (outcome.status === 'error') return { ...base, result: 'failed', message: outcome.error ?? 'The fetch failed.' };
  if (outcome.status === 'not-modified') return { ...base, result: 'done', message: 'Fetched: nothing changed.' };
  return {
    ...base,
    result: 'done',
    message: `Fetched: ${outcome.added} new, ${outcome.merged} already known, ${outcome.rejected} rejected.`,
  };
}

/**
 * The sources' operational list (`/admin/sources/table/rows`, issue 17): every source with its fetching state,
 * filtered, sorted and paged, and bulk enable, disable and fetch now with a result per source. Reading needs the
 * source grant's read, acting its update (a tagger may: READ_UPDATE on sources).
 */
export function registerSourceRows(app: FastifyInstance, ctx: AppContext, ingester: Ingester, hooks: WriteHooks): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: errorBody, 401: errorBody, 403: errorBody };
  // The generic service with the app's write hooks: a bulk change is written as an edit of the source would be.
  const service = new ContentService(ctx.db, hooks);

  api.get(
    '/api/admin/sources/rows',
    {
      config: { access: { resource: 'source', action: 'read' } },
      schema: {
        tags: ['admin: sources'],
        summary: 'Sources with their fetching state, filtered, sorted and paged, with counts per state',
        querystring: rowsQuery,
        response: {
          200: z.object({
            total: z.number().int().describe('Sources matching every filter'),
            counts: z.record(z.enum(STATES), z.number().int()).describe('Per state, with the other filters'),
            sources: z.array(rowView),
            regulators: z.array(z.object({ id: z.uuid(), name: z.string() })).describe('Regulators of sources'),
            countries: z.array(z.string()).describe('Countries of sources'),
            abilities: z.object({ update: z.boolean().describe('May enable, disable and fetch') }),
          }),
          ...errors,
        },
      },
    },
    async (request) => ({
      ...(await sourceRows(ctx.db, request.query)),
      abilities: { update: can(request.identity!.roles, SOURCE.resource, 'update') },
    }),
  );

  api.post(
    '/api/admin/sources/bulk',
    {
      config: { access: { resource: 'source', action: 'update' } },
      schema: {
        tags: ['admin: sources'],
        summary: 'Enable, disable or fetch now some sources; answers what happened to each',
        body: bulkBody,
        response: { 200: z.object({ action: bulkBody.shape.action, results: z.array(resultView) }), ...errors },
      },
    },
    async (request) => {
      const { action, ids } = request.body;
      const identity = request.identity!;
      const results: ResultView[] = new Array(ids.length);
      if (action === 'fetch') {
        let next = 0;
        const worker = async () => {
          for (let index = next++; index < ids.length; index = next++) {
            results[index] = await fetchNow(ingester, ctx.db, ids[index]!);
          }
        };
        await Promise.all(Array.from({ length: Math.min(FETCH_CONCURRENCY, ids.length) }, worker));
      } else {
        // One by one, each its own transaction: a source that cannot change does not hold back the others.
        for (const [index, id] of ids.entries()) {
          results[index] = (await setEnabled(service, ctx.db, identity, id, action === 'enable')) as ResultView;
        }
      }
      return { action, results };
    },
  );
}
