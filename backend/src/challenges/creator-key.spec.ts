import { randomBytes } from 'node:crypto';
import { clientKey } from '../platform/rate-limit/client-key.js';
import { creatorKeyOf, CREATOR_KEY } from './creator-key.js';

describe('creatorKeyOf', () => {
  const secret = randomBytes(32);
  const of = (address: string) => creatorKeyOf(secret, clientKey(address));

  it('is 32 hex digits that do not contain the address', () => {
    expect(of('203.0.113.50')).toMatch(CREATOR_KEY);
    expect(of('203.0.113.50')).not.toContain('203');
  });

  it('is one key per IPv4 address and per IPv6 /56, as the rate limit counts clients', () => {
    expect(of('203.0.113.50')).toBe(of('::ffff:203.0.113.50'));
    expect(of('203.0.113.50')).not.toBe(of('203.0.113.51'));
    expect(of('2001:db8:aa:bb01::1')).toBe(of('2001:DB8:AA:BBFF:1:2:3:4'));
    expect(of('2001:db8:aa:bb01::1')).not.toBe(of('2001:db8:aa:bc01::1'));
  });

  it('depends on the secret', () => {
    expect(creatorKeyOf(randomBytes(32), clientKey('203.0.113.50'))).not.toBe(of('203.0.113.50'));
  });
});
