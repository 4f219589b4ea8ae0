import { isIP, isIPv6 } from 'node:net';
import type { Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';

/** IPv6 clients share a budget per /56, the block an ISP typically hands one customer. */
export const IPV6_SUBNET = 56;

/** A whole IPv6 /48 (256 such blocks) also shares one, larger, budget. */
export const IPV6_NETWORK = 48;

function hextets(ip: string): number[] {
  const gap = ip.indexOf('::');
  if (gap === -1) return ip.split(':').map((group) => parseInt(group, 16));
  const head = ip.slice(0, gap);
  const tail = ip.slice(gap + 2);
  const before = head ? head.split(':').map((group) => parseInt(group, 16)) : [];
  const after = tail ? tail.split(':').map((group) => parseInt(group, 16)) : [];
  return [...before, ...new Array<number>(8 - before.length - after.length).fill(0), ...after];
}

/** Whether an IPv6 address needs express-rate-limit's own parser (rare forms, or IPv4 inside). */
function isUnusualIPv6(ip: string, groups: number[]): boolean {
  if (ip.includes('.') || ip.includes('%')) return true;
  return (
    groups[0] === 0 && groups[1] === 0 && groups[2] === 0 && groups[3] === 0 && groups[4] === 0 && groups[5] === 0xffff
  );
}

/** The canonical name of the first `bits` (a multiple of 8, at most 64) of an address: `2001:db8:12::/48`. */
function networkName(groups: number[], bits: number): string {
  const network: number[] = [];
  for (let taken = 0; taken < bits; taken += 16) {
    const group = groups[taken / 16];
    network.push(bits - taken >= 16 ? group : group & ((0xffff << (16 - (bits - taken))) & 0xffff));
  }
  let last = network.length - 1;
  while (last >= 0 && network[last] === 0) last -= 1;
  return `${network
    .slice(0, last + 1)
    .map((group) => group.toString(16))
    .join(':')}::/${bits}`;
}

/**
 * The rate-limit key of a client address, exactly as express-rate-limit's `ipKeyGenerator`
 * makes it (an IPv6 address's /56 network written `2001:db8:12:3400::/56`, an IPv4-mapped
 * one's IPv4 address, anything else unchanged), without parsing the address twice with a
 * general-purpose library, which was the largest single cost of a POST.
 */
export function clientKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const groups = hextets(ip);
  if (isUnusualIPv6(ip, groups)) return ipKeyGenerator(ip, IPV6_SUBNET);
  return networkName(groups, IPV6_SUBNET);
}

/** The /48 an IPv6 address belongs to, or null for IPv4 (and IPv4 inside IPv6), which has none. */
export function networkKey(ip: string): string | null {
  if (!isIPv6(ip)) return null;
  const groups = hextets(ip);
  if (isUnusualIPv6(ip, groups)) {
    const key = ipKeyGenerator(ip, IPV6_NETWORK);
    return key.includes('/') ? key : null;
  }
  return networkName(groups, IPV6_NETWORK);
}

/** The longest text form of an IP address (an IPv4-mapped IPv6 address with a zone aside). */
const MAX_ADDRESS_LENGTH = 45;

function isAddress(value: string | undefined): value is string {
  return value !== undefined && value.length <= MAX_ADDRESS_LENGTH && isIP(value) !== 0;
}

const ADDRESS = Symbol('hexle.clientAddress');
type WithAddress = Request & { [ADDRESS]?: string };

/**
 * The address a request's budgets are counted by: `req.ip` (the forwarded address when the peer
 * is a trusted proxy) only when it is an IP address, else the socket's own peer. A forwarded
 * header is text the client may have written, so anything that is not an address never becomes
 * a key: a client cannot spend a budget in another's name with garbage or grow the counters with it.
 */
export function clientAddressOf(request: Request): string {
  const remembered = (request as WithAddress)[ADDRESS];
  if (remembered !== undefined) return remembered;
  const forwarded = request.ip;
  const peer = request.socket.remoteAddress;
  const address = isAddress(forwarded) ? forwarded : isAddress(peer) ? peer : 'unknown';
  (request as WithAddress)[ADDRESS] = address;
  return address;
}

/** The budget key of a request's client: its address, an IPv6 one's /56. */
export function clientKeyOf(request: Request): string {
  return clientKey(clientAddressOf(request));
}
