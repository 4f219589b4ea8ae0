import { evaluateGuess } from '@hexle/contract/game';
import type { LetterResult } from './evaluation';

/**
 * The public list of valid guesses (one upper-case word a line, as the build ships it) as words.
 * Every answer is a valid guess, so this list holds every possible answer, and it is no secret:
 * the API says of any word whether it is in it.
 */
export function parseWordList(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim().toUpperCase())
    .filter((line) => line !== '');
}

/**
 * The words of `words` that would have coloured every guess exactly as it was coloured: those that
 * can still be the answer, for all the player has been told. The colours are the game's own rule
 * (`evaluateGuess`, the API's), so a word fits exactly when the API, given it as the answer, would
 * have answered every guess the same. Uses nothing but the guesses and their colours; a guess
 * without colours yet (still on its way) tells nothing.
 */
export function possibleAnswers(
  words: readonly string[],
  guesses: readonly string[],
  evaluations: readonly (readonly LetterResult[])[],
): string[] {
  const told = guesses.flatMap((guess, row) => {
    const colours = evaluations[row];
    return colours ? [[guess.toUpperCase(), colours.join()] as const] : [];
  });
  return words.filter((word) =>
    told.every(([guess, colours]) => word.length === guess.length && evaluateGuess(guess, word).join() === colours),
  );
}
