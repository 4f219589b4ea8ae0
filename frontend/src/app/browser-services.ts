import { createGameApi } from '../api/game-api';
import { browserStore } from '../platform/storage';
import { playerTimeZone } from '../rules/time-zone';
import type { Services } from '../environment/services';

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
