import { GameWords } from './game-words.js';
import { computeWordSpace } from './word-space.js';

/**
 * A small word list whose figures can be worked out by hand (the engine's specs). Ten candidates: seven
 * that differ only in their first letter (A..G then ZZZZZ) and three with one other letter in the
 * second, third or fourth place. ABCDEF tells all ten apart (A correct for AZZZZZ, B..F present
 * for BZZZZZ..FZZZZZ, B, C, D correct for ZBZZZZ, ZZCZZZ, ZZZDZZ, nothing for GZZZZZ); ZZZZZZ only
 * finds where the one other letter is: the seven first-letter words share a bucket.
 */
export const TEN = ['AZZZZZ', 'BZZZZZ', 'CZZZZZ', 'DZZZZZ', 'EZZZZZ', 'FZZZZZ', 'GZZZZZ', 'ZBZZZZ', 'ZZCZZZ', 'ZZZDZZ'];
export const GUESSES = [...TEN, 'ABCDEF', 'ZZZZZZ'];

export const smallSpace = () => computeWordSpace(GUESSES, TEN);

export function gameOf(answer: string, space = smallSpace()): GameWords {
  return new GameWords(space, answer);
}

/** Candidate indices of words (the answers' alphabetical order). */
export function candidatesOf(words: GameWords, list: readonly string[]): Int32Array {
  return Int32Array.from(list, (word) => words.space.answerIndex.get(word) ?? words.answerCandidate);
}
