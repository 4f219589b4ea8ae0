import { type BinaryLike, createHmac, type KeyObject, timingSafeEqual } from 'node:crypto';

/**
 * A proof of one game's guesses so far. The server hands it out with each wrong guess and asks for
 * it back with the next, so a chain of proven guesses can only be built one real, rate-limited
 * request at a time. It has two parts: a signature over the game and its guesses (the chain), and
 * a shorter one that also covers the answer those guesses were judged against. An operator who
 * replaces a game's word (`puzzle pin --force` on today) leaves every game in progress with a
 * chain that still holds and an answer part that no longer does: the server can tell the player
 * to start the game again instead of colouring later guesses against another word than the
 * earlier ones.
 */
export type ProofVerdict = 'proven' | 'answer-changed' | 'unproven';

/** Enough of a second HMAC to bind the answer: guessing it is as hard as 2^128 tries. */
const ANSWER_TAG_BYTES = 16;
const ANSWER_TAG_LENGTH = Math.ceil((ANSWER_TAG_BYTES * 4) / 3);

/** The proof key: a `KeyObject` (createSecretKey) spares each signature a copy of the key's bytes. */
export type ProofKey = KeyObject | BinaryLike;

function hmac(key: ProofKey, text: string): Buffer {
  return createHmac('sha256', key).update(text).digest();
}

function chainOf(key: ProofKey, game: string, guesses: readonly string[]): string {
  return hmac(key, `${game}\n${guesses.join(',')}`).toString('base64url');
}

function answerTagOf(key: ProofKey, game: string, answer: string, guesses: readonly string[]): string {
  return hmac(key, `${game}\n${answer}\n${guesses.join(',')}`)
    .subarray(0, ANSWER_TAG_BYTES)
    .toString('base64url');
}

export function signGame(key: ProofKey, game: string, answer: string, guesses: readonly string[]): string {
  return `${chainOf(key, game, guesses)}.${answerTagOf(key, game, answer, guesses)}`;
}

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** What a proof given back says about the game's earlier guesses and the answer now. */
export function verdictOn(
  key: ProofKey,
  game: string,
  answer: string,
  guesses: readonly string[],
  proof: string,
): ProofVerdict {
  const [chain = '', tag, ...rest] = proof.split('.');
  const wellFormed = tag?.length === ANSWER_TAG_LENGTH && rest.length === 0;
  if (!wellFormed || !sameText(chain, chainOf(key, game, guesses))) return 'unproven';
  return sameText(tag, answerTagOf(key, game, answer, guesses)) ? 'proven' : 'answer-changed';
}
