import { patternOf } from './colour-pattern.js';
import type { WordSpace } from './word-space.js';

/**
 * One game's view of the word space. Its answer is always a candidate and may always be guessed,
 * even when it is on neither list (an operator's pin, a word removed since, a challenge word that
 * is no answer): such a word gets the index after the list's last, and its patterns are computed
 * here (one row and one column, about 13,500 patterns).
 */
export class GameWords {
  /** Guesses: 0..G-1 the list's, G the game's answer when it is not a valid guess. */
  readonly guessCount: number;
  /** Candidates: 0..A-1 the list's answers, A the game's answer when it is not one of them. */
  readonly answerCount: number;
  /** The game's answer as a guess index and as a candidate index. */
  readonly answerGuess: number;
  readonly answerCandidate: number;
  private readonly G: number;
  private readonly A: number;
  /** The extra word's patterns against every candidate, when it is an extra guess. */
  private readonly extraRow: Uint16Array | null;
  /** Every guess's pattern against the extra word, when it is an extra candidate. */
  private readonly extraColumn: Uint16Array | null;

  constructor(
    readonly space: WordSpace,
    readonly answer: string,
  ) {
    this.G = space.guesses.length;
    this.A = space.answers.length;
    const asGuess = space.guessIndex.get(answer);
    const asAnswer = space.answerIndex.get(answer);
    this.answerGuess = asGuess ?? this.G;
    this.answerCandidate = asAnswer ?? this.A;
    this.guessCount = this.G + (asGuess === undefined ? 1 : 0);
    this.answerCount = this.A + (asAnswer === undefined ? 1 : 0);
    this.extraColumn =
      asAnswer === undefined
        ? Uint16Array.from({ length: this.guessCount }, (_, g) => patternOf(this.guessWord(g), answer))
        : null;
    this.extraRow =
      asGuess === undefined
        ? Uint16Array.from({ length: this.answerCount }, (_, a) => patternOf(answer, this.candidateWord(a)))
        : null;
  }

  guessWord(g: number): string {
    return g < this.G ? this.space.guesses[g] : this.answer;
  }

  candidateWord(a: number): string {
    return a < this.A ? this.space.answers[a] : this.answer;
  }

  /** A guess's index, or undefined when the word is neither a valid guess nor the game's answer. */
  guessIndexOf(word: string): number | undefined {
    return word === this.answer ? this.answerGuess : this.space.guessIndex.get(word);
  }

  /** The candidate a guess is, or -1. */
  candidateOfGuess(g: number): number {
    if (g === this.answerGuess) return this.answerCandidate;
    const a = this.space.answerIndex.get(this.guessWord(g));
    return a ?? -1;
  }

  /** How many candidates are the list's answers (read straight from the table). */
  get listedAnswers(): number {
    return this.A;
  }

  pattern(g: number, a: number): number {
    if (g < this.G) return a < this.A ? this.space.patterns[a * this.G + g] : this.extraColumn![g];
    return this.extraRow![a];
  }

  /**
   * The patterns of every guess against the candidates, guess-major (guess g's against candidate i
   * at g × n + i), into `into` when it is large enough: read from the table in runs, one answer's
   * row at a time, so the solver then scans a small table that stays in the processor's cache.
   */
  gather(candidates: Int32Array, into?: Uint16Array): Uint16Array {
    const n = candidates.length;
    const size = this.guessCount * n;
    const out = into && into.length >= size ? into : new Uint16Array(size);
    const table = this.space.patterns;
    const G = this.G;
    for (let i = 0; i < n; i++) {
      const a = candidates[i];
      if (a < this.A) {
        const row = a * G;
        for (let g = 0, at = i; g < G; g++, at += n) out[at] = table[row + g];
      } else for (let g = 0, at = i; g < G; g++, at += n) out[at] = this.extraColumn![g];
      if (this.guessCount > G) out[G * n + i] = this.extraRow![a];
    }
    return out;
  }

  /** Every candidate: the list's answers and, when it is not one of them, the game's answer. */
  allCandidates(): Int32Array {
    return Int32Array.from({ length: this.answerCount }, (_, a) => a);
  }

  /** Whether the candidates are all the answers plus the game's: the opening step. */
  isOpening(candidates: Int32Array): boolean {
    return candidates.length === this.answerCount;
  }

  /** The opening's sum of squared bucket sizes for a guess of the list, over the list's answers only. */
  openingSum(g: number): number {
    return this.space.openingSums[g];
  }

  /** Guesses best opening first, then the extra word if there is one. */
  guessOrder(): Int32Array {
    const { openingOrder } = this.space;
    if (this.guessCount === this.G) return openingOrder;
    const order = new Int32Array(this.guessCount);
    order.set(openingOrder);
    order[this.G] = this.G;
    return order;
  }

  /** Whether guess g lies in the space's own lists (so its opening figure is known). */
  isListed(g: number): boolean {
    return g < this.G;
  }

  /** Whether the candidates include an answer outside the list. */
  get hasExtraCandidate(): boolean {
    return this.answerCount > this.A;
  }
}
