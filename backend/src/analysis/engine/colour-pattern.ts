import type { LetterResult } from '@hexle/contract/game';

/**
 * A guess's colours as one small integer: position i contributes 3^i times its colour (absent 0,
 * present 1, correct 2), so a six-letter word has 3^6 = 729 patterns, 0 (all absent) to 728 (all
 * correct). The same rule as evaluateGuess (exact matches first, then "present" only while
 * unmatched copies remain, left to right), written for speed: the solver computes millions.
 */
export const PATTERN_COUNT = 729;
export const ALL_CORRECT = 728;

const ABSENT = 0;
const PRESENT = 1;
const CORRECT = 2;
const POWERS = [1, 3, 9, 27, 81, 243];
const CODE_A = 65;

/** Unmatched letters of the answer, by letter (A = 0); reused, so patternOf allocates nothing. */
const unmatched = new Uint8Array(26);

export function patternOf(guess: string, answer: string): number {
  if (guess.length !== 6 || answer.length !== 6) throw new Error('Guess and answer must be six letters');
  let pattern = 0;
  let exact = 0;
  for (let i = 0; i < 6; i++) {
    const letter = answer.charCodeAt(i);
    if (guess.charCodeAt(i) === letter) {
      pattern += CORRECT * POWERS[i];
      exact |= 1 << i;
    } else unmatched[letter - CODE_A]++;
  }
  for (let i = 0; i < 6; i++) {
    if (exact & (1 << i)) continue;
    const letter = guess.charCodeAt(i) - CODE_A;
    if (unmatched[letter] > 0) {
      pattern += PRESENT * POWERS[i];
      unmatched[letter]--;
    }
  }
  for (let i = 0; i < 6; i++) unmatched[answer.charCodeAt(i) - CODE_A] = 0;
  return pattern;
}

const DIGIT: Record<LetterResult, number> = { absent: ABSENT, present: PRESENT, correct: CORRECT };
const COLOUR: LetterResult[] = ['absent', 'present', 'correct'];

/** The pattern of colours as the game sends them. */
export function patternFromColours(colours: readonly LetterResult[]): number {
  return colours.reduce((pattern, colour, i) => pattern + DIGIT[colour] * POWERS[i], 0);
}

/** The colours of a pattern, as the game sends them. */
export function coloursOf(pattern: number): LetterResult[] {
  return POWERS.map((power) => COLOUR[Math.floor(pattern / power) % 3]);
}
