import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../content/present.ts';
import type { AppContext } from '../context.ts';
import { errorBody, notFound } from '../http/errors.ts';
import { findJob } from './runner.ts';

export const jobView = z.object({
  id: z.uuid(),
  kind: z.string(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  done: z.number().int(),
  total: z.number().int(),
  result: z.record(z.string(), z.unknown()).nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});

/** GET /api/jobs/{id}: a background job's progress, for whoever started it. */
export function registerJobRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/jobs/:id',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags: ['jobs'],
        summary: 'How far a background job you started is',
        params: z.strictObject({ id: z.uuid() }),
        response: { 200: jobView, 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const job = await findJob(ctx.db, request.params.id, userIdOf(request.identity!));
      if (!job) throw notFound('You have no job of this id.');
      return job;
    },
  );
}
