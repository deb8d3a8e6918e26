import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Mailer } from '../../../alerts/mailer.ts';
import type { AppContext } from '../../../context.ts';
import { EXPORT_LIMIT } from '../../../content/export.ts';
import { errorBody } from '../../../http/errors.ts';
import { ReportScheduler } from './schedule.ts';
import { previewView, reportInput, reportSpec, reportView } from './schemas.ts';
import { access, idParams, readerOf, tags } from './common.ts';
import { registerReportExports } from './export-routes.ts';
import { createReport, deleteReport, getReport, listReports, updateReport } from './store.ts';
import { checkReport, reportTable } from './table.ts';

/** Rows a preview shows (its groups and total count the whole report). */
export const PREVIEW_ROWS = 200;

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
/**
 * Reporting (issue 17, `/apps/reporting`): a person's saved reports — a type's list as its filters narrow it, some
 * columns, grouped by a field — previewed, exported as XLSX, CSV or PDF, and e-mailed daily or weekly. Rows come from
 * the content list's own query with the reader's rights; scheduled ones are sent in the background (JOBS) through
 * the alerts' mailer when SMTP_URL is set.
 */
export function registerReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { config } = ctx;
  const mailer = config.SMTP_URL
    ? new Mailer(ctx.db, {
        smtpUrl: config.SMTP_URL,
        from: config.MAIL_FROM ?? `Regulatory Horizon <no-reply@${new URL(config.PUBLIC_URL).hostname}>`,
        publicUrl: config.PUBLIC_URL,
        log: app.log,
      })
    : null;
  const scheduler = new ReportScheduler(ctx.db, mailer, config.PUBLIC_URL, app.log);
  if (config.JOBS) app.addHook('onReady', async () => scheduler.start(config.ALERTS_INTERVAL_SECONDS * 1000));
  app.addHook('onClose', async () => {
    await scheduler.stop();
    mailer?.close();
  });

  api.get(
    '/api/reports',
    {
      config: access,
      schema: {
        tags,
        summary: 'Your saved reports, the last changed first',
        response: {
          200: z.object({
            reports: z.array(reportView),
            emailEnabled: z.boolean().describe('false: no SMTP server is configured; schedules wait'),
          }),
          ...errors,
        },
      },
    },
    async (request) => ({
      reports: await listReports(ctx.db, readerOf(request).userId),
      emailEnabled: mailer !== null,
    }),
  );

  api.post(
    '/api/reports',
    {
      config: access,
      schema: { tags, summary: 'Save a report', body: reportInput, response: { 201: reportView, ...errors } },
    },
    async (request, reply) => {
      const reader = readerOf(request);
      checkReport(request.body, reader);
      return reply.code(201).send(await createReport(ctx.db, reader.userId, request.body));
    },
  );

  api.get(
    '/api/reports/:id',
    {
      config: access,
      schema: { tags, summary: 'One of your reports', params: idParams, response: { 200: reportView, ...errors } },
    },
    async (request) => getReport(ctx.db, readerOf(request).userId, request.params.id),
  );

  api.put(
    '/api/reports/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'Change one of your reports (the whole report)',
        params: idParams,
        body: reportInput,
        response: { 200: reportView, ...errors },
      },
    },
    async (request) => {
      const reader = readerOf(request);
      checkReport(request.body, reader);
      return updateReport(ctx.db, reader.userId, request.params.id, request.body);
    },
  );

  api.delete(
    '/api/reports/:id',
    {
      config: access,
      schema: { tags, summary: 'Delete one of your reports', params: idParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteReport(ctx.db, readerOf(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/api/reports/preview',
    {
      config: access,
      schema: {
        tags,
        summary: `A report's first ${PREVIEW_ROWS} rows, its groups with their counts and its total`,
        body: reportSpec,
        response: { 200: previewView, ...errors },
      },
    },
    async (request) => {
      const table = await reportTable(ctx.db, request.body, readerOf(request), PREVIEW_ROWS);
      return {
        columns: table.columns,
        groupLabel: table.groupLabel,
        rows: table.rows,
        groups: table.groups,
        total: table.total,
        limit: EXPORT_LIMIT,
        truncated: table.truncated,
      };
    },
  );

  registerReportExports(app, ctx);
}
