import type { KeyValueStore } from '../../src/platform/storage';

/** A store kept in memory, as the browser's would keep it: for tests of what the game stores. */
export function memoryStore(): KeyValueStore {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}
