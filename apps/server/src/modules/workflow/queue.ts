import { can } from '@rh/core';
import { CONTENT_TYPES, type ContentType } from '@rh/core/content';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../../auth/access.ts';
import type { UserIdentity } from '../../auth/identity.ts';
import { waitingWhere, type ListCaller } from '../../content/list-filters.ts';
import { visibleWhere } from '../../content/query.ts';
import { assertCan } from '../../content/service.ts';
import type { AppContext } from '../../context.ts';
import { queryRows, type Database } from '../../db/client.ts';
import { errorBody } from '../../http/errors.ts';

/** The types with a workflow: the only ones with a queue. */
const WORKFLOW_TYPES = CONTENT_TYPES.filter((type) => type.workflow);
const DAY_MS = 86_400_000;

const waitingQuery = z.strictObject({
  type: z
    .enum(WORKFLOW_TYPES.map((type) => type.name) as [string, ...string[]])
    .describe('The content type with a workflow whose queue to list (article: insights)'),
  limit: z.coerce.number().int().min(1).max(100).default(50).describe('How many (1–100, default 50)'),
  offset: z.coerce.number().int().min(0).max(10_000).default(0).describe('How many to skip (paging)'),
});

const waitingItem = z.object({
  id: z.uuid(),
  type: z.string().describe('The content type'),
  title: z.string(),
  stage: z.string().describe('The workflow stage it waits in'),
  stageLabel: z.string().describe('That stage, for a person'),
  since: z.string().describe('When it entered that stage (ISO): its latest move there, else its creation'),
  waitingDays: z.number().int().describe('Whole days since then'),
});
export type WaitingItem = z.infer<typeof waitingItem>;

const waitingView = z.object({
  items: z.array(waitingItem).describe('Oldest first'),
  total: z.number().int().describe('How many wait in all'),
});

const countsView = z.object({
  counts: z.record(z.string(), z.number().int()).describe('Items waiting, per workflow type the caller may read'),
});

const callerOf = (user: UserIdentity): ListCaller => ({ roles: user.roles, userId: user.userId });

/** Live items of the type that wait for the caller and that the caller may see. */
function queueWhere(type: ContentType, caller: ListCaller): SQL {
  return sql`type = ${type.name} AND deleted_at IS NULL AND ${visibleWhere(caller.roles, { types: [type] })}
    AND ${waitingWhere(type, caller)}`;
}

/**
 * The caller's queue of one workflow type, oldest first: each item with when it entered its stage (the latest
 * journal entry that moved or created it there; the creation time when the journal has none) and the whole days
 * it has waited since.
 */
export async function waitingItems(
  db: Database,
  type: ContentType,
  caller: ListCaller,
  page: { limit: number; offset: number },
  now = new Date(),
): Promise<{ items: WaitingItem[]; total: number }> {
  const where = queueWhere(type, caller);
  const rows = await queryRows<{ id: string; title: string; stage: string; since: string | Date }>(
    db,
    sql`SELECT id, title, stage, coalesce(entered.at, created_at) AS since
      FROM content_items
      LEFT JOIN LATERAL (
        SELECT j.at FROM content_journal j
        WHERE j.item_id = content_items.id AND j.to_stage = content_items.stage
          AND j.action IN ('create', 'transition')
        ORDER BY j.id DESC LIMIT 1
      ) entered ON true
      WHERE ${where}
      ORDER BY since ASC, id ASC
      LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  const [count] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM content_items WHERE ${where}`);
  const labels = new Map(type.workflow!.stages.map((stage) => [stage.name, stage.label]));
  const items = rows.map((row) => {
    const since = new Date(row.since);
    return {
      id: row.id,
      type: type.name,
      title: row.title,
      stage: row.stage,
      stageLabel: labels.get(row.stage) ?? row.stage,
      since: since.toISOString(),
      waitingDays: Math.max(0, Math.floor((now.getTime() - since.getTime()) / DAY_MS)),
    };
  });
  return { items, total: count?.n ?? 0 };
}

/** How many items wait for the caller in every workflow type they may read, in one statement (0 where none). */
export async function waitingCounts(db: Database, caller: ListCaller): Promise<Record<string, number>> {
  const readable = WORKFLOW_TYPES.filter((type) => can(caller.roles, type.resource, 'read'));
  const counts: Record<string, number> = Object.fromEntries(readable.map((type) => [type.name, 0]));
  if (readable.length === 0) return counts;
  const rows = await queryRows<{ type: string; n: number }>(
    db,
    sql`SELECT type, count(*)::int AS n FROM content_items
      WHERE ${sql.join(
        readable.map((type) => sql`(${queueWhere(type, caller)})`),
        sql` OR `,
      )}
      GROUP BY type`,
  );
  for (const row of rows) counts[row.type] = row.n;
  return counts;
}

/**
 * The editorial queue ("Waiting for me"): `GET /api/workflow/waiting?type=` lists what waits for the signed-in
 * person in one workflow type, `GET /api/workflow/waiting/count` counts it per type (the drawer's badge).
 */
export function registerWorkflowQueue(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: errorBody, 401: errorBody, 403: errorBody };
  api.get(
    '/api/workflow/waiting',
    {
      config: { access: { signedIn: true }, personal: true },
      schema: {
        tags: ['workflow'],
        summary: 'What waits for me: items of a workflow type in the stages my roles move on, oldest first',
        querystring: waitingQuery,
        response: { 200: waitingView, ...errors },
      },
    },
    async (request) => {
      const user = userOf(request);
      const type = WORKFLOW_TYPES.find((candidate) => candidate.name === request.query.type)!;
      assertCan(user, type, 'read');
      return waitingItems(ctx.db, type, callerOf(user), request.query);
    },
  );
  api.get(
    '/api/workflow/waiting/count',
    {
      config: { access: { signedIn: true }, personal: true },
      schema: {
        tags: ['workflow'],
        summary: 'How many items wait for me, per workflow type I may read',
        response: { 200: countsView, ...errors },
      },
    },
    async (request) => ({ counts: await waitingCounts(ctx.db, callerOf(userOf(request))) }),
  );
}
