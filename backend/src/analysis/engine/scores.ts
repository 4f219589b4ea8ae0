import type { StepVerdict } from '@hexle/contract/wire';
import { TIE } from './guesses-to-find.js';

/**
 * The analysis's judgements of a finished game (docs/game.md gives the same rules in words).
 *
 * Each guess is judged by the guesses the game was expected to take from that point with it (the
 * guess included, counting its chance to win at once: guesses-to-find.ts), against the best any
 * allowed guess could do there. The difference is the guess's cost, in guesses.
 *
 * Skill (0-99): 99 × 2^(−L), rounded, where L is the game's cost: the steps' costs summed, plus,
 * for a game given up, F(m) for the m candidates left (the guesses the game still needed). Each
 * guess lost by expectation halves the score: a game played like the solver scores 99, a guess
 * played when only one answer was possible costs exactly one guess, and two such guesses (1 − 1/4
 * of the score) leave at most 25.
 *
 * Luck (0-99): where the colours that came back fell among the colours that could have come back.
 * At a step, the answer lies in a bucket of size s with probability s / n; the step's luck is the
 * probability of landing in a larger bucket plus half that of landing in one of the same size
 * (a mid-rank percentile): 0.5 is what to expect. Luck is 99 × the mean over the steps that started
 * with more than one candidate; 50 is ordinary luck.
 */

export interface StepOutcome {
  /** Candidates before the guess. */
  before: number;
  /** The sizes of all the buckets the player's guess split the candidates into, and the one it got. */
  buckets: readonly number[];
  actual: number;
}

const MAX_SCORE = 99;
const clampScore = (value: number) => Math.max(0, Math.min(MAX_SCORE, Math.round(value)));

/** A guess's cost: its expected guesses less the best's, never below 0 (a tie costs nothing). */
export function stepCost(expectedGuesses: number, bestExpectedGuesses: number): number {
  const cost = expectedGuesses - bestExpectedGuesses;
  return cost > TIE ? cost : 0;
}

export function skillOf(guessesLost: number): number {
  return clampScore(MAX_SCORE * 2 ** -guessesLost);
}

/** The verdicts' bounds on a guess's cost, in guesses: at most 0.005 is best, 0.1 good, 0.3 fair. */
export const VERDICT_BOUNDS = { best: 0.005, good: 0.1, fair: 0.3 } as const;

export interface VerdictFacts {
  /** The guess's cost (stepCost). */
  cost: number;
  /** Candidates before the guess and after it, and whether the guess was itself a candidate. */
  before: number;
  after: number;
  candidate: boolean;
}

/**
 * A guess in a word: wasted when only one answer was possible and the guess was not it, or when
 * it could not win and left every candidate in place (it told nothing new); otherwise by its cost.
 */
export function verdictOf({ cost, before, after, candidate }: VerdictFacts): StepVerdict {
  if (!candidate && (before === 1 || after === before)) return 'wasted';
  if (cost <= VERDICT_BOUNDS.best) return 'best';
  if (cost <= VERDICT_BOUNDS.good) return 'good';
  if (cost <= VERDICT_BOUNDS.fair) return 'fair';
  return 'poor';
}

/** One step's luck, 0 to 1: the chance of a larger bucket plus half the chance of one as large. */
export function stepLuck(buckets: readonly number[], actual: number): number {
  const n = buckets.reduce((sum, size) => sum + size, 0);
  let larger = 0;
  let same = 0;
  for (const size of buckets) {
    if (size > actual) larger += size;
    else if (size === actual) same += size;
  }
  return (larger + same / 2) / n;
}

export function luckOf(steps: readonly StepOutcome[]): number {
  const counted = steps.filter((step) => step.before > 1);
  if (counted.length === 0) return Math.round(MAX_SCORE / 2);
  const mean = counted.reduce((sum, step) => sum + stepLuck(step.buckets, step.actual), 0) / counted.length;
  return clampScore(MAX_SCORE * mean);
}
