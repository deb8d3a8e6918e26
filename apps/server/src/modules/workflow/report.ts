import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOf } from '../../auth/access.ts';
import { userIdOf } from '../../content/present.ts';
import type { AppContext } from '../../context.ts';
import { errorBody } from '../../http/errors.ts';
import { articleReport, reportQuery, reportView } from './report-data.ts';
import { reportCsv, reportXlsx } from './report-files.ts';

const tags = ['insights report'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

/**
 * The insights report (issue 16, `/articles/report`): insights published per period, by author, topic and country,
 * as JSON and as an XLSX or CSV file. Only published insights count, whoever asks; it needs the right to read
 * insights, and is part of every build.
 */
export function registerArticleReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const callerOf = (request: Parameters<typeof identityOf>[0]) => {
    const identity = identityOf(request);
    return { roles: identity.roles, userId: userIdOf(identity) };
  };

  api.get(
    '/api/articles/report',
    {
      config: { access: { resource: 'article', action: 'read' } },
      schema: {
        tags,
        summary: 'Insights published per month, quarter or year of a date range, by author, topic and country',
        querystring: reportQuery,
        response: { 200: reportView, ...errors },
      },
    },
    async (request) => articleReport(ctx.db, request.query, callerOf(request)),
  );

  api.get(
    '/api/articles/report/export',
    {
      config: { access: { resource: 'article', action: 'read' } },
      schema: {
        tags,
        summary: 'The insights report as a file: XLSX (a sheet per table) or CSV (one table, a Section column)',
        querystring: reportQuery.extend({
          format: z.enum(['xlsx', 'csv']).default('xlsx').describe('The file format'),
        }),
        response: { ...errors },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const report = await articleReport(ctx.db, query, callerOf(request));
      const file = reply as unknown as FastifyReply;
      reply.header(
        'content-disposition',
        `attachment; filename="insights-report-${report.from}-${report.to}.${format}"`,
      );
      reply.header('cache-control', 'no-store');
      if (format === 'xlsx') {
        reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
        return file.send(await reportXlsx(report));
      }
      reply.type('text/csv; charset=utf-8');
      return file.send(reportCsv(report));
    },
  );
}
