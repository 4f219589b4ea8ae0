import type { AnalysisSubject } from '@hexle/contract/wire';
import { MAX_GUESSES } from '../rules/constants';
import { isRecord } from '../platform/storage';
import { isGuessWord } from '../rules/words';

/** Which game an analysis is of, as its own routes name it (`POST /api/analysis`). */
export type { AnalysisSubject };

/** A finished game to analyse: which one, its guesses, and the proof the last check was sent with. */
export interface AnalysisRequest {
  subject: AnalysisSubject;
  guesses: string[];
  proof: string | null;
}

/** One guess, beside the solver's best at the same point. */
export interface AnalysisStep {
  guess: string;
  /** Possible answers left before the guess and after its colours. */
  candidatesBefore: number;
  candidatesAfter: number;
  /** How many the guess was expected to leave, and the solver's best guess with its own. */
  expected: number;
  solverGuess: string;
  solverExpected: number;
  /** Last step only: one candidate was left, so the player could have known the answer. */
  couldHaveKnown?: boolean;
}

export interface Analysis {
  won: boolean;
  hardMode: boolean;
  steps: AnalysisStep[];
  /** 0-99 each. */
  skill: number;
  luck: number;
  guesses: number;
  solverGuesses: number;
}

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isFigure = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isScore = (value: unknown): value is number => isCount(value) && value <= 99;

function step(value: unknown): AnalysisStep | null {
  if (!isRecord(value)) return null;
  const { guess, candidates_before, candidates_after, expected, solver_guess, solver_expected, could_have_known } =
    value;
  if (!isGuessWord(guess) || !isGuessWord(solver_guess)) return null;
  if (!isCount(candidates_before) || !isCount(candidates_after)) return null;
  if (!isFigure(expected) || !isFigure(solver_expected)) return null;
  if (could_have_known !== undefined && typeof could_have_known !== 'boolean') return null;
  return {
    guess,
    candidatesBefore: candidates_before,
    candidatesAfter: candidates_after,
    expected,
    solverGuess: solver_guess,
    solverExpected: solver_expected,
    ...(could_have_known === undefined ? {} : { couldHaveKnown: could_have_known }),
  };
}

/** The server's analysis as the page reads it; null for a reply of another shape. */
export function readAnalysis(payload: Record<string, unknown>): Analysis | null {
  const { won, hard_mode, steps, skill, luck, guesses, solver_guesses } = payload;
  if (typeof won !== 'boolean' || typeof hard_mode !== 'boolean') return null;
  if (!isScore(skill) || !isScore(luck) || !isCount(guesses) || !isCount(solver_guesses)) return null;
  if (!Array.isArray(steps) || steps.length === 0 || steps.length > MAX_GUESSES) return null;
  const read = steps.map(step);
  if (read.some((entry) => entry === null)) return null;
  return {
    won,
    hardMode: hard_mode,
    steps: read as AnalysisStep[],
    skill,
    luck,
    guesses,
    solverGuesses: solver_guesses,
  };
}
