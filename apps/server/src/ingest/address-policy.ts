import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Which addresses a fetch of an outside URL may connect to: public unicast ones only (no loopback, private,
 * link-local — cloud metadata sits at 169.254.169.254 —, carrier-grade NAT, multicast, reserved, unspecified;
 * IPv4-mapped IPv6 judged as the IPv4 it carries), unless the allow-list names the host, the address or a CIDR
 * range holding it (the demo's own feeds on localhost, an intranet source an admin trusts).
 */
export class AddressPolicy {
  private readonly hosts: ReadonlySet<string>;
  private readonly ranges: readonly [ipaddr.IPv4 | ipaddr.IPv6, number][];

  /** `allow`: host names, addresses and CIDR ranges (`intranet.example.com`, `127.0.0.2`, `10.1.0.0/16`). */
  constructor(allow: readonly string[] = []) {
    const hosts = new Set<string>();
    const ranges: [ipaddr.IPv4 | ipaddr.IPv6, number][] = [];
    for (const entry of allow.map((value) => value.trim().toLowerCase()).filter(Boolean)) {
      if (entry.includes('/')) ranges.push(ipaddr.parseCIDR(entry));
      else if (ipaddr.isValid(entry)) ranges.push([normalise(ipaddr.parse(entry)), entry.includes(':') ? 128 : 32]);
      else hosts.add(entry);
    }
    this.hosts = hosts;
    this.ranges = ranges;
  }

  /** The allow-list names this host (then its addresses are not checked). */
  allowsHost(hostname: string): boolean {
    return this.hosts.has(stripBrackets(hostname).toLowerCase());
  }

  /** Why an address may not be connected to, or null when it may. */
  refusal(address: string): string | null {
    if (!ipaddr.isValid(address)) return `${address} is not an IP address`;
    const ip = normalise(ipaddr.parse(address));
    if (this.ranges.some(([base, bits]) => base.kind() === ip.kind() && ip.match(base, bits))) return null;
    const range = ip.range();
    return range === 'unicast' ? null : `${address} is a ${range} address`;
  }

  /** Why a URL's host may not be fetched before any lookup (an address written in the URL), or null. */
  literalRefusal(hostname: string): string | null {
    const host = stripBrackets(hostname);
    if (this.allowsHost(host) || isIP(host) === 0) return null;
    return this.refusal(host);
  }
}

const stripBrackets = (host: string) => host.replace(/^\[|\]$/g, '');

/** ::ffff:127.0.0.1 is 127.0.0.1. */
function normalise(ip: ipaddr.IPv4 | ipaddr.IPv6): ipaddr.IPv4 | ipaddr.IPv6 {
  return ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress() ? (ip as ipaddr.IPv6).toIPv4Address() : ip;
}
