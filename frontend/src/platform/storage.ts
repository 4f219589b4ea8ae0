/**
 * Local storage with schema checks. Each entry is read through a guard: missing, corrupt or
 * foreign data reads as null, and storage that is full or blocked never throws.
 */
import { BEFORE_PAINT_KEYS } from './before-paint-keys';

export const STORAGE_KEYS = {
  ...BEFORE_PAINT_KEYS,
  timeZone: 'hexle.timezone',
  timeZoneCheckedAt: 'hexle.timezoneCheckedAt',
  /** Boards of archive games, by game number; never today's game, never in statistics. */
  archiveGames: 'hexle.archiveGames',
  /** Boards of friends' challenges, by challenge id. */
  challengeGames: 'hexle.challengeGames',
  /** The practice game in progress (or just ended) and its server id; never today's game. */
  practiceGame: 'hexle.practiceGame',
  /** Practice's own statistics: played, won, distribution; never the daily streak. */
  practiceStatistics: 'hexle.practiceStatistics',
  /** League memberships, each with its member token (rules/leagues.ts). */
  leagues: 'hexle.leagues',
  /** Challenges sent (with their senders' tokens) and friends' challenges told their result (rules/challenges.ts). */
  challenges: 'hexle.challenges',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

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
