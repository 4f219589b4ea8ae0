import type { LetterResult } from './evaluation';
import { ordinal } from './ordinal';

/**
 * Hard mode: every revealed hint of every earlier guess must be used. Returns the message to
 * show, or null when the guess keeps all hints. Fixed letters are checked before present ones.
 */
export function hardModeViolation(
  guess: string,
  guesses: readonly string[],
  evaluations: readonly LetterResult[][],
): string | null {
  for (let row = 0; row < guesses.length; row++) {
    const earlier = guesses[row] ?? '';
    const evaluation = evaluations[row] ?? [];
    for (let i = 0; i < earlier.length; i++) {
      if (evaluation[i] === 'correct' && guess[i] !== earlier[i]) {
        return `${ordinal(i + 1)} letter must be ${earlier[i]}`;
      }
    }
  }
  for (let row = 0; row < guesses.length; row++) {
    const earlier = guesses[row] ?? '';
    const evaluation = evaluations[row] ?? [];
    for (let i = 0; i < earlier.length; i++) {
      const letter = earlier[i] ?? '';
      if (evaluation[i] === 'present' && !guess.includes(letter)) return `Guess must contain ${letter}`;
    }
  }
  return null;
}
