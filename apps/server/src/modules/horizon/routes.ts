import { can } from '@rh/core';
import { CONTENT_TYPES, findContentType } from '@rh/core/content';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Identity } from '../../auth/identity.ts';
import type { AppContext } from '../../context.ts';
import { badRequest, errorBody, forbidden } from '../../http/errors.ts';
import { findPeople, recentActivity } from './activity.ts';
import {
  activityQuery,
  activityView,
  peopleQuery,
  peopleView,
  signalsQuery,
  signalsView,
  SNAPSHOT_MAX_DAYS,
  snapshotQuery,
  snapshotView,
} from './schemas.ts';
import { signals } from './signals.ts';
import { daysOf, snapshot } from './snapshot.ts';
import { snapshotCsv, snapshotXlsx } from './snapshot-export.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };
const tags = ['horizon'];
const who = (request: FastifyRequest): Identity => request.identity!;
const DAY_MS = 24 * 3600 * 1000;

/** The period of a snapshot: defaults filled in, refused when reversed or longer than SNAPSHOT_MAX_DAYS. */
function periodOf(query: { from?: string | undefined; to?: string | undefined }, now = new Date()) {
  const to = query.to ?? now.toISOString().slice(0, 10);
  const from = query.from ?? new Date(Date.parse(`${to}T00:00:00Z`) - 29 * DAY_MS).toISOString().slice(0, 10);
  const issue = (path: string, message: string) =>
    badRequest(message, { issues: [{ where: 'querystring', path, message }] });
  if (from > to) throw issue('/from', `The period starts (${from}) after it ends (${to}).`);
  if (daysOf(from, to) > SNAPSHOT_MAX_DAYS) {
    throw issue('/to', `A snapshot covers at most ${SNAPSHOT_MAX_DAYS} days; this period has ${daysOf(from, to)}.`);
  }
  return { from, to };
}

/** The sections of a snapshot the caller may read; none is a 403. */
function snapshotSections(identity: Identity) {
  const sections = {
    news: can(identity.roles, 'newstag', 'read'),
    events: can(identity.roles, 'event', 'read'),
  };
  if (!sections.news && !sections.events) throw forbidden('You may not read news or events.');
  return sections;
}

/** The content types whose journal the caller may read, narrowed to those asked for (unknown names: 400). */
function readableTypes(identity: Identity, asked: readonly string[] | undefined): string[] {
  const readable = CONTENT_TYPES.filter((type) => can(identity.roles, type.resource, 'read')).map((type) => type.name);
  if (readable.length === 0) throw forbidden('You may not read any content.');
  if (!asked) return readable;
  const unknown = asked.filter((name) => !findContentType(name));
  if (unknown.length) throw badRequest(`No content type is named ${unknown.join(', ')}.`);
  return readable.filter((name) => asked.includes(name));
}

/**
 * The analytics of the Horizon area: Signals (what rises this week), Snapshot (a period's summary, also as CSV and
 * Excel) and Recent activity (the journal of changes across the content the caller may read).
 */
export function registerHorizonRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/horizon/signals',
    {
      config: { access: { resource: 'newstag', action: 'read' } },
      schema: {
        tags,
        summary:
          'News per topic, country, regulator and news type this week against the weeks before, largest rise first',
        querystring: signalsQuery,
        response: { 200: signalsView, ...errors },
      },
    },
    async (request) => {
      const { weeks, limit, asOf } = request.query;
      return signals(ctx.db, { weeks, limit, asOf: asOf ? new Date(asOf) : new Date() });
    },
  );

  api.get(
    '/api/horizon/snapshot',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags,
        summary: `A period's news by topic, country, regulator and news type, and its events (at most ${SNAPSHOT_MAX_DAYS} days)`,
        querystring: snapshotQuery,
        response: { 200: snapshotView, ...errors },
      },
    },
    async (request) => snapshot(ctx.db, periodOf(request.query), snapshotSections(who(request))),
  );

  api.get(
    '/api/horizon/snapshot/export',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags,
        summary: 'The snapshot as CSV or Excel (one sheet per section)',
        querystring: snapshotQuery.extend({ format: z.enum(['csv', 'xlsx']).default('csv') }),
      },
    },
    async (request, reply) => {
      const period = periodOf(request.query);
      const summary = await snapshot(ctx.db, period, snapshotSections(who(request)), 50_000);
      const format = request.query.format;
      reply.header('content-disposition', `attachment; filename="snapshot-${period.from}-to-${period.to}.${format}"`);
      reply.header('cache-control', 'no-store');
      if (format === 'xlsx') {
        reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
        return reply.send(await snapshotXlsx(summary));
      }
      reply.type('text/csv; charset=utf-8');
      return reply.send(snapshotCsv(summary));
    },
  );

  api.get(
    '/api/horizon/activity',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags,
        summary:
          'Changes to the content the caller may read, newest first; by type, action, period, person (adminMenu) or mine; with detail, old → new values',
        querystring: activityQuery,
        response: { 200: activityView, ...errors },
      },
    },
    async (request) => {
      const identity = who(request);
      const { types, user, mine, cursor, limit, action, since, until, detail, stage } = request.query;
      if (user && !can(identity.roles, 'adminMenu', 'read')) {
        throw forbidden('Only administrators may see the changes of another person.');
      }
      if (since && until && since > until) throw badRequest('The period ends before it starts.');
      if (mine === 'true' && identity.kind !== 'user') throw badRequest('An API key has no changes of its own.');
      const userId = mine === 'true' && identity.kind === 'user' ? identity.userId : user;
      return recentActivity(ctx.db, {
        types: readableTypes(identity, types),
        roles: identity.roles,
        userId,
        cursor,
        limit,
        action,
        since,
        until,
        stage,
        detail: detail === 'true',
      });
    },
  );

  api.get(
    '/api/horizon/activity/people',
    {
      config: { access: { resource: 'adminMenu', action: 'read' } },
      schema: {
        tags,
        summary: 'People by the start of their user name or e-mail, for the user filter of the admin screen',
        querystring: peopleQuery,
        response: { 200: peopleView, ...errors },
      },
    },
    async (request) => ({ people: await findPeople(ctx.db, request.query.q, request.query.limit) }),
  );
}
