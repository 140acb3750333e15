/**
 * TRUST_PROXY: the reverse proxies whose `X-Forwarded-For` the server believes (issue #29), as a
 * comma-separated list of addresses and CIDR ranges, IPv4 and IPv6 (`127.0.0.1, 10.0.0.0/8, ::1,
 * fd00::/8`). Unset or blank: no proxy is trusted and forwarded headers are ignored.
 */
import { BlockList, isIP } from 'node:net';

/** An IPv4 address written as IPv6 (`::ffff:10.0.0.1`, how a dual-stack socket reports IPv4 peers). */
const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** `address` as one spelling: an IPv4-mapped IPv6 address as plain IPv4, IPv6 lower-cased. */
export function canonicalAddress(address: string): string {
  const mapped = MAPPED_IPV4.exec(address);
  return mapped ? mapped[1]! : address.toLowerCase();
}

/** The trusted proxies: their ranges as configured, and the check of one address against them. */
export class TrustedProxies {
  readonly ranges: readonly string[];
  readonly #list = new BlockList();

  constructor(ranges: readonly { address: string; prefix: number; family: 4 | 6 }[]) {
    this.ranges = ranges.map(({ address, prefix, family }) => `${address}/${prefix}`.replace(family === 4 ? /\/32$/ : /\/128$/, ''));
    for (const { address, prefix, family } of ranges) this.#list.addSubnet(address, prefix, family === 4 ? 'ipv4' : 'ipv6');
  }

  /** Whether `address` (as a socket or `X-Forwarded-For` gives it) is one of the trusted proxies. */
  includes(address: string): boolean {
    const canonical = canonicalAddress(address);
    const family = isIP(canonical);
    if (family === 0) return false;
    return this.#list.check(canonical, family === 4 ? 'ipv4' : 'ipv6');
  }
}

const EXAMPLE = 'e.g. 127.0.0.1, 10.0.0.0/8, ::1 or fd00::/8';

/**
 * Parses TRUST_PROXY; undefined when it is unset or blank. Throws an Error naming the entry that is
 * neither an address nor a CIDR range, so the server stops at start instead of trusting the wrong hop.
 */
export function parseTrustProxy(raw: string | undefined): TrustedProxies | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const ranges = raw.split(',').map((part) => {
    const entry = part.trim();
    if (entry === '') throw new Error(`TRUST_PROXY has an empty entry (two commas or a trailing comma): ${raw}`);
    const [address = '', prefixText, ...rest] = entry.split('/');
    const canonical = canonicalAddress(address);
    const family = isIP(canonical);
    if (family === 0 || rest.length > 0 || canonical.includes('%')) {
      throw new Error(`TRUST_PROXY: "${entry}" is not an IP address or a CIDR range (${EXAMPLE}); separate several with commas`);
    }
    const max = family === 4 ? 32 : 128;
    if (prefixText === undefined) return { address: canonical, prefix: max, family: family as 4 | 6 };
    const prefix = Number(prefixText);
    if (!/^\d{1,3}$/.test(prefixText) || prefix > max) {
      throw new Error(`TRUST_PROXY: "${entry}" has a prefix length outside 0-${max} for an IPv${family} range (${EXAMPLE})`);
    }
    return { address: canonical, prefix, family: family as 4 | 6 };
  });
  return new TrustedProxies(ranges);
}

/**
 * The client's address: the socket's peer, unless that peer is a trusted proxy; then `forwardedFor`
 * (every X-Forwarded-For value, in order) is read from the right, skipping trusted proxies, and the
 * first hop that is not one is the client. Hops to the left of it were written by whoever sent the
 * request and are never believed. A hop that is not an address ends the walk at the proxy that
 * reported it; when every hop is a trusted proxy the left-most one is the client.
 *
 * @example clientAddressOf('10.0.0.2', ['198.51.100.9, 203.0.113.7'], parseTrustProxy('10.0.0.0/8')) // '203.0.113.7'
 */
export function clientAddressOf(peer: string, forwardedFor: readonly string[], proxies: TrustedProxies | undefined): string {
  const socket = canonicalAddress(peer);
  if (!proxies?.includes(socket)) return socket;
  const hops = forwardedFor.flatMap((value) => value.split(',')).map((hop) => hop.trim());
  let client = socket;
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hopAddress(hops[i]!);
    if (hop === undefined) return client;
    client = hop;
    if (!proxies.includes(hop)) return hop;
  }
  return client;
}

/** One X-Forwarded-For hop as an address: `203.0.113.7`, `2001:db8::1`, `[2001:db8::1]`, `[2001:db8::1]:443`, `203.0.113.7:443`. */
function hopAddress(hop: string): string | undefined {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(hop);
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(hop);
  const address = canonicalAddress(bracketed?.[1] ?? withPort?.[1] ?? hop);
  return isIP(address) !== 0 && !address.includes('%') ? address : undefined;
}
