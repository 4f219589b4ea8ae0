/** The types of hard-mode.js. */
import type { LetterResult } from './evaluation.js';

/** What the guesses so far revealed: letters fixed by position, and letters present somewhere. */
export interface Hints {
  placed: [position: number, letter: string][];
  present: string[];
}

/** A hint a guess does not use: a letter that must be at `position` (0-based), or anywhere when null. */
export interface UnusedHint {
  letter: string;
  position: number | null;
}

export declare function hintsOf(guesses: readonly string[], evaluations: readonly (readonly LetterResult[])[]): Hints;
export declare function unusedHint(
  guess: string,
  guesses: readonly string[],
  evaluations: readonly (readonly LetterResult[])[],
): UnusedHint | null;
export declare function usesHints(
  guess: string,
  guesses: readonly string[],
  evaluations: readonly (readonly LetterResult[])[],
): boolean;
