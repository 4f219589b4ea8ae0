import { unusedHint } from '@hexle/contract/hard-mode';
import type { LetterResult } from './evaluation';
import { ordinal } from './ordinal';

/**
 * What the player is told when a guess in hard mode leaves a hint unused (the contract's rule
 * picks the hint: fixed letters before present ones), or null when the guess keeps them all.
 */
export function hardModeViolation(
  guess: string,
  guesses: readonly string[],
  evaluations: readonly LetterResult[][],
): string | null {
  const hint = unusedHint(guess, guesses, evaluations);
  return (
    hint &&
    (hint.position === null
      ? `Guess must contain ${hint.letter}`
      : `${ordinal(hint.position + 1)} letter must be ${hint.letter}`)
  );
}
