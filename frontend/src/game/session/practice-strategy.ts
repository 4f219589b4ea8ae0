import { PRACTICE_EXPIRED, PRACTICE_NOT_FOUND, PRACTICE_OTHER_CLIENT } from '@hexle/contract/error-codes';
import { ApiError } from '../../api/api-error';
import { submitErrorText } from '../../api/failures';
import type { GameApi, GivenUp } from '../../api/game-api';
import { MAX_GUESSES, SUBMIT_ERROR_MS } from '../../rules/constants';
import { forgetPractice, keepPracticeGame, practiceLink, readPractice, writePractice } from '../../rules/practice';
import { finishedPractice, readPracticeStatistics } from '../../rules/practice-statistics';
import { freshGame, isNewerGame, type SavedGame } from '../../rules/saved-game';
import { type KeyValueStore } from '../../platform/storage';
import { savedPart, type GameModel } from '../game-reducer';
import type { Session } from './effects';
import { dispatch, isBusy, show } from './session';
import type { GameStrategy } from './strategy';
import { LATER_STORAGE_KEYS } from '../../platform/later-storage-keys';

export const PRACTICE_TITLE = 'Practice game';

export const PRACTICE_TOO_MANY =
  'You have started many practice games in a short time. Please wait a few minutes and try again.';
export const PRACTICE_START_FAILED = 'A practice game could not be started. Check your connection and try again.';

/** Why a new practice game could not be started, in the player's words. */
export function practiceStartFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return PRACTICE_TOO_MANY;
  // The server's own text says why (practice not open yet, say); a lost connection has none.
  return error instanceof ApiError && error.serverError ? submitErrorText(error) : PRACTICE_START_FAILED;
}

/** Refusals that mean the server will never play this id again: the next practice page starts anew. */
const DEAD_ID_CODES = new Set<string>([PRACTICE_NOT_FOUND, PRACTICE_EXPIRED, PRACTICE_OTHER_CLIENT]);

function forgettingDeadIds<T>(store: KeyValueStore, reply: Promise<T>): Promise<T> {
  return reply.catch((error: unknown) => {
    if (error instanceof ApiError && error.code !== null && DEAD_ID_CODES.has(error.code)) forgetPractice(store);
    throw error;
  });
}

/**
 * The id of the game this page shows. Another tab may start the next game meanwhile: this page then
 * follows it (`newerFromOtherTab`) rather than sending its own board under the other game's id.
 */
let shown: string | null = null;

const idOf = (store: KeyValueStore) => readPractice(store)?.id ?? '';

/** The game another tab has moved on to (a new id, more guesses of the same one, or its end), if any. */
function otherTabsGame(store: KeyValueStore, game: SavedGame): SavedGame | null {
  const entry = readPractice(store);
  if (!entry) return null;
  if (shown !== null && entry.id !== shown) {
    shown = entry.id;
    // Its first render has not kept a board yet: an empty one of the same date.
    return entry.game ?? freshGame(game.date, null);
  }
  shown = entry.id;
  const stored = entry.game;
  if (!stored) return null;
  // The same game ended in the other tab (given up there, say): it stays ended.
  const endedThere = stored.gameState !== 'playing' && game.gameState === 'playing';
  return endedThere || isNewerGame(stored, game) ? stored : null;
}

/**
 * One start at a time: the page's two checks of the link (React's development double effects, a
 * second tab's render) share one request, so a visit spends one game of the player's budget. It
 * sends the words this browser finished, so the server draws one it has not had.
 */
let starting: Promise<string> | null = null;
function startGame(api: GameApi, store: KeyValueStore): Promise<string> {
  starting ??= api.startPractice(finishedPractice(readPracticeStatistics(store))).then(
    (id) => {
      starting = null;
      writePractice(store, { id });
      shown = id;
      return id;
    },
    (error: unknown) => {
      starting = null;
      throw error;
    },
  );
  return starting;
}

/**
 * Gives up a practice game in progress (after at least one guess): the server tells the word, the
 * game ends as a loss, and it counts as one in practice statistics.
 */
function* giveUp(game: GameModel): Session {
  if (isBusy(game) || game.guesses.length === 0) return;
  yield dispatch({ type: 'loadingStarted' });
  let given: GivenUp;
  try {
    const history = { previousGuesses: game.guesses, proof: game.proof ?? null };
    given = (yield {
      type: 'ask',
      request: (api, store) => forgettingDeadIds(store, api.givePracticeUp(idOf(store), history)),
    }) as GivenUp;
  } catch (error) {
    yield dispatch({ type: 'loadingFinished' });
    yield show(submitErrorText(error), SUBMIT_ERROR_MS);
    return;
  }
  yield dispatch({ type: 'loadingFinished' });
  // The proof the give-up was sent with is kept for the game's analysis, as a finished game's.
  const { proof, ...played } = savedPart(game);
  yield dispatch({
    type: 'savedGameAdopted',
    saved: {
      ...played,
      gameState: 'lost',
      targetWord: given.word,
      meaning: given.meaning,
      ...(proof ? { analysisProof: proof } : {}),
    },
  });
  yield { type: 'gameOver' };
}

/** Starts the next practice game once one has ended: a new id, an empty board. */
function* nextGame(game: GameModel): Session {
  if (game.gameState === 'playing' || game.isLoading) return;
  yield dispatch({ type: 'loadingStarted' });
  try {
    yield { type: 'ask', request: (api, store) => startGame(api, store) };
  } catch (error) {
    yield dispatch({ type: 'loadingFinished' });
    yield show(practiceStartFailure(error), null);
    return;
  }
  // An empty board of the same date: practice never follows the calendar.
  yield dispatch({ type: 'newDay', date: game.date });
}

/**
 * Practice: as many games as the player likes, each a practice word (never a day's) the server
 * draws among those this browser has not finished, sealed in an id kept with the board. One game at a time, kept across reloads and
 * midnight, counted only in practice's own statistics; the only kind that can be given up.
 */
export function practiceStrategy(): GameStrategy {
  return {
    startingGame(store, date) {
      const entry = readPractice(store);
      shown = entry?.id ?? null;
      return entry?.game ?? freshGame(date, null);
    },
    forget: forgetPractice,
    save(store, game) {
      const newer = otherTabsGame(store, game);
      if (newer) return newer;
      keepPracticeGame(store, game);
      return null;
    },
    keptUnder: LATER_STORAGE_KEYS.practiceGame,
    newerFromOtherTab: (store, game) => otherTabsGame(store, game),
    loadsDay: false,
    rollsOverAtMidnight: false,
    judge: (api, guess, _gameNumber, history, store) =>
      forgettingDeadIds(store, api.checkPracticeGuess(idOf(store), guess, history)),
    countsInStatistics: false,
    numbered: false,
    analysisSubject(game, store) {
      const id = readPractice(store)?.id;
      // A game lost before its seventh guess was given up.
      const gaveUp = game.gameState === 'lost' && game.guesses.length < MAX_GUESSES;
      return id ? { kind: 'practice', id, gave_up: gaveUp } : null;
    },
    shareSource: (siteUrl) => ({ label: 'practice', link: practiceLink(siteUrl) }),
    title: () => PRACTICE_TITLE,
    initialStatus: { state: 'checking' },
    checkLink(api, settle, store) {
      // The game in progress (or just ended) stays; a page without one starts one.
      if (readPractice(store)) return settle({ state: 'playable', date: null });
      startGame(api, store).then(
        () => settle({ state: 'playable', date: null }),
        (error: unknown) => settle({ state: 'unavailable', reason: practiceStartFailure(error) }),
      );
    },
    giveUp,
    nextGame,
  };
}
