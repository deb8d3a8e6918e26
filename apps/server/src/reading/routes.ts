import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../auth/access.ts';
import type { AppContext } from '../context.ts';
import { errorBody } from '../http/errors.ts';
import {
  ARRIVED_LIMIT,
  countArrived,
  MARK_ALL_LIMIT,
  markAllRead,
  markItems,
  readType,
  setReading,
  UNREAD_DAYS,
  unreadCounts,
} from './service.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
// Every answer here is one person's reading: never kept by a cache.
const signedIn = { access: { signedIn: true }, personal: true } as const;

const typeName = z.string().min(1).max(100).describe('A content type (newsitem)');
const listParams = z
  .record(z.string().max(200), z.string().max(2000))
  .refine((query) => Object.keys(query).length <= 100, 'at most 100 parameters')
  .default({})
  .describe('The list’s own query parameters (filters, scope, q, stage…), read as the list reads them');
const instant = (what: string) => z.iso.datetime({ offset: true }).describe(what);

/**
 * One person's reading of items (issue 13), apart from the shared triage status: read and starred per item, "mark
 * all read" for a list as filtered, what arrived in a list since a moment, and unread counts by source, regulator and
 * followed topic.
 */
export function registerReadingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reading'];

  api.put(
    '/api/reading/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Mark one item read or unread, starred or not (what is not given stays as it is)',
        params: z.strictObject({ id: z.uuid() }),
        body: z.strictObject({ read: z.boolean().optional(), starred: z.boolean().optional() }),
        response: {
          200: z.object({ id: z.uuid(), read: z.boolean(), starred: z.boolean() }),
          ...errors,
        },
      },
    },
    async (request) => setReading(ctx.db, userOf(request), request.params.id, request.body),
  );

  api.post(
    '/api/reading/mark',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Mark several items read or unread (those you may read; others are left out)',
        body: z.strictObject({ ids: z.array(z.uuid()).min(1).max(500), read: z.boolean() }),
        response: { 200: z.object({ changed: z.number().int().describe('Items whose state changed') }), ...errors },
      },
    },
    async (request) => markItems(ctx.db, userOf(request), request.body.ids, request.body.read),
  );

  api.post(
    '/api/reading/mark-all',
    {
      config: signedIn,
      schema: {
        tags,
        summary: `Mark read the items of a list created up to \`before\` (at most ${MARK_ALL_LIMIT.toLocaleString('en')} a call, newest first)`,
        body: z.strictObject({
          type: typeName,
          query: listParams,
          before: instant('Items created after this stay unread (what arrived since the list was shown)'),
        }),
        response: {
          200: z.object({
            changed: z.number().int().describe('Items marked read'),
            capped: z.boolean().describe('More unread items remain: call again'),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const identity = userOf(request);
      const { type, query, before } = request.body;
      return markAllRead(ctx.db, identity, readType(identity, type, { reader: true }), query, before);
    },
  );

  api.post(
    '/api/reading/arrived',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'How many items of a list were created after `since`',
        body: z.strictObject({
          type: typeName,
          query: listParams,
          since: instant('Count the items created after this'),
        }),
        response: {
          200: z.object({
            count: z
              .number()
              .int()
              .describe(`At most ${ARRIVED_LIMIT.toLocaleString('en')} counted`),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const identity = userOf(request);
      const { type, query, since } = request.body;
      return countArrived(ctx.db, identity, readType(identity, type, { reader: false }), query, since);
    },
  );

  const group = z.object({ id: z.uuid(), title: z.string(), count: z.number().int() });
  api.get(
    '/api/reading/unread',
    {
      config: signedIn,
      schema: {
        tags,
        summary: `Your unread items published in the last ${UNREAD_DAYS} days, by source, regulator and followed topic`,
        querystring: z.strictObject({ type: typeName.default('newsitem') }),
        response: {
          200: z.object({
            since: z.string().describe('Items published from here on are counted'),
            total: z.number().int(),
            sources: z.array(group),
            regulators: z.array(group),
            topics: z.array(group).describe('The topics you follow, each counting its sub-topics too'),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const identity = userOf(request);
      return unreadCounts(ctx.db, identity, readType(identity, request.query.type, { reader: true }));
    },
  );
}
