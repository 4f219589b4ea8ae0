import { useState } from 'react';
import { readPracticeStatistics, type PracticeStatistics } from '../lib/practice-statistics';
import { STORAGE_KEYS } from '../lib/storage';
import { useServices } from '../services/services';
import { useStorageEvent } from '../services/use-storage-event';

/** Practice's own statistics, for the Statistics dialog: read as it opens, and when another tab changes them. */
export function usePracticeStatistics(): PracticeStatistics {
  const { store } = useServices();
  const [statistics, setStatistics] = useState(() => readPracticeStatistics(store));
  useStorageEvent(STORAGE_KEYS.practiceStatistics, () => setStatistics(readPracticeStatistics(store)));
  return statistics;
}
