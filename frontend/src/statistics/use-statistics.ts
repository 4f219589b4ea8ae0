import { useState } from 'react';
import { useServices } from '../environment/services';
import { useStorageEvent } from '../environment/use-storage-event';
import { emptyStatistics, isStatistics, type Statistics } from '../rules/statistics';
import { readEntry, STORAGE_KEYS } from '../platform/storage';

/**
 * The stored statistics, for the Statistics dialog (in its chunk): read as it opens, and again
 * when another tab records a game. The page records a game's end itself (record-statistics.ts).
 */
export function useStatistics(): Statistics {
  const { store } = useServices();
  const read = () => readEntry(store, STORAGE_KEYS.statistics, isStatistics) ?? emptyStatistics();
  const [statistics, setStatistics] = useState<Statistics>(read);
  useStorageEvent(STORAGE_KEYS.statistics, () => setStatistics(read()));
  return statistics;
}
