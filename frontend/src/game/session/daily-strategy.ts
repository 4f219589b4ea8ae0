import { freshGame, isNewerGame, isSavedGame, restoreGame } from '../../rules/saved-game';
import { readEntry, removeEntry, STORAGE_KEYS, writeEntry } from '../../platform/storage';
import type { GameStrategy } from './strategy';

/** Today's game: one board in storage, shared with other tabs, counted, replaced at midnight. */
export function dailyStrategy(): GameStrategy {
  return {
    startingGame: (store, date) =>
      restoreGame(readEntry(store, STORAGE_KEYS.gameState, isSavedGame), date) ?? freshGame(date, null),
    save(store, game) {
      // Another tab got further meanwhile: take its game instead of overwriting it.
      const stored = readEntry(store, STORAGE_KEYS.gameState, isSavedGame);
      if (stored && isNewerGame(stored, game)) return stored;
      writeEntry(store, STORAGE_KEYS.gameState, game);
      return null;
    },
    forget: (store) => removeEntry(store, STORAGE_KEYS.gameState),
    keptUnder: STORAGE_KEYS.gameState,
    newerFromOtherTab(store, game, today) {
      const saved = readEntry(store, STORAGE_KEYS.gameState, isSavedGame);
      return saved && saved.date === today && isNewerGame(saved, game) ? saved : null;
    },
    loadsDay: true,
    rollsOverAtMidnight: true,
    judge: (api, guess, gameNumber, history) => api.checkGuess(guess, gameNumber ?? 0, history),
    countsInStatistics: true,
    numbered: true,
    shareSource: () => ({}),
    title: () => null,
    initialStatus: { state: 'playable', date: null },
    checkLink: () => {},
    analysisSubject: ({ gameNumber }) => (gameNumber === null ? null : { kind: 'daily', game_number: gameNumber }),
  };
}
