import { useCallback, useState } from 'react';
import { useServices } from '../services/services';
import { useStorageEvent } from '../services/use-storage-event';
import { emptyStatistics, isStatistics, recordGame, type FinishedGame, type Statistics } from '../lib/statistics';
import { readEntry, STORAGE_KEYS, writeEntry } from '../lib/storage';

export function useStatistics() {
  const { store } = useServices();
  const [statistics, setStatistics] = useState<Statistics>(
    () => readEntry(store, STORAGE_KEYS.statistics, isStatistics) ?? emptyStatistics(),
  );

  // Another tab recorded a game: show its figures here too.
  useStorageEvent(STORAGE_KEYS.statistics, () =>
    setStatistics(readEntry(store, STORAGE_KEYS.statistics, isStatistics) ?? emptyStatistics()),
  );

  const record = useCallback(
    (game: FinishedGame) => {
      // Read again: another tab may have recorded this game already.
      const stored = readEntry(store, STORAGE_KEYS.statistics, isStatistics) ?? emptyStatistics();
      const next = recordGame(stored, game);
      if (next !== stored) writeEntry(store, STORAGE_KEYS.statistics, next);
      setStatistics(next);
    },
    [store],
  );

  return { statistics, record };
}
