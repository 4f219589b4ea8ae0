import { GameWords } from './game-words.js';
import { SolverMemory, solverGuesses } from './solver-run.js';
import type { WordSpace } from './word-space.js';

/** The solver's games over every answer from one opening. */
export interface SolverRecord {
  opening: string;
  /** The mean number of guesses over all answers (a game longer than `maxGuesses` counts its full length). */
  average: number;
  /** How many answers took 1, 2, ... guesses (index 0 is 1 guess). */
  distribution: number[];
  worst: number;
  /** The answers not found within `maxGuesses`. */
  failures: string[];
}

/**
 * Plays every answer of the space from `opening` with the solver (its best guess by expected
 * candidates left at every step), one decision tree shared by all the games.
 */
export function solverRecord(space: WordSpace, opening: string, maxGuesses = 7): SolverRecord {
  const start = space.guessIndex.get(opening);
  if (start === undefined) throw new Error(`${opening} is not a valid guess`);
  const memory = new SolverMemory<number>(Infinity);
  const distribution: number[] = [];
  const failures: string[] = [];
  let total = 0;
  for (const answer of space.answers) {
    const guesses = solverGuesses(new GameWords(space, answer), start, memory);
    total += guesses;
    distribution[guesses - 1] = (distribution[guesses - 1] ?? 0) + 1;
    if (guesses > maxGuesses) failures.push(answer);
  }
  return {
    opening,
    average: total / space.answers.length,
    distribution: Array.from(distribution, (count) => count ?? 0),
    worst: distribution.length,
    failures,
  };
}
