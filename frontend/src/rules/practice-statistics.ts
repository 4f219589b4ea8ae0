import { PRACTICE_FINISHED_MOST } from '@hexle/contract/game';
import { MAX_GUESSES, WORD_LENGTH } from './constants';
import type { SavedGame } from './saved-game';
import { isRecord, readEntry, type KeyValueStore } from '../platform/storage';
import { LATER_STORAGE_KEYS } from '../platform/later-storage-keys';

/**
 * Practice's own statistics: played, won and the distribution of wins, no streak; and the words
 * finished, so the next game is another. Apart from the practice board's rules (practice.ts), so
 * the Statistics dialog reads them without those.
 */
export interface PracticeStatistics {
  gamesPlayed: number;
  gamesWon: number;
  /** Wins on guess 1 to 7. */
  guessDistribution: number[];
  /**
   * The practice words finished (the player knows them), oldest first, written together
   * (BAKINGCHAIRS), the newest PRACTICE_FINISHED_MOST: sent when a game starts, so the server
   * draws a word this browser has not had until it has had them all.
   */
  finished?: string;
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

/** The finished words of the statistics, or none when they are not six letters A-Z each. */
export const finishedPractice = ({ finished }: PracticeStatistics): string =>
  typeof finished === 'string' && /^(?:[A-Z]{6})*$/.test(finished) ? finished : '';

/** A finished practice game counted: played, for a win its number of guesses, and its word finished. */
export function recordPracticeGame(stats: PracticeStatistics, game: SavedGame): PracticeStatistics {
  if (game.gameState === 'playing') return stats;
  const won = game.gameState === 'won';
  const guessDistribution = [...stats.guessDistribution];
  if (won) guessDistribution[game.guesses.length - 1] = (guessDistribution[game.guesses.length - 1] ?? 0) + 1;
  const finished = (finishedPractice(stats) + (game.targetWord ?? '')).slice(-PRACTICE_FINISHED_MOST * WORD_LENGTH);
  return {
    gamesPlayed: stats.gamesPlayed + 1,
    gamesWon: stats.gamesWon + (won ? 1 : 0),
    guessDistribution,
    ...(finished ? { finished } : {}),
  };
}

export const readPracticeStatistics = (store: KeyValueStore) =>
  readEntry(store, LATER_STORAGE_KEYS.practiceStatistics, isPracticeStatistics) ?? emptyPracticeStatistics();
