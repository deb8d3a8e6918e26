import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UserIdentity } from '../auth/identity.ts';
import { userIdOf } from '../content/present.ts';
import type { AppContext } from '../context.ts';
import { errorBody, forbidden } from '../http/errors.ts';
import { identityOf } from '../auth/access.ts';
import {
  alertInput,
  alertView,
  createAlert,
  deleteAlert,
  getAlert,
  listAlerts,
  ownerOf,
  updateAlert,
} from './alerts.ts';
import {
  broadcastInput,
  broadcastView,
  listBroadcasts,
  listNotifications,
  markAllRead,
  markNotification,
  notificationView,
  sendBroadcast,
  unreadCount,
} from './notifications.ts';
import { previewAlert, previewInput, previewView, sendTestDigest, testDigestView } from './preview.ts';
import { preferencesView, readPreferences, whatsNew, whatsNewView, writePreferences } from './preferences.ts';

/** Preferences and what is new for them are a person's: an organisation's API key has none. */
function person(request: FastifyRequest): UserIdentity {
  const identity = request.identity!;
  if (identity.kind !== 'user') throw forbidden('Preferences belong to people, not to API keys.');
  return identity;
}

/** Alerts and notifications are a person's, or an organisation's, shared by all who use its API keys. */
const owner = (request: FastifyRequest) => ownerOf(identityOf(request));

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
// Every answer here is one person's (their alerts, notifications and preferences): never kept by a cache.
const signedIn = { access: { signedIn: true }, personal: true } as const;
const idParams = z.strictObject({ id: z.uuid() });

/**
 * A user's alerts (saved searches that tell them of new matches), their notifications with the unread count, their
 * followed countries and topics, and administrators' messages to everyone or a group.
 */
export function registerAlertRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  options: { emailEnabled: boolean; sendEmail?: () => Promise<unknown> },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['alerts'];
  /** A test digest's e-mail goes out now, not at the runner's next round; a failure stays for that round. */
  const sendSoon = () => {
    options.sendEmail?.().catch((error: unknown) => app.log.warn({ err: error }, 'alerts: a test e-mail failed'));
  };

  api.post(
    '/api/alerts/preview',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'What a search, as an alert, would have matched in the last 7 days (the count and the newest 10)',
        body: previewInput,
        response: { 200: previewView, ...errors },
      },
    },
    async (request) => previewAlert(ctx.db, identityOf(request), request.body),
  );

  api.post(
    '/api/alerts/test',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Send yourself a test digest of an alert not saved yet: the last 7 days’ matches',
        body: alertInput,
        response: { 201: testDigestView, ...errors },
      },
    },
    async (request, reply) => {
      const sent = await sendTestDigest(ctx.db, identityOf(request), request.body, options.emailEnabled);
      if (sent.emailed) sendSoon();
      return reply.code(201).send(sent);
    },
  );

  api.post(
    '/api/alerts/:id/test',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Send yourself a test digest of one of your alerts now: the last 7 days’ matches',
        params: idParams,
        response: { 201: testDigestView, ...errors },
      },
    },
    async (request, reply) => {
      const identity = identityOf(request);
      const alert = await getAlert(ctx.db, ownerOf(identity), request.params.id);
      const sent = await sendTestDigest(ctx.db, identity, alert, options.emailEnabled);
      if (sent.emailed) sendSoon();
      return reply.code(201).send(sent);
    },
  );

  api.get(
    '/api/alerts',
    {
      config: signedIn,
      schema: { tags, summary: 'Your alerts', response: { 200: z.object({ alerts: z.array(alertView) }), ...errors } },
    },
    async (request) => ({ alerts: await listAlerts(ctx.db, owner(request)) }),
  );

  api.post(
    '/api/alerts',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Save a search as an alert; it tells you of items created from now on',
        body: alertInput,
        response: { 201: alertView, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await createAlert(ctx.db, identityOf(request), request.body)),
  );

  api.get(
    '/api/alerts/:id',
    {
      config: signedIn,
      schema: { tags, summary: 'One of your alerts', params: idParams, response: { 200: alertView, ...errors } },
    },
    async (request) => getAlert(ctx.db, owner(request), request.params.id),
  );

  api.put(
    '/api/alerts/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Change one of your alerts (409 with the current one if it changed since `version`)',
        params: idParams,
        body: alertInput.extend({ version: z.number().int().positive() }),
        response: { 200: alertView, ...errors },
      },
    },
    async (request) => {
      const { version, ...input } = request.body;
      return updateAlert(ctx.db, identityOf(request), request.params.id, version, input);
    },
  );

  api.delete(
    '/api/alerts/:id',
    {
      config: signedIn,
      schema: { tags, summary: 'Delete one of your alerts', params: idParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteAlert(ctx.db, owner(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  const notificationTags = ['notifications'];
  api.get(
    '/api/notifications',
    {
      config: signedIn,
      schema: {
        tags: notificationTags,
        summary: 'Your notifications, newest first, with how many are unread',
        querystring: z.strictObject({
          unread: z.enum(['true', 'false']).optional().describe('true: only the unread ones'),
          limit: z.coerce.number().int().min(1).max(100).default(25),
          cursor: z.string().max(500).optional(),
        }),
        response: {
          200: z.object({
            notifications: z.array(notificationView),
            nextCursor: z.string().nullable(),
            unread: z.number().int(),
          }),
          ...errors,
        },
      },
    },
    async (request) =>
      listNotifications(ctx.db, owner(request), {
        unreadOnly: request.query.unread === 'true',
        limit: request.query.limit,
        ...(request.query.cursor ? { cursor: request.query.cursor } : {}),
      }),
  );

  api.get(
    '/api/notifications/unread',
    {
      config: signedIn,
      schema: {
        tags: notificationTags,
        summary: 'How many of your notifications are unread (the top bar’s count)',
        response: { 200: z.object({ unread: z.number().int() }), ...errors },
      },
    },
    async (request) => ({ unread: await unreadCount(ctx.db, owner(request)) }),
  );

  api.put(
    '/api/notifications/:id',
    {
      config: signedIn,
      schema: {
        tags: notificationTags,
        summary: 'Mark one of your notifications read or unread',
        params: idParams,
        body: z.strictObject({ read: z.boolean() }),
        response: { 200: z.object({ unread: z.number().int() }), ...errors },
      },
    },
    async (request) => {
      const who = owner(request);
      await markNotification(ctx.db, who, request.params.id, request.body.read);
      return { unread: await unreadCount(ctx.db, who) };
    },
  );

  api.post(
    '/api/notifications/read-all',
    {
      config: signedIn,
      schema: {
        tags: notificationTags,
        summary: 'Mark all your notifications read',
        response: { 200: z.object({ marked: z.number().int(), unread: z.literal(0) }), ...errors },
      },
    },
    async (request) => ({ marked: await markAllRead(ctx.db, owner(request)), unread: 0 as const }),
  );

  api.get(
    '/api/admin/notifications',
    {
      config: { access: { resource: 'adminNotifications', action: 'read' } },
      schema: {
        tags: notificationTags,
        summary: 'The messages administrators sent',
        response: { 200: z.object({ broadcasts: z.array(broadcastView) }), ...errors },
      },
    },
    async () => ({ broadcasts: await listBroadcasts(ctx.db) }),
  );

  api.post(
    '/api/admin/notifications',
    {
      config: { access: { resource: 'adminNotifications', action: 'create' } },
      schema: {
        tags: notificationTags,
        summary: 'Send a message to every user or to a group: a notification each (and an e-mail if asked)',
        body: broadcastInput,
        response: { 201: broadcastView, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await sendBroadcast(ctx.db, userIdOf(request.identity!), request.body, options.emailEnabled)),
  );

  api.get(
    '/api/me/preferences',
    {
      config: signedIn,
      schema: {
        tags: ['me'],
        summary: 'What you follow: countries and topics (Home shows what is new in them)',
        response: { 200: preferencesView, ...errors },
      },
    },
    async (request) => readPreferences(ctx.db, person(request).userId),
  );

  api.put(
    '/api/me/preferences',
    {
      config: signedIn,
      schema: {
        tags: ['me'],
        summary: 'Change what you follow',
        body: preferencesView,
        response: { 200: preferencesView, ...errors },
      },
    },
    async (request) => writePreferences(ctx.db, person(request).userId, request.body),
  );

  api.get(
    '/api/me/whats-new',
    {
      config: signedIn,
      schema: {
        tags: ['me'],
        summary: 'Home: the week’s news and coming events in what you follow, and your unread notifications',
        response: { 200: whatsNewView, ...errors },
      },
    },
    async (request) => whatsNew(ctx.db, person(request)),
  );
}
