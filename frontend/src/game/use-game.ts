import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef } from 'react';
import { isMismatchError, submitErrorText } from '../api/api-error';
import { useServices } from '../services/services';
import {
  HARD_MODE_ERROR_MS,
  LENGTH_ERROR_MS,
  MAX_GUESSES,
  MISMATCH_RELOAD_MS,
  NOT_IN_WORD_LIST_MS,
  REVEAL_DURATION_MS,
  ROLLOVER_CHECK_MS,
  SUBMIT_ERROR_MS,
  WORD_LENGTH,
} from '../lib/constants';
import { dateInTimeZone, type CalendarDate } from '../lib/dates';
import { keyResults } from '../lib/evaluation';
import { hardModeViolation } from '../lib/hard-mode';
import { freshGame, isSavedGame, restoreGame } from '../lib/saved-game';
import type { FinishedGame } from '../lib/statistics';
import { readEntry, removeEntry, STORAGE_KEYS, writeEntry } from '../lib/storage';
import { gameReducer, initialModel, savedPart } from './game-reducer';

export const MESSAGES = {
  notEnoughLetters: 'Not enough letters',
  notInWordList: 'Not in word list',
  loadFailed: 'Failed to load daily puzzle',
  outOfSync: 'Game state out of sync. Refreshing...',
} as const;

interface GameOptions {
  hardMode: boolean;
  reducedMotion: boolean;
  onGameOver: (game: FinishedGame) => void;
}

/** The game's state and its rules over time: input, submit, messages, reveal, rollover. */
export function useGame({ hardMode, reducedMotion, onGameOver }: GameOptions) {
  const { api, store, timeZone, now, reload } = useServices();
  const today = useCallback(() => dateInTimeZone(now(), timeZone()), [now, timeZone]);

  const [model, dispatch] = useReducer(gameReducer, undefined, () => {
    const date = today();
    return initialModel(
      restoreGame(readEntry(store, STORAGE_KEYS.gameState, isSavedGame), date) ?? freshGame(date, null),
    );
  });
  const modelRef = useRef(model);
  const onGameOverRef = useRef(onGameOver);
  // Updated during the commit, so a key pressed right after a render (a reveal ending) sees it.
  useLayoutEffect(() => {
    modelRef.current = model;
    onGameOverRef.current = onGameOver;
  });

  /** The game number for a date, or null after showing why it could not be loaded. */
  const loadGameNumber = useCallback(
    async (date: CalendarDate): Promise<number | null> => {
      dispatch({ type: 'loadingStarted' });
      try {
        const { gameNumber } = await api.dailyWord();
        dispatch({ type: 'gameNumberLoaded', date, gameNumber });
        return gameNumber;
      } catch {
        dispatch({ type: 'loadingFinished' });
        dispatch({ type: 'messageShown', text: MESSAGES.loadFailed, durationMs: null });
        return null;
      }
    },
    [api],
  );

  /** Starts the new day's game when the date has changed; true when it did. */
  const checkForNewDay = useCallback((): boolean => {
    const date = today();
    if (date === modelRef.current.date) return false;
    dispatch({ type: 'newDay', date });
    void loadGameNumber(date);
    return true;
  }, [today, loadGameNumber]);

  useEffect(() => {
    if (modelRef.current.gameNumber === null) void loadGameNumber(modelRef.current.date);
  }, [loadGameNumber]);

  useEffect(() => {
    // A new day's game is saved once its game number is known, never with yesterday's.
    if (model.gameNumber !== null && !model.gameNumberConfirmed) return;
    writeEntry(store, STORAGE_KEYS.gameState, savedPart(model));
    // Only the saved fields matter here, not the transient ones.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [
    store,
    model.date,
    model.guesses,
    model.evaluations,
    model.gameState,
    model.gameNumber,
    model.targetWord,
    model.hardMode,
    model.gameNumberConfirmed,
  ]);

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

  const submit = useCallback(async () => {
    if (isBusy() || checkForNewDay()) return;
    const game = modelRef.current;
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

    const gameNumber = game.gameNumberConfirmed ? game.gameNumber : await loadGameNumber(game.date);
    if (gameNumber === null || modelRef.current.date !== game.date) return;
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
      const result = await api.checkGuess(guess, gameNumber);
      const current = modelRef.current;
      const lands = current.date === game.date && current.gameState === 'playing';
      dispatch({ type: 'guessChecked', date: game.date, guess, ...result, hardMode });
      const guessCount = game.guesses.length + 1;
      if (lands && (result.isWinner || guessCount === MAX_GUESSES)) {
        onGameOverRef.current({ gameNumber, won: result.isWinner, guessCount, date: game.date });
      }
    } catch (error) {
      // A failure of yesterday's guess means nothing once today's game has started.
      if (modelRef.current.date === game.date) failSubmit(error);
    }
  }, [api, checkForNewDay, failSubmit, hardMode, loadGameNumber]);

  const revealedKeys = useMemo(
    () => keyResults(model.guesses.slice(0, model.revealedRows), model.evaluations.slice(0, model.revealedRows)),
    [model.guesses, model.evaluations, model.revealedRows],
  );

  return { model, type, erase, submit, keyResults: revealedKeys };
}
