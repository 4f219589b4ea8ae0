import { emptyStatistics, isStatistics, recordGame, type FinishedGame } from '../../rules/statistics';
import { readEntry, STORAGE_KEYS, writeEntry, type KeyValueStore } from '../../platform/storage';

// Recording a finished game: only the end of a game needs it, so it rides in the chunk that sends
// a guess (submit.ts), which has judged the last one by then. The Statistics dialog reads what it
// writes (statistics/use-statistics.ts).

/** Records a finished game in the stored statistics, once per game number (another tab may have). */
export function recordFinishedGame(store: KeyValueStore, game: FinishedGame): void {
  const stored = readEntry(store, STORAGE_KEYS.statistics, isStatistics) ?? emptyStatistics();
  const next = recordGame(stored, game);
  if (next === stored) return;
  writeEntry(store, STORAGE_KEYS.statistics, next);
  // A Statistics dialog already open in this tab shows it too (use-statistics.ts listens).
  window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.statistics }));
}
