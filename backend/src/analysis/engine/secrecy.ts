import type { WordSpace } from './word-space.js';

/**
 * The words the solver may name: the valid guesses that are not on the answers list and that the
 * offensive-word rule does not refuse. (The game's own answer may be named too: see analyseGame.)
 *
 * Why no word of the answers list: any of them may be the word of a day still played somewhere or
 * still to come, and which ones are is the schedule's secret. A rule that named the answers already
 * released would change whenever an answer is released or pinned again, and two analyses compared
 * would tell which. This rule reads nothing but the word lists, so what the solver names tells
 * nothing about any day. Where its best move is to guess one of the possible answers, the analysis
 * says so without naming one.
 */
export function nameableGuesses(space: WordSpace, isOffensive: (word: string) => boolean): Uint8Array {
  return Uint8Array.from(space.guesses, (word, g) => (space.answerOfGuess[g] < 0 && !isOffensive(word) ? 1 : 0));
}
