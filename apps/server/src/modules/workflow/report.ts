import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

/** The insights report: insights published per period, by author, topic and country (issue 16). */
export function registerArticleReportRoutes(_app: FastifyInstance, _ctx: AppContext): void {
  // PLACEHOLDER-16: routes come with the work.
}
