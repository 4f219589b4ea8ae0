import type { GameStatus } from './saved-game';

/**
 * As in the original game, hard mode can be switched on only before the first guess of a round.
 * Only Settings asks, so this is in its chunk rather than beside the settings the page loads.
 */
export function canEnableHardMode(gameState: GameStatus, guessCount: number): boolean {
  return gameState !== 'playing' || guessCount === 0;
}
