import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify's request lines ("incoming request", "request completed", "Route … not found") at debug instead of
 * info: in development they would scroll the start's messages (the first run's passwords) out of the terminal
 * within seconds. LOG_LEVEL=debug shows them; errors keep their own levels.
 */
export class DebugRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error || this.isLogDisabled(request)) return super.requestCompleted(error, request, reply);
    reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }

  override routeNotFound(request: FastifyRequest): void {
    if (!this.isLogDisabled(request)) request.log.debug(`Route ${request.method}:${request.url} not found`);
  }
}
