// A closed-loop load: `connections` workers, each sending its next request when the last one answered, for
// `seconds`. Every latency is kept, so percentiles (p95 included) are exact rather than bucketed. Any 2xx answer is
// done (a create answers 201); anything else counts as a failure.
import http from 'node:http';

export interface LatencyResult {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  failures: number;
}

/** A GET, or a POST of `body` as JSON. */
function send(agent: http.Agent, url: URL, headers: Record<string, string>, body?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const method = body === undefined ? 'GET' : 'POST';
    const all = body === undefined ? headers : { ...headers, 'content-type': 'application/json' };
    const request = http.request(url, { agent, headers: all, method }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end(body);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;

/** Loads one URL and measures it; `warmup` seconds first, not counted. */
export async function measureLatency(options: {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
  warmup: number;
  /** POST this JSON instead of a GET; called before each request, so that it may vary (past a cache). */
  body?: () => string;
}): Promise<LatencyResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const url = new URL(options.url);
  const run = async (seconds: number) => {
    const latencies: number[] = [];
    let failures = 0;
    const end = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: options.connections }, async () => {
        while (performance.now() < end) {
          const start = performance.now();
          const status = await send(agent, url, options.headers ?? {}, options.body?.()).catch(() => 0);
          if (status >= 200 && status < 300) latencies.push(performance.now() - start);
          else failures += 1;
        }
      }),
    );
    return { latencies, failures };
  };
  if (options.warmup > 0) await run(options.warmup);
  const { latencies, failures } = await run(options.seconds);
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / options.seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    requests: latencies.length,
    failures,
  };
}
