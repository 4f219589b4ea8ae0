import type { GameStatus } from './saved-game';
import { isRecord } from './storage';

export interface Settings {
  hardMode: boolean;
}

export const DEFAULT_SETTINGS: Settings = { hardMode: false };

export function isSettings(value: unknown): value is Settings {
  return isRecord(value) && typeof value.hardMode === 'boolean';
}

/** As in the original game, hard mode can be switched on only before the first guess of a round. */
export function canEnableHardMode(gameState: GameStatus, guessCount: number): boolean {
  return gameState !== 'playing' || guessCount === 0;
}

export const HARD_MODE_LOCKED_MESSAGE = 'Hard mode can only be enabled at the start of a round';
