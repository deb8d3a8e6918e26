// One measurement: autocannon, in this process, against a server in another process.
import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  /** Seconds of load whose figures are thrown away (JIT, connection pools, caches). */
  warmup: number;
  /** Seconds measured. */
  duration: number;
  connections: number;
}

export interface Measurement {
  /** Mean of the per-second request counts. */
  requestsPerSecond: number;
  /** Latency percentiles, milliseconds. */
  p50: number;
  p99: number;
  /** Responses received. */
  responses: number;
  /** Responses whose status was not 2xx. */
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** (non2xx + errors) / (responses + errors). */
  failureRate: number;
  /** The measured run (warm-up excluded), in microseconds of the monotonic clock that V8's CPU profiles use. */
  window: { start: number; end: number };
}

/** Microseconds of the monotonic clock (the clock of `--cpu-prof` timestamps). */
const now = () => Number(process.hrtime.bigint() / 1000n);

/** Warm-up run (discarded), then the measured run. */
export async function measure(options: LoadOptions): Promise<Measurement> {
  const base = { url: options.url, headers: options.headers ?? {}, connections: options.connections };
  if (options.warmup > 0) await autocannon({ ...base, duration: options.warmup });
  const start = now();
  const result = await autocannon({ ...base, duration: options.duration });
  const end = now();
  const responses = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  const failures = result.non2xx + result.errors;
  return {
    requestsPerSecond: result.requests.mean,
    p50: result.latency.p50,
    p99: result.latency.p99,
    responses,
    non2xx: result.non2xx,
    errors: result.errors,
    failureRate: responses + result.errors === 0 ? 1 : failures / (responses + result.errors),
    window: { start, end },
  };
}
