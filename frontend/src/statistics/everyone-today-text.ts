import type { DailyStats } from '../api/game-api';
import { MIN_DISTRIBUTION_BAR_PERCENT } from '../rules/constants';
import { betterThanPercent, DAILY_RESULTS, dailyResult, type DailyResult } from '../rules/daily-figures';
import type { EveryoneSubject } from './game-end';

// What the "Everyone today" section says: plain text from the day's figures and the player's own
// result, so the component only lays it out.

/** The section's heading: today's game, or an archive game shown with the figures of its day. */
export const everyoneHeading = ({ today }: Pick<EveryoneSubject, 'today'>) =>
  today ? 'Everyone today' : 'Everyone that day';

/** One bar of everyone's distribution. */
export interface EveryoneBar {
  result: DailyResult;
  /** Beside the bar: 1 to 7, or X. */
  label: string;
  count: string;
  /** Its length, in percent of the longest. */
  width: number;
  /** The player's own result. */
  own: boolean;
  /** The bar in words, for screen readers: "3 guesses: 12 players (your result)". */
  text: string;
}

export interface EveryoneOpener {
  word: string;
  /** "12 %" */
  share: string;
}

export interface EveryoneView {
  /** "340 players finished game 326; 81 % won." or, with nobody counted, who is first. */
  summary: string;
  /** Empty with nobody counted. */
  bars: EveryoneBar[];
  /** "Average: 3.87 guesses in the games won"; null when none was won. */
  average: string | null;
  /** How the player did against everyone: better than a share (a win), or how many lost too (a loss). */
  comparison: string | null;
  openers: EveryoneOpener[];
}

const NBSP = '\u00a0';
const count = (n: number) => n.toLocaleString('en-US');
const percent = (n: number) => `${n}${NBSP}%`;
const players = (n: number) => `${count(n)} ${n === 1 ? 'player' : 'players'}`;

function resultName(result: DailyResult): string {
  if (result === 'X') return 'Not found';
  return result === '1' ? '1 guess' : `${result} guesses`;
}

function summaryOf(stats: DailyStats, subject: EveryoneSubject): string {
  const game = `game ${subject.gameNumber}`;
  if (stats.players === 0) {
    return subject.today ? `You are the first to finish ${game}.` : `No one finished ${game} on its day.`;
  }
  const won = Math.round((100 * stats.won) / stats.players);
  return `${players(stats.players)} finished ${game}; ${percent(won)} won.`;
}

function comparisonOf(stats: DailyStats, own: DailyResult): string | null {
  const better = betterThanPercent(stats.distribution, own);
  if (better === null) return null;
  if (own !== 'X') return `You did better than ${percent(better)} of players.`;
  const lost = stats.distribution.X;
  return lost === 0
    ? 'Every other player found it.'
    : `${count(lost)} of ${players(stats.players)} did not find it either.`;
}

/** What the section shows of the day's figures, beside the player's own result. */
export function everyoneView(stats: DailyStats, subject: EveryoneSubject): EveryoneView {
  const own = dailyResult(subject.won, subject.guesses);
  const largest = Math.max(1, ...DAILY_RESULTS.map((result) => stats.distribution[result]));
  const bars =
    stats.players === 0
      ? []
      : DAILY_RESULTS.map((result): EveryoneBar => {
          const games = stats.distribution[result];
          const mine = result === own;
          return {
            result,
            label: result,
            count: count(games),
            width: Math.max(MIN_DISTRIBUTION_BAR_PERCENT, Math.round((games / largest) * 100)),
            own: mine,
            text: `${resultName(result)}: ${players(games)}${mine ? ' (your result)' : ''}`,
          };
        });
  return {
    summary: summaryOf(stats, subject),
    bars,
    average:
      stats.averageGuesses === null ? null : `Average: ${stats.averageGuesses.toFixed(2)} guesses in the games won`,
    comparison: comparisonOf(stats, own),
    openers: stats.openers.map(({ word, share }) => ({ word, share: percent(wholePercent(share)) })),
  };
}

/**
 * A share the API rounded to thousandths, in whole percent rounded half up: from the thousandths
 * as a whole number, since 0.145 * 100 is 14.4999… in binary floating point.
 */
function wholePercent(share: number): number {
  return Math.round(Math.round(share * 1000) / 10);
}
