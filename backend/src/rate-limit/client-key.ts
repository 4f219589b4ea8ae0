import { isIPv6 } from 'node:net';
import { ipKeyGenerator } from 'express-rate-limit';

/** IPv6 clients share a budget per /56, the block an ISP typically hands one customer. */
export const IPV6_SUBNET = 56;

function hextets(ip: string): number[] {
  const gap = ip.indexOf('::');
  if (gap === -1) return ip.split(':').map((group) => parseInt(group, 16));
  const head = ip.slice(0, gap);
  const tail = ip.slice(gap + 2);
  const before = head ? head.split(':').map((group) => parseInt(group, 16)) : [];
  const after = tail ? tail.split(':').map((group) => parseInt(group, 16)) : [];
  return [...before, ...new Array<number>(8 - before.length - after.length).fill(0), ...after];
}

/**
 * The rate-limit key of a client address, exactly as express-rate-limit's `ipKeyGenerator`
 * makes it (an IPv6 address's /56 network written `2001:db8:12:3400::/56`, an IPv4-mapped
 * one's IPv4 address, anything else unchanged), without parsing the address twice with a
 * general-purpose library, which was the largest single cost of a POST.
 */
export function clientKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  // Zones, embedded IPv4 and IPv4-mapped addresses are rare: the library handles them.
  if (ip.includes('.') || ip.includes('%')) return ipKeyGenerator(ip, IPV6_SUBNET);
  const groups = hextets(ip);
  if (
    groups[0] === 0 &&
    groups[1] === 0 &&
    groups[2] === 0 &&
    groups[3] === 0 &&
    groups[4] === 0 &&
    groups[5] === 0xffff
  )
    return ipKeyGenerator(ip, IPV6_SUBNET);
  // The first 56 bits; the rest are zero, so the canonical form ends in "::".
  const network = [groups[0], groups[1], groups[2], groups[3] & 0xff00];
  let last = network.length - 1;
  while (last >= 0 && network[last] === 0) last -= 1;
  return `${network
    .slice(0, last + 1)
    .map((group) => group.toString(16))
    .join(':')}::/${IPV6_SUBNET}`;
}
