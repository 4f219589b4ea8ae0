import { randomBytes } from 'node:crypto';
import { signGame, verdictOn } from './proof-signature.js';

describe('proof signatures', () => {
  const key = randomBytes(32);
  const guesses = ['BRIDGE', 'GARDEN'];
  const proof = signGame(key, 'game:5', 'PLANET', guesses);

  it('proves exactly the same game, answer and guesses', () => {
    expect(verdictOn(key, 'game:5', 'PLANET', guesses, proof)).toBe('proven');
  });

  it.each([
    ['another game', 'game:6', guesses],
    ['fewer guesses', 'game:5', ['BRIDGE']],
    ['more guesses', 'game:5', [...guesses, 'SILVER']],
    ['the same guesses in another order', 'game:5', ['GARDEN', 'BRIDGE']],
  ])('proves nothing for %s', (_, game, other) => {
    expect(verdictOn(key, game, 'PLANET', other, proof)).toBe('unproven');
  });

  it('tells a game whose answer was replaced since the proof was given apart from a forged proof', () => {
    expect(verdictOn(key, 'game:5', 'SILVER', guesses, proof)).toBe('answer-changed');
    const [chain] = proof.split('.');
    expect(verdictOn(key, 'game:5', 'SILVER', guesses, `${chain}.${'A'.repeat(22)}`)).toBe('answer-changed');
    expect(verdictOn(key, 'game:5', 'SILVER', ['BRIDGE'], proof)).toBe('unproven');
  });

  it('proves nothing with a proof made with another key, without its answer part, or that is not one at all', () => {
    expect(verdictOn(key, 'game:5', 'PLANET', guesses, signGame(randomBytes(32), 'game:5', 'PLANET', guesses))).toBe(
      'unproven',
    );
    const [chain, tag] = proof.split('.');
    for (const other of ['', chain, `${chain}.`, `${chain}.${tag}.${tag}`, `.${tag}`, 'é'.repeat(66)])
      expect(verdictOn(key, 'game:5', 'PLANET', guesses, other)).toBe('unproven');
  });

  it('is URL-safe text of a fixed length, well under the 200 characters a request may carry', () => {
    expect(proof).toMatch(/^[\w-]{43}\.[\w-]{22}$/);
  });
});
