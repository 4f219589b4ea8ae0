import { type Hints, hintsOf as hintsRevealed, usesHints } from '@hexle/contract/hard-mode';
import { coloursOf } from './colour-pattern.js';

/** A guess played and the colours it got. */
export interface Clue {
  guess: string;
  pattern: number;
}

/** The hints of some clues, by hard mode's rule as the contract states it for the page and the analysis. */
function hintsOfClues(clues: readonly Clue[]): Hints {
  return hintsRevealed(
    clues.map((clue) => clue.guess),
    clues.map((clue) => coloursOf(clue.pattern)),
  );
}

/** Whether a guess keeps the hints of every earlier guess (hard mode), as the page requires. */
export function keepsHints(guess: string, clues: readonly Clue[]): boolean {
  return hintsOf(clues)(guess);
}

/** The hints of some clues as one test, for trying many guesses against the same clues. */
export function hintsOf(clues: readonly Clue[]): (guess: string) => boolean {
  const hints = hintsOfClues(clues);
  return (guess) => usesHints(guess, hints);
}

/**
 * The hints of some clues as a key: clues that give the same hints allow the same guesses in hard
 * mode, however they were found.
 */
export function hintsKey(clues: readonly Clue[]): string {
  const { placed, present } = hintsOfClues(clues);
  return [...placed.map(([i, letter]) => `${i}${letter}`), ...present].sort().join('');
}

/** Whether every guess of a game kept the hints of the ones before it. */
export function playedInHardMode(clues: readonly Clue[]): boolean {
  return clues.every((clue, i) => keepsHints(clue.guess, clues.slice(0, i)));
}
