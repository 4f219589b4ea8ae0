import type { DailyOpenerReply, DailyResultKey, DailyStatsReply } from '@hexle/contract/wire';
import { MAX_GUESSES } from '@hexle/contract/game';

/** Every way a finished game can end, in the order the figures list them. */
export const DAILY_RESULTS: readonly DailyResultKey[] = ['1', '2', '3', '4', '5', '6', '7', 'X'];

/**
 * Fewer finished games than this, or fewer games opened with a word, and no opener is shown: a
 * word typed first by one or two players could tell who played, and says nothing about everyone.
 */
export const OPENER_MIN_GAMES = 10;

/** How many openers the figures name. */
export const OPENERS_SHOWN = 3;

/** How a finished game ended: won in so many guesses, or lost (X). */
export function resultOf(guessCount: number, won: boolean): DailyResultKey {
  if (!won) return 'X';
  if (!Number.isInteger(guessCount) || guessCount < 1 || guessCount > MAX_GUESSES)
    throw new RangeError(`a game is won in 1 to ${MAX_GUESSES} guesses, not ${guessCount}`);
  return String(guessCount) as DailyResultKey;
}

/** A stored count: games of one day that ended one way, or that opened with one word. */
export interface ResultCount {
  result: string;
  games: number;
}
export interface OpenerCount {
  word: string;
  games: number;
}

export type DailyFigures = Omit<DailyStatsReply, 'game_number' | 'date'>;

/**
 * The day's figures from its stored counts, as docs/api.md defines them: players is every
 * finished game counted; the average is the mean number of guesses of the games won, rounded to
 * two decimals, half up (null when none was won); an opener's share is the games that opened with
 * it over players, rounded to three decimals, half up. Openers are the three most common first words (ties in
 * alphabetical order), each typed first by at least 10 players, none while fewer than 10 games
 * finished, never an offensive word, and none at all once 10 games were won at the first guess:
 * their first word was the answer, which is then one of the words at least 10 games opened with,
 * and the figures are public before the day is over, so leaving it out alone would name it.
 */
export function dailyFigures(
  results: readonly ResultCount[],
  openers: readonly OpenerCount[],
  offensive: (word: string) => boolean,
): DailyFigures {
  const distribution = Object.fromEntries(DAILY_RESULTS.map((key) => [key, 0])) as Record<DailyResultKey, number>;
  for (const { result, games } of results)
    if (Object.hasOwn(distribution, result)) distribution[result as DailyResultKey] += games;
  let won = 0;
  let guessesOfWins = 0;
  for (const key of DAILY_RESULTS) {
    if (key === 'X') continue;
    won += distribution[key];
    guessesOfWins += Number(key) * distribution[key];
  }
  const players = won + distribution.X;
  return {
    players,
    won,
    distribution,
    average_guesses: won === 0 ? null : roundedRatio(guessesOfWins, won, 100),
    openers:
      players < OPENER_MIN_GAMES || distribution['1'] >= OPENER_MIN_GAMES
        ? []
        : topOpeners(openers, offensive, players),
  };
}

function topOpeners(
  openers: readonly OpenerCount[],
  offensive: (word: string) => boolean,
  players: number,
): DailyOpenerReply[] {
  return openers
    .filter(({ word, games }) => games >= OPENER_MIN_GAMES && !offensive(word))
    .sort((a, b) => b.games - a.games || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0))
    .slice(0, OPENERS_SHOWN)
    .map(({ word, games }) => ({ word, share: roundedRatio(games, players, 1000) }));
}

/**
 * numerator / denominator rounded half up to 1/scale, from the exact fraction in whole numbers
 * (so 2.345 rounds to 2.35 however binary floating point would hold it).
 */
function roundedRatio(numerator: number, denominator: number, scale: number): number {
  return Math.floor((2 * numerator * scale + denominator) / (2 * denominator)) / scale;
}
