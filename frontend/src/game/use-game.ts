import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef } from 'react';
import { isMismatchError, submitErrorText } from '../api/api-error';
import { useServices } from '../services/services';
import { useStorageEvent } from '../services/use-storage-event';
import {
  HARD_MODE_ERROR_MS,
  LENGTH_ERROR_MS,
  MAX_GUESSES,
  MISMATCH_RELOAD_MS,
  NEW_PUZZLE_MESSAGE_MS,
  NOT_IN_WORD_LIST_MS,
  REVEAL_DURATION_MS,
  ROLLOVER_CHECK_MS,
  SUBMIT_ERROR_MS,
  WORD_LENGTH,
} from '../lib/constants';
import { dateInTimeZone, type CalendarDate } from '../lib/dates';
import { keyResults } from '../lib/evaluation';
import { hardModeViolation } from '../lib/hard-mode';
import type { GameLink } from '../lib/game-link';
import { freshGame, isNewerGame, isSavedGame, restoreGame, type SavedGame } from '../lib/saved-game';
import { readSideGame, writeSideGame } from '../lib/side-games';
import type { FinishedGame } from '../lib/statistics';
import { readEntry, removeEntry, STORAGE_KEYS, writeEntry, type KeyValueStore } from '../lib/storage';
import { gameReducer, initialModel, savedPart, type GameModel } from './game-reducer';

const DAILY: PlayableLink = { kind: 'daily' };

export const MESSAGES = {
  notEnoughLetters: 'Not enough letters',
  notInWordList: 'Not in word list',
  loadFailed: 'Failed to load daily puzzle',
  outOfSync: 'Game state out of sync. Refreshing...',
  newPuzzle: "A new day's puzzle has started: your guess was not sent",
  loadFailedOffline: 'Failed to load daily puzzle: you are offline, and the game needs the network',
} as const;

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The games a page can play: today's, an archive game or a friend's challenge. */
export type PlayableLink = Exclude<GameLink, { kind: 'broken' }>;

interface GameOptions {
  hardMode: boolean;
  reducedMotion: boolean;
  /** Today's game has ended: the statistics record it. */
  onGameOver: (game: FinishedGame) => void;
  /** Which game; today's when not given. Archive games and challenges never reach the statistics. */
  link?: PlayableLink;
  /** An archive game or a challenge has ended. */
  onSideGameOver?: () => void;
}

const sideIdOf = (link: PlayableLink) =>
  link.kind === 'archive' ? String(link.gameNumber) : link.kind === 'challenge' ? link.id : '';

/** The board a page starts with: the saved one for that game, else an empty one. */
function startingGame(link: PlayableLink, store: KeyValueStore, date: CalendarDate): SavedGame {
  if (link.kind === 'daily') {
    return restoreGame(readEntry(store, STORAGE_KEYS.gameState, isSavedGame), date) ?? freshGame(date, null);
  }
  const saved = readSideGame(store, link.kind, sideIdOf(link));
  return saved ?? freshGame(date, link.kind === 'archive' ? link.gameNumber : null);
}

/** The game's state and its rules over time: input, submit, messages, reveal, rollover. */
export function useGame({ hardMode, reducedMotion, onGameOver, link = DAILY, onSideGameOver }: GameOptions) {
  const daily = link.kind === 'daily';
  const { api, store, timeZone, now, reload } = useServices();
  const today = useCallback(() => dateInTimeZone(now(), timeZone()), [now, timeZone]);

  const [model, dispatch] = useReducer(gameReducer, undefined, () => initialModel(startingGame(link, store, today())));
  const modelRef = useRef(model);
  const onGameOverRef = useRef(onGameOver);
  const onSideGameOverRef = useRef(onSideGameOver);
  // Updated during the commit, so a key pressed right after a render (a reveal ending) sees it.
  useLayoutEffect(() => {
    modelRef.current = model;
    onGameOverRef.current = onGameOver;
    onSideGameOverRef.current = onSideGameOver;
  });

  // One request per date at a time: an Enter pressed while the day loads waits for the same answer.
  const dayRequest = useRef<{ date: CalendarDate; gameNumber: Promise<number | null> } | null>(null);

  /** The game number for a date, or null after showing why it could not be loaded. */
  const loadGameNumber = useCallback(
    (date: CalendarDate): Promise<number | null> => {
      if (dayRequest.current?.date === date) return dayRequest.current.gameNumber;
      dispatch({ type: 'dayLoadingStarted' });
      const gameNumber = api.dailyWord().then(
        (reply) => {
          dispatch({ type: 'gameNumberLoaded', date, gameNumber: reply.gameNumber });
          return reply.gameNumber;
        },
        () => {
          dispatch({ type: 'dayLoadingFailed' });
          const text = isOffline() ? MESSAGES.loadFailedOffline : MESSAGES.loadFailed;
          dispatch({ type: 'messageShown', text, durationMs: null });
          return null;
        },
      );
      const request = { date, gameNumber };
      dayRequest.current = request;
      void gameNumber.finally(() => {
        if (dayRequest.current === request) dayRequest.current = null;
      });
      return gameNumber;
    },
    [api],
  );

  /** Starts the new day's game when the date has changed; true when it did. */
  const checkForNewDay = useCallback((): boolean => {
    // An archive game or a challenge stays on screen across midnight.
    if (!daily) return false;
    const date = today();
    if (date === modelRef.current.date) return false;
    dispatch({ type: 'newDay', date });
    void loadGameNumber(date);
    return true;
  }, [daily, today, loadGameNumber]);

  useEffect(() => {
    if (daily && modelRef.current.gameNumber === null) void loadGameNumber(modelRef.current.date);
  }, [daily, loadGameNumber]);

  const sideKind = link.kind === 'daily' ? null : link.kind;
  const sideId = sideIdOf(link);

  useEffect(() => {
    // A new day's game is saved once its game number is known, never with yesterday's.
    if (model.gameNumber !== null && !model.gameNumberConfirmed) return;
    const ours = savedPart(model);
    if (sideKind) {
      // An untouched board is not kept: the archive shows only games the player has begun.
      if (ours.guesses.length > 0) writeSideGame(store, sideKind, sideId, ours);
      return;
    }
    // Another tab got further meanwhile: take its game instead of overwriting it.
    const stored = readEntry(store, STORAGE_KEYS.gameState, isSavedGame);
    if (stored && isNewerGame(stored, ours)) {
      dispatch({ type: 'savedGameAdopted', saved: stored });
      return;
    }
    writeEntry(store, STORAGE_KEYS.gameState, ours);
    // Only the saved fields matter here, not the transient ones.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [
    store,
    sideKind,
    sideId,
    model.date,
    model.guesses,
    model.evaluations,
    model.gameState,
    model.gameNumber,
    model.targetWord,
    model.hardMode,
    model.proof,
    model.gameNumberConfirmed,
  ]);

  // Tabs stay in step: a newer game saved by another tab replaces this tab's.
  useStorageEvent(STORAGE_KEYS.gameState, () => {
    if (!daily) return;
    const saved = readEntry(store, STORAGE_KEYS.gameState, isSavedGame);
    if (saved && saved.date === today() && isNewerGame(saved, savedPart(modelRef.current))) {
      dispatch({ type: 'savedGameAdopted', saved });
    }
  });

  // Keyed by id: editing the guess updates the message object but must not restart its time.
  const messageId = model.message?.id;
  const messageDuration = model.message?.durationMs;
  useEffect(() => {
    if (messageId === undefined || messageDuration === undefined || messageDuration === null) return;
    const timer = setTimeout(() => dispatch({ type: 'messageExpired', id: messageId }), messageDuration);
    return () => clearTimeout(timer);
  }, [messageId, messageDuration]);

  useEffect(() => {
    const rows = model.guesses.length;
    if (model.revealedRows >= rows) return;
    const timer = setTimeout(() => dispatch({ type: 'revealEnded', rows }), reducedMotion ? 0 : REVEAL_DURATION_MS);
    return () => clearTimeout(timer);
  }, [model.guesses.length, model.revealedRows, reducedMotion]);

  useEffect(() => {
    const interval = setInterval(checkForNewDay, ROLLOVER_CHECK_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') checkForNewDay();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [checkForNewDay]);

  const reloadTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (reloadTimer.current) clearTimeout(reloadTimer.current);
    },
    [],
  );

  const isBusy = () => {
    const m = modelRef.current;
    return m.gameState !== 'playing' || m.isLoading || m.revealedRows < m.guesses.length;
  };

  const type = useCallback((letter: string) => {
    if (!isBusy()) dispatch({ type: 'typed', letter });
  }, []);

  const erase = useCallback(() => {
    if (!isBusy()) dispatch({ type: 'erased' });
  }, []);

  const failSubmit = useCallback(
    (error: unknown) => {
      dispatch({ type: 'loadingFinished' });
      if (isMismatchError(error)) {
        dispatch({ type: 'messageShown', text: MESSAGES.outOfSync, durationMs: null });
        // The saved game belongs to a game the server no longer plays: start clean after the reload.
        removeEntry(store, STORAGE_KEYS.gameState);
        reloadTimer.current = setTimeout(reload, MISMATCH_RELOAD_MS);
      } else {
        dispatch({ type: 'messageShown', text: submitErrorText(error), durationMs: SUBMIT_ERROR_MS });
      }
    },
    [reload, store],
  );

  /** The date of the game whose guess is on its way: a second Enter in the same task does nothing. */
  const submitting = useRef<CalendarDate | null>(null);

  const newPuzzleStarted = useCallback(
    () => dispatch({ type: 'messageShown', text: MESSAGES.newPuzzle, durationMs: NEW_PUZZLE_MESSAGE_MS }),
    [],
  );

  const submitGuess = useCallback(
    async (game: GameModel) => {
      const guess = game.currentGuess;
      if (guess.length !== WORD_LENGTH) {
        dispatch({ type: 'rejected', text: MESSAGES.notEnoughLetters, durationMs: LENGTH_ERROR_MS });
        return;
      }
      const hint = hardMode ? hardModeViolation(guess, game.guesses, game.evaluations) : null;
      if (hint) {
        dispatch({ type: 'rejected', text: hint, durationMs: HARD_MODE_ERROR_MS });
        return;
      }

      const gameNumber = !daily || game.gameNumberConfirmed ? game.gameNumber : await loadGameNumber(game.date);
      if (modelRef.current.date !== game.date) {
        newPuzzleStarted();
        return;
      }
      if (daily && gameNumber === null) return;
      dispatch({ type: 'loadingStarted' });
      try {
        if (!(await api.validate(guess))) {
          dispatch({ type: 'loadingFinished' });
          dispatch({
            type: 'rejected',
            text: MESSAGES.notInWordList,
            durationMs: NOT_IN_WORD_LIST_MS,
            clearsGuess: true,
          });
          return;
        }
        const history = { previousGuesses: game.guesses, proof: game.proof ?? null };
        const result =
          link.kind === 'archive'
            ? await api.checkArchiveGuess(guess, link.gameNumber, history)
            : link.kind === 'challenge'
              ? await api.checkChallengeGuess(link.id, guess, history)
              : await api.checkGuess(guess, gameNumber ?? 0, history);
        const current = modelRef.current;
        if (current.date !== game.date) {
          newPuzzleStarted();
          return;
        }
        const lands = current.gameState === 'playing';
        dispatch({ type: 'guessChecked', date: game.date, guess, ...result, hardMode });
        const guessCount = game.guesses.length + 1;
        if (lands && (result.isWinner || guessCount === MAX_GUESSES)) {
          if (daily && gameNumber !== null) {
            onGameOverRef.current({ gameNumber, won: result.isWinner, guessCount, date: game.date });
          } else onSideGameOverRef.current?.();
        }
      } catch (error) {
        // A failure of yesterday's guess means nothing once today's game has started.
        if (modelRef.current.date === game.date) failSubmit(error);
        else newPuzzleStarted();
      }
    },
    [api, daily, link, failSubmit, hardMode, loadGameNumber, newPuzzleStarted],
  );

  const submit = useCallback(async () => {
    if (isBusy() || submitting.current === modelRef.current.date) return;
    if (checkForNewDay()) {
      if (modelRef.current.currentGuess.length > 0) newPuzzleStarted();
      return;
    }
    const game = modelRef.current;
    submitting.current = game.date;
    try {
      await submitGuess(game);
    } finally {
      if (submitting.current === game.date) submitting.current = null;
    }
  }, [checkForNewDay, newPuzzleStarted, submitGuess]);

  const revealedKeys = useMemo(
    () => keyResults(model.guesses.slice(0, model.revealedRows), model.evaluations.slice(0, model.revealedRows)),
    [model.guesses, model.evaluations, model.revealedRows],
  );

  return { model, type, erase, submit, keyResults: revealedKeys, checkForNewDay };
}
