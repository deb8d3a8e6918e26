import type { FastifyBaseLogger } from 'fastify';

export interface Every {
  /** Stops the rounds and waits for the one in progress, at most `stopGraceMs`. */
  stop(): Promise<void>;
}

/**
 * How long `stop()` waits for a round in progress (a fetch of slow sources, a long job) before it lets go, so
 * that a shutdown ends well before its forced exit (main.ts). What the round had claimed is locked with a time
 * limit (sources, jobs), so a round cut short by the exit is taken up again as after a crash.
 */
const STOP_GRACE_MS = 5_000;

/**
 * Runs `round` again and again in the background: first after `firstMs`, then `intervalMs` after each round ends
 * (never two at once). A failed round is logged and the next one comes as usual. The one loop of the server's
 * background work: the sources' schedule, background jobs, alerts, the embedded database's upkeep.
 */
export function every(
  intervalMs: number,
  round: () => Promise<unknown>,
  options: { firstMs?: number; stopGraceMs?: number; log?: FastifyBaseLogger | undefined; failure: string },
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
      let grace: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        grace = setTimeout(() => resolve('late'), options.stopGraceMs ?? STOP_GRACE_MS);
      });
      const outcome = await Promise.race([running.then(() => 'done' as const), late]);
      clearTimeout(grace);
      if (outcome === 'late') {
        options.log?.warn({ round: options.failure }, 'a background round still runs at stop; left to the exit');
      }
    },
  };
}
