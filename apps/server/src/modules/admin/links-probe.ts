import { request, type Dispatcher } from 'undici';
import { FetchError, type SafeFetcher } from '../../ingest/safe-fetch.ts';

/** What one link's check found: the last status answered (after redirects), or why none came. */
export interface ProbeResult {
  status: number | null;
  ok: boolean;
  error: string | null;
}

const USER_AGENT = 'RegulatoryHorizon/0.1 (link check; +https://github.com/regulatory-horizon)';
const MAX_REDIRECTS = 5;

/**
 * Takes turns per host: at most one request to a host at a time, `gapMs` at least between the end of one and the
 * start of the next, and at most `concurrency` requests at once across hosts — a site is never hammered by a check.
 */
export class HostPacer {
  private readonly gapMs: number;
  private readonly lanes = new Map<string, Promise<void>>();
  private readonly waiting: (() => void)[] = [];
  private free: number;

  constructor(options: { gapMs: number; concurrency: number }) {
    this.gapMs = options.gapMs;
    this.free = options.concurrency;
  }

  /** Runs `send` in the host's turn; the host's next turn comes `gapMs` after it ends. */
  run<T>(host: string, send: () => Promise<T>): Promise<T> {
    const previous = this.lanes.get(host) ?? Promise.resolve();
    const turn = previous.then(async () => {
      await this.acquire();
      try {
        return await send();
      } finally {
        this.release();
      }
    });
    const lane = turn.then(
      () => sleep(this.gapMs),
      () => sleep(this.gapMs),
    );
    this.lanes.set(host, lane);
    // The host's lane is forgotten once nothing follows it (a long run over many hosts keeps no dead entries).
    void lane.then(() => {
      if (this.lanes.get(host) === lane) this.lanes.delete(host);
    });
    return turn;
  }

  private acquire(): Promise<void> {
    if (this.free > 0) {
      this.free -= 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.free += 1;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The host a link is paced by and listed under: its name, lower case, without port. */
export function hostOf(address: string): string {
  try {
    return new URL(address).hostname.toLowerCase();
  } catch {
    return '';
  }
}

/** One request, redirects followed by hand through the safe fetcher's checks at every hop; the body is not read. */
async function send(fetcher: SafeFetcher, address: string, method: 'HEAD' | 'GET', timeoutMs: number) {
  const signal = AbortSignal.timeout(timeoutMs);
  let url = new URL(address);
  for (let redirects = 0; ; redirects += 1) {
    const dispatcher: Dispatcher = fetcher.connectionFor(url);
    const response = await request(url, {
      method,
      dispatcher,
      signal,
      headers: { 'user-agent': USER_AGENT, accept: '*/*' },
    });
    // Only the status matters: the body is dropped unread (a GET of a large file costs its first bytes only); the
    // abort this raises on the body has no reader to tell.
    response.body.on('error', () => {});
    response.body.destroy();
    const location = response.headers.location;
    if (response.statusCode >= 300 && response.statusCode < 400 && response.statusCode !== 304 && location) {
      if (redirects >= MAX_REDIRECTS) throw new FetchError(`More than ${MAX_REDIRECTS} redirects`);
      url = new URL(String(location), url);
      continue;
    }
    return response.statusCode;
  }
}

/** A failure as a short message an admin can act on. */
function describe(error: unknown, timeoutMs: number): string {
  if (error instanceof FetchError) return error.message;
  const name = (error as { name?: string }).name;
  if (name === 'TimeoutError' || name === 'AbortError') return `No answer within ${timeoutMs / 1000} s`;
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  if (cause instanceof FetchError) return cause.message;
  const code = (cause as { code?: string }).code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `The host was not found (${code})`;
  if (code === 'ECONNREFUSED') return 'The server refused the connection';
  if (code === 'UND_ERR_CONNECT_TIMEOUT') return `No connection within ${timeoutMs / 1000} s`;
  const message = cause instanceof Error ? cause.message : String(cause);
  return code ? `${message} (${code})` : message;
}

/**
 * Checks one link: a HEAD request, and a GET when the server refuses HEAD (405, 501), each in the host's turn.
 * A link is ok when it answers 2xx or 3xx (after redirects); anything else, or no answer, is broken.
 */
export async function probe(
  fetcher: SafeFetcher,
  pacer: HostPacer,
  address: string,
  timeoutMs: number,
): Promise<ProbeResult> {
  const host = hostOf(address);
  try {
    let status = await pacer.run(host, () => send(fetcher, address, 'HEAD', timeoutMs));
    if (status === 405 || status === 501)
      status = await pacer.run(host, () => send(fetcher, address, 'GET', timeoutMs));
    const ok = status >= 200 && status < 400;
    return { status, ok, error: ok ? null : `HTTP ${status}` };
  } catch (error) {
    return { status: null, ok: false, error: describe(error, timeoutMs).slice(0, 500) };
  }
}
