import { PATTERN_COUNT } from './colour-pattern.js';
import type { GameWords } from './game-words.js';
import { TIE, weightSteps } from './guesses-to-find.js';

/**
 * The solver's arithmetic over a set of candidate answers (indices into GameWords).
 *
 * A guess splits the n candidates into buckets by colour pattern. Two figures follow from the
 * bucket sizes s: the expected number of candidates left, Σ s × s / n (the answer falls in a
 * bucket with probability s / n and leaves s candidates), and the expected number of guesses the
 * game takes from here, 1 + (Σ s × F(s) − [the guess is a candidate]) / n (guesses-to-find.ts).
 * The solver plays the guess with the fewest guesses expected; on a tie (within 1e-9), a guess
 * that may itself be the answer, then the first in alphabetical order.
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

function patternsOf(words: GameWords, g: number, candidates: Int32Array): Uint16Array {
  const patterns = new Uint16Array(candidates.length);
  for (let i = 0; i < candidates.length; i++) patterns[i] = words.pattern(g, candidates[i]);
  return patterns;
}

/** The sum of squared bucket sizes of guess g over the candidates (n × the expected candidates left). */
export function squaredSum(words: GameWords, g: number, candidates: Int32Array): number {
  const n = candidates.length;
  const patterns = patternsOf(words, g, candidates);
  const r = nextRound();
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const p = patterns[i];
    if (stamp[p] !== r) {
      stamp[p] = r;
      sizes[p] = 0;
    }
    sum += 2 * sizes[p]++ + 1;
  }
  return sum;
}

/** The expected number of candidates left after guess g. */
export function expectedLeft(words: GameWords, g: number, candidates: Int32Array): number {
  return squaredSum(words, g, candidates) / candidates.length;
}

/**
 * Σ s × F(s) over the buckets of n patterns from `start`, less `own` (1 when the guess is a
 * candidate), or Infinity as soon as it must pass `limit`: each candidate still to come adds at
 * least 1.
 */
function weightOf(patterns: Uint16Array, start: number, n: number, own: number, limit: number): number {
  const step = weightSteps(n);
  const r = nextRound();
  let sum = -own;
  for (let i = 0; i < n; i++) {
    const p = patterns[start + i];
    if (stamp[p] !== r) {
      stamp[p] = r;
      sizes[p] = 0;
    }
    sum += step[sizes[p]++];
    if (sum + (n - i - 1) > limit + TIE) return Infinity;
  }
  return sum;
}

/** Whether guess g may itself be one of the candidates. */
function isCandidateGuess(words: GameWords, g: number, candidates: Int32Array): boolean {
  const a = words.candidateOfGuess(g);
  if (a < 0) return false;
  for (const c of candidates) if (c === a) return true;
  return false;
}

/**
 * The guess figure the solver ranks by: Σ s × F(s) − [g is a candidate], so that the expected
 * guesses are 1 + this / n (expectedGuessesOf).
 */
export function guessWeight(words: GameWords, g: number, candidates: Int32Array): number {
  const own = isCandidateGuess(words, g, candidates) ? 1 : 0;
  return weightOf(patternsOf(words, g, candidates), 0, candidates.length, own, Infinity);
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

/** A guess and its weight (guessWeight). */
export interface Pick {
  guess: number;
  weight: number;
}

/**
 * The best guesses at one point of a game, each by the rule above: over every allowed guess
 * (`best`), over the candidates alone (`candidate`), and over the allowed guesses the solver may
 * name (`named`; null when none is given or none does better than the best candidate, which is
 * then the better move to show).
 */
export interface StepChoices {
  best: Pick;
  candidate: Pick | null;
  named: Pick | null;
}

export interface GuessChoice {
  /** The guesses allowed at all (hard mode's hints), 1 for allowed; every guess when absent. */
  allowed?: Uint8Array;
  /** The guesses the solver may name, 1 for yes; when absent, no named pick is looked for. */
  nameable?: Uint8Array;
}

class Picks {
  best: Pick | null = null;
  candidate: Pick | null = null;
  named: Pick | null = null;

  constructor(
    private readonly words: GameWords,
    private readonly isCandidate: Uint8Array,
    private readonly nameable: Uint8Array | undefined,
  ) {}

  /** The largest weight that still matters for guess g: past it, it can be dropped. */
  limitFor(g: number): number {
    let limit = this.best?.weight ?? Infinity;
    if (this.isCandidate[g]) limit = Math.max(limit, this.candidate?.weight ?? Infinity);
    // A named guess matters only while it may beat the best candidate (a tie goes to the candidate).
    if (this.nameable?.[g] && !this.isCandidate[g])
      limit = Math.max(limit, Math.min(this.named?.weight ?? Infinity, this.candidate?.weight ?? Infinity));
    return limit;
  }

  consider(g: number, weight: number): void {
    if (weight === Infinity) return;
    this.best = this.better(this.best, g, weight);
    if (this.isCandidate[g]) this.candidate = this.better(this.candidate, g, weight);
    if (this.nameable?.[g]) this.named = this.better(this.named, g, weight);
  }

  /** On equal weights: a candidate before a non-candidate, then alphabetical. */
  private better(current: Pick | null, g: number, weight: number): Pick {
    if (!current || weight < current.weight - TIE) return { guess: g, weight };
    if (weight > current.weight + TIE) return current;
    const { isCandidate, words } = this;
    if (isCandidate[g] !== isCandidate[current.guess])
      return isCandidate[g] > isCandidate[current.guess] ? { guess: g, weight } : current;
    return words.guessWord(g) < words.guessWord(current.guess) ? { guess: g, weight } : current;
  }

  result(): StepChoices | null {
    if (!this.best) return null;
    const named = this.named && this.candidate && this.candidate.weight <= this.named.weight + TIE ? null : this.named;
    return { best: this.best, candidate: this.candidate, named };
  }
}

/**
 * The step's choices. The candidates are tried first: one that splits the others into buckets of
 * one (weight n − 1, the least any guess can have) is the best move, and nothing else is needed.
 * Then every other allowed guess (or, with more than WIDE_STEP candidates, the first WIDE_SEARCH of
 * the opening order), best opening first, each dropped as soon as its weight must pass what still
 * matters (Picks.limitFor). Null when no guess is allowed.
 */
export function stepChoices(words: GameWords, candidates: Int32Array, choice: GuessChoice = {}): StepChoices | null {
  const { allowed, nameable } = choice;
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
  const picks = new Picks(words, isCandidate, nameable);
  if (words.isOpening(candidates)) return openingChoices(words, candidates, picks, allowed);
  candidateGuesses.sort((x, y) => (words.guessWord(x) < words.guessWord(y) ? -1 : 1));
  for (const g of candidateGuesses) {
    const patterns = patternsOf(words, g, candidates);
    picks.consider(g, weightOf(patterns, 0, n, 1, picks.limitFor(g)));
  }
  if (picks.candidate && picks.candidate.weight <= n - 1 + TIE) return picks.result();
  if (n > WIDE_STEP) {
    // A step that left many candidates: the best opening guesses only, each read from the table.
    for (const g of words.space.openingOrder.subarray(0, WIDE_SEARCH)) {
      if ((allowed && !allowed[g]) || isCandidate[g]) continue;
      picks.consider(g, weightOf(patternsOf(words, g, candidates), 0, n, 0, picks.limitFor(g)));
    }
    return picks.result();
  }
  const table = gatherFor(words, candidates);
  for (const g of words.guessOrder()) {
    if ((allowed && !allowed[g]) || isCandidate[g]) continue;
    picks.consider(g, weightOf(table, g * n, n, 0, picks.limitFor(g)));
  }
  return picks.result();
}

/**
 * Past the opening, a step with more than WIDE_STEP candidates is searched over the candidates and
 * the WIDE_SEARCH guesses with the best opening figures only. This bounds what one analysis costs,
 * whatever its guesses (a full search over 1,000 candidates reads 11 million patterns; this reads
 * at most 1.5 million), and costs little: with that many candidates left, the guesses that split
 * them best are the ones that split all the answers best.
 */
export const WIDE_STEP = 250;
export const WIDE_SEARCH = 500;

/**
 * The opening: every listed guess's weight over the list's answers is known (the word space's),
 * and the guesses come in that order, so they are read until none left can change a pick. When the
 * game's answer is off the list it is one more candidate: it adds at least 1 to every guess's
 * weight (its own bucket's growth), so the list's figure stays a lower bound, and each guess read
 * is weighed again over all the candidates.
 */
function openingChoices(
  words: GameWords,
  candidates: Int32Array,
  picks: Picks,
  allowed: Uint8Array | undefined,
): StepChoices | null {
  const n = candidates.length;
  const own = (g: number) => (words.candidateOfGuess(g) >= 0 ? 1 : 0);
  const weigh = (g: number) => weightOf(patternsOf(words, g, candidates), 0, n, own(g), picks.limitFor(g));
  // The game's answer as an extra guess (on neither list) first: it is a candidate, and bounds the rest.
  const last = words.guessCount - 1;
  if (!words.isListed(last) && (!allowed || allowed[last])) picks.consider(last, weigh(last));
  for (const g of words.space.openingOrder) {
    if (allowed && !allowed[g]) continue;
    const known = words.openingSum(g) - (words.space.answerOfGuess[g] >= 0 ? 1 : 0);
    // A candidate's weight bounds every pick that matters (named ones only count below it).
    if (known > (picks.candidate?.weight ?? Infinity) + TIE) break;
    picks.consider(g, words.hasExtraCandidate ? weigh(g) : known);
  }
  return picks.result();
}

/** The best guess over every allowed guess (the solver's own games). */
export function bestGuess(words: GameWords, candidates: Int32Array, allowed?: Uint8Array): Pick | null {
  return stepChoices(words, candidates, { allowed })?.best ?? null;
}

/** At most this many patterns (8 MB) are kept for the next step; a larger gathering is let go. */
const KEPT_PATTERNS = 4 * 1024 * 1024;

function gatherFor(words: GameWords, candidates: Int32Array): Uint16Array {
  const table = words.gather(candidates, gathered);
  if (table.length <= KEPT_PATTERNS) gathered = table;
  return table;
}
