import { useEffect, useState } from 'react';
import type { DailyStats } from '../api/game-api';
import { useServices } from '../environment/services';

/** The day's figures: asked for when the view mounts (each time Statistics opens), null until they are here. */
export function useDailyStats(gameNumber: number, onFailure: () => void): DailyStats | null {
  const { api } = useServices();
  const [stats, setStats] = useState<DailyStats | null>(null);
  useEffect(() => {
    let shown = true;
    api.dailyStats(gameNumber).then(
      (figures) => {
        if (shown) setStats(figures);
      },
      () => {
        if (shown) onFailure();
      },
    );
    return () => {
      shown = false;
    };
  }, [api, gameNumber, onFailure]);
  return stats;
}
