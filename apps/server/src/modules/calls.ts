import { can } from '@rh/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOf } from '../auth/access.ts';
import { meBody, meJson } from '../auth/me.ts';
import { rolesByEmail } from '../auth/users.ts';
import type { AppContext } from '../context.ts';
import { usageLog } from '../db/schema.ts';
import { errorBody, forbidden, HttpError } from '../http/errors.ts';
import { EMAIL_MAX_LENGTH } from '../http/framework.ts';

const text = (max: number) => z.string().max(max);

/** The usage log record of spec §3: a page view, or an event with category, action, label and value. */
const logRecord = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('pageview'),
    /** The page address viewed. */
    page: text(2000),
    session_long: text(200).describe('Long-lived browser session id'),
    session_short: z
      .number()
      .int()
      .min(0)
      .max(2 ** 31 - 1)
      .describe('Short session counter'),
    user: text(320).describe('User name (lower-cased in the full build)'),
    user_type: z.union([z.literal(0), z.literal(1)]).describe('1 for external builds, 0 otherwise'),
  }),
  z.strictObject({
    type: z.literal('event'),
    category: text(200),
    action: text(200),
    label: text(2000).optional(),
    value: z.union([text(2000), z.number()]).optional(),
    session_long: text(200),
    session_short: z
      .number()
      .int()
      .min(0)
      .max(2 ** 31 - 1),
    user: text(320),
    user_type: z.union([z.literal(0), z.literal(1)]),
  }),
]);

/** The calls of spec §7 and `GET /api/me`. */
export function registerSpecCalls(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/ping',
    {
      config: { access: { public: true }, personal: true },
      schema: {
        tags: ['spec'],
        summary: 'Health check of the session: 200, or 401 when the credentials sent are no longer valid',
        response: { 200: z.object({ status: z.literal('ok'), signedIn: z.boolean() }), 401: errorBody },
      },
    },
    async (request) => ({ status: 'ok' as const, signedIn: request.identity !== null }),
  );

  api.get(
    '/api/me',
    {
      config: { access: { signedIn: true }, personal: true },
      schema: {
        tags: ['spec'],
        summary: 'The caller, their roles and permissions',
        response: { 200: meBody, 401: errorBody },
      },
    },
    // The answer is the same for every call of a cached identity: sent as prepared JSON, checked when made.
    async (request, reply) => reply.type('application/json; charset=utf-8').send(meJson(identityOf(request)) as never),
  );

  api.get(
    '/api/user/byemail/:email',
    {
      config: { access: { signedIn: true }, personal: true },
      schema: {
        tags: ['spec'],
        summary: "A user's role names by e-mail (case-insensitive); one's own, or anyone's with user:read",
        params: z.strictObject({ email: z.string().min(1).max(EMAIL_MAX_LENGTH) }),
        response: { 200: z.object({ userGroups: z.array(z.string()) }), 403: errorBody },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      const own = identity.kind === 'user' && identity.email.toLowerCase() === request.params.email.toLowerCase();
      if (!own && !can(identity.roles, 'user', 'read')) throw forbidden();
      return { userGroups: await rolesByEmail(ctx.db, request.params.email) };
    },
  );

  api.get(
    '/api/account',
    {
      config: { access: { signedIn: true }, personal: true },
      schema: {
        tags: ['spec'],
        summary: 'The external account of the API key sent (spec §7)',
        response: {
          200: z.object({ acgroups: z.array(z.string()), organisation: z.string(), homepage: z.string().nullable() }),
          400: errorBody,
        },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      if (identity.kind !== 'account') throw new HttpError(400, 'This call needs an API key in the x-api-key header.');
      return { acgroups: identity.roles, organisation: identity.organisation, homepage: identity.homepage };
    },
  );

  api.put(
    '/api/log',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags: ['spec'],
        summary: 'Store a usage log record (spec §3)',
        body: logRecord,
        response: { 204: z.null().describe('Stored'), 400: errorBody },
      },
    },
    async (request, reply) => {
      const identity = identityOf(request);
      const record = request.body;
      await ctx.db.insert(usageLog).values({
        type: record.type,
        page: record.type === 'pageview' ? record.page : null,
        category: record.type === 'event' ? record.category : null,
        action: record.type === 'event' ? record.action : null,
        label: record.type === 'event' ? (record.label ?? null) : null,
        value: record.type === 'event' && record.value !== undefined ? String(record.value) : null,
        sessionLong: record.session_long,
        sessionShort: record.session_short,
        userName: record.user,
        userType: record.user_type,
        userId: identity.kind === 'user' ? identity.userId : null,
        accountId: identity.kind === 'account' ? identity.accountId : null,
      });
      return reply.code(204).send(null);
    },
  );
}
