/**
 * The analysis's two scores, each 0-99.
 *
 * Skill: how much of the solver's narrowing the player's guesses achieved, by expected outcome.
 * A step that starts with n candidates and a guess expected to leave E of them narrows the field
 * by log(n / E); skill is 99 × (the player's narrowing summed over the steps) / (the solver's best
 * guesses' narrowing summed over the same steps), at most 99. Steps with one candidate left count
 * for nothing (there is nothing to narrow). A game played like the solver scores 99; guesses that
 * tell nothing new score 0.
 *
 * Luck: where the colours that came back fell among the colours that could have come back. At a
 * step, the answer lies in a bucket of size s with probability s / n; the step's luck is the
 * probability of landing in a larger bucket plus half that of landing in one of the same size
 * (a mid-rank percentile): 0.5 is what to expect, near 1 a bucket smaller than almost all, near 0
 * one larger than almost all. Luck is 99 × the mean over the steps that started with more than one
 * candidate; 50 is ordinary luck.
 */

export interface StepOutcome {
  /** Candidates before the guess. */
  before: number;
  /** The expected number left by the player's guess, and by the solver's best. */
  expected: number;
  bestExpected: number;
  /** The sizes of all the buckets the player's guess split the candidates into, and the one it got. */
  buckets: readonly number[];
  actual: number;
}

const MAX_SCORE = 99;
const clampScore = (value: number) => Math.max(0, Math.min(MAX_SCORE, Math.round(value)));

export function skillOf(steps: readonly StepOutcome[]): number {
  let player = 0;
  let solver = 0;
  for (const step of steps) {
    if (step.before <= 1) continue;
    player += Math.log(step.before / step.expected);
    solver += Math.log(step.before / step.bestExpected);
  }
  if (solver <= 0) return MAX_SCORE;
  return clampScore((MAX_SCORE * player) / solver);
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
