import { createHash } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';

/**
 * How many times slower than on a quiet machine the tests will run, measured when the suite starts: the share of
 * a core a short CPU-bound loop gets (wall time over CPU time) and the load average per core, whichever says
 * slower, between 1 and 10. Test limits are multiplied by it, so a busy machine gets longer limits instead of
 * failures (the suite once ran at load 14 on 2 cores, seven times slower than quiet).
 */
export function testSlowness(): number {
  const wallStart = performance.now();
  const cpuStart = process.cpuUsage();
  const hash = createHash('sha256');
  const block = Buffer.alloc(1 << 20, 7);
  while (performance.now() - wallStart < 200) hash.update(block);
  hash.digest();
  const cpu = process.cpuUsage(cpuStart);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const contention = (performance.now() - wallStart) / Math.max(cpuMs, 1);
  const load = loadavg()[0]! / availableParallelism();
  return Math.round(Math.min(10, Math.max(1, contention, load)) * 10) / 10;
}

/** A limit of `quietMs` on a quiet machine, scaled by the slowness the suite measured (RH_TEST_SLOWNESS). */
export function scaledLimit(quietMs: number): number {
  const slowness = Number(process.env.RH_TEST_SLOWNESS);
  return Math.round(quietMs * (Number.isFinite(slowness) && slowness >= 1 ? slowness : 1));
}
