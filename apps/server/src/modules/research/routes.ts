import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

/** Research: the country-regulations matrix and parallel reading (issue 16). */
export function registerResearchRoutes(_app: FastifyInstance, _ctx: AppContext): void {
  // PLACEHOLDER-16: routes come with the work.
}
