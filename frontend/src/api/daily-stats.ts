import { isGuessWord } from '@hexle/contract/game';
import type { DailyOpenerReply, DailyResultKey, DailyStatsReply } from '@hexle/contract/wire';
import { MAX_GUESSES } from '../rules/constants';
import type { DailyDistribution } from '../rules/daily-figures';
import { isRecord } from '../platform/storage';
import type { Unchecked } from './call';

/** A word players typed first, and the share of the day's finished games that opened with it (0 to 1). */
export interface DailyOpener {
  word: string;
  share: number;
}

/** How everyone did in one daily game (`GET /api/stats/daily/:game_number`), as the page reads it. */
export interface DailyStats {
  gameNumber: number;
  /** The game's date in the player's zone, YYYY-MM-DD. */
  date: string;
  /** Finished games counted: won + distribution.X. */
  players: number;
  won: number;
  distribution: DailyDistribution;
  /** The mean number of guesses of the games won; null when none was won. */
  averageGuesses: number | null;
  /** At most three, most common first. */
  openers: DailyOpener[];
}

const MAX_OPENERS = 3;
/**
 * Every result a distribution holds (the typecheck fails when the contract has one more). Not the
 * better-than rule's ranked list: that module stays in the chunk of the view that shows it, and
 * this one in the occasional calls' chunk, with no chunk shared between them.
 */
const RESULTS = Object.keys({
  1: 0,
  2: 0,
  3: 0,
  4: 0,
  5: 0,
  6: 0,
  7: 0,
  X: 0,
} satisfies DailyDistribution) as DailyResultKey[];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isShare = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;

function distributionOf(value: unknown): DailyDistribution | null {
  if (!isRecord(value)) return null;
  const counts: Partial<DailyDistribution> = {};
  for (const result of RESULTS) {
    const count = value[result];
    if (!isCount(count)) return null;
    counts[result] = count;
  }
  return counts as DailyDistribution;
}

function opener(value: unknown): DailyOpener | null {
  if (!isRecord(value)) return null;
  const { word, share }: Unchecked<DailyOpenerReply> = value;
  return isGuessWord(word) && isShare(share) ? { word, share } : null;
}

/**
 * The day's figures as the page reads them; null for a reply of another shape, or one whose figures
 * do not add up (players = won + lost, won = the wins of the distribution, an average only with a
 * win and within the game's tries).
 */
export function readDailyStats(payload: Record<string, unknown>): DailyStats | null {
  const {
    game_number: gameNumber,
    date,
    players,
    won,
    distribution,
    average_guesses: averageGuesses,
    openers,
  }: Unchecked<DailyStatsReply> = payload;
  if (!Number.isSafeInteger(gameNumber) || (gameNumber as number) < 1) return null;
  if (typeof date !== 'string' || !DATE.test(date) || !isCount(players) || !isCount(won)) return null;
  const counts = distributionOf(distribution);
  const counted = counts && RESULTS.reduce((sum, result) => sum + counts[result], 0);
  if (!counts || counted !== players || players - counts.X !== won) return null;
  const average =
    won === 0
      ? averageGuesses === null
      : typeof averageGuesses === 'number' && averageGuesses >= 1 && averageGuesses <= MAX_GUESSES;
  if (!average || !Array.isArray(openers) || openers.length > MAX_OPENERS) return null;
  const read = openers.map(opener);
  if (read.some((entry) => entry === null)) return null;
  return {
    gameNumber: gameNumber as number,
    date,
    players,
    won,
    distribution: counts,
    averageGuesses: averageGuesses as number | null,
    openers: read as DailyOpener[],
  };
}
