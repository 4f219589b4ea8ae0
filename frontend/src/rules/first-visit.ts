import { readEntry, STORAGE_KEYS, writeEntry, type KeyValueStore } from '../platform/storage';

const isTrue = (value: unknown): value is true => value === true;

/**
 * A first visit: the browser holds no sign of this game, neither the welcome mark nor a game
 * or statistics from before the mark existed.
 */
export function isFirstVisit(store: KeyValueStore): boolean {
  return (
    readEntry(store, STORAGE_KEYS.welcomed, isTrue) === null &&
    store.getItem(STORAGE_KEYS.gameState) === null &&
    store.getItem(STORAGE_KEYS.statistics) === null
  );
}

export function markWelcomed(store: KeyValueStore): void {
  writeEntry(store, STORAGE_KEYS.welcomed, true);
}
