import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

type Ip = ipaddr.IPv4 | ipaddr.IPv6;

/**
 * One allow-list entry: where a fetch may go although the address is private. An origin, not a host: a host (or
 * an address, or a range) on given ports, optionally for one scheme and under one path, so that allowing the demo's
 * own feeds does not open every other service on the same machine.
 */
interface Allowance {
  /** As written in FETCH_ALLOW, for messages. */
  entry: string;
  /** A host name, matched as written, or else the addresses it stands for. */
  host: string | null;
  range: [Ip, number] | null;
  /** `http:` or `https:`; null: either. */
  scheme: string | null;
  /** null: the scheme's default port (80, 443). */
  port: number | null;
  /** Path prefix; `/` for all. */
  path: string;
}

/**
 * Parses a FETCH_ALLOW entry: `intranet.example.com`, `127.0.0.2`, `10.1.0.0/16`, `[fd00::1]` (default ports);
 * the same with `:8080` after them (that port, either scheme); or an origin with an optional path prefix
 * (`http://localhost:8080/demo/feeds/`). Throws an Error naming the entry when it is none of these.
 */
export function parseAllowance(written: string): Allowance {
  const entry = written.trim().toLowerCase();
  const invalid = () => new Error(`${written} is not a host, address, CIDR range or origin`);
  const port = (value: string | undefined) => {
    if (value === undefined || value === '') return null;
    const number = Number(value);
    if (!Number.isInteger(number) || number < 1 || number > 65_535) throw invalid();
    return number;
  };
  const of = (host: string, portText: string | undefined, scheme: string | null = null, path = '/'): Allowance => {
    const bare = host.replace(/^\[|\]$/g, '');
    const ip = ipaddr.isValid(bare) ? normalise(ipaddr.parse(bare)) : null;
    if (!ip && !/^[a-z\d]([a-z\d-]*[a-z\d])?(\.[a-z\d]([a-z\d-]*[a-z\d])?)*\.?$/.test(bare)) throw invalid();
    const range: [Ip, number] | null = ip ? [ip, ip.kind() === 'ipv6' ? 128 : 32] : null;
    return { entry: written, host: ip ? null : bare, range, scheme, port: port(portText), path };
  };
  if (entry.includes('://')) {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw invalid();
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalid();
    return of(url.hostname, url.port || (url.protocol === 'https:' ? '443' : '80'), url.protocol, url.pathname);
  }
  const cidr = /^(.+)\/(\d{1,3})(?::(\d+))?$/.exec(entry);
  if (cidr) {
    let range: [Ip, number];
    try {
      range = ipaddr.parseCIDR(`${cidr[1]}/${cidr[2]}`);
    } catch {
      throw invalid();
    }
    return {
      entry: written,
      host: null,
      range: [normalise(range[0]), range[1]],
      scheme: null,
      port: port(cidr[3]),
      path: '/',
    };
  }
  const bracketed = /^(\[[^\]]+\])(?::(\d+))?$/.exec(entry);
  if (bracketed) return of(bracketed[1]!, bracketed[2]);
  if (ipaddr.IPv6.isValid(entry)) return of(entry, undefined);
  const [host = '', portText, ...rest] = entry.split(':');
  if (rest.length) throw invalid();
  return of(host, portText);
}

const defaultPort = (protocol: string) => (protocol === 'https:' ? 443 : 80);

/**
 * Which addresses a fetch of an outside URL may connect to: public unicast ones only (no loopback, private,
 * link-local — cloud metadata sits at 169.254.169.254 —, carrier-grade NAT, multicast, reserved, unspecified;
 * IPv4-mapped IPv6 judged as the IPv4 it carries), unless an allow-list entry admits the URL (scheme, port and path
 * as it says) and names its host or an address range holding the address.
 */
export class AddressPolicy {
  private readonly allowances: readonly Allowance[];

  constructor(allow: readonly string[] = []) {
    this.allowances = allow.filter((entry) => entry.trim()).map(parseAllowance);
  }

  /**
   * The entries that may admit this URL: its scheme, port and path fit, and they name its host or a range (the
   * addresses are known when connecting). Their positions, so that connections are kept apart by what admitted them.
   */
  admitting(url: URL): number[] {
    const port = url.port ? Number(url.port) : defaultPort(url.protocol);
    const host = stripBrackets(url.hostname);
    return this.allowances.flatMap((allowance, index) =>
      (allowance.scheme === null || allowance.scheme === url.protocol) &&
      (allowance.port ?? defaultPort(url.protocol)) === port &&
      url.pathname.startsWith(allowance.path) &&
      (allowance.range !== null || allowance.host === host)
        ? [index]
        : [],
    );
  }

  /** One of these entries names the host (then its addresses are not checked). */
  namesHost(admitting: readonly number[], hostname: string): boolean {
    const host = stripBrackets(hostname).toLowerCase();
    return admitting.some((index) => this.allowances[index]!.host === host);
  }

  /** Why an address may not be connected to under these entries, or null when it may. */
  refusal(admitting: readonly number[], address: string): string | null {
    if (!ipaddr.isValid(address)) return `${address} is not an IP address`;
    const ip = normalise(ipaddr.parse(address));
    const inRange = ([base, bits]: [Ip, number]) => base.kind() === ip.kind() && ip.match(base, bits);
    if (admitting.some((index) => this.allowances[index]!.range && inRange(this.allowances[index]!.range!))) {
      return null;
    }
    const range = ip.range();
    return range === 'unicast' ? null : `${address} is a ${range} address`;
  }

  /** Why a URL's host may not be fetched before any lookup (an address written in the URL), or null. */
  literalRefusal(admitting: readonly number[], hostname: string): string | null {
    const host = stripBrackets(hostname);
    return isIP(host) === 0 ? null : this.refusal(admitting, host);
  }

  /** What the allow-list admits on this host, for a refusal's message (`…; FETCH_ALLOW admits … only`). */
  hint(url: URL): string {
    const host = stripBrackets(url.hostname).toLowerCase();
    const ip = ipaddr.isValid(host) ? normalise(ipaddr.parse(host)) : null;
    const near = this.allowances.filter(
      ({ host: named, range }) =>
        named === host || (ip && range && range[0].kind() === ip.kind() && ip.match(range[0], range[1])),
    );
    return near.length ? ` (FETCH_ALLOW admits this host only as ${near.map((a) => a.entry).join(', ')})` : '';
  }
}

const stripBrackets = (host: string) => host.replace(/^\[|\]$/g, '');

/** ::ffff:127.0.0.1 is 127.0.0.1. */
function normalise(ip: Ip): Ip {
  return ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress() ? (ip as ipaddr.IPv6).toIPv4Address() : ip;
}
