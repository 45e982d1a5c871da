import net from 'node:net';

/**
 * Which addresses the server's outbound requests may reach (DESIGN.md "SSRF policy"; config
 * OUTBOUND_ADDRESS_POLICY for URLs people type). `open` suits a single-user local install, where debugging `localhost` is the
 * point; `public-only` suits a shared deployment, where a URL typed by one person must not reach
 * the server's own network (loopback, private ranges, the cloud metadata address …).
 */
export const OUTBOUND_ADDRESS_POLICIES = ['open', 'public-only'] as const;
export type OutboundAddressPolicy = (typeof OUTBOUND_ADDRESS_POLICIES)[number];

/**
 * Says why an IP address may not be reached, or null when it may. A policy name or a function
 * of its own (an operator's allow-list, a test that refuses one loopback address only).
 */
export type AddressCheck = (address: string) => string | null;

/**
 * The check a policy stands for. A name always gives the same function, so connections kept
 * alive under one policy are found again by it; a name it does not know fails closed.
 */
export function addressCheckOf(policy: OutboundAddressPolicy | AddressCheck): AddressCheck {
  if (typeof policy === 'function') return policy;
  return policy === 'open' ? allowEverything : nonPublicReason;
}

const allowEverything: AddressCheck = () => null;

/** An IPv4 range: the first address as a 32-bit number and the prefix length. */
type V4Range = readonly [first: string, prefix: number, reason: string];

// Everything here is not reachable on the public internet, or is this host, or is a range
// whose traffic is not meant for a server (documentation, benchmarking, multicast).
const NON_PUBLIC_V4: readonly V4Range[] = [
  ['0.0.0.0', 8, 'unspecified ("this network")'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'shared address space (CGNAT)'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local (cloud metadata lives here)'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'IETF protocol assignments'],
  ['192.0.2.0', 24, 'documentation'],
  ['192.88.99.0', 24, '6to4 relay'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  ['255.255.255.255', 32, 'broadcast'],
  ['240.0.0.0', 4, 'reserved'],
];

function v4ToNumber(address: string): number {
  return address.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

const V4_RANGES = NON_PUBLIC_V4.map(([first, prefix, reason]) => ({
  first: v4ToNumber(first),
  size: 2 ** (32 - prefix),
  reason,
}));

function v4Reason(value: number): string | null {
  for (const range of V4_RANGES) {
    if (value >= range.first && value < range.first + range.size) return range.reason;
  }
  return null;
}

/** The eight 16-bit groups of an IPv6 address (zone id dropped, embedded dotted IPv4 read). */
export function parseIpv6(address: string): number[] | null {
  let text = address.replace(/^\[|\]$/g, '');
  const zone = text.indexOf('%');
  if (zone !== -1) text = text.slice(0, zone);
  if (!net.isIPv6(text)) return null;
  // "::ffff:1.2.3.4": the dotted tail is two groups.
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const n = v4ToNumber(dotted[2]!);
    text = `${dotted[1]!}${Math.floor(n / 65536).toString(16)}:${(n % 65536).toString(16)}`;
  }
  const halves = text.split('::');
  const head = halves[0] ? halves[0].split(':') : [];
  const rest = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 && missing !== 0) return null;
  const groups = [...head, ...Array<string>(missing).fill('0'), ...rest].map((g) =>
    parseInt(g, 16),
  );
  return groups.length === 8 && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : null;
}

function embeddedV4(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

function v6Reason(g: number[]): string | null {
  const [g0, g1, g2, g3, g4, g5, g6, g7] = g as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const firstFiveZero = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  if (firstFiveZero && g5 === 0xffff) {
    // IPv4-mapped: the connection goes to the IPv4 address, so that address decides.
    const inner = embeddedV4(g6, g7);
    const reason = v4Reason(v4ToNumber(inner));
    return reason && `IPv4-mapped ${inner}: ${reason}`;
  }
  if (firstFiveZero && g5 === 0) {
    if (g6 === 0 && g7 === 0) return 'unspecified';
    if (g6 === 0 && g7 === 1) return 'loopback';
    return `IPv4-compatible (deprecated, ${embeddedV4(g6, g7)})`;
  }
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) {
    // Well-known NAT64 prefix: a gateway turns it into the embedded IPv4 address.
    const inner = embeddedV4(g6, g7);
    const reason = v4Reason(v4ToNumber(inner));
    return reason && `NAT64 of ${inner}: ${reason}`;
  }
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 1) return 'local-use NAT64';
  if (g0 === 0x2002) {
    const inner = embeddedV4(g1, g2);
    const reason = v4Reason(v4ToNumber(inner));
    return reason && `6to4 of ${inner}: ${reason}`;
  }
  if (g0 === 0x2001 && g1 === 0) return 'Teredo tunnel';
  if (g0 === 0x2001 && g1 === 0xdb8) return 'documentation';
  if (g0 === 0x2001 && g1 < 0x200) return 'IETF special-purpose';
  if (g0 === 0x3fff && g1 < 0x1000) return 'documentation';
  if ((g0 & 0xfe00) === 0xfc00) return 'unique-local';
  if ((g0 & 0xffc0) === 0xfe80) return 'link-local';
  if ((g0 & 0xffc0) === 0xfec0) return 'site-local (deprecated)';
  if ((g0 & 0xff00) === 0xff00) return 'multicast';
  if (g0 === 0x100 && g1 === 0 && g2 === 0 && g3 === 0) return 'discard-only';
  // Only global unicast (2000::/3) is public.
  if ((g0 & 0xe000) !== 0x2000) return 'reserved';
  return null;
}

/**
 * Why `address` (an IPv4 or IPv6 literal) is not a public internet address, or null when it is.
 * Anything that is not an IP literal is refused: names are resolved first, then each address
 * is checked.
 */
export function nonPublicReason(address: string): string | null {
  if (net.isIPv4(address)) return v4Reason(v4ToNumber(address));
  const groups = parseIpv6(address);
  if (groups === null) return 'not an IP address';
  return v6Reason(groups);
}
