/**
 * The JSON the API sends and the page reads, for the routes whose replies both sides read field
 * by field (docs/api.md has every route). Types only: the page still checks every reply it gets,
 * and the API's controllers and the browser tests are written against these.
 */
import type { LetterResult } from './evaluation.js';

/** What a word means, told with the answer once a game has ended. */
export interface WordMeaningReply {
  /** noun, verb, adjective, adverb, or one of the few others the meaning rules allow. */
  part_of_speech: string;
  /** One or two short glosses, the most common sense first. */
  glosses: string[];
}

/** The reply to a guess (today's, an archive game's, a challenge's, a practice game's). */
export interface GuessCheckReply {
  evaluation: LetterResult[];
  is_winner: boolean;
  /** Only on a win, or on the seventh wrong guess of a proven game. */
  word?: string;
  /** With `word` only, and only when the word has a meaning. */
  meaning?: WordMeaningReply;
  /** Proves the guesses so far to the next request of the same game. */
  proof?: string;
}

/** An error reply: `code` is stable, `error` is for people. */
export interface ErrorReply {
  error: string;
  code: string;
}

/** Which game an analysis is of (`POST /api/analysis`). */
export type AnalysisSubject =
  | { kind: 'daily' | 'archive'; game_number: number }
  | { kind: 'challenge'; id: string }
  | { kind: 'practice'; id: string; gave_up: boolean };

/** One guess of the game, beside the solver's best at the same point. */
export interface AnalysisReplyStep {
  guess: string;
  /** Candidates (possible answers) left before the guess and after its colours. */
  candidates_before: number;
  candidates_after: number;
  /** Candidates the guess was expected to leave. */
  expected: number;
  /** The solver's best guess here, under the same information, and what it was expected to leave. */
  solver_guess: string;
  solver_expected: number;
  /** On the last step only: whether one candidate was left, so the player could have known the answer. */
  could_have_known?: boolean;
}

/** The analysis of a finished game. */
export interface AnalysisReply {
  won: boolean;
  /** Whether every guess kept the hints of the earlier ones; the solver's guesses then keep them too. */
  hard_mode: boolean;
  steps: AnalysisReplyStep[];
  /** 0-99 each. */
  skill: number;
  luck: number;
  /** The player's number of guesses, and the solver's for the same answer from the same first guess. */
  guesses: number;
  solver_guesses: number;
}
