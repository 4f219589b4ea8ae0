/**
 * How many guesses a strong player is expected to need to find one of `s` equally likely answers,
 * the guess that finds it included: F(1) = 1, and for s ≥ 2
 *
 *   F(s) = 1 + (1 − 1/s) × (1 + log₁₀₀₀(s / 2))
 *
 * Why this shape: with one answer left it takes one guess; with two, guessing one of them finds it
 * at once half the time (1.5). Beyond that, a guess finds the answer at once with chance 1/s and
 * otherwise needs 1 more guess plus about one for every thousandfold of answers left (a good
 * six-letter guess splits the answers into up to a few hundred groups). It agrees with the solver's
 * own games: F(2,298) = 3.02, and the solver averages 3.03 guesses over the 2,298 answers.
 */
export function guessesToFind(s: number): number {
  if (s <= 1) return 1;
  return 1 + (1 - 1 / s) * (1 + Math.log(s / 2) / Math.log(1000));
}

/** Two weights closer than this are a tie: float sums of the same buckets in another order differ by far less. */
export const TIE = 1e-9;

/**
 * What a bucket of size s + 1 weighs more than one of size s, for s = 0..size-1: the weight of a
 * bucket is s × F(s), so these steps summed over a bucket's candidates give its weight. Each step
 * is at least 1 (F is at least 1 and grows), which bounds what the candidates still to come add.
 */
let steps = new Float64Array(0);

export function weightSteps(size: number): Float64Array {
  if (steps.length < size) {
    const grown = new Float64Array(Math.max(size, steps.length * 2, 64));
    for (let s = 0; s < grown.length; s++) grown[s] = (s + 1) * guessesToFind(s + 1) - s * guessesToFind(s);
    steps = grown;
  }
  return steps;
}

/**
 * The guesses a game is expected to take from a step with n candidates when guess g is played
 * there, g included: 1 + (Σ over its buckets of size × F(size) − [g is a candidate]) / n. A
 * candidate's own bucket (all correct, size 1) needs no further guess, hence the − 1. `sum` is the
 * part in brackets.
 */
export const expectedGuessesOf = (sum: number, n: number): number => 1 + sum / n;
