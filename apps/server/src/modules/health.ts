import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { OUTAGE_RETRY_AFTER_SECONDS } from '../http/outage.ts';

/** Liveness (the process answers) and readiness (it can serve: database up, not shutting down). */
export function registerHealth(app: FastifyInstance, ctx: AppContext, isDraining: () => boolean): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const status = z.object({ status: z.literal('ok') });

  api.get(
    '/api/health/live',
    {
      config: { access: { public: true, credentials: 'ignore' } },
      schema: { tags: ['health'], summary: 'The process is alive', response: { 200: status } },
    },
    async () => ({ status: 'ok' as const }),
  );

  api.get(
    '/api/health/ready',
    {
      config: { access: { public: true, credentials: 'ignore' } },
      schema: {
        tags: ['health'],
        summary: 'The server can take requests (503 when the database is unreachable)',
        response: { 200: status },
      },
    },
    async () => {
      const retryAfter = { 'retry-after': String(OUTAGE_RETRY_AFTER_SECONDS) };
      if (isDraining()) throw new HttpError(503, 'The server is shutting down.', undefined, retryAfter);
      try {
        await ctx.database.ping();
      } catch {
        throw new HttpError(503, 'The database is unreachable.', undefined, retryAfter);
      }
      return { status: 'ok' as const };
    },
  );
}
