import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { Agent, fetch, type Dispatcher } from 'undici';
import { AddressPolicy } from './address-policy.ts';

/** Limits of a fetch of an outside URL. */
export interface FetchLimits {
  /** Whole fetch, body included. */
  timeoutMs: number;
  /** Most bytes of the body, after decompression. */
  maxBytes: number;
  maxRedirects: number;
}

export const DEFAULT_LIMITS: FetchLimits = { timeoutMs: 15_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5 };

/** What the last fetch of a source said, sent back for a conditional GET. */
export interface Validators {
  etag?: string | null;
  lastModified?: string | null;
}

export type FetchResult =
  | { status: 'not-modified'; url: string }
  | {
      status: 'ok';
      /** The address the body came from, after redirects. */
      url: string;
      body: Buffer;
      contentType: string | null;
      etag: string | null;
      lastModified: string | null;
    };

/** A fetch that failed, with a message an admin can act on (shown on the source). */
export class FetchError extends Error {}

const USER_AGENT = 'RegulatoryHorizon/0.1 (feed reader; +https://github.com/regulatory-horizon)';

/**
 * Fetches outside URLs safely: http(s) only; every address checked against the policy when the connection is made
 * (after DNS resolution, so a name that resolves to a private address is refused, at every redirect too); a
 * timeout, a size cap on the decompressed body, at most a few redirects followed by hand; conditional GET.
 *
 * The allow-list admits a URL by its scheme, port and path, while connections are made (and reused) per origin:
 * each set of admitting entries has its own connection pool, so that a connection opened for an admitted path is
 * never reused for a path the list does not admit.
 */
export class SafeFetcher {
  private readonly policy: AddressPolicy;
  private readonly limits: FetchLimits;
  private readonly dispatchers = new Map<string, Dispatcher>();

  constructor(options: { allow?: readonly string[]; limits?: Partial<FetchLimits> } = {}) {
    this.policy = new AddressPolicy(options.allow);
    this.limits = { ...DEFAULT_LIMITS, ...options.limits };
  }

  /** The connection pool of the URLs these entries admit (none: public addresses only). */
  private dispatcherFor(admitting: readonly number[]): Dispatcher {
    const key = admitting.join(',');
    let dispatcher = this.dispatchers.get(key);
    if (!dispatcher) {
      dispatcher = new Agent({
        connect: { lookup: this.lookup(admitting), timeout: this.limits.timeoutMs },
        headersTimeout: this.limits.timeoutMs,
        bodyTimeout: this.limits.timeoutMs,
      });
      this.dispatchers.set(key, dispatcher);
    }
    return dispatcher;
  }

  /** The DNS lookup of every connection: the addresses a name resolves to, refused when any is not allowed. */
  private lookup(admitting: readonly number[]): LookupFunction {
    return (hostname, options, callback) => {
      dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
        if (error) return callback(error, '', 0);
        if (!this.policy.namesHost(admitting, hostname)) {
          for (const { address } of addresses) {
            const why = this.policy.refusal(admitting, address);
            if (why) return callback(new FetchError(`${hostname} resolves to ${why}, which is not fetched`), '', 0);
          }
        }
        if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
        const first = addresses[0]!;
        callback(null, first.address, first.family);
      });
    };
  }

  /** Checks a URL before any connection (scheme, an address written in it) and gives the entries admitting it. */
  private check(url: URL): number[] {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new FetchError(`Only http and https addresses are fetched (not ${url.protocol.replace(':', '')})`);
    }
    if (url.username || url.password) throw new FetchError('Addresses with a user name or password are not fetched');
    const admitting = this.policy.admitting(url);
    const why = this.policy.literalRefusal(admitting, url.hostname);
    if (why) throw new FetchError(`${why}, which is not fetched`);
    return admitting;
  }

  /**
   * Why an address would be refused before any connection (not http(s), a user name in it, a private address
   * written in it), or null: for checking addresses that are not fetched yet (an OPML import).
   */
  refusalOf(address: string): string | null {
    try {
      this.check(new URL(address));
      return null;
    } catch (error) {
      return error instanceof FetchError ? error.message : `${address} is not a valid address`;
    }
  }

  /**
   * The connection pool for one address after the checks every fetch makes (scheme, no user name, no private
   * address written in it; the pool's DNS lookup refuses private addresses): for requests that are not a feed's GET
   * (the links' check sends HEAD), which follow redirects by hand and call this again at every hop.
   * Throws a FetchError when the address is refused.
   */
  connectionFor(url: URL): Dispatcher {
    return this.dispatcherFor(this.check(url));
  }

  async fetch(address: string, validators: Validators = {}): Promise<FetchResult> {
    const signal = AbortSignal.timeout(this.limits.timeoutMs);
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      throw new FetchError(`${address} is not a valid address`);
    }
    try {
      for (let redirects = 0; ; redirects += 1) {
        const dispatcher = this.dispatcherFor(this.check(url));
        const headers: Record<string, string> = {
          'user-agent': USER_AGENT,
          accept:
            'application/rss+xml, application/atom+xml, application/feed+json, application/xml, text/xml, application/json, text/html;q=0.8, */*;q=0.5',
          'accept-encoding': 'gzip, deflate, br',
        };
        if (validators.etag) headers['if-none-match'] = validators.etag;
        if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
        const response = await fetch(url, { dispatcher, redirect: 'manual', signal, headers });
        if (response.status >= 300 && response.status < 400 && response.status !== 304) {
          await response.body?.cancel();
          const location = response.headers.get('location');
          if (!location) throw new FetchError(`HTTP ${response.status} without a Location to go to`);
          if (redirects >= this.limits.maxRedirects) {
            throw new FetchError(`More than ${this.limits.maxRedirects} redirects (last to ${location})`);
          }
          url = new URL(location, url);
          continue;
        }
        if (response.status === 304) {
          await response.body?.cancel();
          return { status: 'not-modified', url: url.href };
        }
        if (!response.ok) {
          await response.body?.cancel();
          throw new FetchError(`HTTP ${response.status} ${response.statusText}`.trim());
        }
        const declared = Number(response.headers.get('content-length') ?? NaN);
        if (declared > this.limits.maxBytes) {
          await response.body?.cancel();
          throw new FetchError(`The body is ${declared} bytes, more than the ${this.limits.maxBytes} allowed`);
        }
        const body = await this.readCapped(response.body);
        return {
          status: 'ok',
          url: url.href,
          body,
          contentType: response.headers.get('content-type'),
          etag: response.headers.get('etag'),
          lastModified: response.headers.get('last-modified'),
        };
      }
    } catch (error) {
      const failure = describe(error, signal, this.limits);
      // A refusal on a host the list admits elsewhere says where: the admin may have meant that.
      throw /which is not fetched$/.test(failure.message)
        ? new FetchError(failure.message + this.policy.hint(url))
        : failure;
    }
  }

  /** Reads a body, giving up beyond the size cap (decompressed bytes: a gzip bomb stops here too). */
  private async readCapped(stream: ReadableStream<Uint8Array> | null): Promise<Buffer> {
    if (!stream) return Buffer.alloc(0);
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = stream.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > this.limits.maxBytes) {
        await reader.cancel();
        throw new FetchError(`The body is more than the ${this.limits.maxBytes} bytes allowed`);
      }
      chunks.push(value);
    }
    return Buffer.concat(chunks);
  }

  /**
   * Cuts the fetches still in progress (undici's close() would wait for them, up to the fetch timeout): at
   * shutdown the rounds have stopped or been let go, and a site that never answers must not hold the exit.
   */
  async close(): Promise<void> {
    await Promise.all([...this.dispatchers.values()].map((dispatcher) => dispatcher.destroy()));
  }
}

/** Any failure as a FetchError with a plain message (undici wraps network errors in a TypeError's cause). */
function describe(error: unknown, signal: AbortSignal, limits: FetchLimits): FetchError {
  if (error instanceof FetchError) return error;
  if (signal.aborted) return new FetchError(`No complete answer within ${limits.timeoutMs / 1000} s`);
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  if (cause instanceof FetchError) return cause;
  const code = (cause as { code?: string }).code;
  const message = cause instanceof Error ? cause.message : String(cause);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new FetchError(`The host was not found (${code})`);
  if (code === 'ECONNREFUSED') return new FetchError('The server refused the connection');
  return new FetchError(code ? `${message} (${code})` : message);
}
