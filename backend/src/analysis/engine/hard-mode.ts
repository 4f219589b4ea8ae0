import { coloursOf } from './colour-pattern.js';

/** A guess played and the colours it got. */
export interface Clue {
  guess: string;
  pattern: number;
}

/**
 * Hard mode's rule, as the page applies it: a letter found correct must stay in its place, and a
 * letter found present must appear somewhere in the guess, for every earlier guess.
 */
export function keepsHints(guess: string, clues: readonly Clue[]): boolean {
  return hintsOf(clues)(guess);
}

/** The hints of some clues as one test, for trying many guesses against the same clues. */
export function hintsOf(clues: readonly Clue[]): (guess: string) => boolean {
  const placed: [number, string][] = [];
  const present = new Set<string>();
  for (const { guess: earlier, pattern } of clues) {
    coloursOf(pattern).forEach((colour, i) => {
      if (colour === 'correct') placed.push([i, earlier[i]]);
      else if (colour === 'present') present.add(earlier[i]);
    });
  }
  const letters = [...present];
  return (guess) => placed.every(([i, letter]) => guess[i] === letter) && letters.every((l) => guess.includes(l));
}

/**
 * The hints of some clues as a key: clues that give the same hints allow the same guesses in hard
 * mode, however they were found.
 */
export function hintsKey(clues: readonly Clue[]): string {
  const hints = new Set<string>();
  for (const { guess, pattern } of clues)
    coloursOf(pattern).forEach((colour, i) => {
      if (colour === 'correct') hints.add(`${i}${guess[i]}`);
      else if (colour === 'present') hints.add(guess[i]);
    });
  return [...hints].sort().join('');
}

/** Whether every guess of a game kept the hints of the ones before it. */
export function playedInHardMode(clues: readonly Clue[]): boolean {
  return clues.every((clue, i) => keepsHints(clue.guess, clues.slice(0, i)));
}
