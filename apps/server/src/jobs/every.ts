import type { FastifyBaseLogger } from 'fastify';

export interface Every {
  /** Stops the rounds and waits for the one in progress. */
  stop(): Promise<void>;
}

/**
 * Runs `round` again and again in the background: first after `firstMs`, then `intervalMs` after each round ends
 * (never two at once). A failed round is logged and the next one comes as usual. The one loop of the server's
 * background work: the sources' schedule, background jobs, alerts, the embedded database's upkeep.
 */
export function every(
  intervalMs: number,
  round: () => Promise<unknown>,
  options: { firstMs?: number; log?: FastifyBaseLogger | undefined; failure: string },
): Every {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const loop = () => {
    if (stopped) return;
    running = round()
      .catch((error: unknown) => options.log?.error({ err: error }, options.failure))
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, intervalMs).unref();
      });
  };
  timer = setTimeout(loop, options.firstMs ?? intervalMs).unref();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
