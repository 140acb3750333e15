import { describe, expect, it } from 'vitest';
import { clientAddressOf, parseTrustProxy } from './trust-proxy.ts';

describe('parseTrustProxy', () => {
  it('is undefined when unset or blank: no proxy is trusted', () => {
    expect(parseTrustProxy(undefined)).toBeUndefined();
    expect(parseTrustProxy('  ')).toBeUndefined();
  });

  it('takes addresses and CIDR ranges, IPv4 and IPv6, separated by commas', () => {
    const proxies = parseTrustProxy(' 127.0.0.1, 10.0.0.0/8 ,::1, fd00::/8, 192.168.1.7/24 ')!;
    expect(proxies.ranges).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', '192.168.1.7/24']);
    for (const inside of ['127.0.0.1', '10.255.0.3', '::1', 'fd12:3456::1', 'FD00::2', '192.168.1.200', '::ffff:10.1.2.3'])
      expect([inside, proxies.includes(inside)]).toEqual([inside, true]);
    for (const outside of ['127.0.0.2', '11.0.0.1', '::2', 'fe80::1', '192.168.2.1', '203.0.113.7', 'unknown', ''])
      expect([outside, proxies.includes(outside)]).toEqual([outside, false]);
  });

  it.each([
    [
      'localhost',
      'TRUST_PROXY: "localhost" is not an IP address or a CIDR range (e.g. 127.0.0.1, 10.0.0.0/8, ::1 or fd00::/8); separate several with commas',
    ],
    [
      '10.0.0.256',
      'TRUST_PROXY: "10.0.0.256" is not an IP address or a CIDR range (e.g. 127.0.0.1, 10.0.0.0/8, ::1 or fd00::/8); separate several with commas',
    ],
    [
      '10.0.0.0/33',
      'TRUST_PROXY: "10.0.0.0/33" has a prefix length outside 0-32 for an IPv4 range (e.g. 127.0.0.1, 10.0.0.0/8, ::1 or fd00::/8)',
    ],
    [
      'fd00::/129',
      'TRUST_PROXY: "fd00::/129" has a prefix length outside 0-128 for an IPv6 range (e.g. 127.0.0.1, 10.0.0.0/8, ::1 or fd00::/8)',
    ],
    [
      '10.0.0.0/-1',
      'TRUST_PROXY: "10.0.0.0/-1" has a prefix length outside 0-32 for an IPv4 range (e.g. 127.0.0.1, 10.0.0.0/8, ::1 or fd00::/8)',
    ],
    [
      '10.0.0.0/8/8',
      'TRUST_PROXY: "10.0.0.0/8/8" is not an IP address or a CIDR range (e.g. 127.0.0.1, 10.0.0.0/8, ::1 or fd00::/8); separate several with commas',
    ],
    [
      '10.0.0.1 10.0.0.2',
      'TRUST_PROXY: "10.0.0.1 10.0.0.2" is not an IP address or a CIDR range (e.g. 127.0.0.1, 10.0.0.0/8, ::1 or fd00::/8); separate several with commas',
    ],
    [
      'fe80::1%eth0',
      'TRUST_PROXY: "fe80::1%eth0" is not an IP address or a CIDR range (e.g. 127.0.0.1, 10.0.0.0/8, ::1 or fd00::/8); separate several with commas',
    ],
    ['127.0.0.1,', 'TRUST_PROXY has an empty entry (two commas or a trailing comma): 127.0.0.1,'],
  ])('refuses %j with a message naming the entry', (raw, message) => {
    expect(() => parseTrustProxy(raw)).toThrow(new Error(message));
  });
});

describe('clientAddressOf', () => {
  const proxies = parseTrustProxy('10.0.0.0/8, fd00::/8');

  it.each<[string, string, string[], string]>([
    ['an untrusted peer: its own address, whatever it forwards', '203.0.113.7', ['198.51.100.1'], '203.0.113.7'],
    ['a trusted proxy: the hop it reported', '10.0.0.2', ['203.0.113.7'], '203.0.113.7'],
    [
      'the right-most hop that is not a proxy; what the client wrote to its left is ignored',
      '10.0.0.2',
      ['1.1.1.1, 203.0.113.7'],
      '203.0.113.7',
    ],
    ['several proxies in a row are skipped', '10.0.0.2', ['203.0.113.7, 10.0.0.9, 10.0.0.5'], '203.0.113.7'],
    ['several header lines read as one list', '10.0.0.2', ['1.1.1.1', '203.0.113.7, 10.0.0.9'], '203.0.113.7'],
    ['IPv6 hops, bracketed or with a port', 'fd00::1', ['[2001:db8::7]:443'], '2001:db8::7'],
    ['an IPv4 hop with a port', '10.0.0.2', ['203.0.113.7:51234'], '203.0.113.7'],
    ['an IPv4-mapped peer counts as IPv4', '::ffff:10.0.0.2', ['203.0.113.7'], '203.0.113.7'],
    ['no header from a trusted proxy: the proxy', '10.0.0.2', [], '10.0.0.2'],
    ['a hop that is not an address stops at the proxy that reported it', '10.0.0.2', ['203.0.113.7, unknown'], '10.0.0.2'],
    ['every hop a proxy: the left-most', '10.0.0.2', ['10.0.0.7, 10.0.0.9'], '10.0.0.7'],
  ])('%s', (_rule, peer, forwarded, client) => {
    expect(clientAddressOf(peer, forwarded, proxies)).toBe(client);
  });

  it('without TRUST_PROXY every forwarded header is ignored', () => {
    expect(clientAddressOf('127.0.0.1', ['203.0.113.7'], undefined)).toBe('127.0.0.1');
  });
});
