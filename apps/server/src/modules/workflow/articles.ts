import { contentType } from '@rh/core/content';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOf } from '../../auth/access.ts';
import { visibleWhere } from '../../content/query.ts';
import { assertCan } from '../../content/service.ts';
import type { AppContext } from '../../context.ts';
import { queryRows, type Database } from '../../db/client.ts';
import { errorBody } from '../../http/errors.ts';

const DAY_MS = 86_400_000;
const article = contentType('article');
const workflow = article.workflow!;

/**
 * The stages an insight waits in for someone to move it on: unpublished stages with a transition forward in the
 * workflow's order (draft, in review, awaiting approval). Archived is an end, not a wait.
 */
export const WAITING_STAGES: readonly string[] = (() => {
  const order = workflow.stages.map((stage) => stage.name);
  return order.filter(
    (stage) =>
      !workflow.published.includes(stage) &&
      workflow.transitions.some((t) => t.from.includes(stage) && order.indexOf(t.to) > order.indexOf(stage)),
  );
})();

const stageCount = z.object({ stage: z.string(), label: z.string(), count: z.number().int() });
const authorCount = z.object({
  author: z.string().describe('The user who created the insights (their user name), or “Unknown”'),
  count: z.number().int(),
  byStage: z.record(z.string(), z.number().int()).describe('Per stage name'),
});
const stageTime = z.object({
  stage: z.string(),
  label: z.string(),
  stays: z.number().int().describe('Completed stays in the stage (entered, then left) counted'),
  medianDays: z.number().nullable().describe('Median days of a completed stay (null: none yet)'),
  meanDays: z.number().nullable().describe('Mean days of a completed stay (null: none yet)'),
});
const waitingItem = z.object({
  id: z.uuid(),
  title: z.string(),
  stage: z.string(),
  stageLabel: z.string(),
  author: z.string().nullable(),
  since: z.string().describe('When it entered its stage (ISO)'),
  waitingDays: z.number().int(),
});

export const articleStatsView = z.object({
  total: z.number().int().describe('Live insights the caller may see'),
  byStage: z.array(stageCount).describe('Every stage of the workflow, in its order'),
  byAuthor: z.array(authorCount).describe('Most first'),
  timeInStage: z.array(stageTime).describe('From the journal’s moves: every stage but the ends, in order'),
  oldestWaiting: z.array(waitingItem).describe('Items in a waiting stage, longest waiting first'),
  waitingStages: z.array(z.string()),
});
export type ArticleStats = z.infer<typeof articleStatsView>;

const statsQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(50).default(10).describe('How many of the oldest waiting items (1–50)'),
});

const labelOf = (stage: string) => workflow.stages.find((candidate) => candidate.name === stage)?.label ?? stage;
const days = (seconds: number | string | null) =>
  seconds === null ? null : Math.round((Number(seconds) / 86_400) * 10) / 10;

/**
 * The editorial dashboard's figures for insights the caller may see (core's readableStages through visibleWhere):
 * counts by stage and by creator; the time spent in each stage, from the journal (a stay runs from the entry that
 * created the item in a stage or moved it there to the next such entry of the item; stays not yet ended are left
 * out, they are the waiting items); the items waiting longest in a waiting stage.
 */
export async function articleStats(
  db: Database,
  roles: readonly string[],
  limit: number,
  now = new Date(),
): Promise<ArticleStats> {
  const visible = sql`c.type = 'article' AND c.deleted_at IS NULL AND ${visibleWhere(roles, { types: [article], alias: 'c' })}`;
  const counts = await queryRows<{ stage: string | null; author: string | null; n: number }>(
    db,
    sql`SELECT c.stage, u.username AS author, count(*)::int AS n
      FROM content_items c LEFT JOIN users u ON u.id = c.created_by
      WHERE ${visible}
      GROUP BY c.stage, u.username`,
  );
  const byStage = workflow.stages.map((stage) => ({
    stage: stage.name,
    label: stage.label,
    count: counts.filter((row) => row.stage === stage.name).reduce((sum, row) => sum + row.n, 0),
  }));
  const authors = new Map<string, { author: string; count: number; byStage: Record<string, number> }>();
  for (const row of counts) {
    const name = row.author ?? 'Unknown';
    const entry = authors.get(name) ?? { author: name, count: 0, byStage: {} };
    entry.count += row.n;
    if (row.stage) entry.byStage[row.stage] = (entry.byStage[row.stage] ?? 0) + row.n;
    authors.set(name, entry);
  }
  const byAuthor = [...authors.values()].sort((a, b) => b.count - a.count || a.author.localeCompare(b.author));

  const stays = await queryRows<{
    stage: string;
    n: number;
    median: number | string | null;
    mean: number | string | null;
  }>(
    db,
    sql`WITH moves AS (
        SELECT j.item_id, j.to_stage AS stage, j.at,
          lead(j.at) OVER (PARTITION BY j.item_id ORDER BY j.at, j.id) AS left_at
        FROM content_journal j JOIN content_items c ON c.id = j.item_id
        WHERE j.type = 'article' AND j.action IN ('create', 'transition') AND j.to_stage IS NOT NULL AND ${visible}
      )
      SELECT stage, count(*)::int AS n,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM left_at - at)) AS median,
        avg(extract(epoch FROM left_at - at)) AS mean
      FROM moves WHERE left_at IS NOT NULL
      GROUP BY stage`,
  );
  const ends = new Set(workflow.published.concat(['archived']));
  const timeInStage = workflow.stages
    .filter((stage) => !ends.has(stage.name) || stays.some((row) => row.stage === stage.name))
    .map((stage) => {
      const row = stays.find((candidate) => candidate.stage === stage.name);
      return {
        stage: stage.name,
        label: stage.label,
        stays: row?.n ?? 0,
        medianDays: row ? days(row.median) : null,
        meanDays: row ? days(row.mean) : null,
      };
    });

  const waiting = await queryRows<{
    id: string;
    title: string;
    stage: string;
    author: string | null;
    since: string | Date;
  }>(
    db,
    sql`SELECT c.id, c.title, c.stage, u.username AS author, coalesce(entered.at, c.created_at) AS since
      FROM content_items c
      LEFT JOIN users u ON u.id = c.created_by
      LEFT JOIN LATERAL (
        SELECT j.at FROM content_journal j
        WHERE j.item_id = c.id AND j.to_stage = c.stage AND j.action IN ('create', 'transition')
        ORDER BY j.id DESC LIMIT 1
      ) entered ON true
      WHERE ${visible} AND c.stage = ANY(${sql.param([...WAITING_STAGES])}::text[])
      ORDER BY since ASC, c.id ASC
      LIMIT ${limit}`,
  );
  const oldestWaiting = waiting.map((row) => {
    const since = new Date(row.since);
    return {
      id: row.id,
      title: row.title,
      stage: row.stage,
      stageLabel: labelOf(row.stage),
      author: row.author,
      since: since.toISOString(),
      waitingDays: Math.max(0, Math.floor((now.getTime() - since.getTime()) / DAY_MS)),
    };
  });

  return {
    total: byStage.reduce((sum, stage) => sum + stage.count, 0),
    byStage,
    byAuthor,
    timeInStage,
    oldestWaiting,
    waitingStages: [...WAITING_STAGES],
  };
}

/** The editorial workflow area: `GET /api/workflow/articles/stats` (the dashboard), for the workflow's people. */
export function registerArticleWorkflowRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/workflow/articles/stats',
    {
      config: { access: { resource: 'workflow', action: 'read' } },
      schema: {
        tags: ['workflow'],
        summary: 'The editorial dashboard: insights by stage and author, days spent per stage, the oldest waiting',
        querystring: statsQuery,
        response: { 200: articleStatsView, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      assertCan(identity, article, 'read');
      return articleStats(ctx.db, identity.roles, request.query.limit);
    },
  );
}
