import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A signature over one game's guesses so far. The server hands it out with each wrong guess and
 * asks for it back with the next, so a chain of proven guesses can only be built one real,
 * rate-limited request at a time.
 */
export function signGuesses(key: Buffer, game: string, guesses: readonly string[]): string {
  return createHmac('sha256', key)
    .update(`${game}\n${guesses.join(',')}`)
    .digest('base64url');
}

export function isSignatureOf(key: Buffer, game: string, guesses: readonly string[], proof: string): boolean {
  const expected = Buffer.from(signGuesses(key, game, guesses));
  const given = Buffer.from(proof);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
