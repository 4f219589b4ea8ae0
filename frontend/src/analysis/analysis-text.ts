import { GUESSES_UNPROVEN } from '@hexle/contract/error-codes';
import { ApiError } from '../api/api-error';
import { submitErrorText } from '../api/failures';
import type { Analysis, AnalysisResult, AnalysisStep } from '../api/analysis';
import { MAX_GUESSES } from '../rules/constants';

/** The two scores, in a sentence each (the same as in the game's documentation). */
export const SKILL_TEXT =
  'Skill (0-99) is how many guesses your choices cost, by expectation, against the best guess at each point: 99 when they cost none, and each guess lost halves it. A wasted guess costs a whole guess; giving up costs the guesses the game still needed.';
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
const GUESSES = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A number of possible answers: 2,298. */
export const formatCount = (count: number) => COUNT.format(count);

/** An expected number of answers left, to one decimal: 43.2, 1.0. */
export const formatExpected = (expected: number) => EXPECTED.format(expected);

/** An expected number of guesses, to two decimals: 3.12, 1.00. */
export const formatGuesses = (guesses: number) => GUESSES.format(guesses);

/** A number of possible answers in words: "one possible answer", "8 possible answers". */
const possibleAnswers = (count: number) =>
  count === 1 ? 'one possible answer' : `${formatCount(count)} possible answers`;

/** The headline: how the game ended. */
export function resultText(result: AnalysisResult, guesses: number): string {
  if (result === 'won') return `Won in ${guesses}`;
  if (result === 'lost') return `Lost (X/${MAX_GUESSES})`;
  return `Given up after ${guesses} ${guesses === 1 ? 'guess' : 'guesses'}`;
}

/** The player's number of guesses among the figures: X for a game not won, as the shared result says. */
export const guessesFigure = (result: AnalysisResult, guesses: number) => (result === 'won' ? String(guesses) : 'X');

/** What the player's choices cost in all, after the sentence on Skill. */
export function guessesLostText(guessesLost: number): string {
  return guessesLost < 0.005
    ? 'Your choices cost no guesses in this game.'
    : `Your choices cost ${formatGuesses(guessesLost)} guesses in this game.`;
}

/** A step's verdict in a word, and why: the word is shown apart from the reason. */
export function verdictText(step: AnalysisStep, answer: string): { word: string; reason: string } {
  switch (step.verdict) {
    case 'best':
      return { word: 'Best', reason: 'no guess could do better here' };
    case 'wasted':
      return {
        word: 'Wasted',
        reason:
          step.candidatesBefore === 1 ? `only ${answer} was possible` : 'it could not win and told you nothing new',
      };
    default: {
      const more = Math.max(0, step.expectedGuesses - step.bestExpectedGuesses);
      const word = step.verdict === 'good' ? 'Good' : step.verdict === 'fair' ? 'Fair' : 'Poor';
      return { word, reason: `${formatGuesses(more)} guesses more than the best` };
    }
  }
}

/** The step's expected number of guesses beside the best one's: "3.12 (best 3.02)". */
export const expectedGuessesText = (step: AnalysisStep) =>
  `${formatGuesses(step.expectedGuesses)} (best ${formatGuesses(step.bestExpectedGuesses)})`;

/** The solver's move: its word, or the best of the possible answers when it may not name it. */
export function solverMoveText(step: AnalysisStep): string {
  if (step.solverGuess !== null) return step.solverGuess;
  return step.candidatesBefore === 1
    ? 'The one possible answer'
    : `The best of the ${possibleAnswers(step.candidatesBefore)}`;
}

/** Under a step whose best guess is a word the solver may not name. */
export const SOLVER_LIMITED_TEXT =
  "The best guess here is a word the solver never names (it may be another day's answer); this is its best among the rest.";

/**
 * The last step's word on certainty: whether one possible answer was left before it, or, for a
 * game given up, how many its guesses left.
 */
export function certaintyText(analysis: Pick<Analysis, 'result' | 'candidatesLeft' | 'steps'>): string | null {
  if (analysis.result === 'gave_up') return `You gave up with ${possibleAnswers(analysis.candidatesLeft)} left.`;
  const step = analysis.steps.at(-1);
  if (step?.couldHaveKnown === undefined) return null;
  return step.couldHaveKnown
    ? 'You could have known the answer: one possible answer was left.'
    : `You could not have known the answer: ${formatCount(step.candidatesBefore)} possible answers were left.`;
}
