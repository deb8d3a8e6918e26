import { can } from '@rh/core';
import { canLookup, CONTENT_TYPES, type ContentType } from '@rh/core/content';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Identity } from '../auth/identity.ts';
import type { AppContext } from '../context.ts';
import { errorBody, forbidden } from '../http/errors.ts';
import { EXPORT_LIMIT, exportTable, parseExportColumns, toCsv, toXlsx } from './export.ts';
import { listFilterSchema } from './list-filters.ts';
import { itemView, present, userIdOf } from './present.ts';
import type { RawQuery } from './query.ts';
import { journalOf, linksOf, listAll, listPage, lookupItems } from './reads.ts';
import { assertCan, ContentService } from './service.ts';
import type { WriteHooks } from './write-hooks.ts';
import { JOURNAL_ACTIONS } from '@rh/core/content';

const param = z.union([z.string(), z.array(z.string())]).optional();

/** The list's query string: paging, sort, text and one parameter per filterable field (`.from`/`.to` for ranges). */
function listQuerySchema(type: ContentType) {
  const shape: Record<string, z.ZodType> = {
    q: z.string().max(500).optional().describe('Full-text query: words, "phrases", OR, -excluded'),
    sort: z
      .string()
      .max(100)
      .optional()
      .describe(
        `Field to sort by; prefix - for descending (default ${type.list.sort.dir === 'desc' ? '-' : ''}${type.list.sort.field})`,
      ),
    limit: z.string().optional().describe('Items per page, 1–100 (default 25)'),
    cursor: z.string().max(2000).optional().describe('nextCursor of the previous page'),
    deleted: z.enum(['true', 'false']).optional().describe('true: the deleted items'),
    scope: z
      .string()
      .max(100)
      .optional()
      .describe('An area (ai, commodities…): only the items of its scope on this type (400 if it has none)'),
  };
  Object.assign(shape, listFilterSchema(type));
  for (const field of type.fields) {
    shape[field.name] = param.describe(`${field.label}: any of these values (repeat or comma-separate)`);
    if (['date', 'datetime', 'number'].includes(field.kind)) {
      shape[`${field.name}.from`] = z.string().optional().describe(`${field.label} from (inclusive)`);
      shape[`${field.name}.to`] = z.string().optional().describe(`${field.label} to (inclusive)`);
    }
  }
  return z.strictObject(shape);
}

const idParams = z.strictObject({ id: z.string().min(1).max(200).describe('The id, or the type’s natural key') });
const uuidParams = z.strictObject({ id: z.uuid() });
const versioned = { version: z.number().int().min(1).describe('The version you read') };

const listView = z.object({
  items: z.array(itemView),
  nextCursor: z.string().nullable(),
  total: z.object({ value: z.number().int(), exact: z.boolean().describe('false: an estimate (large lists)') }),
  abilities: z.object({ create: z.boolean() }),
});

const journalView = z.object({
  entries: z.array(
    z.object({
      id: z.number(),
      at: z.string(),
      user: z.object({ id: z.string(), name: z.string() }).nullable(),
      action: z.enum(JOURNAL_ACTIONS),
      version: z.number(),
      changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
      transition: z.string().nullable(),
      fromStage: z.string().nullable(),
      toStage: z.string().nullable(),
      comment: z.string().nullable(),
    }),
  ),
});

const linksView = z.object({
  links: z.array(
    z.object({
      id: z.uuid(),
      relation: z.string(),
      direction: z.enum(['out', 'in']),
      item: z.object({ id: z.uuid(), type: z.string(), title: z.string(), deletedAt: z.string().nullable() }),
    }),
  ),
});

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const who = (request: FastifyRequest): Identity => request.identity!;

/** The generic routes of every registered content type, under /api/content/{type}. */
export function registerContentRoutes(app: FastifyInstance, ctx: AppContext, hooks?: WriteHooks): void {
  const service = new ContentService(ctx.db, hooks);
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const type of CONTENT_TYPES) {
    const base = `/api/content/${type.name}`;
    const tags = [`content: ${type.name}`];
    const access = (action: 'read' | 'create' | 'update' | 'delete') => ({
      access: { resource: type.resource, action },
    });
    const data = z.record(z.string(), z.unknown()).describe(`The fields of a ${type.label.toLowerCase()}`);

    api.get(
      base,
      {
        config: access('read'),
        schema: {
          tags,
          summary: `List ${type.plural.toLowerCase()}`,
          querystring: listQuerySchema(type),
          response: { 200: listView, ...errors },
        },
      },
      async (request) => {
        const identity = who(request);
        assertCan(identity, type, 'read');
        const page = await listPage(ctx.db, type, request.query as RawQuery, identity.roles, {
          userId: userIdOf(identity),
        });
        return {
          items: await present(ctx.db, type, page.rows, identity),
          nextCursor: page.nextCursor,
          total: page.total,
          abilities: {
            create: can(identity.roles, type.resource, 'create'),
          },
        };
      },
    );

    api.get(
      `${base}/export`,
      {
        config: access('read'),
        schema: {
          tags,
          summary: `Export the filtered ${type.plural.toLowerCase()} (CSV or Excel, at most ${EXPORT_LIMIT} rows)`,
          querystring: listQuerySchema(type).extend({
            format: z.enum(['csv', 'xlsx']).default('csv'),
            columns: z
              .string()
              .max(4000)
              .optional()
              .describe(
                'Comma-separated column names, in order (id, a field, stage, createdAt, updatedAt); default all',
              ),
          }),
        },
      },
      async (request, reply) => {
        assertCan(who(request), type, 'read');
        const { format, columns, ...filters } = request.query as RawQuery & {
          format: 'csv' | 'xlsx';
          columns?: string;
        };
        const chosen = parseExportColumns(type, columns);
        const rows = await listAll(ctx.db, type, filters, who(request).roles, EXPORT_LIMIT, userIdOf(who(request)));
        const table = await exportTable(ctx.db, type, rows, who(request).roles, chosen);
        const stamp = new Date().toISOString().slice(0, 10);
        const file = `${type.plural.toLowerCase().replace(/\W+/g, '-')}-${stamp}.${format}`;
        reply.header('content-disposition', `attachment; filename="${file}"`);
        reply.header('cache-control', 'no-store');
        if (format === 'xlsx') {
          reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
          return reply.send(await toXlsx(type, table));
        }
        reply.type('text/csv; charset=utf-8');
        return reply.send(toCsv(table));
      },
    );

    api.get(
      `${base}/lookup`,
      {
        // Readers of the type, and writers of a type that points at it (canLookup): checked in the handler.
        config: { access: { signedIn: true } },
        schema: {
          tags,
          summary: `Titles of ${type.plural.toLowerCase()} for pickers: words starting as typed, or these ids`,
          querystring: z.strictObject({
            q: z.string().trim().max(200).optional().describe('Words of the title; the last one may be a prefix'),
            ids: z
              .string()
              .max(4000)
              .optional()
              .transform((value) => (value ? value.split(',') : undefined))
              .pipe(z.array(z.uuid()).max(100).optional())
              .describe('Comma-separated ids whose titles are wanted, deleted or not'),
            limit: z.coerce.number().int().min(1).max(100).default(20),
          }),
          response: {
            200: z.object({
              items: z.array(z.object({ id: z.uuid(), title: z.string(), key: z.string().nullable() })),
            }),
            ...errors,
          },
        },
      },
      async (request) => {
        if (!canLookup(who(request).roles, type)) throw forbidden(`You may not look up ${type.plural.toLowerCase()}.`);
        return { items: await lookupItems(ctx.db, type, request.query, who(request).roles) };
      },
    );

    api.get(
      `${base}/:id`,
      {
        config: access('read'),
        schema: {
          tags,
          summary: `One ${type.label.toLowerCase()}`,
          params: idParams,
          response: { 200: itemView, ...errors },
        },
      },
      async (request) => service.get(who(request), type, request.params.id),
    );

    api.post(
      base,
      {
        config: access('create'),
        schema: {
          tags,
          summary: `Create a ${type.label.toLowerCase()}`,
          body: z.strictObject({ data }),
          response: { 201: itemView, ...errors },
        },
      },
      async (request, reply) => reply.code(201).send(await service.create(who(request), type, request.body.data)),
    );

    api.put(
      `${base}/:id`,
      {
        config: access('update'),
        schema: {
          tags,
          summary: `Change fields of a ${type.label.toLowerCase()} (only those sent)`,
          params: uuidParams,
          body: z.strictObject({ ...versioned, data }),
          response: { 200: itemView, ...errors },
        },
      },
      async (request) => service.update(who(request), type, request.params.id, request.body.version, request.body.data),
    );

    api.delete(
      `${base}/:id`,
      {
        config: access('delete'),
        schema: {
          tags,
          summary: `Delete a ${type.label.toLowerCase()} (it can be restored)`,
          params: uuidParams,
          querystring: z.strictObject({ version: z.coerce.number().int().min(1).optional() }),
          response: { 200: itemView, ...errors },
        },
      },
      async (request) => service.setDeleted(who(request), type, request.params.id, true, request.query.version),
    );

    api.post(
      `${base}/:id/restore`,
      {
        config: access('delete'),
        schema: {
          tags,
          summary: `Restore a deleted ${type.label.toLowerCase()}`,
          params: uuidParams,
          response: { 200: itemView, ...errors },
        },
      },
      async (request) => service.setDeleted(who(request), type, request.params.id, false),
    );

    api.get(
      `${base}/:id/journal`,
      {
        config: access('read'),
        schema: {
          tags,
          summary: 'Every change, newest first',
          params: uuidParams,
          response: { 200: journalView, ...errors },
        },
      },
      async (request) => {
        const item = await service.get(who(request), type, request.params.id);
        return { entries: await journalOf(ctx.db, item.id) };
      },
    );

    api.get(
      `${base}/:id/links`,
      {
        config: access('read'),
        schema: {
          tags,
          summary: 'Related items, both directions',
          params: uuidParams,
          response: { 200: linksView, ...errors },
        },
      },
      async (request) => {
        const item = await service.get(who(request), type, request.params.id);
        return { links: await linksOf(ctx.db, item.id, who(request)) };
      },
    );

    if (type.workflow) {
      api.post(
        `${base}/:id/transitions/:name`,
        {
          config: access('read'),
          schema: {
            tags,
            summary: `Move a ${type.label.toLowerCase()} through its workflow: ${type.workflow.transitions.map((t) => t.name).join(', ')}`,
            params: z.strictObject({ id: z.uuid(), name: z.string().max(100) }),
            body: z.strictObject({ ...versioned, comment: z.string().trim().max(2000).nullish() }),
            response: { 200: itemView, ...errors },
          },
        },
        async (request) =>
          service.transition(
            who(request),
            type,
            request.params.id,
            request.params.name,
            request.body.version,
            request.body.comment ?? null,
          ),
      );
    }
  }
}
