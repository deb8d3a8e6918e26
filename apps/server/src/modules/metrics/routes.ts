import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOf } from '../../auth/access.ts';
import { userIdOf } from '../../content/present.ts';
import type { AppContext } from '../../context.ts';
import { badRequest, errorBody } from '../../http/errors.ts';
import {
  catalogueTable,
  describeFilters,
  ESG_EXPORTS,
  esgCsv,
  esgXlsx,
  lineageTable,
  type EsgExport,
} from './export.ts';
import { lineageRows, lineageTotals } from './lineage.ts';
import { interoperability, metricSeries } from './matrix.ts';
import { readModel } from './model.ts';
import { sankeyOf } from './sankey.ts';
import {
  exportQuery,
  exportView,
  interopQuery,
  interopView,
  lineageQuery,
  lineageView,
  listOf,
  valuesQuery,
  valuesView,
} from './schemas.ts';

const tags = ['ESG metrics'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody };
const access = { resource: 'metric', action: 'read' } as const;

type Query = Record<string, unknown> & { q?: string | undefined };
/** Every list parameter as a list, the words as they are. */
const filtersOf = (query: Query) =>
  Object.fromEntries(
    Object.entries(query).map(([name, value]) => [name, name === 'q' ? value : listOf(value as string | string[])]),
  ) as Record<string, string[] | undefined> & { q?: string };

/**
 * ESG metrics (issue 16): the lineage source system → data element → metric → disclosure → framework, the
 * interoperability matrix of metrics and frameworks, metric values over reporting periods, and the catalogue and
 * lineage exports. Read from the live items the caller may see (see model.ts).
 */
export function registerMetricsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const modelFor = (request: Parameters<typeof identityOf>[0]) => {
    const identity = identityOf(request);
    return readModel(ctx.db, identity.roles, userIdOf(identity));
  };

  /** Most lineage rows in the JSON answers (the lineage and the export preview); the file holds up to EXPORT_CAP. */
  const LINEAGE_CAP = 5_000;
  const PREVIEW_CAP = LINEAGE_CAP;
  const EXPORT_CAP = 20_000;

  api.get(
    '/api/metrics/lineage',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The ESG lineage: one row per path source system → data element → metric → disclosure → framework',
        description:
          'Data elements no metric uses are rows with no metric; metrics without disclosures are rows with no ' +
          'disclosure. `sankey` holds the same paths as nodes and bands, each band with the filters of its rows.',
        querystring: lineageQuery,
        response: { 200: lineageView, ...errors },
      },
    },
    async (request) => {
      const rows = lineageRows(await modelFor(request), filtersOf(request.query));
      // Totals and the Sankey count every path; the rows sent stop at LINEAGE_CAP (`capped` says so).
      return {
        rows: rows.slice(0, LINEAGE_CAP),
        capped: rows.length > LINEAGE_CAP,
        totals: lineageTotals(rows),
        sankey: sankeyOf(rows),
      };
    },
  );

  api.get(
    '/api/metrics/interoperability',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Metrics × frameworks: the disclosures of each framework that each metric meets',
        querystring: interopQuery,
        response: { 200: interopView, ...errors },
      },
    },
    async (request) => interoperability(await modelFor(request), filtersOf(request.query)),
  );

  api.get(
    '/api/metrics/values',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Metric values over reporting periods: one series per metric and entity that has values',
        querystring: valuesQuery,
        response: { 200: valuesView, ...errors },
      },
    },
    async (request) => {
      const { from, to, ...rest } = request.query;
      if (from && to && from > to) {
        throw badRequest('from is after to.', {
          issues: [{ where: 'querystring', path: 'from', message: 'after to' }],
        });
      }
      return metricSeries(await modelFor(request), {
        ...filtersOf(rest),
        ...(from ? { from } : {}),
        ...(to ? { to } : {}),
      });
    },
  );

  api.get(
    '/api/metrics/export/:what',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Export the metrics catalogue or the lineage as XLSX or CSV',
        description:
          'Without `format`: the JSON preview, exactly the rows and columns of the file. `format=xlsx|csv`: the ' +
          'file, as an attachment. `lineage` takes the lineage’s filters, `catalogue` those of the metrics. The ' +
          'preview holds at most 5,000 rows (`capped`; `total`: the rows of the file), the file at most 20,000.',
        params: z.strictObject({ what: z.string().max(50).describe(ESG_EXPORTS.join(' | ')) }),
        querystring: exportQuery,
        response: { 200: exportView, ...errors },
      },
    },
    async (request, reply) => {
      const what = request.params.what;
      if (!(ESG_EXPORTS as readonly string[]).includes(what)) {
        throw badRequest(`There is no export ${what}; use ${ESG_EXPORTS.join(', ')}.`, {
          issues: [{ where: 'params', path: 'what', message: 'unknown export' }],
        });
      }
      const { format, ...query } = request.query;
      const filters = filtersOf(query);
      const model = await modelFor(request);
      const now = new Date();
      const table =
        (what as EsgExport) === 'lineage'
          ? lineageTable(lineageRows(model, filters), now)
          : catalogueTable(model, filters, now);
      if (!format) {
        return {
          what: table.what,
          columns: table.columns.map((column) => column.label),
          rows: table.rows.slice(0, PREVIEW_CAP),
          total: Math.min(table.rows.length, EXPORT_CAP),
          capped: table.rows.length > PREVIEW_CAP,
          fileName: table.fileName,
        };
      }
      if (table.rows.length > EXPORT_CAP) table.rows = table.rows.slice(0, EXPORT_CAP);
      // A file is bytes: Fastify sends a Buffer as it is, past the JSON schema of the preview.
      const file = reply as unknown as FastifyReply;
      reply.header('content-disposition', `attachment; filename="${table.fileName}.${format}"`);
      reply.header('cache-control', 'no-store');
      if (format === 'xlsx') {
        reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
        return file.send(await esgXlsx(table, { filters: describeFilters(model, filters), exportedAt: now }));
      }
      reply.type('text/csv; charset=utf-8');
      return file.send(esgCsv(table));
    },
  );
}
