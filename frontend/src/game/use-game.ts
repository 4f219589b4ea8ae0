import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef } from 'react';
import { useServices } from '../environment/services';
import { dateInTimeZone, type CalendarDate } from '../rules/dates';
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

  /**
   * The date of the game whose guess is on its way: a second Enter does nothing, and the row keeps
   * the guess as it was sent while the day's number is still coming.
   */
  const submitting = useRef<CalendarDate | null>(null);
  const edits = () => !session.isBusy(latest.current.model) && submitting.current !== latest.current.model.date;
  const type = useCallback((letter: string) => {
    if (edits()) dispatch({ type: 'typed', letter });
  }, []);
  const erase = useCallback(() => {
    if (edits()) dispatch({ type: 'erased' });
  }, []);
  const submit = useCallback(async () => {
    if (!edits()) return;
    if (checkForNewDay()) return void session.afterRollover(latest.current.model).forEach(run);
    const game = latest.current.model;
    submitting.current = game.date;
    try {
      await session.runSession(submitGuess(game, { strategy, hardMode, current: () => latest.current.model }), run);
    } finally {
      if (submitting.current === game.date) submitting.current = null;
    }
  }, [checkForNewDay, hardMode, run, strategy]);

  const { guesses, evaluations, revealedRows } = model;
  const revealedKeys = useMemo(
    () => session.revealedKeys({ guesses, evaluations, revealedRows }),
    [guesses, evaluations, revealedRows],
  );
  /** Runs steps of the strategy's own (giving up, the next game) as the session's are run. */
  const play = useCallback((steps: session.Session) => session.runSession(steps, run), [run]);
  return { model, type, erase, submit, keyResults: revealedKeys, checkForNewDay, play };
}
