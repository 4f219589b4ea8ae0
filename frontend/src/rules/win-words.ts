import { MAX_GUESSES } from './constants';

/** One word of praise per guess count, from a first-guess fluke to a last-row escape. */
const WIN_WORDS = ['Uncanny', 'Brilliant', 'Superb', 'Excellent', 'Nicely done', 'Steady', 'Close call'] as const;

export function winWord(guessCount: number): string {
  const index = Math.min(Math.max(Math.trunc(guessCount), 1), MAX_GUESSES) - 1;
  return WIN_WORDS[index] ?? WIN_WORDS[WIN_WORDS.length - 1];
}
