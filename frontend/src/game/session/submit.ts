import type { GuessCheck } from '../../api/game-api';
import { isMismatchError, isNotInWordListError, submitErrorText } from '../../api/failures';
import {
  HARD_MODE_ERROR_MS,
  LENGTH_ERROR_MS,
  MAX_GUESSES,
  MISMATCH_RELOAD_MS,
  NOT_IN_WORD_LIST_MS,
  SUBMIT_ERROR_MS,
  WORD_LENGTH,
} from '../../rules/constants';
import { hardModeViolation } from '../../rules/hard-mode';
import { recordFinishedGame } from './record-finished-game';
import type { GameModel } from '../game-reducer';
import { dispatch, newPuzzleStarted, show, type Session } from './session';
import type { GameStrategy } from './strategy';

// Sending a guess and reading the verdict, part of the page's first script. Recording a finished
// game comes with it: a game ends only with a guess this code has judged, so the recording is always
// at hand, whatever happens to the chunks the page fetches later.

/** What a player is told when a guess is refused, or when the game on screen is not the server's. */
export const SUBMIT_MESSAGES = {
  notEnoughLetters: 'Not enough letters',
  notInWordList: 'Not in word list',
  outOfSync: 'Game state out of sync. Refreshing...',
} as const;

export interface SubmitContext {
  strategy: GameStrategy;
  hardMode: boolean;
  /** The game as it is now: a reply may come back after the day has changed. */
  current: () => GameModel;
}

/**
 * Sends the current guess of `game` to be judged, and ends the game when it was the last. One
 * request judges it: the server refuses a word not in its list with its own code.
 */
export function* submitGuess(game: GameModel, { strategy, hardMode, current }: SubmitContext): Session {
  const guess = game.currentGuess;
  if (guess.length !== WORD_LENGTH) {
    yield dispatch({ type: 'rejected', text: SUBMIT_MESSAGES.notEnoughLetters, durationMs: LENGTH_ERROR_MS });
    return;
  }
  const hint = hardMode ? hardModeViolation(guess, game.guesses, game.evaluations) : null;
  if (hint) {
    yield dispatch({ type: 'rejected', text: hint, durationMs: HARD_MODE_ERROR_MS });
    return;
  }

  // From here the guess is on its way: the row keeps it as sent, and keys wait for its answer.
  yield dispatch({ type: 'loadingStarted' });
  const gameNumber =
    !strategy.loadsDay || game.gameNumberConfirmed
      ? game.gameNumber
      : ((yield { type: 'loadDay', date: game.date }) as number | null);
  if (current().date !== game.date) {
    yield newPuzzleStarted();
    return;
  }
  if (strategy.loadsDay && gameNumber === null) {
    yield dispatch({ type: 'loadingFinished' });
    return;
  }
  try {
    const history = { previousGuesses: game.guesses, proof: game.proof ?? null };
    const result = (yield { type: 'judge', guess, gameNumber, history }) as GuessCheck;
    const now = current();
    if (now.date !== game.date) {
      yield newPuzzleStarted();
      return;
    }
    // The board was replaced meanwhile (another tab's newer one, its next practice game): the
    // reply is of a game no longer on screen.
    if (now.adoptions !== game.adoptions) {
      yield dispatch({ type: 'loadingFinished' });
      return;
    }
    const lands = now.gameState === 'playing';
    yield dispatch({ type: 'guessChecked', date: game.date, guess, ...result, hardMode });
    const guessCount = game.guesses.length + 1;
    if (lands && (result.isWinner || guessCount === MAX_GUESSES)) {
      if (strategy.countsInStatistics && gameNumber !== null) {
        const finished = { gameNumber, won: result.isWinner, guessCount, date: game.date };
        yield { type: 'ask', request: (_api, store) => Promise.resolve(recordFinishedGame(store, finished)) };
      }
      yield { type: 'gameOver' };
    }
  } catch (error) {
    // A failure of yesterday's guess means nothing once today's game has started.
    if (current().date === game.date) yield* submitFailed(error);
    else yield newPuzzleStarted();
  }
}

function* submitFailed(error: unknown): Session {
  yield dispatch({ type: 'loadingFinished' });
  if (isNotInWordListError(error)) {
    // Not a guess: the row shakes, and the guess goes with the message.
    yield dispatch({
      type: 'rejected',
      text: SUBMIT_MESSAGES.notInWordList,
      durationMs: NOT_IN_WORD_LIST_MS,
      clearsGuess: true,
    });
  } else if (isMismatchError(error)) {
    yield show(SUBMIT_MESSAGES.outOfSync, null);
    yield { type: 'forgetSavedGame' };
    yield { type: 'reload', afterMs: MISMATCH_RELOAD_MS };
  } else {
    yield show(submitErrorText(error), SUBMIT_ERROR_MS);
  }
}
