import { randomBytes } from 'node:crypto';
import { isSignatureOf, signGuesses } from './proof-signature.js';

describe('proof signatures', () => {
  const key = randomBytes(32);
  const guesses = ['BRIDGE', 'GARDEN'];

  it('accepts the signature of exactly the same game and guesses', () => {
    expect(isSignatureOf(key, 'game:5', guesses, signGuesses(key, 'game:5', guesses))).toBe(true);
  });

  it.each([
    ['another game', 'game:6', guesses],
    ['fewer guesses', 'game:5', ['BRIDGE']],
    ['more guesses', 'game:5', [...guesses, 'SILVER']],
    ['the same guesses in another order', 'game:5', ['GARDEN', 'BRIDGE']],
  ])('rejects it for %s', (_, game, other) => {
    expect(isSignatureOf(key, game, other, signGuesses(key, 'game:5', guesses))).toBe(false);
  });

  it('rejects a signature made with another key, or that is not one at all', () => {
    expect(isSignatureOf(key, 'game:5', guesses, signGuesses(randomBytes(32), 'game:5', guesses))).toBe(false);
    expect(isSignatureOf(key, 'game:5', guesses, '')).toBe(false);
    expect(isSignatureOf(key, 'game:5', guesses, 'é'.repeat(43))).toBe(false);
  });

  it('is URL-safe text of a fixed length', () => {
    expect(signGuesses(key, 'game:5', guesses)).toMatch(/^[\w-]{43}$/);
  });
});
