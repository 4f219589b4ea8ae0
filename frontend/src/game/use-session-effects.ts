import { useEffect, type Dispatch } from 'react';
import { ROLLOVER_CHECK_MS } from '../rules/constants';
import type { CalendarDate } from '../rules/dates';
import { useServices } from '../environment/services';
import { useStorageEvent } from '../environment/use-storage-event';
import { savedPart, type GameAction, type GameModel } from './game-reducer';
import { toSave, type Timer } from './session/session';
import type { GameStrategy } from './session/strategy';

/** Keeps the board where its strategy keeps it, and takes a newer one another tab saved. */
export function useKeptGame(
  strategy: GameStrategy,
  model: GameModel,
  /** The model as of the latest commit, for an event between renders. */
  current: () => GameModel,
  dispatch: Dispatch<GameAction>,
  today: () => CalendarDate,
) {
  const { store } = useServices();
  const saved = toSave(model);
  useEffect(() => {
    const newer = saved && strategy.save(store, saved);
    if (newer) dispatch({ type: 'savedGameAdopted', saved: newer });
    // Only the saved fields matter here, not the transient ones.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [
    store,
    strategy,
    saved?.date,
    saved?.guesses,
    saved?.evaluations,
    saved?.gameState,
    saved?.gameNumber,
    saved?.targetWord,
    saved?.hardMode,
    saved?.proof,
    saved?.analysisProof,
  ]);
  // Tabs stay in step: a newer game saved by another tab replaces this tab's.
  useStorageEvent(strategy.keptUnder, () => {
    const newer = strategy.newerFromOtherTab(store, savedPart(current()), today());
    if (newer) dispatch({ type: 'savedGameAdopted', saved: newer });
  });
}

/** Runs the timer the session asks for; it starts again only when its key changes. */
export function useTimer(timer: Timer | null, dispatch: Dispatch<GameAction>) {
  useEffect(() => {
    if (!timer) return;
    const id = setTimeout(() => dispatch(timer.action), timer.afterMs);
    return () => clearTimeout(id);
    // The same timer, built again by a later render, keeps its time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [timer?.key, dispatch]);
}

/** Looks for a new day every minute, and whenever the page comes back into view. */
export function useRolloverChecks(checkForNewDay: () => boolean) {
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
}
