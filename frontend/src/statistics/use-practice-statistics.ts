import { useState } from 'react';
import { readPracticeStatistics, type PracticeStatistics } from '../rules/practice-statistics';
import { useServices } from '../environment/services';
import { useStorageEvent } from '../environment/use-storage-event';
import { LATER_STORAGE_KEYS } from '../platform/later-storage-keys';

/** Practice's own statistics, for the Statistics dialog: read as it opens, and when another tab changes them. */
export function usePracticeStatistics(): PracticeStatistics {
  const { store } = useServices();
  const [statistics, setStatistics] = useState(() => readPracticeStatistics(store));
  useStorageEvent(LATER_STORAGE_KEYS.practiceStatistics, () => setStatistics(readPracticeStatistics(store)));
  return statistics;
}
