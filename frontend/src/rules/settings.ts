import type { GameStatus } from './saved-game';
import { isRecord, readEntry, STORAGE_KEYS, type KeyValueStore } from '../platform/storage';

export interface Settings {
  hardMode: boolean;
  /** Orange and blue instead of green and yellow, for colour-blind players. */
  highContrast: boolean;
}

export const DEFAULT_SETTINGS: Settings = { hardMode: false, highContrast: false };

/** Settings saved before high contrast existed read as the same settings with it off. */
export function readSettings(value: unknown): Settings | null {
  if (!isRecord(value) || typeof value.hardMode !== 'boolean') return null;
  if (value.highContrast !== undefined && typeof value.highContrast !== 'boolean') return null;
  return { hardMode: value.hardMode, highContrast: value.highContrast ?? false };
}

export function isSettings(value: unknown): value is Settings {
  return readSettings(value) !== null;
}

export function loadSettings(store: KeyValueStore): Settings {
  return readSettings(readEntry(store, STORAGE_KEYS.settings, isSettings)) ?? DEFAULT_SETTINGS;
}

/** As in the original game, hard mode can be switched on only before the first guess of a round. */
export function canEnableHardMode(gameState: GameStatus, guessCount: number): boolean {
  return gameState !== 'playing' || guessCount === 0;
}
