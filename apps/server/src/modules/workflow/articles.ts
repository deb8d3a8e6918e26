import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

/** The editorial workflow area: board, dashboard, report (issue 16). */
export function registerArticleWorkflowRoutes(_app: FastifyInstance, _ctx: AppContext): void {
  // PLACEHOLDER-16: routes come with the work.
}
