import { randomBytes } from 'node:crypto';
import { clientKey } from '../platform/rate-limit/client-key.js';
import {
  openPracticeId,
  PRACTICE_ID,
  PRACTICE_ID_LENGTH,
  PRACTICE_LIFETIME_SECONDS,
  practiceKeysOf,
  sealPracticeId,
} from './practice-id.js';

const keys = practiceKeysOf(randomBytes(32));
const NOW = Date.parse('2026-11-22T12:00:00.750Z');
const STARTED = Math.floor(NOW / 1000);
const CLIENT = clientKey('203.0.113.7');

/** The id with one character replaced by another base64url character. */
function withCharacter(id: string, index: number): string {
  const replacement = id[index] === 'A' ? 'B' : 'A';
  return id.slice(0, index) + replacement + id.slice(index + 1);
}

describe('practice ids', () => {
  const id = sealPracticeId(keys, 'PLANET', CLIENT, NOW);

  it('open to the answer and the second the game was started, for the client that started it', () => {
    expect(openPracticeId(keys, id, CLIENT, NOW)).toEqual({ game: { answer: 'PLANET', startedAt: STARTED } });
  });

  it('are 64 characters of base64url that neither show the answer nor repeat', () => {
    expect(id).toMatch(PRACTICE_ID);
    expect(id).toHaveLength(PRACTICE_ID_LENGTH);
    const ids = Array.from({ length: 200 }, () => sealPracticeId(keys, 'PLANET', CLIENT, NOW));
    expect(new Set(ids).size).toBe(200);
    for (const other of ids) {
      expect(other.toUpperCase()).not.toContain('PLANET');
      expect(Buffer.from(other, 'base64url').toString('latin1')).not.toContain('PLANET');
    }
  });

  it('open to nothing once any byte is changed', () => {
    const sealed = Buffer.from(id, 'base64url');
    for (let index = 0; index < sealed.length; index++) {
      for (const flip of [0x01, 0x80, 0xff]) {
        const altered = Buffer.from(sealed);
        altered[index] ^= flip;
        expect(openPracticeId(keys, altered.toString('base64url'), CLIENT, NOW)).toEqual({ problem: 'not-found' });
      }
    }
  });

  it('open to nothing once any character is changed: every character counts', () => {
    for (let index = 0; index < id.length; index++)
      expect(openPracticeId(keys, withCharacter(id, index), CLIENT, NOW)).toEqual({ problem: 'not-found' });
  });

  it('open to nothing under another key, even one from the same secret for another purpose', () => {
    expect(openPracticeId(practiceKeysOf(randomBytes(32)), id, CLIENT, NOW)).toEqual({ problem: 'not-found' });
    expect(openPracticeId({ seal: keys.client, client: keys.client }, id, CLIENT, NOW)).toEqual({
      problem: 'not-found',
    });
  });

  it.each([
    ['too short', id.slice(0, 63)],
    ['too long', `${id}A`],
    ['empty', ''],
    ['with a character base64url does not have', `${id.slice(0, 63)}=`],
    ['with padding', `${id.slice(0, 62)}==`],
    ['with a non-ASCII letter', `${id.slice(0, 63)}é`],
  ])('are malformed when %s', (_, text) => {
    expect(openPracticeId(keys, text, CLIENT, NOW)).toEqual({ problem: 'malformed' });
  });

  it('expire 30 days after the second they were started, not a second earlier', () => {
    const lastSecond = (STARTED + PRACTICE_LIFETIME_SECONDS) * 1000 - 1;
    expect(openPracticeId(keys, id, CLIENT, lastSecond)).toEqual({ game: { answer: 'PLANET', startedAt: STARTED } });
    expect(openPracticeId(keys, id, CLIENT, lastSecond + 1)).toEqual({ problem: 'expired' });
    expect(openPracticeId(keys, id, CLIENT, NOW + 400 * 86_400_000)).toEqual({ problem: 'expired' });
  });

  it('belong to the client that started them: an IPv4 address, or an IPv6 /56 whatever address in it', () => {
    expect(openPracticeId(keys, id, clientKey('203.0.113.8'), NOW)).toEqual({ problem: 'other-client' });
    const phone = sealPracticeId(keys, 'SILVER', clientKey('2001:db8:aa:bb01::1'), NOW);
    expect(openPracticeId(keys, phone, clientKey('2001:db8:aa:bbff:1:2:3:4'), NOW)).toEqual({
      game: { answer: 'SILVER', startedAt: STARTED },
    });
    expect(openPracticeId(keys, phone, clientKey('2001:db8:aa:bc01::1'), NOW)).toEqual({ problem: 'other-client' });
  });

  it('are made only for answers of 6 letters A-Z', () => {
    for (const answer of ['planet', 'PLANETS', 'PLANÉT', ''])
      expect(() => sealPracticeId(keys, answer, CLIENT, NOW)).toThrow('A practice answer is 6 letters A-Z');
  });
});
