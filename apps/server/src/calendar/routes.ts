import { createHash, randomBytes } from 'node:crypto';
import { contentType } from '@rh/core/content';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../auth/access.ts';
import type { UserIdentity } from '../auth/identity.ts';
import { identityColumns, toIdentity } from '../auth/users.ts';
import { parseListQuery, RESERVED_PARAMS, type RawQuery } from '../content/query.ts';
import { assertCan } from '../content/service.ts';
import type { AppContext } from '../context.ts';
import { queryRows, type Database } from '../db/client.ts';
import { calendarTokens, users } from '../db/schema.ts';
import { errorBody, notFound } from '../http/errors.ts';
import { toIcs, type CalendarEvent } from './ics.ts';

/** How far the feed reaches: the events of the last 3 months and the next 12. */
export const FEED_MONTHS_BACK = 3;
export const FEED_MONTHS_AHEAD = 12;
/** A feed lists at most this many events (calendars choke on huge feeds). */
export const FEED_LIMIT = 2000;

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
/** 32 random bytes, base64url: 43 characters. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const EVENT = contentType('event');

/** The list filters a feed URL carries: those of the events list, its text and scope, not paging or sort. */
function feedFilters(query: RawQuery): RawQuery {
  return Object.fromEntries(
    Object.entries(query).filter(([name]) => name === 'q' || name === 'scope' || !RESERVED_PARAMS.has(name)),
  );
}

interface EventRow {
  id: string;
  title: string;
  data: Record<string, unknown>;
  updatedAt: string;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

function calendarEvent(row: EventRow, host: string): CalendarEvent {
  const data = row.data;
  return {
    uid: `${row.id}@${host}`,
    title: row.title,
    start: text(data.start) ?? '',
    end: text(data.end),
    description: text(data.description),
    url: text(data.url),
    categories: text(data.kind) ? [text(data.kind)!] : [],
    updatedAt: new Date(row.updatedAt),
  };
}

/** The events a user may read, by the list's filters, within the feed's window or of one id. */
async function readEvents(db: Database, identity: UserIdentity, raw: RawQuery, only?: SQL): Promise<EventRow[]> {
  assertCan(identity, EVENT, 'read');
  const { where } = parseListQuery(EVENT, raw, identity.roles, identity.userId);
  const window =
    only ??
    sql`date >= now() - make_interval(months => ${FEED_MONTHS_BACK})
      AND date < now() + make_interval(months => ${FEED_MONTHS_AHEAD})`;
  return queryRows<EventRow>(
    db,
    sql`SELECT id, title, data, updated_at AS "updatedAt" FROM content_items WHERE ${where} AND ${window}
      ORDER BY date, id LIMIT ${FEED_LIMIT}`,
  );
}

function sendIcs(reply: FastifyReply, body: string, attachment?: string) {
  reply.type('text/calendar; charset=utf-8');
  reply.header('cache-control', 'no-store');
  if (attachment) reply.header('content-disposition', `attachment; filename="${attachment}"`);
  return reply.send(body);
}

/**
 * A user's calendar feed: an ICS of the events they may read, at a URL holding a secret token (calendar programs
 * send no cookies), filtered as the events list was when it was made. Only the token's SHA-256 is kept; a reset
 * replaces it and the old URL answers 404. And an "add to calendar" file for one event.
 */
export function registerCalendarRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['calendar'];
  const signedIn = { access: { signedIn: true }, personal: true } as const;
  const host = new URL(ctx.config.PUBLIC_URL).host || 'regulatory-horizon';

  const status = z.object({
    exists: z.boolean(),
    createdAt: z.string().nullable(),
  });

  api.get(
    '/api/me/calendar',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Whether you have a calendar feed (its URL is shown only once)',
        response: { 200: status, ...errors },
      },
    },
    async (request) => {
      const [row] = await ctx.db
        .select({ createdAt: calendarTokens.createdAt })
        .from(calendarTokens)
        .where(eq(calendarTokens.userId, userOf(request).userId));
      return { exists: Boolean(row), createdAt: row ? new Date(row.createdAt).toISOString() : null };
    },
  );

  api.post(
    '/api/me/calendar',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Make your calendar feed’s secret URL, or a new one (the old one stops working)',
        response: { 201: z.object({ url: z.string(), token: z.string(), createdAt: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const { userId } = userOf(request);
      const token = randomBytes(32).toString('base64url');
      const [row] = await ctx.db
        .insert(calendarTokens)
        .values({ userId, tokenHash: hashOf(token) })
        .onConflictDoUpdate({
          target: calendarTokens.userId,
          set: { tokenHash: hashOf(token), createdAt: sql`now()` },
        })
        .returning({ createdAt: calendarTokens.createdAt });
      return reply.code(201).send({
        url: `${ctx.config.PUBLIC_URL}/api/calendar/${token}.ics`,
        token,
        createdAt: new Date(row!.createdAt).toISOString(),
      });
    },
  );

  api.delete(
    '/api/me/calendar',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Remove your calendar feed (its URL stops working)',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await ctx.db.delete(calendarTokens).where(eq(calendarTokens.userId, userOf(request).userId));
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/api/calendar/:file',
    {
      // The token in the URL is the credential; a browser's cookie is not asked for.
      config: { access: { public: true, credentials: 'ignore' }, personal: true },
      schema: {
        tags,
        summary: `Your events as iCalendar (the last ${FEED_MONTHS_BACK} months and the next ${FEED_MONTHS_AHEAD}), by the events list's filters`,
        params: z.strictObject({ file: z.string().max(200).describe('<token>.ics') }),
        querystring: z.record(
          z.string().max(100),
          z.union([z.string().max(500), z.array(z.string().max(500)).max(200)]),
        ),
        response: { 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const token = request.params.file.replace(/\.ics$/, '');
      const gone = () => notFound('There is no calendar feed at this address (it may have been reset).');
      if (!TOKEN.test(token)) throw gone();
      const [row] = await ctx.db
        .select(identityColumns)
        .from(calendarTokens)
        .innerJoin(users, eq(users.id, calendarTokens.userId))
        .where(and(eq(calendarTokens.tokenHash, hashOf(token)), isNull(users.disabledAt)));
      if (!row) throw gone();
      const identity = toIdentity(row, 'session', null);
      const events = await readEvents(ctx.db, identity, feedFilters(request.query as RawQuery));
      return sendIcs(
        reply,
        toIcs(
          events.map((event) => calendarEvent(event, host)),
          { name: 'Regulatory events' },
        ),
      );
    },
  );

  api.get(
    '/api/calendar/event/:file',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'One event as an iCalendar file, to add to a calendar',
        params: z.strictObject({ file: z.string().max(200).describe('<event id>.ics') }),
        response: { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const identity = userOf(request);
      const id = request.params.file.replace(/\.ics$/, '');
      if (!z.uuid().safeParse(id).success) throw notFound('There is no event of this id.');
      const [event] = await readEvents(ctx.db, identity, {}, sql`id = ${id}::uuid`);
      if (!event) throw notFound('There is no event of this id.');
      const name =
        event.title
          .replace(/[^\w-]+/g, '-')
          .replace(/^-+|-+$/g, '')
          .slice(0, 60) || 'event';
      return sendIcs(reply, toIcs([calendarEvent(event, host)], { name: event.title }), `${name}.ics`);
    },
  );
}
