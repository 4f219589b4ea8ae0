import type { AnalysisReply, AnalysisReplyStep } from '@hexle/contract/wire';
import { ALL_CORRECT } from './colour-pattern.js';
import type { GameWords } from './game-words.js';
import { type Clue, hintsOf, playedInHardMode } from './hard-mode.js';
import { luckOf, skillOf, type StepOutcome } from './scores.js';
import { type BestGuess, bestGuess, bucketsOf, narrow, squaredSum } from './solver.js';
import { SolverMemory, solverGuesses } from './solver-run.js';

/** One guess of the game, beside the solver's best at the same point (the reply's own shape). */
export type StepAnalysis = AnalysisReplyStep;

/** The analysis of a game, as `POST /api/analysis` sends it. */
export type GameAnalysis = AnalysisReply;

export interface AnalysisRules {
  /**
   * Which guesses the solver may name as its best (the secrecy rule), 1 for yes, by guess index of
   * the space's list; the game's answer always may. All when absent.
   */
  nameable?: Uint8Array;
  /** The solver's own games (its number of guesses), remembered between analyses. */
  memory?: SolverMemory<number>;
  /**
   * The best guesses found at each point of a game, remembered between analyses under the same
   * `nameable` (a new one for another).
   */
  bestMemory?: SolverMemory<BestGuess | null>;
}

/** The clues before step i, as a key: the candidates and the hints there depend on nothing else. */
function pathOf(clues: readonly Clue[], i: number): string {
  let path = '';
  for (let k = 0; k < i; k++) path += `,${clues[k].guess}:${clues[k].pattern}`;
  return path;
}

/** The nameable guesses that keep the hints of the clues so far. */
function hardMask(words: GameWords, nameable: Uint8Array, clues: readonly Clue[]): Uint8Array {
  if (clues.length === 0) return nameable;
  const keeps = hintsOf(clues);
  return nameable.map((ok, g) => (ok && keeps(words.guessWord(g)) ? 1 : 0));
}

const twoPlaces = (value: number) => Math.round(value * 100) / 100;

/**
 * The analysis of a finished game: `guesses` are the game's guesses in order (valid guesses, or the
 * game's answer), the last either the answer (a win) or not (a loss, or a game given up).
 */
export function analyseGame(words: GameWords, guesses: readonly string[], rules: AnalysisRules = {}): GameAnalysis {
  if (guesses.length === 0) throw new Error('A game to analyse has at least one guess');
  const indices = guesses.map((word) => {
    const g = words.guessIndexOf(word);
    if (g === undefined) throw new Error(`${word} is not a guess of this game`);
    return g;
  });
  const answer = words.answerCandidate;
  const clues: Clue[] = indices.map((g, i) => ({ guess: guesses[i], pattern: words.pattern(g, answer) }));
  const hard = playedInHardMode(clues);
  const nameable = new Uint8Array(words.guessCount);
  if (rules.nameable) nameable.set(rules.nameable.subarray(0, words.guessCount));
  else nameable.fill(1);
  nameable[words.answerGuess] = 1;
  const bestMemory = rules.bestMemory ?? new SolverMemory<BestGuess | null>();
  const steps: StepAnalysis[] = [];
  const outcomes: StepOutcome[] = [];
  let candidates = words.allCandidates();
  indices.forEach((g, i) => {
    const before = candidates.length;
    const allowed = hard ? hardMask(words, nameable, clues.slice(0, i)) : nameable;
    const path = `${hard ? 'hard' : 'any'}${words.hasExtraCandidate ? `+${words.answer}` : ''}${pathOf(clues, i)}`;
    const best = bestMemory.choose(path, () => bestGuess(words, candidates, { allowed }));
    const sum =
      words.isOpening(candidates) && !words.hasExtraCandidate && words.isListed(g)
        ? words.openingSum(g)
        : squaredSum(words, g, candidates);
    const after = narrow(words, g, clues[i].pattern, candidates);
    const expected = sum / before;
    outcomes.push({
      before,
      expected,
      bestExpected: Math.min(best?.expected ?? expected, expected),
      buckets: [...bucketsOf(words, g, candidates).values()],
      actual: after.length,
    });
    steps.push({
      guess: guesses[i],
      candidates_before: before,
      candidates_after: after.length,
      expected: twoPlaces(expected),
      // Some guess is always allowed: the game's answer.
      solver_guess: words.guessWord(best!.guess),
      solver_expected: twoPlaces(best!.expected),
    });
    candidates = after;
  });
  steps[steps.length - 1].could_have_known = steps[steps.length - 1].candidates_before === 1;
  return {
    won: clues[clues.length - 1].pattern === ALL_CORRECT,
    hard_mode: hard,
    steps,
    skill: skillOf(outcomes),
    luck: luckOf(outcomes),
    guesses: guesses.length,
    solver_guesses: solverGuesses(words, indices[0], rules.memory),
  };
}
