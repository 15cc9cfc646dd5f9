// Classifies an IP address as 'public' or names the special-purpose range it belongs to
// (IANA IPv4/IPv6 special-purpose registries, plus cloud metadata addresses). Addresses that
// embed an IPv4 address (IPv4-mapped, NAT64, 6to4, IPv4-compatible) are judged by that IPv4.
import net from 'node:net';

export type AddressClass = 'public' | string;

interface Range {
  base: bigint;
  bits: number;
  reason: string;
}

function v4(cidr: string, reason: string): Range {
  const [ip, len] = cidr.split('/');
  return { base: parseIPv4(ip)!, bits: Number(len), reason };
}
function v6(cidr: string, reason: string): Range {
  const [ip, len] = cidr.split('/');
  return { base: parseIPv6(ip)!, bits: Number(len), reason };
}

// Most specific first: the first match wins.
const IPV4_RANGES: Range[] = [
  v4('169.254.169.254/32', 'metadata'),
  v4('255.255.255.255/32', 'broadcast'),
  v4('0.0.0.0/8', 'this-network'),
  v4('10.0.0.0/8', 'private'),
  v4('100.64.0.0/10', 'shared-address-space (CGNAT)'),
  v4('127.0.0.0/8', 'loopback'),
  v4('169.254.0.0/16', 'link-local'),
  v4('172.16.0.0/12', 'private'),
  v4('192.0.0.0/24', 'ietf-protocol-assignment'),
  v4('192.0.2.0/24', 'documentation'),
  v4('192.88.99.0/24', 'reserved (6to4 relay)'),
  v4('192.168.0.0/16', 'private'),
  v4('198.18.0.0/15', 'benchmarking'),
  v4('198.51.100.0/24', 'documentation'),
  v4('203.0.113.0/24', 'documentation'),
  v4('224.0.0.0/4', 'multicast'),
  v4('240.0.0.0/4', 'reserved'),
];

const IPV6_RANGES: Range[] = [
  v6('::/128', 'unspecified'),
  v6('::1/128', 'loopback'),
  v6('fd00:ec2::254/128', 'metadata'),
  v6('64:ff9b:1::/48', 'nat64-local-use'),
  v6('100::/64', 'discard-only'),
  v6('2001::/23', 'ietf-protocol-assignment'),
  v6('2001:db8::/32', 'documentation'),
  v6('3fff::/20', 'documentation'),
  v6('fc00::/7', 'unique-local'),
  v6('fe80::/10', 'link-local'),
  v6('fec0::/10', 'site-local'),
  v6('ff00::/8', 'multicast'),
];

// Prefixes whose low bits carry an IPv4 address: [prefix, prefix length, shift to the IPv4 bits, label].
const EMBEDDED_V4: Array<[Range, number, string]> = [
  [v6('::ffff:0:0/96', 'ipv4-mapped'), 0, 'ipv4-mapped'],
  [v6('64:ff9b::/96', 'nat64'), 0, 'nat64'],
  [v6('::/96', 'ipv4-compatible'), 0, 'ipv4-compatible'],
  [v6('2002::/16', '6to4'), 80, '6to4'],
];

const GLOBAL_UNICAST_V6 = v6('2000::/3', 'global');

function inRange(value: bigint, range: Range, width: number): boolean {
  const shift = BigInt(width - range.bits);
  return value >> shift === range.base >> shift;
}

export function parseIPv4(ip: string): bigint | undefined {
  if (net.isIPv4(ip) === false) return undefined;
  return ip.split('.').reduce((acc, part) => (acc << 8n) | BigInt(Number(part)), 0n);
}

/** Parses an IPv6 address (with optional zone id and dotted IPv4 tail) to a 128-bit number. */
export function parseIPv6(input: string): bigint | undefined {
  let ip = input.startsWith('[') && input.endsWith(']') ? input.slice(1, -1) : input;
  ip = ip.split('%')[0];
  if (!net.isIPv6(ip)) return undefined;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  if (dotted) {
    const n = parseIPv4(dotted[1])!;
    ip = ip.slice(0, -dotted[1].length) + ((n >> 16n) & 0xffffn).toString(16) + ':' + (n & 0xffffn).toString(16);
  }
  const [head, tail] = ip.includes('::') ? ip.split('::') : [ip, undefined];
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const missing = 8 - headParts.length - tailParts.length;
  const parts = tail === undefined ? headParts : [...headParts, ...Array(missing).fill('0'), ...tailParts];
  if (parts.length !== 8) return undefined;
  return parts.reduce((acc, h) => (acc << 16n) | BigInt(parseInt(h, 16)), 0n);
}

function classifyV4(n: bigint): AddressClass {
  for (const r of IPV4_RANGES) if (inRange(n, r, 32)) return r.reason;
  return 'public';
}

function classifyV6(n: bigint): AddressClass {
  for (const [prefix, shift, label] of EMBEDDED_V4) {
    // ::/96 also holds :: and ::1, which the plain table names better.
    if (label === 'ipv4-compatible' && n <= 1n) break;
    if (inRange(n, prefix, 128)) {
      const inner = classifyV4((n >> BigInt(shift)) & 0xffffffffn);
      // IPv4-compatible addresses are deprecated (RFC 4291): nothing public uses them.
      if (inner === 'public') return label === 'ipv4-compatible' ? 'ipv4-compatible (deprecated)' : 'public';
      return `${label} ${inner}`;
    }
  }
  for (const r of IPV6_RANGES) if (inRange(n, r, 128)) return r.reason;
  return inRange(n, GLOBAL_UNICAST_V6, 128) ? 'public' : 'reserved';
}

/** 'public', or the name of the special range the address is in ('invalid' for a non-address). */
export function classifyAddress(ip: string): AddressClass {
  const n4 = parseIPv4(ip);
  if (n4 !== undefined) return classifyV4(n4);
  const n6 = parseIPv6(ip);
  if (n6 !== undefined) return classifyV6(n6);
  return 'invalid';
}

export function isPublicAddress(ip: string): boolean {
  return classifyAddress(ip) === 'public';
}
