import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOf } from '../../auth/access.ts';
import { listFilterSchema } from '../../content/list-filters.ts';
import { userIdOf } from '../../content/present.ts';
import type { RawQuery } from '../../content/query.ts';
import type { AppContext } from '../../context.ts';
import { badRequest, errorBody, notFound } from '../../http/errors.ts';
import { describeFilters } from './export-about.ts';
import { EXPORT_CAP, EXPORT_TEMPLATES, policyExport, policyType, type ExportTemplate } from './export-data.ts';
import { exportCsv, exportXlsx } from './export-files.ts';
import { policyStats, policyStatsView } from './stats.ts';

const tags = ['climate policies'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

const exportView = z.object({
  template: z.enum(EXPORT_TEMPLATES),
  count: z.number().int().describe('Policies the filters select: the list’s own total for the same filters'),
  columns: z.array(z.string()),
  rows: z.array(
    z.object({
      kind: z.enum(['group', 'item']).describe('group: a jurisdiction’s heading row (grouped template)'),
      cells: z.array(z.union([z.string(), z.number(), z.null()])),
      id: z.string().optional().describe('The policy’s id (basic and grouped items)'),
    }),
  ),
  fileName: z.string().describe('The file’s name without extension'),
});

/** The policy list's filters (the generic list's query parameters, minus paging), and the file format. */
function exportQuery() {
  const type = policyType();
  const param = z.union([z.string(), z.array(z.string())]).optional();
  const shape: Record<string, z.ZodType> = {
    q: z.string().max(500).optional().describe('Full-text query: words, "phrases", OR, -excluded'),
    scope: z.string().max(100).optional().describe('An area: only the policies of its scope'),
    sort: z.string().max(100).optional().describe('Ignored: files are sorted by jurisdiction, then title'),
    format: z.enum(['xlsx', 'csv']).optional().describe('The file itself (an attachment); none: the JSON preview'),
    ...listFilterSchema(type),
  };
  for (const field of type.fields) {
    shape[field.name] = param.describe(`${field.label}: any of these values (repeat or comma-separate)`);
    if (['date', 'datetime', 'number'].includes(field.kind)) {
      shape[`${field.name}.from`] = z.string().optional().describe(`${field.label} from (inclusive)`);
      shape[`${field.name}.to`] = z.string().optional().describe(`${field.label} to (inclusive)`);
    }
  }
  return z.strictObject(shape);
}

/**
 * The Climate Policy dashboard's own calls (issue 15): the download wizard's export, in three templates, as a JSON
 * preview or a file; and the editors' coverage statistics (internal build only).
 */
export function registerPolicyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/policies/export/:template',
    {
      config: { access: { resource: 'impactpolicy', action: 'read' } },
      schema: {
        tags,
        summary:
          'Export the filtered climate policies: basic list, grouped by jurisdiction, or jurisdiction × instrument',
        description:
          'Without `format`: the JSON preview, exactly the rows and columns of the file. `format=xlsx|csv`: the file, ' +
          `as an attachment. At most ${EXPORT_CAP} policies (422 beyond: narrow the filters).`,
        params: z.strictObject({ template: z.string().max(50).describe(EXPORT_TEMPLATES.join(' | ')) }),
        querystring: exportQuery(),
        response: { 200: exportView, ...errors, 422: errorBody },
      },
    },
    async (request, reply) => {
      const template = request.params.template;
      if (!(EXPORT_TEMPLATES as readonly string[]).includes(template)) {
        throw badRequest(`There is no export template ${template}; use ${EXPORT_TEMPLATES.join(', ')}.`, {
          issues: [{ where: 'params', path: 'template', message: 'unknown template' }],
        });
      }
      const identity = identityOf(request);
      const caller = { roles: identity.roles, userId: userIdOf(identity) };
      const { format, sort: _sort, ...filters } = request.query as RawQuery & { format?: 'xlsx' | 'csv' };
      const now = new Date();
      const table = await policyExport(ctx.db, template as ExportTemplate, filters, caller, ctx.config.PUBLIC_URL, now);
      if (!format) {
        return {
          template: table.template,
          count: table.count,
          columns: table.columns.map((column) => column.label),
          rows: table.rows.map(({ kind, cells, id }) => (id ? { kind, cells, id } : { kind, cells })),
          fileName: table.fileName,
        };
      }
      // A file is bytes: Fastify sends a Buffer as it is, past the JSON schema of the preview.
      const file = reply as unknown as FastifyReply;
      reply.header('content-disposition', `attachment; filename="${table.fileName}.${format}"`);
      reply.header('cache-control', 'no-store');
      if (format === 'xlsx') {
        const about = { filters: await describeFilters(ctx.db, filters, caller.roles), exportedAt: now };
        reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
        return file.send(await exportXlsx(table, about));
      }
      reply.type('text/csv; charset=utf-8');
      return file.send(exportCsv(table));
    },
  );

  api.get(
    '/api/policies/stats',
    {
      config: { access: { resource: 'impactinitiative', action: 'create' } },
      schema: {
        tags,
        summary: 'Coverage of the climate policies for their editors: per jurisdiction, freshness, missing fields',
        description: 'Internal build only (404 when the server serves an external build).',
        response: { 200: policyStatsView, ...errors, 404: errorBody },
      },
    },
    async (request) => {
      // Spec §2: stats is a page of the internal build; a server of an external build has no such call.
      if (ctx.config.WEB_BUILD !== 'full') throw notFound('Coverage statistics are part of the internal build only.');
      const identity = identityOf(request);
      return policyStats(ctx.db, { roles: identity.roles, userId: userIdOf(identity) });
    },
  );
}
