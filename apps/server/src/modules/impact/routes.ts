import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

/** IMPACT and reporting MI: initiative logs, reporting, MI e-mails (issue 16). */
export function registerImpactRoutes(_app: FastifyInstance, _ctx: AppContext): void {
  // PLACEHOLDER-16: routes come with the work.
}
