import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOf } from '../../auth/access.ts';
import type { Identity } from '../../auth/identity.ts';
import { toCsv, toXlsx } from '../../content/export.ts';
import { assertCan } from '../../content/service.ts';
import type { AppContext } from '../../context.ts';
import { errorBody } from '../../http/errors.ts';
import { chainOf, chainView } from './chain.ts';
import { coverageOf, coverageView } from './coverage.ts';
import { gapsOf, gapsQuery, gapsTable, gapsView } from './gaps.ts';
import { soaFileName, soaPdf, soaXlsx } from './soa-files.ts';
import { soaOf, soaQuery, soaView } from './soa.ts';
import { CONTROL, OBLIGATION, REGULATION, workspaceOf, workspaceView } from './workspace.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const tags = ['regdecomp'];
const readObligations = { access: { resource: 'obligation', action: 'read' } } as const;

const byName = (identity: Identity) => (identity.kind === 'user' ? identity.username : identity.organisation);

/** A file download: its name, no caching (it says what the caller may see). */
function attachment(reply: FastifyReply, name: string, type: string): FastifyReply {
  return reply
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .type(type);
}

/**
 * The traceable chain's reads (issue 14): a regulation's decomposition workspace, the coverage dashboard, the gaps,
 * the statement of applicability, and a control's reverse chain. Shapes: apps/web/src/areas/chain-api.ts.
 */
export function registerRegdecompRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  /** Reading the chain of obligations needs a read grant on regulations beside the route's on obligations. */
  const reader = (request: { identity: Identity | null }) => {
    const identity = identityOf(request as Parameters<typeof identityOf>[0]);
    assertCan(identity, OBLIGATION, 'read');
    assertCan(identity, REGULATION, 'read');
    return identity;
  };

  api.get(
    '/api/regdecomp/workspace/:regulationId',
    {
      config: readObligations,
      schema: {
        tags,
        summary: 'A regulation’s decomposition workspace: its requirements, obligations, controls and open flags',
        params: z.strictObject({ regulationId: z.uuid().describe('The regulation') }),
        response: { 200: workspaceView, ...errors },
      },
    },
    async (request) => workspaceOf(ctx.db, request.params.regulationId, reader(request).roles),
  );

  api.get(
    '/api/regdecomp/coverage',
    {
      config: readObligations,
      schema: {
        tags,
        summary: 'Coverage per regulation: obligations met, unmet, not applicable, flagged and waiting for approval',
        response: { 200: coverageView, ...errors },
      },
    },
    async (request) => coverageOf(ctx.db, reader(request).roles),
  );

  api.get(
    '/api/regdecomp/gaps',
    {
      config: readObligations,
      schema: {
        tags,
        summary: 'Applicable obligations no control meets (json, csv or xlsx)',
        querystring: gapsQuery,
        response: { 200: gapsView, ...errors },
      },
    },
    async (request, reply) => {
      const { format, ...filters } = request.query;
      const view = await gapsOf(ctx.db, reader(request).roles, filters);
      if (format === 'json') return view;
      const name = `obligation-gaps-${new Date().toISOString().slice(0, 10)}.${format}`;
      const table = gapsTable(view);
      if (format === 'xlsx') return attachment(reply, name, XLSX).send(await toXlsx(OBLIGATION, table));
      return attachment(reply, name, 'text/csv; charset=utf-8').send(toCsv(table));
    },
  );

  api.get(
    '/api/regdecomp/soa/:regulationId',
    {
      config: readObligations,
      schema: {
        tags,
        summary: 'A regulation’s statement of applicability (json, xlsx or pdf)',
        params: z.strictObject({ regulationId: z.uuid().describe('The regulation') }),
        querystring: soaQuery,
        response: { 200: soaView, ...errors },
      },
    },
    async (request, reply) => {
      const identity = reader(request);
      const soa = await soaOf(ctx.db, request.params.regulationId, identity.roles);
      const { format } = request.query;
      if (format === 'json') return soa;
      const author = { name: byName(identity) };
      if (format === 'xlsx') return attachment(reply, soaFileName(soa, 'xlsx'), XLSX).send(await soaXlsx(soa, author));
      return attachment(reply, soaFileName(soa, 'pdf'), 'application/pdf').send(await soaPdf(soa, author));
    },
  );

  api.get(
    '/api/controls/:id/chain',
    {
      config: { access: { resource: 'control', action: 'read' } },
      schema: {
        tags: ['controls'],
        summary: 'What a control serves: the obligations it meets by regulation, its risks and its evidence',
        params: z.strictObject({ id: z.uuid().describe('The control') }),
        response: { 200: chainView, ...errors },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      assertCan(identity, CONTROL, 'read');
      return chainOf(ctx.db, request.params.id, identity.roles);
    },
  );
}
