import type { DailyWordReply, GuessCheckReply, LeagueResultReply, WordMeaningReply } from '@hexle/contract/wire';
import { API_TIMEOUT_MS } from '../rules/constants';
import { isEvaluation, type LetterResult } from '../rules/evaluation';
import { isProof } from '../rules/proof';
import { isRecord } from '../platform/storage';
import { isGuessWord } from '@hexle/contract/game';
import type { LazyModule } from '../platform/lazy-module';
import { ApiError } from './api-error';
import type { Analysis, AnalysisRequest } from './analysis';
import type { DailyStats } from './daily-stats';
import type { Joined, LeagueBoardReply, LeaguePreviewReply } from './leagues';
import type { LeagueGame } from '../rules/leagues';
import type { Call, GuessHistory, Unchecked, Unexpected } from './call';
import type * as Occasional from './occasional-calls';
import type { ArchiveList, CreatedChallenge, GivenUp, TransferTicket } from './occasional-calls';
import type { ChallengeResults } from './challenge-results';

type OccasionalCalls = typeof Occasional;

export type { ArchiveGame, ArchiveList, CreatedChallenge, GivenUp, TransferTicket } from './occasional-calls';
export type { ChallengeResults } from './challenge-results';
export type { GuessHistory } from './call';
export type { DailyOpener, DailyStats } from './daily-stats';

export interface DailyWord {
  gameNumber: number;
}

export interface GuessCheck {
  evaluation: LetterResult[];
  isWinner: boolean;
  /** The answer: with a win, and with the seventh wrong guess of an intact chain (the loss reveal). */
  word: string | null;
  /**
   * Issued with a wrong guess: vouches for the guesses so far, sent back with the next check. With
   * a game's last reply (a win, the seventh wrong guess): vouches for the whole game.
   */
  proof: string | null;
  /** What the word means, with the word when the server has a meaning for it. */
  meaning?: WordMeaningReply;
}

export interface GameApi {
  dailyWord(): Promise<DailyWord>;
  checkGuess(guess: string, gameNumber: number, history?: GuessHistory): Promise<GuessCheck>;
  archive(): Promise<ArchiveList>;
  checkArchiveGuess(guess: string, gameNumber: number, history?: GuessHistory): Promise<GuessCheck>;
  /** Throws the server's 404 for a challenge that does not exist (or was removed). */
  challenge(id: string): Promise<{ id: string }>;
  createChallenge(word: string): Promise<CreatedChallenge>;
  /** A friend's finished challenge told to its sender (with the whole game's proof; a name only if shown). */
  tellChallengeResult(id: string, game: GuessHistory, name: string | null): Promise<void>;
  /** How friends did with a challenge this browser sent, read with its sender's token. */
  challengeResults(id: string, senderToken: string): Promise<ChallengeResults>;
  checkChallengeGuess(id: string, guess: string, history?: GuessHistory): Promise<GuessCheck>;
  createTransfer(payload: Record<string, unknown>): Promise<TransferTicket>;
  claimTransfer(code: string): Promise<unknown>;
  /**
   * A new practice game's id (sealed by the server: it tells nothing about the word), of a word
   * not among `finished` (the practice words finished, written together, oldest first).
   */
  startPractice(finished: string): Promise<string>;
  checkPracticeGuess(id: string, guess: string, history?: GuessHistory): Promise<GuessCheck>;
  /** Ends a practice game as a loss: its word (and meaning), for its proven guesses so far. */
  givePracticeUp(id: string, history: GuessHistory): Promise<GivenUp>;
  /** The server's analysis of a finished game. */
  analyse(request: AnalysisRequest): Promise<Analysis>;
  /** How everyone did in a day's game; its failures (offline, a game not played yet) are not logged. */
  dailyStats(gameNumber: number): Promise<DailyStats>;
  /** Leagues (docs/api.md): a member's token is sent in a body or a Bearer header, never in the address. */
  createLeague(name: string, memberName: string): Promise<Joined & { id: string }>;
  leaguePreview(id: string): Promise<LeaguePreviewReply>;
  joinLeague(id: string, memberName: string): Promise<Joined>;
  postLeagueResult(id: string, token: string, game: LeagueGame): Promise<LeagueResultReply>;
  leagueBoard(id: string, token: string): Promise<LeagueBoardReply>;
  renameInLeague(id: string, token: string, name: string): Promise<void>;
  leaveLeague(id: string, token: string): Promise<void>;
  removeLeagueMember(id: string, token: string, memberId: string): Promise<void>;
}

export interface ApiClientOptions {
  baseUrl?: string;
  timeZone: () => string;
  /**
   * The calls a page makes now and then, from a dialog or for a link, in a chunk of their own
   * (the page's lazy module declares it): the first of them fetches it, unless the page has already.
   */
  occasionalCalls: LazyModule<OccasionalCalls>;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** What a call of the occasional chunk takes after the page's `call` and `unexpected`. */
type OccasionalArgs<K extends keyof OccasionalCalls> = OccasionalCalls[K] extends (
  call: Call,
  unexpected: Unexpected,
  ...rest: infer Rest
) => unknown
  ? Rest
  : never;
type OccasionalCall<K extends keyof OccasionalCalls> = (
  call: Call,
  unexpected: Unexpected,
  ...rest: OccasionalArgs<K>
) => ReturnType<OccasionalCalls[K]>;

/**
 * The client's methods that are calls of the occasional chunk, each under its name there: named
 * once, in the page's first script, where a method each would name them twice.
 */
const OCCASIONAL = [
  'archive',
  'challenge',
  'createChallenge',
  'tellChallengeResult',
  'challengeResults',
  'createTransfer',
  'claimTransfer',
  'startPractice',
  'givePracticeUp',
  'analyse',
  'dailyStats',
  'createLeague',
  'leaguePreview',
  'joinLeague',
  'postLeagueResult',
  'leagueBoard',
  'renameInLeague',
  'leaveLeague',
  'removeLeagueMember',
] as const satisfies readonly (keyof OccasionalCalls & keyof GameApi)[];
type OccasionalMethods = {
  [K in (typeof OCCASIONAL)[number]]: (...args: OccasionalArgs<K>) => ReturnType<OccasionalCall<K>>;
};

const TIMEOUT_MESSAGE = 'The server took too long to answer. Please try again.';
export const OFFLINE_MESSAGE = 'You are offline: checking a guess needs the network.';

/** Whether the browser says it has no network (an unknown answer counts as online). */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

const textOrNull = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);

/**
 * The client for the game's API (docs/api.md): GETs carry `timezone` in the query,
 * other calls in the JSON body; every call times out after 60 s. Failures are thrown to the
 * caller as ApiError, and logged to the console but for the refusals a game expects.
 */
export function createGameApi({
  baseUrl = '/api',
  timeZone,
  occasionalCalls,
  fetch: fetchImpl,
  timeoutMs = API_TIMEOUT_MS,
}: ApiClientOptions): GameApi {
  const call: Call = async (method, path, body, quiet, token) => {
    const zone = timeZone();
    // POST and PATCH send a body (with the zone); GET and DELETE none.
    const sends = method[0] === 'P';
    const url =
      method === 'GET'
        ? `${baseUrl}${path}?${new URLSearchParams({ timezone: zone }).toString()}`
        : `${baseUrl}${path}`;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      let response: Response;
      try {
        response = await (fetchImpl ?? globalThis.fetch)(url, {
          method,
          headers: {
            Accept: 'application/json',
            ...(sends ? { 'Content-Type': 'application/json' } : {}),
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
          },
          body: sends ? JSON.stringify({ ...body, timezone: zone }) : undefined,
          signal: controller.signal,
        });
      } catch {
        // The browser's own texts for a failed connection are not meant for players.
        const reason = controller.signal.aborted ? TIMEOUT_MESSAGE : isOffline() ? OFFLINE_MESSAGE : '';
        throw new ApiError(null, null, reason);
      }
      let payload: unknown = null;
      try {
        // A 204 (a league left, a member renamed) has no body: an empty object.
        payload = response.status === 204 ? {} : await response.json();
      } catch {
        if (controller.signal.aborted) throw new ApiError(response.status, null, TIMEOUT_MESSAGE);
      }
      if (!response.ok) {
        const fields = isRecord(payload) ? payload : {};
        throw new ApiError(
          response.status,
          // The reply's error text, or its message text where a reply has that instead.
          textOrNull(fields.error) ?? textOrNull(fields.message),
          `Request failed (${response.status})`,
          textOrNull(fields.code),
        );
      }
      if (!isRecord(payload)) throw new ApiError(response.status, null, 'Unexpected answer from the server');
      return payload;
    } catch (error) {
      // An expected refusal (a word not in the list, 422; a budget spent, 429) is the game's to
      // say to the player, not a fault to log.
      const status = (error as ApiError).status;
      if (!quiet && status !== 422 && status !== 429) console.error(`${method} ${path} failed`, error);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };

  // A chunk that cannot be fetched is a failed connection like any other.
  const calls = () =>
    occasionalCalls.load().catch(() => {
      throw new ApiError(null, null, isOffline() ? OFFLINE_MESSAGE : '');
    });

  /** A call from the occasional calls' chunk, fetched first if it is not here. */
  const occasional = <K extends keyof OccasionalCalls>(name: K) =>
    ((...args: OccasionalArgs<K>) =>
      calls().then((loaded) => (loaded[name] as unknown as OccasionalCall<K>)(call, unexpected, ...args))) as (
      ...args: OccasionalArgs<K>
    ) => ReturnType<OccasionalCall<K>>;

  const unexpected: Unexpected = (path) => {
    const error = new ApiError(200, null, 'Unexpected answer from the server');
    console.error(`${path} answered an unexpected shape`, error);
    return error;
  };

  return {
    ...(Object.fromEntries(OCCASIONAL.map((name) => [name, occasional(name)])) as OccasionalMethods),
    async dailyWord() {
      const { game_number: gameNumber }: Unchecked<DailyWordReply> = await call('GET', '/daily-word');
      if (!Number.isSafeInteger(gameNumber) || (gameNumber as number) < 1) throw unexpected('/daily-word');
      return { gameNumber: gameNumber as number };
    },
    checkGuess(guess, gameNumber, history) {
      return check('/check-guess', { guess, game_number: gameNumber }, history);
    },
    checkArchiveGuess(guess, gameNumber, history) {
      return check('/archive/check-guess', { guess, game_number: gameNumber }, history);
    },
    checkChallengeGuess(id, guess, history) {
      return check(`/challenges/${encodeURIComponent(id)}/check-guess`, { guess }, history);
    },
    checkPracticeGuess(id, guess, history) {
      return check(`/practice/${encodeURIComponent(id)}/check-guess`, { guess }, history);
    },
  };

  async function check(path: string, body: Record<string, unknown>, history?: GuessHistory): Promise<GuessCheck> {
    const payload = await call('POST', path, {
      ...body,
      ...(history && history.previousGuesses.length > 0
        ? { previous_guesses: history.previousGuesses, ...(history.proof ? { proof: history.proof } : {}) }
        : {}),
    });
    const { evaluation, is_winner: isWinner, word, proof, meaning }: Unchecked<GuessCheckReply> = payload;
    if (!isEvaluation(evaluation) || typeof isWinner !== 'boolean') throw unexpected(path);
    // A malformed word or proof counts as none: the game goes on, it only loses the reveal.
    return {
      evaluation,
      isWinner,
      word: isGuessWord(word) ? word : null,
      proof: isProof(proof) ? proof : null,
      meaning: isRecord(meaning) ? (meaning as unknown as WordMeaningReply) : undefined,
    };
  }
}
