import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

/** ESG metrics: lineage, interoperability, values, exports (issue 16). */
export function registerMetricsRoutes(_app: FastifyInstance, _ctx: AppContext): void {
  // PLACEHOLDER-16: routes come with the work.
}
