import { createGameApi } from '../api/game-api';
import { browserStore } from '../platform/storage';
import { playerTimeZone } from '../rules/time-zone';
import type { Services } from '../environment/services';
import { occasionalCalls } from './lazy';

export function browserServices(): Services {
  const store = browserStore();
  const now = () => Date.now();
  const timeZone = () => playerTimeZone(store, now());
  return {
    api: createGameApi({ timeZone, occasionalCalls }),
    store,
    timeZone,
    now,
    reload: () => window.location.reload(),
  };
}
