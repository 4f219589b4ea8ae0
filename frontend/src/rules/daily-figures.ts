import type { DailyResultKey } from '@hexle/contract/wire';

/** A finished daily game's result in the day's figures: won in 1 to 7 guesses, or X (lost). */
export type DailyResult = DailyResultKey;

/** Every result, best first: fewer guesses beat more, and any win beats a loss (X). */
export const DAILY_RESULTS = ['1', '2', '3', '4', '5', '6', '7', 'X'] as const satisfies readonly DailyResult[];

/** How many finished games had each result. */
export type DailyDistribution = Record<DailyResult, number>;

/** A game's result: the number of guesses of a win, X for a loss. */
export const dailyResult = (won: boolean, guesses: number): DailyResult =>
  won ? (String(guesses) as DailyResult) : 'X';

/** Every game counted in a distribution. */
export const playersOf = (distribution: DailyDistribution): number =>
  DAILY_RESULTS.reduce((sum, result) => sum + distribution[result], 0);

/**
 * The share of players a result did better than, in whole percent:
 * round(100 × (games with a worse result + half the games with the same result) / players),
 * where any loss is worse than any win and more guesses is worse (ties count half; a half rounds
 * up). Null when no game was counted.
 */
export function betterThanPercent(distribution: DailyDistribution, own: DailyResult): number | null {
  const players = playersOf(distribution);
  if (players === 0) return null;
  const worse = DAILY_RESULTS.slice(DAILY_RESULTS.indexOf(own) + 1).reduce(
    (sum, result) => sum + distribution[result],
    0,
  );
  return Math.round((100 * (worse + distribution[own] / 2)) / players);
}
