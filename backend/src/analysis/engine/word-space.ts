import { patternOf } from './colour-pattern.js';
import { TIE, weightSteps } from './guesses-to-find.js';

/**
 * The solver's words: every valid guess and every answer, with the colour pattern of each guess
 * against each answer in one typed array (answer-major: the patterns of every guess against answer
 * a lie together at a × guesses.length, 2 bytes each, so a set of candidates is read in long runs),
 * and the opening step's figures, computed once per word-list version.
 */
export interface WordSpace {
  /** Every valid guess, in alphabetical order: a guess's index is its place here. */
  readonly guesses: readonly string[];
  /** The answers the solver counts as candidates, in alphabetical order. */
  readonly answers: readonly string[];
  readonly patterns: Uint16Array;
  readonly guessIndex: ReadonlyMap<string, number>;
  readonly answerIndex: ReadonlyMap<string, number>;
  /** Each answer's index among the guesses, or -1 when it is not a valid guess. */
  readonly answerAsGuess: Int32Array;
  /** Each guess's index among the answers, or -1 when it is not an answer. */
  readonly answerOfGuess: Int32Array;
  /** The opening: each guess's Σ s × F(s) over its buckets of all answers (solver.ts). */
  readonly openingSums: Float64Array;
  /**
   * Guess indices, best opening first: the smaller weight (the sum less 1 for an answer); on a tie
   * (within TIE) an answer first, then alphabetical.
   */
  readonly openingOrder: Int32Array;
}

/** The typed arrays a WordSpace is made of, which a worker fills and shares without copying. */
export interface WordSpaceBuffers {
  patterns: Uint16Array;
  openingSums: Float64Array;
  openingOrder: Int32Array;
}

const sortedUnique = (words: readonly string[]) => [...new Set(words)].sort();

/** Bytes the pattern table and the opening take for these lists. */
export function wordSpaceBytes(guessCount: number, answerCount: number): number {
  return guessCount * answerCount * 2 + guessCount * 12;
}

/** Fills the pattern table and the opening figures: the long step, done once per word list. */
export function computeWordSpace(
  guessWords: readonly string[],
  answerWords: readonly string[],
  allocate: (bytes: number) => ArrayBufferLike = (bytes) => new ArrayBuffer(bytes),
): WordSpace {
  const guesses = sortedUnique(guessWords);
  const answers = sortedUnique(answerWords);
  const G = guesses.length;
  const A = answers.length;
  const patterns = new Uint16Array(allocate(G * A * 2));
  for (let a = 0; a < A; a++) {
    const answer = answers[a];
    const row = a * G;
    for (let g = 0; g < G; g++) patterns[row + g] = patternOf(guesses[g], answer);
  }
  const openingSums = new Float64Array(allocate(G * 8));
  // Bucket sizes of every guess at once, a guess's 729 side by side, read answer by answer.
  const counts = new Uint16Array(G * 729);
  const step = weightSteps(A + 1);
  for (let a = 0; a < A; a++) {
    const row = a * G;
    for (let g = 0; g < G; g++) openingSums[g] += step[counts[g * 729 + patterns[row + g]]++];
  }
  const isAnswer = new Set(answers);
  const answerFirst = (g: number) => (isAnswer.has(guesses[g]) ? 1 : 0);
  const weight = (g: number) => openingSums[g] - answerFirst(g);
  const order = Array.from({ length: G }, (_, g) => g).sort((x, y) => {
    const apart = weight(x) - weight(y);
    return (Math.abs(apart) > TIE ? apart : 0) || answerFirst(y) - answerFirst(x) || x - y;
  });
  const openingOrder = new Int32Array(allocate(G * 4));
  openingOrder.set(order);
  return wordSpaceOf(guesses, answers, { patterns, openingSums, openingOrder });
}

/** A WordSpace over buffers already filled (by computeWordSpace, here or in a worker). */
export function wordSpaceOf(
  guesses: readonly string[],
  answers: readonly string[],
  buffers: WordSpaceBuffers,
): WordSpace {
  const guessIndex = new Map(guesses.map((word, index) => [word, index]));
  const answerIndex = new Map(answers.map((word, index) => [word, index]));
  const answerAsGuess = Int32Array.from(answers, (word) => guessIndex.get(word) ?? -1);
  const answerOfGuess = Int32Array.from(guesses, (word) => answerIndex.get(word) ?? -1);
  return { guesses, answers, guessIndex, answerIndex, answerAsGuess, answerOfGuess, ...buffers };
}
