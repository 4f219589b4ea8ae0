import { ipKeyGenerator } from 'express-rate-limit';
import type { Request } from 'express';
import { clientKey, IPV6_NETWORK, IPV6_SUBNET, neighbourhoodOf, networkKey } from './client-key.js';

/** A deterministic pseudo-random sequence, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

/** One address written in many of the ways IPv6 allows: zero runs, leading zeros, case. */
function spellings(groups: number[], next: () => number): string[] {
  const hex = groups.map((group) => group.toString(16));
  const padded = groups.map((group) => group.toString(16).padStart(4, '0'));
  const names = [hex.join(':'), padded.join(':').toUpperCase()];
  for (let start = 0; start < 8; start++)
    for (let end = start + 1; end <= 8; end++) {
      if (groups.slice(start, end).some((group) => group !== 0)) continue;
      const head = hex.slice(0, start).join(':');
      const tail = hex.slice(end).join(':');
      const name = `${head}::${tail}`;
      names.push(next() < 0.5 ? name : name.toUpperCase());
    }
  return names;
}

describe('clientKey', () => {
  it.each([
    '2001:db8:186:a000::1',
    '2001:DB8:0:0:1:2:3:4',
    '2001:db8:abcd:12ff:1:2:3:4',
    '2001:0db8:00ab:00ff::',
    '1:0:0:5::9',
    '::1',
    '::',
    'fe80::1%eth0',
    '::ffff:1.2.3.4',
    '::ffff:102:304',
    '0:0:0:0:0:ffff:1.2.3.4',
    '::1.2.3.4',
    '64:ff9b::1.2.3.4',
    '203.0.113.7',
    'not an address',
  ])('keys %s as express-rate-limit does', (ip) => {
    expect(clientKey(ip)).toBe(ipKeyGenerator(ip, IPV6_SUBNET));
  });

  it('agrees with express-rate-limit on thousands of addresses in every notation', () => {
    const next = random(15);
    const group = () => (next() < 0.4 ? 0 : next() < 0.5 ? Math.floor(next() * 256) : Math.floor(next() * 65536));
    let compared = 0;
    for (let i = 0; i < 2000; i++) {
      const groups = Array.from({ length: 8 }, group);
      if (next() < 0.05) groups.splice(0, 6, 0, 0, 0, 0, 0, 0xffff);
      for (const ip of spellings(groups, next)) {
        expect([ip, clientKey(ip)]).toEqual([ip, ipKeyGenerator(ip, IPV6_SUBNET)]);
        const network = ipKeyGenerator(ip, IPV6_NETWORK);
        expect([ip, networkKey(ip)]).toEqual([ip, network.includes('/') ? network : null]);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(4000);
  });
});

describe('neighbourhoodOf', () => {
  const from = (ip: string) => ({ ip, socket: { remoteAddress: '127.0.0.1' } }) as unknown as Request;

  it('is an IPv4 address’s /24 and an IPv6 address’s /48', () => {
    expect(neighbourhoodOf(from('203.0.113.9'))).toBe('203.0.113.0/24');
    expect(neighbourhoodOf(from('203.0.113.200'))).toBe('203.0.113.0/24');
    expect(neighbourhoodOf(from('::ffff:203.0.113.9'))).toBe('203.0.113.0/24');
    expect(neighbourhoodOf(from('2001:db8:12:3456::1'))).toBe(networkKey('2001:db8:12:3456::1'));
    expect(neighbourhoodOf(from('2001:db8:12:3456::1'))).toBe(neighbourhoodOf(from('2001:db8:12:ffff::9')));
  });
});
