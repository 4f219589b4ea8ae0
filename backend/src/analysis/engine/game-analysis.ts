import type { AnalysisReply, AnalysisReplyStep, AnalysisResult } from '@hexle/contract/wire';
import { ALL_CORRECT } from './colour-pattern.js';
import type { GameWords } from './game-words.js';
import { expectedGuessesOf, guessesToFind, TIE } from './guesses-to-find.js';
import { type Clue, hintsKey, hintsOf, playedInHardMode } from './hard-mode.js';
import { luckOf, skillOf, stepCost, type StepOutcome, verdictOf } from './scores.js';
import { bucketsOf, guessWeight, narrow, type Pick, squaredSum, type StepChoices, stepChoices } from './solver.js';
import { SolverMemory, solverGuesses } from './solver-run.js';

/** One guess of the game, beside the solver's best at the same point (the reply's own shape). */
export type StepAnalysis = AnalysisReplyStep;

/** The analysis of a game, as `POST /api/analysis` sends it. */
export type GameAnalysis = AnalysisReply;

export interface AnalysisRules {
  /**
   * The guesses the solver may name (secrecy.ts's nameableGuesses), 1 for yes, by guess index of the
   * space's list; every guess when absent. The game's own answer may always be named besides.
   */
  nameable?: Uint8Array;
  /** The game was given up after its last guess (practice). */
  gaveUp?: boolean;
  /** The solver's own games (its number of guesses), remembered between analyses. */
  memory?: SolverMemory<number>;
  /**
   * The choices found at each point of a game, remembered between analyses of the same word space
   * and `nameable`, by the candidates and (in hard mode) the hints there. They depend on nothing
   * else, never on the game's answer, so one game's choices can be another's (the key holds the
   * answer only when it is an extra candidate, whose index is the same for every such word).
   */
  choiceMemory?: SolverMemory<StepChoices | null>;
}

/**
 * A key for a set of candidates: its size and two 32-bit hashes (FNV-1a and a multiplicative one)
 * of its indices in order. A collision could only mix up two steps' figures, never tell an answer:
 * what is remembered under it holds none.
 */
function candidatesKey(candidates: Int32Array): string {
  let fnv = 0x811c9dc5;
  let mul = 0;
  for (const a of candidates) {
    fnv = Math.imul(fnv ^ a, 0x01000193);
    mul = (Math.imul(mul, 0x9e3779b1) + a + 1) | 0;
  }
  return `${candidates.length}:${(fnv >>> 0).toString(36)}:${(mul >>> 0).toString(36)}`;
}

/** The guesses that keep the hints of the clues so far (hard mode), or undefined for every guess. */
function hardMask(words: GameWords, clues: readonly Clue[]): Uint8Array | undefined {
  if (clues.length === 0) return undefined;
  const keeps = hintsOf(clues);
  return Uint8Array.from({ length: words.guessCount }, (_, g) => (keeps(words.guessWord(g)) ? 1 : 0));
}

const twoPlaces = (value: number) => Math.round(value * 100) / 100;

/**
 * What the solver shows at a step: the named guess when it does better than every candidate, else
 * the best candidate, named only when it is the game's own answer or ties with it (null: "one of
 * the candidates").
 */
function solverMove(
  words: GameWords,
  choices: StepChoices,
  candidates: Int32Array,
): { pick: Pick; name: string | null } {
  const { candidate, named } = choices;
  if (named || !candidate) {
    const pick = named ?? choices.best;
    return { pick, name: words.guessWord(pick.guess) };
  }
  const own = words.answerGuess;
  if (candidate.guess === own) return { pick: candidate, name: words.answer };
  const ownWeight = guessWeight(words, own, candidates);
  if (ownWeight <= candidate.weight + TIE) return { pick: { guess: own, weight: ownWeight }, name: words.answer };
  return { pick: candidate, name: null };
}

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
  const nameable = rules.nameable?.subarray(0, words.guessCount) ?? new Uint8Array(words.guessCount).fill(1);
  const choiceMemory = rules.choiceMemory ?? new SolverMemory<StepChoices | null>();
  const steps: StepAnalysis[] = [];
  const outcomes: StepOutcome[] = [];
  let guessesLost = 0;
  let candidates = words.allCandidates();
  indices.forEach((g, i) => {
    const n = candidates.length;
    const extra = words.hasExtraCandidate ? `+${words.answer}` : '';
    // The choices depend on the candidates and, in hard mode, the hints: guesses that told nothing
    // new (a word played twice) reuse the step before's work.
    const key = `${hard ? `hard:${hintsKey(clues.slice(0, i))}` : 'any'}${extra}|${candidatesKey(candidates)}`;
    const left = candidates;
    const choices = choiceMemory.choose(key, () =>
      stepChoices(words, left, { allowed: hard ? hardMask(words, clues.slice(0, i)) : undefined, nameable }),
    );
    // Some guess is always allowed: the game's answer, a candidate that keeps every hint.
    const { best } = choices!;
    const move = solverMove(words, choices!, candidates);
    const weight =
      words.isOpening(candidates) && !words.hasExtraCandidate && words.isListed(g)
        ? words.openingSum(g) - (words.candidateOfGuess(g) >= 0 ? 1 : 0)
        : guessWeight(words, g, candidates);
    const expectedGuesses = expectedGuessesOf(weight, n);
    const bestExpectedGuesses = expectedGuessesOf(best.weight, n);
    const cost = stepCost(expectedGuesses, bestExpectedGuesses);
    guessesLost += cost;
    const after = narrow(words, g, clues[i].pattern, candidates);
    const buckets = [...bucketsOf(words, g, candidates).values()];
    outcomes.push({ before: n, buckets, actual: after.length });
    const candidate = words.candidateOfGuess(g) >= 0 && candidates.includes(words.candidateOfGuess(g));
    const moveExpectedGuesses = expectedGuessesOf(move.pick.weight, n);
    steps.push({
      guess: guesses[i],
      candidates_before: n,
      candidates_after: after.length,
      expected: twoPlaces(squaredSum(words, g, candidates) / n),
      expected_guesses: twoPlaces(expectedGuesses),
      best_expected_guesses: twoPlaces(bestExpectedGuesses),
      verdict: verdictOf({ cost, before: n, after: after.length, candidate }),
      solver_guess: move.name,
      solver_expected: twoPlaces(squaredSum(words, move.pick.guess, candidates) / n),
      solver_expected_guesses: twoPlaces(moveExpectedGuesses),
      solver_limited: stepCost(moveExpectedGuesses, bestExpectedGuesses) > 0,
    });
    candidates = after;
  });
  const last = steps[steps.length - 1];
  last.could_have_known = last.candidates_before === 1;
  const won = clues[clues.length - 1].pattern === ALL_CORRECT;
  const result: AnalysisResult = won ? 'won' : rules.gaveUp ? 'gave_up' : 'lost';
  // Giving up leaves the game the guesses it still needed: a loss, never a cheap one.
  if (result === 'gave_up') guessesLost += guessesToFind(candidates.length);
  return {
    result,
    won,
    answer: words.answer,
    hard_mode: hard,
    steps,
    candidates_left: candidates.length,
    skill: skillOf(guessesLost),
    luck: luckOf(outcomes),
    guesses_lost: twoPlaces(guessesLost),
    guesses: guesses.length,
    solver_guesses: solverGuesses(words, indices[0], rules.memory),
  };
}
