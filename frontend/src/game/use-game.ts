import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef } from 'react';
import { useServices } from '../environment/services';
import { dateInTimeZone } from '../rules/dates';
import { gameReducer, initialModel } from './game-reducer';
import * as session from './session/session';
import type { GameStrategy } from './session/strategy';
import { submitGuess } from './session/submit';
import { useKeptGame, useRolloverChecks, useTimer } from './use-session-effects';

export { MESSAGES } from './session/session';

interface GameOptions {
  hardMode: boolean;
  reducedMotion: boolean;
  /** A game has ended; one that counts is recorded in the statistics by then. */
  onGameOver: () => void;
  /** Which kind of game, and which game of that kind (session/strategies.ts). */
  strategy: GameStrategy;
}

/** The game in React: holds the model, runs the effects the session asks for, and its timers. */
export function useGame({ hardMode, reducedMotion, onGameOver, strategy }: GameOptions) {
  const { api, store, timeZone, now, reload } = useServices();
  const today = useCallback(() => dateInTimeZone(now(), timeZone()), [now, timeZone]);
  const [model, dispatch] = useReducer(gameReducer, undefined, () =>
    initialModel(strategy.startingGame(store, today())),
  );
  const loadDay = useMemo(() => session.dayLoader(() => api.dailyWord(), dispatch), [api]);
  const reloadTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reloadTimer.current), []);
  const handlers: session.EffectHandlers = {
    dispatch: ({ action }) => dispatch(action),
    loadDay: ({ date }) => loadDay(date),
    startDay: ({ date }) => void loadDay(date),
    judge: ({ guess, gameNumber, history }) => strategy.judge(api, guess, gameNumber, history, store),
    gameOver: () => onGameOver(),
    forgetSavedGame: () => strategy.forget(store),
    reload: ({ afterMs }) => void (reloadTimer.current = setTimeout(reload, afterMs)),
    ask: ({ request }) => request(api, store),
  };
  const latest = useRef({ model, handlers });
  // Updated during the commit, so a key pressed right after a render (a reveal ending) sees it.
  useLayoutEffect(() => void (latest.current = { model, handlers }));
  const run = useCallback((effect: session.Effect) => session.runEffect(latest.current.handlers, effect), []);

  const checkForNewDay = useCallback((): boolean => {
    const effects = session.rollover(strategy, latest.current.model, today());
    effects.forEach(run);
    return effects.length > 0;
  }, [strategy, today, run]);
  useEffect(() => session.opening(strategy, latest.current.model).forEach(run), [strategy, loadDay, run]);

  useKeptGame(strategy, model, () => latest.current.model, dispatch, today);
  useTimer(session.messageTimer(model), dispatch);
  useTimer(session.revealTimer(model, reducedMotion), dispatch);
  useRolloverChecks(checkForNewDay);

  // A key the game cannot take yet returns false: the page keeps it and plays it again later.
  const waits = (queued?: boolean) => session.keyWaits(latest.current.model, queued);
  const type = useCallback(
    (letter: string, queued?: boolean) => !waits(queued) && dispatch({ type: 'typed', letter }),
    [],
  );
  const erase = useCallback((queued?: boolean) => !waits(queued) && dispatch({ type: 'erased' }), []);
  const submit = useCallback(
    (queued?: boolean) => {
      const game = latest.current.model;
      if (waits(queued)) return false;
      if (game.gameState !== 'playing') return;
      if (checkForNewDay()) return session.afterRollover(game).forEach(run);
      return session.runSession(submitGuess(game, { strategy, hardMode, current: () => latest.current.model }), run);
    },
    [checkForNewDay, hardMode, run, strategy],
  );

  const { guesses, evaluations, revealedRows } = model;
  const revealedKeys = useMemo(
    () => session.revealedKeys({ guesses, evaluations, revealedRows }),
    [guesses, evaluations, revealedRows],
  );
  /** Runs steps of the strategy's own (giving up, the next game) as the session's are run. */
  const play = useCallback((steps: session.Session) => session.runSession(steps, run), [run]);
  return { model, type, erase, submit, keyResults: revealedKeys, checkForNewDay, play };
}
