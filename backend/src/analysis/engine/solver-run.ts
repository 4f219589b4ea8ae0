import { ALL_CORRECT } from './colour-pattern.js';
import type { GameWords } from './game-words.js';
import { bestGuess, narrow } from './solver.js';

/**
 * Choices remembered by the colours that led to them: with the same start and the same colours the
 * solver always makes the same choice, so one game reuses another's (players of a day share its
 * answer, and many share an opening). Bounded: past `limit` entries it starts afresh.
 */
export class SolverMemory<T = number> {
  private readonly choices = new Map<string, T>();

  constructor(private readonly limit = 20_000) {}

  get size(): number {
    return this.choices.size;
  }

  choose(key: string, choose: () => T): T {
    const known = this.choices.get(key);
    if (known !== undefined) return known;
    const chosen = choose();
    if (this.choices.size >= this.limit) this.choices.clear();
    this.choices.set(key, chosen);
    return chosen;
  }
}

/**
 * How many guesses the solver takes to find the game's answer after opening with `start`: it plays
 * its best guess over every valid guess (the fewest guesses expected to finish) until the colours
 * are all correct. Always ends: a candidate guessed is one candidate fewer at worst.
 */
export function solverGuesses(words: GameWords, start: number, memory = new SolverMemory<number>()): number {
  const answer = words.answerCandidate;
  let candidates = words.allCandidates();
  let guess = start;
  // Another candidate set (the game's answer off the list) is another tree.
  let key = `${words.hasExtraCandidate ? `${words.answer}+` : ''}${words.guessWord(start)}`;
  for (let count = 1; ; count++) {
    const pattern = words.pattern(guess, answer);
    if (pattern === ALL_CORRECT) return count;
    candidates = narrow(words, guess, pattern, candidates);
    key += `:${pattern}`;
    const left = candidates;
    guess = memory.choose(key, () => bestGuess(words, left)!.guess);
    key += `,${words.guessWord(guess)}`;
  }
}
