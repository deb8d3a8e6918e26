import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

// Being written: see the lead's helper task.
export function registerAccountAdmin(_app: FastifyInstance, _ctx: AppContext): void {}
