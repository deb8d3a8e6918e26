import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { identityOf } from '../../auth/access.ts';
import { userIdOf } from '../../content/present.ts';
import { UUID, values, visibleWhere, type RawQuery } from '../../content/query.ts';
import type { AppContext } from '../../context.ts';
import { queryRows } from '../../db/client.ts';
import { badRequest, errorBody } from '../../http/errors.ts';
import { COLUMN_NAMES, matrixCsv, matrixXlsx } from './files.ts';
import { countryRegulationsMatrix, MATRIX_COLUMNS, matrixLines, matrixView, type MatrixColumns } from './matrix.ts';
import { choicesView, MAX_PARALLEL, MIN_PARALLEL, parallelChoices, parallelReading, parallelView } from './parallel.ts';

const tags = ['research'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody };
const param = z.union([z.string().max(2000), z.array(z.string().max(200)).max(200)]).optional();

const matrixQuery = z.strictObject({
  columns: z
    .enum(MATRIX_COLUMNS)
    .optional()
    .describe('area: top-level topic areas (default) | topic: the topics tagged | kind: the regulation’s type'),
  country: param.describe('Jurisdictions (ISO codes, EU, INT): any of them'),
  topics: param.describe('Topic ids (with their sub-topics): any of them'),
  kind: param.describe('Types: regulation, directive, act, rule, guideline, standard, bill'),
  status: param.describe('Statuses: proposed, adopted, in-force, repealed'),
  q: z.string().max(500).optional().describe('Full-text query, as the regulation list takes it'),
  format: z.enum(['xlsx', 'csv']).optional().describe('The file (an attachment); none: the matrix as JSON'),
});

/** The export's About lines: each filter as a person reads it (topics by name). */
async function describe(ctx: AppContext, filters: RawQuery, roles: readonly string[]): Promise<[string, string][]> {
  const out: [string, string][] = [];
  const topicIds = values(filters.topics).filter((id) => UUID.test(id));
  const names = new Map(
    topicIds.length
      ? (
          await queryRows<{ id: string; title: string }>(
            ctx.db,
            sql`SELECT id, title FROM content_items WHERE id = ANY(${sql.param(topicIds)}::uuid[]) AND ${visibleWhere(roles)}`,
          )
        ).map((row) => [row.id, row.title])
      : [],
  );
  const labels: Record<string, string> = {
    country: 'Jurisdictions',
    topics: 'Topics',
    kind: 'Types',
    status: 'Statuses',
    q: 'Search text',
  };
  for (const [name, label] of Object.entries(labels)) {
    const list = values(filters[name]);
    if (list.length) out.push([label, list.map((value) => names.get(value) ?? value).join('; ')]);
  }
  return out;
}

/** Research (issue 16): the country-regulations matrix (v4, and the v2/v3 demos) and parallel reading. */
export function registerResearchRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/research/country-regulations',
    {
      config: { access: { resource: 'regulation', action: 'read' } },
      schema: {
        tags,
        summary: 'Regulations by jurisdiction × topic area, topic or type, with the regulation list’s filters',
        description:
          'Each cell counts and lists (the first few by title) the regulations of a jurisdiction in a column; a ' +
          'cell’s count is the regulation list’s total for `country=<row>` and `topics=<column>` (or `kind=`) with ' +
          'the same filters, among the regulations the caller may see. Rows and columns carry their distinct totals. ' +
          '`format=xlsx|csv`: the counts and one line per regulation and column, as a file.',
        querystring: matrixQuery,
        response: { 200: matrixView, ...errors },
      },
    },
    async (request, reply) => {
      const identity = identityOf(request);
      const caller = { roles: identity.roles, userId: userIdOf(identity) };
      const {
        columns = 'area',
        format,
        ...filters
      } = request.query as RawQuery & {
        columns?: MatrixColumns;
        format?: 'xlsx' | 'csv';
      };
      if (!format) return countryRegulationsMatrix(ctx.db, columns, filters, caller);
      const { matrix, lines, capped } = await matrixLines(ctx.db, columns, filters, caller);
      const origin = ctx.config.PUBLIC_URL.replace(/\/$/, '');
      const linkOf = (id: string) => `${origin}/regdecomp/regulation/${id}`;
      const now = new Date();
      const name = `country-regulations-by-${COLUMN_NAMES[columns].toLowerCase().replace(/\s+/g, '-')}-${now.toISOString().slice(0, 10)}`;
      const file = reply as unknown as FastifyReply;
      reply.header('content-disposition', `attachment; filename="${name}.${format}"`);
      reply.header('cache-control', 'no-store');
      if (format === 'csv') {
        reply.type('text/csv; charset=utf-8');
        return file.send(matrixCsv(columns, lines, linkOf));
      }
      const about = { filters: await describe(ctx, filters, caller.roles), exportedAt: now, capped };
      reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      return file.send(await matrixXlsx(matrix, lines, about, linkOf));
    },
  );

  api.get(
    '/api/research/parallel',
    {
      config: { access: { resource: 'researchParallel', action: 'read' } },
      schema: {
        tags,
        summary: 'Two or three regulations side by side: their requirements aligned by topic',
        description:
          'Each topic row holds each regulation’s requirements tagged with it; `onlyIn` names the regulation that ' +
          'alone has requirements on the topic (what it requires and the others do not). Needs researchParallel:read.',
        querystring: z.strictObject({
          regulations: z
            .union([z.string().max(200), z.array(z.string().max(40)).max(10)])
            .describe(`${MIN_PARALLEL} or ${MAX_PARALLEL} regulation ids (repeat or comma-separate)`),
        }),
        response: { 200: parallelView, ...errors, 404: errorBody },
      },
    },
    async (request) => {
      const ids = values(request.query.regulations).map((id) => id.toLowerCase());
      const bad = ids.find((id) => !UUID.test(id));
      if (bad !== undefined) {
        throw badRequest(`${bad} is not a regulation id.`, {
          issues: [{ where: 'querystring', path: 'regulations', message: 'not an id' }],
        });
      }
      const distinct = [...new Set(ids)];
      if (distinct.length < MIN_PARALLEL || distinct.length > MAX_PARALLEL || distinct.length !== ids.length) {
        throw badRequest(`Choose ${MIN_PARALLEL} or ${MAX_PARALLEL} different regulations.`, {
          issues: [
            { where: 'querystring', path: 'regulations', message: `${MIN_PARALLEL}–${MAX_PARALLEL} distinct ids` },
          ],
        });
      }
      return parallelReading(ctx.db, distinct, identityOf(request).roles);
    },
  );

  api.get(
    '/api/research/parallel/regulations',
    {
      config: { access: { resource: 'researchParallel', action: 'read' } },
      schema: {
        tags,
        summary: 'The regulations parallel reading can compare: those with requirements, the most recorded first',
        response: { 200: choicesView, ...errors },
      },
    },
    async (request) => parallelChoices(ctx.db, identityOf(request).roles),
  );
}
