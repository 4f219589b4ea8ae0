import { MAX_GUESSES } from './constants';
import { previousDate } from './calendar-days';
import { isCalendarDate, type CalendarDate } from './dates';
import { isRecord } from '../platform/storage';

export interface Statistics {
  gamesPlayed: number;
  gamesWon: number;
  currentStreak: number;
  maxStreak: number;
  /** Wins on guess 1 to 7. */
  guessDistribution: number[];
  lastGameNumber: number | null;
  lastPlayedDate: CalendarDate | null;
}

export interface FinishedGame {
  gameNumber: number;
  won: boolean;
  guessCount: number;
  /** The player's local date of the game. */
  date: CalendarDate;
}

export function emptyStatistics(): Statistics {
  return {
    gamesPlayed: 0,
    gamesWon: 0,
    currentStreak: 0,
    maxStreak: 0,
    guessDistribution: Array<number>(MAX_GUESSES).fill(0),
    lastGameNumber: null,
    lastPlayedDate: null,
  };
}

/**
 * Records a finished game once per game number; a repeat (or an older game, since game
 * numbers only move forward) returns the statistics unchanged.
 */
export function recordGame(stats: Statistics, game: FinishedGame): Statistics {
  if (stats.lastGameNumber !== null && game.gameNumber <= stats.lastGameNumber) return stats;
  if (!Number.isInteger(game.guessCount) || game.guessCount < 1 || game.guessCount > MAX_GUESSES) return stats;
  const base = {
    ...stats,
    gamesPlayed: stats.gamesPlayed + 1,
    lastGameNumber: game.gameNumber,
    lastPlayedDate: game.date,
  };
  if (!game.won) return { ...base, currentStreak: 0 };

  let currentStreak = 1;
  if (stats.lastPlayedDate === previousDate(game.date)) currentStreak = stats.currentStreak + 1;
  else if (stats.lastPlayedDate === game.date) currentStreak = stats.currentStreak;

  const guessDistribution = [...stats.guessDistribution];
  guessDistribution[game.guessCount - 1] = (guessDistribution[game.guessCount - 1] ?? 0) + 1;
  return {
    ...base,
    gamesWon: stats.gamesWon + 1,
    currentStreak,
    maxStreak: Math.max(stats.maxStreak, currentStreak),
    guessDistribution,
  };
}

export function winPercentage(stats: Pick<Statistics, 'gamesPlayed' | 'gamesWon'>): number {
  // Multiply first: 23 / 40 * 100 is 57.49999… in floating point, and 57.5 must round up.
  return stats.gamesPlayed === 0 ? 0 : Math.round((stats.gamesWon * 100) / stats.gamesPlayed);
}

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

export function isStatistics(value: unknown): value is Statistics {
  if (!isRecord(value)) return false;
  const { gamesPlayed, gamesWon, currentStreak, maxStreak, guessDistribution, lastGameNumber, lastPlayedDate } = value;
  return (
    isCount(gamesPlayed) &&
    isCount(gamesWon) &&
    gamesWon <= gamesPlayed &&
    isCount(currentStreak) &&
    isCount(maxStreak) &&
    currentStreak <= maxStreak &&
    Array.isArray(guessDistribution) &&
    guessDistribution.length === MAX_GUESSES &&
    guessDistribution.every(isCount) &&
    (lastGameNumber === null || (isCount(lastGameNumber) && lastGameNumber > 0)) &&
    (lastPlayedDate === null || isCalendarDate(lastPlayedDate))
  );
}
