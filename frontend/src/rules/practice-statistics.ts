import { MAX_GUESSES } from './constants';
import type { SavedGame } from './saved-game';
import { isRecord, readEntry, STORAGE_KEYS, type KeyValueStore } from '../platform/storage';

/**
 * Practice's own statistics: played, won and the distribution of wins, no streak. Apart from the
 * practice board's rules (practice.ts), so the Statistics dialog reads them without those.
 */
export interface PracticeStatistics {
  gamesPlayed: number;
  gamesWon: number;
  /** Wins on guess 1 to 7. */
  guessDistribution: number[];
}

export const emptyPracticeStatistics = (): PracticeStatistics => ({
  gamesPlayed: 0,
  gamesWon: 0,
  guessDistribution: Array<number>(MAX_GUESSES).fill(0),
});

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

export function isPracticeStatistics(value: unknown): value is PracticeStatistics {
  if (!isRecord(value)) return false;
  const { gamesPlayed, gamesWon, guessDistribution } = value;
  return (
    isCount(gamesPlayed) &&
    isCount(gamesWon) &&
    gamesWon <= gamesPlayed &&
    Array.isArray(guessDistribution) &&
    guessDistribution.length === MAX_GUESSES &&
    guessDistribution.every(isCount)
  );
}

/** A finished practice game counted: played, and for a win its number of guesses. */
export function recordPracticeGame(stats: PracticeStatistics, game: SavedGame): PracticeStatistics {
  if (game.gameState === 'playing') return stats;
  const won = game.gameState === 'won';
  const guessDistribution = [...stats.guessDistribution];
  if (won) guessDistribution[game.guesses.length - 1] = (guessDistribution[game.guesses.length - 1] ?? 0) + 1;
  return { gamesPlayed: stats.gamesPlayed + 1, gamesWon: stats.gamesWon + (won ? 1 : 0), guessDistribution };
}

export const readPracticeStatistics = (store: KeyValueStore) =>
  readEntry(store, STORAGE_KEYS.practiceStatistics, isPracticeStatistics) ?? emptyPracticeStatistics();
