import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { badRequest, errorBody } from '../../http/errors.ts';
import { usageStats } from './stats-query.ts';
import { registerUsageRetention } from './stats-retention.ts';
import { addDays, today } from './stats-shape.ts';

/** The longest period one call reads: two years of days. */
export const MAX_DAYS = 731;
/** The period when none is given: the last 30 days, today included. */
const DEFAULT_DAYS = 30;

const day = z.iso
  .date({ message: 'must be a date as YYYY-MM-DD' })
  // The format alone lets 2026-02-30 through on some versions: the date must read back as written.
  .refine(
    (value) => {
      const time = Date.parse(`${value}T00:00:00Z`);
      return Number.isFinite(time) && new Date(time).toISOString().startsWith(value);
    },
    { message: 'is not a real date' },
  );

const counts = {
  pageviews: z.number().int(),
  events: z.number().int(),
  sessions: z.number().int().describe('Distinct sessions (session_long) per day, summed over the days'),
  users: z.number().int().describe('Distinct users per day, summed over the days (user-days)'),
};

const statsView = z.object({
  from: z.string(),
  to: z.string(),
  audience: z.string(),
  retentionDays: z.number().int().describe('The setting usage.retentionDays: days the log keeps row by row'),
  keptFrom: z.string().describe('The first day the log still holds whole; days before come from the summary'),
  days: z.array(z.object({ day: z.string(), ...counts })),
  totals: z.object(counts),
  pages: z.array(z.object({ page: z.string(), area: z.string(), views: z.number().int(), users: z.number().int() })),
  areas: z.array(z.object({ area: z.string(), views: z.number().int(), pages: z.number().int() })),
  accounts: z.array(
    z.object({
      account: z.string().nullable().describe('The external account’s id; null for the staff build'),
      name: z.string(),
      ...counts,
      topPages: z.array(z.object({ page: z.string(), views: z.number().int() })),
    }),
  ),
  events: z.array(
    z.object({ category: z.string(), action: z.string(), count: z.number().int(), users: z.number().int() }),
  ),
  organisations: z.array(z.object({ id: z.string(), name: z.string() })).describe('Every account, for the picker'),
});

/**
 * Usage statistics (issue 17, `/stats`, the `stats` grant): page views, events, sessions and users per day, the most
 * used pages and areas, per organisation (what each external client uses) and events, from the usage log of spec §3
 * and its daily summary (stats-shape.ts says what the summary keeps). The old log is summarised by
 * stats-retention.ts, registered here (in the processes that run background work).
 */
export function registerStats(app: FastifyInstance, ctx: AppContext): void {
  registerUsageRetention(app, ctx);
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/stats',
    {
      config: { access: { resource: 'stats', action: 'read' } },
      schema: {
        tags: ['admin: stats'],
        summary: 'Usage statistics of a period (UTC days, both included) for all, the staff build or one account',
        querystring: z.strictObject({
          from: day.optional().describe('First day, YYYY-MM-DD (default: 29 days before `to`)'),
          to: day.optional().describe('Last day, YYYY-MM-DD (default: today, UTC)'),
          account: z
            .union([z.literal('all'), z.literal('staff'), z.uuid({ message: 'must be all, staff or an account id' })])
            .default('all')
            .describe('all, staff (the full build) or an external account’s id'),
        }),
        response: { 200: statsView, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const to = request.query.to ?? today();
      const from = request.query.from ?? addDays(to, -(DEFAULT_DAYS - 1));
      if (from > to) throw badRequest('The period must start on or before its end.', { from, to });
      if (addDays(from, MAX_DAYS - 1) < to) {
        throw badRequest(`A period is at most ${MAX_DAYS} days.`, { from, to, maxDays: MAX_DAYS });
      }
      return usageStats(ctx.db, from, to, request.query.account);
    },
  );
}
