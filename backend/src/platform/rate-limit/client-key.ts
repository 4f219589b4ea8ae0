import { isIP, isIPv4, isIPv6 } from 'node:net';
import type { Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';

/** IPv6 clients share a budget per /56, the block an ISP typically hands one customer. */
export const IPV6_SUBNET = 56;

/** A whole IPv6 /48 (256 such blocks) also shares one, larger, budget. */
export const IPV6_NETWORK = 48;

const COLON = 0x3a;
const DIGIT_ZERO = 0x30;
const DIGIT_NINE = 0x39;
const LETTER_A = 0x61;
const LOWER_CASE = 0x20;

/** The eight groups of an IPv6 address that `isIP` has accepted, read in one pass (no dotted or zone forms). */
function hextets(ip: string): number[] {
  const groups: number[] = [];
  let gapAt = -1;
  let value = 0;
  let digits = 0;
  for (let i = 0; i < ip.length; i++) {
    const code = ip.charCodeAt(i);
    if (code === COLON) {
      if (digits > 0) groups.push(value);
      else if (i > 0) gapAt = groups.length;
      value = 0;
      digits = 0;
    } else {
      value = value * 16 + (code <= DIGIT_NINE ? code - DIGIT_ZERO : (code | LOWER_CASE) - LETTER_A + 10);
      digits += 1;
    }
  }
  if (digits > 0) groups.push(value);
  if (gapAt >= 0) groups.splice(gapAt, 0, ...new Array<number>(8 - groups.length).fill(0));
  return groups;
}

/** Whether an IPv6 address needs express-rate-limit's own parser (rare forms, or IPv4 inside). */
function isUnusualIPv6(ip: string): boolean {
  return ip.includes('.') || ip.includes('%');
}

/** An IPv4-mapped address (::ffff:a.b.c.d written in hex), which is keyed as the IPv4 address. */
function isMappedIPv4(groups: number[]): boolean {
  return (
    groups[0] === 0 && groups[1] === 0 && groups[2] === 0 && groups[3] === 0 && groups[4] === 0 && groups[5] === 0xffff
  );
}

/** The canonical name of the first `bits` (a multiple of 8, at most 64) of an address: `2001:db8:12::/48`. */
function networkName(groups: number[], bits: number): string {
  const whole = Math.floor(bits / 16);
  const network = groups.slice(0, whole);
  if (bits % 16 !== 0) network.push(groups[whole] & ((0xffff << (16 - (bits % 16))) & 0xffff));
  let last = network.length - 1;
  while (last >= 0 && network[last] === 0) last -= 1;
  let name = '';
  for (let index = 0; index <= last; index++) name += (index === 0 ? '' : ':') + network[index].toString(16);
  return `${name}::/${bits}`;
}

/** What an address is counted under: its own key, and its /48's for IPv6 (null for IPv4, which has none). */
export interface AddressKeys {
  client: string;
  network: string | null;
}

/** Both keys of an IPv6 address, from one reading of it. */
function ipv6Keys(ip: string): AddressKeys {
  if (!isUnusualIPv6(ip)) {
    const groups = hextets(ip);
    if (!isMappedIPv4(groups))
      return { client: networkName(groups, IPV6_SUBNET), network: networkName(groups, IPV6_NETWORK) };
  }
  const network = ipKeyGenerator(ip, IPV6_NETWORK);
  return { client: ipKeyGenerator(ip, IPV6_SUBNET), network: network.includes('/') ? network : null };
}

/** The keys of an address `isIP` has read as `version` (4, 6, or 0 for none). */
function keysOf(ip: string, version: number): AddressKeys {
  return version === 6 ? ipv6Keys(ip) : { client: ip, network: null };
}

/**
 * The rate-limit key of a client address, exactly as express-rate-limit's `ipKeyGenerator`
 * makes it (an IPv6 address's /56 network written `2001:db8:12:3400::/56`, an IPv4-mapped
 * one's IPv4 address, anything else unchanged), without parsing the address twice with a
 * general-purpose library, which was the largest single cost of a POST.
 */
export function clientKey(ip: string): string {
  return keysOf(ip, isIPv6(ip) ? 6 : 0).client;
}

/** The /48 an IPv6 address belongs to, or null for IPv4 (and IPv4 inside IPv6), which has none. */
export function networkKey(ip: string): string | null {
  return keysOf(ip, isIPv6(ip) ? 6 : 0).network;
}

/** The longest text form of an IP address (an IPv4-mapped IPv6 address with a zone aside). */
const MAX_ADDRESS_LENGTH = 45;

/** `isIP`'s version of an address of a plausible length: 4, 6, or 0 for anything else. */
function versionOf(value: string | undefined): number {
  return value !== undefined && value.length <= MAX_ADDRESS_LENGTH ? isIP(value) : 0;
}

const KEYS = Symbol('hexle.clientKeys');
type RequestKeys = AddressKeys & { address: string };
type WithKeys = Request & { [KEYS]?: RequestKeys };

/**
 * The address a request's budgets are counted by, and its keys, worked out once per request:
 * `req.ip` (the forwarded address when the peer is a trusted proxy) only when it is an IP
 * address, else the socket's own peer. A forwarded header is text the client may have written,
 * so anything that is not an address never becomes a key: a client cannot spend a budget in
 * another's name with garbage or grow the counters with it.
 */
export function clientKeysOf(request: Request): Readonly<RequestKeys> {
  const remembered = (request as WithKeys)[KEYS];
  if (remembered !== undefined) return remembered;
  let address = request.ip;
  let version = versionOf(address);
  if (version === 0) {
    address = request.socket.remoteAddress;
    version = versionOf(address);
  }
  let keys: RequestKeys = { address: 'unknown', client: 'unknown', network: null };
  if (address !== undefined && version !== 0) {
    const { client, network } = keysOf(address, version);
    keys = { address, client, network };
  }
  (request as WithKeys)[KEYS] = keys;
  return keys;
}

/** The budget key of a request's client: its address, an IPv6 one's /56. */
export function clientKeyOf(request: Request): string {
  return clientKeysOf(request).client;
}

/**
 * The neighbourhood a request comes from, for sharing scarce work fairly between networks: an
 * IPv6 address's /48, an IPv4 address's /24 (one home or office connection's worth of addresses).
 */
export function neighbourhoodOf(request: Request): string {
  const { client, network } = clientKeysOf(request);
  if (network !== null) return network;
  return isIPv4(client) ? `${client.slice(0, client.lastIndexOf('.'))}.0/24` : client;
}
