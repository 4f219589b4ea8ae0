import { PATTERN_COUNT } from './colour-pattern.js';
import type { GameWords } from './game-words.js';

/**
 * The solver's arithmetic over a set of candidate answers (indices into GameWords): the buckets a
 * guess splits them into by colour pattern, and the expected number of candidates left after it,
 * which is the sum over buckets of size × size / n (the answer falls in a bucket with probability
 * size / n, and leaves size candidates). The best guess is the one with the smallest expected
 * number left.
 */

/** A bucket size per pattern, reused between calls: `stamp` says which entries are this call's. */
const sizes = new Uint16Array(PATTERN_COUNT);
const stamp = new Uint32Array(PATTERN_COUNT);
let round = 0;
/** The last gathered table, reused (grown when needed) so a step allocates nothing new. */
let gathered: Uint16Array | undefined;

function nextRound(): number {
  round = (round + 1) >>> 0;
  if (round === 0) {
    stamp.fill(0);
    round = 1;
  }
  return round;
}

/**
 * The sum of squared bucket sizes of guess g over the candidates, or Infinity as soon as it must
 * pass `limit`: each candidate adds 2 × size + 1 to the sum (size: its bucket's so far), so at
 * least 1 for each candidate still to come.
 */
export function squaredSum(words: GameWords, g: number, candidates: Int32Array, limit = Infinity): number {
  const n = candidates.length;
  const patterns = new Uint16Array(n);
  for (let i = 0; i < n; i++) patterns[i] = words.pattern(g, candidates[i]);
  return rowSum(patterns, 0, n, limit);
}

/** squaredSum over patterns already gathered: n of them from `start`. */
function rowSum(patterns: Uint16Array, start: number, n: number, limit: number): number {
  const r = nextRound();
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const p = patterns[start + i];
    if (stamp[p] !== r) {
      stamp[p] = r;
      sizes[p] = 0;
    }
    sum += 2 * sizes[p]++ + 1;
    if (sum + (n - i - 1) > limit) return Infinity;
  }
  return sum;
}

/** The expected number of candidates left after guess g. */
export function expectedLeft(words: GameWords, g: number, candidates: Int32Array): number {
  return squaredSum(words, g, candidates) / candidates.length;
}

/** The sizes of the buckets guess g splits the candidates into, by pattern (non-empty ones only). */
export function bucketsOf(words: GameWords, g: number, candidates: Int32Array): Map<number, number> {
  const buckets = new Map<number, number>();
  for (const a of candidates) {
    const p = words.pattern(g, a);
    buckets.set(p, (buckets.get(p) ?? 0) + 1);
  }
  return buckets;
}

/** The candidates that give `pattern` to guess g: what is left after it. */
export function narrow(words: GameWords, g: number, pattern: number, candidates: Int32Array): Int32Array {
  return candidates.filter((a) => words.pattern(g, a) === pattern);
}

export interface BestGuess {
  guess: number;
  expected: number;
}

export interface GuessChoice {
  /** Which guesses the solver may play (the secrecy rule, hard mode), 1 for allowed; all when absent. */
  allowed?: Uint8Array;
}

/**
 * The guess with the fewest candidates expected to be left; on a tie a guess that may itself be
 * the answer (a candidate), then the first in alphabetical order. The candidates are tried first:
 * when one of them splits the others into buckets of one (the least any guess can leave), no other
 * guess can do better or tie ahead of it. Then the other guesses, best opening first, each dropped
 * as soon as its sum must pass the best so far. Null when no guess is allowed.
 */
export function bestGuess(words: GameWords, candidates: Int32Array, choice: GuessChoice = {}): BestGuess | null {
  const { allowed } = choice;
  const n = candidates.length;
  const isCandidate = new Uint8Array(words.guessCount);
  const candidateGuesses: number[] = [];
  for (const a of candidates) {
    const g = a === words.answerCandidate ? words.answerGuess : words.space.answerAsGuess[a];
    if (g >= 0 && (!allowed || allowed[g])) {
      isCandidate[g] = 1;
      candidateGuesses.push(g);
    }
  }
  const opening = words.isOpening(candidates);
  // Gathered only for the full search, and never for the opening, whose sums are known already.
  let table: Uint16Array | null = null;
  const sumOf = (g: number, limit: number) =>
    table ? rowSum(table, g * n, n, limit) : squaredSum(words, g, candidates, limit);
  let best = -1;
  let bestSum = Infinity;
  const consider = (g: number, sum: number) => {
    if (sum < bestSum || (sum === bestSum && sum !== Infinity && prefer(words, isCandidate, g, best))) {
      best = g;
      bestSum = sum;
    }
  };
  if (!opening) {
    candidateGuesses.sort((x, y) => (words.guessWord(x) < words.guessWord(y) ? -1 : 1));
    for (const g of candidateGuesses) consider(g, sumOf(g, bestSum));
    if (best >= 0 && bestSum === n) return { guess: best, expected: 1 };
    table = gatherFor(words, candidates);
  }
  const extraAnswer = opening && words.hasExtraCandidate ? 1 : 0;
  for (const g of words.guessOrder()) {
    if ((allowed && !allowed[g]) || (isCandidate[g] && !opening)) continue;
    if (opening && words.isListed(g)) {
      // The opening's sums are known; an extra candidate adds at least 1 (its own bucket's growth).
      const known = words.openingSum(g) + extraAnswer;
      if (known > bestSum) break;
      consider(g, extraAnswer ? sumOf(g, bestSum) : known);
      continue;
    }
    consider(g, sumOf(g, bestSum));
  }
  // Past the break: an extra guess (the game's answer off the list) still has to be tried.
  const extra = words.guessCount - 1;
  if (opening && !words.isListed(extra) && (!allowed || allowed[extra])) consider(extra, sumOf(extra, bestSum));
  return best < 0 ? null : { guess: best, expected: bestSum / n };
}

/** At most this many patterns (8 MB) are kept for the next step; a larger gathering is let go. */
const KEPT_PATTERNS = 4 * 1024 * 1024;

function gatherFor(words: GameWords, candidates: Int32Array): Uint16Array {
  const table = words.gather(candidates, gathered);
  if (table.length <= KEPT_PATTERNS) gathered = table;
  return table;
}

/** On equal sums: a candidate before a non-candidate, then alphabetical. */
function prefer(words: GameWords, isCandidate: Uint8Array, g: number, current: number): boolean {
  if (current < 0) return true;
  if (isCandidate[g] !== isCandidate[current]) return isCandidate[g] > isCandidate[current];
  return words.guessWord(g) < words.guessWord(current);
}
