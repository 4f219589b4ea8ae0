import type { LetterResult } from '@hexle/contract/game';
import { hintsOf as hintsOfGuesses, usesHints } from '@hexle/contract/hard-mode';
import { coloursOf } from './colour-pattern.js';

/** A guess played and the colours it got. */
export interface Clue {
  guess: string;
  pattern: number;
}

/** Clues as the contract's hard-mode rule reads them: the guesses and their colours. */
function asPlayed(clues: readonly Clue[]): [guesses: string[], evaluations: LetterResult[][]] {
  return [clues.map((clue) => clue.guess), clues.map((clue) => coloursOf(clue.pattern))];
}

/** Whether a guess keeps the hints of every earlier guess (hard mode), as the page requires. */
export function keepsHints(guess: string, clues: readonly Clue[]): boolean {
  return hintsOf(clues)(guess);
}

/** The hints of some clues as one test, for trying many guesses against the same clues. */
export function hintsOf(clues: readonly Clue[]): (guess: string) => boolean {
  const [guesses, evaluations] = asPlayed(clues);
  return (guess) => usesHints(guess, guesses, evaluations);
}

/**
 * The hints of some clues as a key: clues that give the same hints allow the same guesses in hard
 * mode, however they were found.
 */
export function hintsKey(clues: readonly Clue[]): string {
  const { placed, present } = hintsOfGuesses(...asPlayed(clues));
  const hints = new Set([...placed.map(([i, letter]) => `${i}${letter}`), ...present]);
  return [...hints].sort().join('');
}

/** Whether every guess of a game kept the hints of the ones before it. */
export function playedInHardMode(clues: readonly Clue[]): boolean {
  return clues.every((clue, i) => keepsHints(clue.guess, clues.slice(0, i)));
}
