import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { badRequest } from '../../../http/errors.ts';
import { CONTENT_TYPES, fileName, reportFile } from './files.ts';
import { access, idParams, readerOf, tags } from './common.ts';
import { exportBody, exportQuery, FORMATS, type ReportFormat, type ReportSpec } from './schemas.ts';
import { getReport } from './store.ts';
import { checkReport, reportTable, type Reader } from './table.ts';

/**
 * A report's files (XLSX, CSV, PDF), made now with the caller's rights: a saved report's, and an unsaved one's, sent
 * as a POST's body (API clients) or as JSON in a GET's query (the browser's downloads are GETs).
 */
export function registerReportExports(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const sendFile = async (
    reply: FastifyReply,
    spec: ReportSpec,
    reader: Reader,
    title: string,
    format: ReportFormat,
  ) => {
    const table = await reportTable(ctx.db, spec, reader);
    const about = { title, generatedAt: new Date() };
    reply.header('content-disposition', `attachment; filename="${fileName(about, format)}"`);
    reply.header('cache-control', 'no-store');
    reply.type(CONTENT_TYPES[format]);
    return reply.send(await reportFile(table, about, format));
  };

  api.get(
    '/api/reports/:id/export',
    {
      config: access,
      schema: {
        tags,
        summary: 'Export one of your reports as XLSX, CSV or PDF, made now with your rights',
        params: idParams,
        querystring: exportQuery,
      },
    },
    async (request, reply) => {
      const reader = readerOf(request);
      const report = await getReport(ctx.db, reader.userId, request.params.id);
      return sendFile(reply, report, reader, report.name, request.query.format);
    },
  );

  api.post(
    '/api/reports/export',
    {
      config: access,
      schema: { tags, summary: 'Export a report that is not saved (XLSX, CSV or PDF)', body: exportBody },
    },
    async (request, reply) => {
      const { format, name, ...spec } = request.body;
      const reader = readerOf(request);
      const title = name ?? checkReport(spec, reader).type.plural;
      return sendFile(reply, spec, reader, title, format);
    },
  );

  // The same as a GET (the report in `spec`), for the browser: its downloads are GETs (api.download).
  api.get(
    '/api/reports/export',
    {
      config: access,
      schema: {
        tags,
        summary: 'Export a report that is not saved: the POST’s body as JSON in `spec`',
        querystring: z.strictObject({
          spec: z.string().max(20_000).describe('The report as JSON: type, query, columns, groupBy, name'),
          format: z.enum(FORMATS).default('xlsx'),
        }),
      },
    },
    async (request, reply) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(request.query.spec);
      } catch {
        throw badRequest('spec is not JSON.', {
          issues: [{ where: 'querystring', path: 'spec', message: 'not JSON' }],
        });
      }
      const body = exportBody.omit({ format: true }).safeParse(parsed);
      if (!body.success) {
        const issues = body.error.issues.map((issue) => ({
          where: 'querystring',
          path: ['spec', ...issue.path].join('.'),
          message: issue.message,
        }));
        throw badRequest('The report is not valid.', { issues });
      }
      const { name, ...spec } = body.data;
      const reader = readerOf(request);
      const title = name ?? checkReport(spec, reader).type.plural;
      return sendFile(reply, spec, reader, title, request.query.format);
    },
  );
}
