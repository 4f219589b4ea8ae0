/**
 * Local storage with schema checks. Each entry is read through a guard: missing, corrupt or
 * foreign data reads as null, and storage that is full or blocked never throws.
 */
import { BEFORE_PAINT_KEYS } from './before-paint-keys';
import type { LATER_STORAGE_KEYS } from './later-storage-keys';

/** The entries the page's first script reads; the others are in later-storage-keys.ts. */
export const STORAGE_KEYS = {
  ...BEFORE_PAINT_KEYS,
  timeZone: 'hexle.timezone',
  timeZoneCheckedAt: 'hexle.timezoneCheckedAt',
} as const;

export type StorageKey =
  (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS] | (typeof LATER_STORAGE_KEYS)[keyof typeof LATER_STORAGE_KEYS];

export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A store that keeps nothing, for browsers where local storage is disabled. */
const nothingKept: KeyValueStore = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

export function browserStore(): KeyValueStore {
  try {
    return window.localStorage ?? nothingKept;
  } catch {
    return nothingKept;
  }
}

export function readEntry<T>(store: KeyValueStore, key: StorageKey, guard: (value: unknown) => value is T): T | null {
  try {
    const raw = store.getItem(key);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    return guard(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeEntry(store: KeyValueStore, key: StorageKey, value: unknown): void {
  try {
    store.setItem(key, JSON.stringify(value));
  } catch {
    // Full or blocked storage: the game goes on, it just is not remembered.
  }
}

export function removeEntry(store: KeyValueStore, key: StorageKey): void {
  try {
    store.removeItem(key);
  } catch {
    // As above.
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
