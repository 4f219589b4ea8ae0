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

/** Today's game in the player's zone (`GET /api/daily-word`). */
export interface DailyWordReply {
  game_number: number;
  /** The player's date, YYYY-MM-DD. */
  date: string;
  word_length: number;
  max_guesses: number;
}

/** A game of the archive: its number and its date (YYYY-MM-DD). */
export interface ArchiveGameReply {
  game_number: number;
  date: string;
}

/** The archive in the player's zone (`GET /api/archive`). */
export interface ArchiveReply {
  /** Today's game, which is not in the archive (it is the daily game). */
  today: ArchiveGameReply;
  /** Game 1 to yesterday's, newest first. */
  games: ArchiveGameReply[];
}

/** A record handed over for another device (`POST /api/transfers`). */
export interface TransferCreatedReply {
  /** Such as `7KQ2M-9XH4B`. */
  code: string;
  /** When the code stops working (ISO 8601, 10 minutes on). */
  expires_at: string;
}

/** A record claimed by its code (`POST /api/transfers/claim`), once. */
export interface TransferClaimReply {
  /** The JSON object the other device sent, as it was sent. */
  payload: unknown;
}

/** A new challenge (`POST /api/challenges`): the link's id, and the sender's token. */
export interface ChallengeCreatedReply {
  id: string;
  /** The sender's secret, never in the link: `Authorization: Bearer` on `GET /api/challenges/:id/results`. */
  sender_token: string;
}

/** A friend's proven result of a challenge (`POST /api/challenges/:id/results`). */
export interface ChallengeResultReply {
  won: boolean;
  guesses: number;
}

/** How friends did (`GET /api/challenges/:id/results`, the sender's token only). */
export interface ChallengeResultsReply {
  id: string;
  /** Friends who finished it, and of them those who solved it. */
  players: number;
  solved: number;
  /** Games by guesses: '1'..'7' solved in that many, 'X' not solved. */
  distribution: Record<'1' | '2' | '3' | '4' | '5' | '6' | '7' | 'X', number>;
  /** Only the friends who chose to show a name, in the order they finished. */
  named: { name: string; won: boolean; guesses: number }[];
}

/** What a friend may know of a challenge before the game ends (`GET /api/challenges/:id`): never the word. */
export interface ChallengeReply {
  id: string;
  /** The day it was made (UTC), YYYY-MM-DD. */
  created_on: string;
  word_length: number;
  max_guesses: number;
}

/** A new practice game (`POST /api/practice`): its sealed id, which tells nothing of the word. */
export interface PracticeStartReply {
  id: string;
}

/** A practice game given up (`POST /api/practice/:id/give-up`): its word, with its meaning when it has one. */
export interface PracticeGiveUpReply {
  word: string;
  meaning?: WordMeaningReply;
}

/** The reply to a guess (today's, an archive game's, a challenge's, a practice game's). */
export interface GuessCheckReply {
  evaluation: LetterResult[];
  is_winner: boolean;
  /** Only on a win, or on the seventh wrong guess of a proven game. */
  word?: string;
  /** With `word` only, and only when the word has a meaning. */
  meaning?: WordMeaningReply;
  /** Proves the guesses so far to the next request of the same game; with its last reply, the whole game. */
  proof?: string;
}

/** A finished daily game's result in the day's figures: won in 1 to 7 guesses, or X (lost). */
export type DailyResultKey = '1' | '2' | '3' | '4' | '5' | '6' | '7' | 'X';

/** A word players typed first, and the share of the day's finished games that opened with it. */
export interface DailyOpenerReply {
  word: string;
  /** Games that opened with it / players, rounded to three decimals. */
  share: number;
}

/**
 * How everyone did in one daily game (`GET /api/stats/daily/:game_number`): every game the server
 * judged to its end as that day's game, counted once (docs/game.md has the rules and the caps).
 */
export interface DailyStatsReply {
  game_number: number;
  /** The game's date in the asking zone, YYYY-MM-DD. */
  date: string;
  /** Finished games counted: won + distribution.X. */
  players: number;
  won: number;
  /** Games won in 1 to 7 guesses, and games lost (X). */
  distribution: Record<DailyResultKey, number>;
  /** The mean number of guesses of the games won, rounded to two decimals; null when none was won. */
  average_guesses: number | null;
  /**
   * The three most common first guesses, most common first, each typed first by at least 10
   * players; empty when fewer than 10 games finished, and when the answer is itself one of the
   * words at least 10 games opened with.
   */
  openers: DailyOpenerReply[];
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

/** How a finished game ended: the headline of its analysis. */
export type AnalysisResult = 'won' | 'lost' | 'gave_up';

/**
 * A guess judged by the expected number of guesses it left to finish the game, beside the best
 * any valid guess could do there (docs/game.md): `wasted` when only one answer was possible and
 * the guess was not it, or when it could neither win nor narrow the possible answers.
 */
export type StepVerdict = 'best' | 'good' | 'fair' | 'poor' | 'wasted';

/** One guess of the game, beside the solver's best at the same point. */
export interface AnalysisReplyStep {
  guess: string;
  /** Candidates (possible answers) left before the guess and after its colours. */
  candidates_before: number;
  candidates_after: number;
  /** Candidates the guess was expected to leave. */
  expected: number;
  /** Guesses the game was expected to take from here with this guess, this one included. */
  expected_guesses: number;
  /** The same for the best guess any valid word could be here (hard mode's hints kept when the player kept them). */
  best_expected_guesses: number;
  verdict: StepVerdict;
  /**
   * The solver's guess here, among the words it may name: a word, or null when its move is to
   * guess one of the `candidates_before` possible answers without naming which.
   */
  solver_guess: string | null;
  /** What the solver's move was expected to leave (candidates) and to take (guesses). */
  solver_expected: number;
  solver_expected_guesses: number;
  /** The best move here is a word the solver may not name, so its named move is worse than the best. */
  solver_limited: boolean;
  /** On the last step only: whether one candidate was left before it, so the player could have known the answer. */
  could_have_known?: boolean;
}

/** The analysis of a finished game. */
export interface AnalysisReply {
  result: AnalysisResult;
  /** The same as result === 'won' (for pages of earlier releases). */
  won: boolean;
  /** The game's answer: the game is over, so the player has seen it. */
  answer: string;
  /** Whether every guess kept the hints of the earlier ones; the solver's guesses then keep them too. */
  hard_mode: boolean;
  steps: AnalysisReplyStep[];
  /** Candidates left after the last guess (what a give-up left unsolved). */
  candidates_left: number;
  /** 0-99 each. */
  skill: number;
  luck: number;
  /** Expected guesses lost against the best guess at each step, summed (a give-up adds what was left). */
  guesses_lost: number;
  /** The player's number of guesses, and the solver's for the same answer from the same first guess. */
  guesses: number;
  solver_guesses: number;
  /**
   * A daily game's only: the server's seal on its skill, for the game's guesses. A league takes the
   * skill with it (`POST /api/leagues/:id/results`), so a board shows only a skill the server gave.
   */
  skill_seal?: string;
}

/** A league just started (`POST /api/leagues`): its id (the link's) and the creator's member token. */
export interface LeagueCreatedReply {
  id: string;
  /** The creator's secret: sent back as `member_token` or `Authorization: Bearer`, never in a link. */
  member_token: string;
  /** The creator's id among the members. */
  member_id: string;
}

/** A member just joined (`POST /api/leagues/:id/members`). */
export interface LeagueJoinedReply {
  member_token: string;
  member_id: string;
}

/** What the join screen shows (`GET /api/leagues/:id/preview`), no token needed: never a result. */
export interface LeaguePreviewReply {
  id: string;
  name: string;
  /** The members' display names, in the order they joined. */
  members: string[];
  /** The league has as many members as it may have: joining is refused. */
  full: boolean;
}

export interface LeagueMemberReply {
  id: string;
  name: string;
  /** The member who may remove others. */
  creator: boolean;
}

/**
 * One member's result of today's game. To a member who has not posted today's result it is only
 * who finished and in how many guesses: `grid` is absent (no spoilers).
 */
export interface LeagueTodayResultReply {
  member_id: string;
  won: boolean;
  /** Guesses used (7 for a loss, shown as X). */
  guesses: number;
  /** One row a guess, a letter a tile: c correct, p present, a absent. Never a letter of the word. */
  grid?: string[];
  /** The member's skill (0-99), when the member opened the game's analysis; sent with the grid only. */
  skill?: number;
}

export interface LeagueStandingReply {
  member_id: string;
  played: number;
  won: number;
  /** The mean guesses of the won games, to two decimals; null before a first win. */
  average_guesses: number | null;
  /** Wins in a row in this league, up to today's or yesterday's game. */
  streak: number;
}

/** The board (`GET /api/leagues/:id?timezone=…`, with the member's token). */
export interface LeagueBoardReply {
  id: string;
  name: string;
  /** The member asking. */
  you: string;
  members: LeagueMemberReply[];
  today: {
    game_number: number;
    /** Whether the member asking has posted today's result: until then no grid is sent. */
    finished: boolean;
    results: LeagueTodayResultReply[];
  };
  /** Today's game and the six before it. */
  week: { from_game_number: number; to_game_number: number; standings: LeagueStandingReply[] };
  all_time: { standings: LeagueStandingReply[] };
}

/** A result accepted (`POST /api/leagues/:id/results`). */
export interface LeagueResultReply {
  game_number: number;
  won: boolean;
  guesses: number;
  grid: string[];
}
