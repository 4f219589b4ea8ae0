import { isGuessWord } from '@hexle/contract/game';
import type { AnalysisResult, AnalysisSubject, StepVerdict } from '@hexle/contract/wire';
import { MAX_GUESSES } from '../rules/constants';
import { isRecord } from '../platform/storage';

/** Which game an analysis is of, as its own routes name it (`POST /api/analysis`). */
export type { AnalysisResult, AnalysisSubject, StepVerdict };

/** A finished game to analyse: which one, its guesses, and the proof the last check was sent with. */
export interface AnalysisRequest {
  subject: AnalysisSubject;
  guesses: string[];
  proof: string | null;
}

/** One guess, beside the best guess and the solver's at the same point. */
export interface AnalysisStep {
  guess: string;
  /** Possible answers left before the guess and after its colours. */
  candidatesBefore: number;
  candidatesAfter: number;
  /** How many the guess was expected to leave. */
  expected: number;
  /** Guesses the game was expected to take from here with this guess (this one included), and with the best one. */
  expectedGuesses: number;
  bestExpectedGuesses: number;
  verdict: StepVerdict;
  /** The solver's guess, or null for "one of the possible answers"; what it was expected to leave and to take. */
  solverGuess: string | null;
  solverExpected: number;
  solverExpectedGuesses: number;
  /** The best guess here is a word the solver never names, so its own is worse than the best. */
  solverLimited: boolean;
  /** Last step only: one candidate was left, so the player could have known the answer. */
  couldHaveKnown?: boolean;
}

export interface Analysis {
  result: AnalysisResult;
  answer: string;
  hardMode: boolean;
  steps: AnalysisStep[];
  /** Possible answers left after the last guess (what a give-up left unsolved). */
  candidatesLeft: number;
  /** 0-99 each. */
  skill: number;
  luck: number;
  /** Expected guesses lost against the best guess at each step, summed. */
  guessesLost: number;
  guesses: number;
  solverGuesses: number;
  /** A daily game's only: the server's seal on its skill, which a league asks for. */
  skillSeal?: string;
}

const RESULTS: readonly unknown[] = ['won', 'lost', 'gave_up'] satisfies AnalysisResult[];
const VERDICTS: readonly unknown[] = ['best', 'good', 'fair', 'poor', 'wasted'] satisfies StepVerdict[];

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isFigure = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isMeasure = (value: unknown): value is number => isFigure(value) && value >= 0;
const isScore = (value: unknown): value is number => isCount(value) && value <= 99;
const isResult = (value: unknown): value is AnalysisResult => RESULTS.includes(value);
const isVerdict = (value: unknown): value is StepVerdict => VERDICTS.includes(value);

function step(value: unknown): AnalysisStep | null {
  if (!isRecord(value)) return null;
  const {
    guess,
    candidates_before,
    candidates_after,
    expected,
    expected_guesses,
    best_expected_guesses,
    verdict,
    solver_guess,
    solver_expected,
    solver_expected_guesses,
    solver_limited,
    could_have_known,
  } = value;
  if (!isGuessWord(guess) || (solver_guess !== null && !isGuessWord(solver_guess))) return null;
  if (!isCount(candidates_before) || !isCount(candidates_after)) return null;
  if (!isFigure(expected) || !isFigure(solver_expected)) return null;
  if (!isMeasure(expected_guesses) || !isMeasure(best_expected_guesses) || !isMeasure(solver_expected_guesses)) {
    return null;
  }
  if (!isVerdict(verdict) || typeof solver_limited !== 'boolean') return null;
  if (could_have_known !== undefined && typeof could_have_known !== 'boolean') return null;
  return {
    guess,
    candidatesBefore: candidates_before,
    candidatesAfter: candidates_after,
    expected,
    expectedGuesses: expected_guesses,
    bestExpectedGuesses: best_expected_guesses,
    verdict,
    solverGuess: solver_guess,
    solverExpected: solver_expected,
    solverExpectedGuesses: solver_expected_guesses,
    solverLimited: solver_limited,
    ...(could_have_known === undefined ? {} : { couldHaveKnown: could_have_known }),
  };
}

/** The server's analysis as the page reads it; null for a reply of another shape. */
export function readAnalysis(payload: Record<string, unknown>): Analysis | null {
  const { result, won, answer, hard_mode, steps, candidates_left, skill, luck, guesses_lost, guesses, solver_guesses } =
    payload;
  const { skill_seal: skillSeal } = payload;
  // `won` is there for pages of earlier releases: a reply where it says otherwise is not the one expected.
  if (!isResult(result) || won !== (result === 'won')) return null;
  if (!isGuessWord(answer) || typeof hard_mode !== 'boolean') return null;
  if (!isScore(skill) || !isScore(luck) || !isMeasure(guesses_lost)) return null;
  if (!isCount(candidates_left) || !isCount(guesses) || !isCount(solver_guesses)) return null;
  if (!Array.isArray(steps) || steps.length === 0 || steps.length > MAX_GUESSES) return null;
  const read = steps.map(step);
  if (read.some((entry) => entry === null)) return null;
  return {
    result,
    answer,
    hardMode: hard_mode,
    steps: read as AnalysisStep[],
    candidatesLeft: candidates_left,
    skill,
    luck,
    guessesLost: guesses_lost,
    guesses,
    solverGuesses: solver_guesses,
    ...(typeof skillSeal === 'string' ? { skillSeal } : {}),
  };
}
