import { createGameApi } from '../api/game-api';
import { browserStore } from '../lib/storage';
import { playerTimeZone } from '../lib/time-zone';
import type { Services } from '../services/services';

export function browserServices(): Services {
  const store = browserStore();
  const now = () => Date.now();
  const timeZone = () => playerTimeZone(store, now());
  return {
    api: createGameApi({ timeZone }),
    store,
    timeZone,
    now,
    reload: () => window.location.reload(),
  };
}
