import { GUESSES_UNPROVEN } from '@hexle/contract/error-codes';
import { ApiError } from '../api/api-error';
import { submitErrorText } from '../api/failures';
import type { AnalysisStep } from '../api/analysis';

/** The two scores, in a sentence each (the same as in the game's documentation). */
export const SKILL_TEXT =
  "Skill (0-99) is how much of the solver's narrowing your guesses achieved: how few possible answers each was expected to leave, beside the solver's best guess at the same point.";
export const LUCK_TEXT =
  'Luck (0-99) is how the colours you got compare with the colours you could have got: 50 is ordinary, higher means they left fewer possible answers than expected, lower more.';

/** Whether every guess kept the earlier hints (hard mode's rule), which the solver then keeps too. */
export const HARD_MODE_KEPT = 'Every guess kept the hints before it, as hard mode asks: so did the solver.';
export const HARD_MODE_NOT_KEPT = 'Not every guess kept the hints before it, so the solver did not have to either.';
export const SOLVER_GUESSES_TEXT =
  "The solver's guesses are how many it needs for the same answer when it opens with your first guess.";

export const ANALYSIS_TOO_MANY =
  'You have asked for many analyses in a short time. Please wait a few minutes and try again.';
export const ANALYSIS_UNPROVEN =
  "This game can't be analysed: the server did not check all of its guesses in this browser (a game moved from another device, or started before an update).";
export const ANALYSIS_FAILED = 'The analysis could not be loaded. Check your connection and try again.';

/** Why the analysis could not be shown, in the player's words. */
export function analysisFailure(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === null) return ANALYSIS_FAILED;
  if (error.status === 429) return ANALYSIS_TOO_MANY;
  if (error.code === GUESSES_UNPROVEN) return ANALYSIS_UNPROVEN;
  // The server's own text says why (starting up, busy, a game it no longer has).
  return error.serverError ? submitErrorText(error) : ANALYSIS_FAILED;
}

const COUNT = new Intl.NumberFormat('en-US');
const EXPECTED = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A number of possible answers: 2,298. */
export const formatCount = (count: number) => COUNT.format(count);

/** An expected number of answers left, to one decimal: 43.2, 1.0. */
export const formatExpected = (expected: number) => EXPECTED.format(expected);

/** The last step's word on certainty: whether one possible answer was left before it. */
export function certaintyText(step: AnalysisStep): string | null {
  if (step.couldHaveKnown === undefined) return null;
  return step.couldHaveKnown
    ? 'You could have known the answer: one possible answer was left.'
    : `You could not have known the answer: ${formatCount(step.candidatesBefore)} possible answers were left.`;
}
