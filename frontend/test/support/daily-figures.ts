import type { DailyStatsReply } from '@hexle/contract/wire';
import type { DailyStats } from '../../src/api/daily-stats';

/** A day's figures as the API sends them: 20 finished, 14 won, two openers. */
export const DAILY_STATS_REPLY: DailyStatsReply = {
  game_number: 326,
  date: '2026-11-22',
  players: 20,
  won: 14,
  distribution: { 1: 0, 2: 3, 3: 6, 4: 3, 5: 1, 6: 1, 7: 0, X: 6 },
  average_guesses: 3.36,
  openers: [
    { word: 'CRANES', share: 0.6 },
    { word: 'SLATER', share: 0.5 },
  ],
};

/** The same figures as the page reads them. */
export const DAILY_STATS: DailyStats = {
  gameNumber: 326,
  date: '2026-11-22',
  players: 20,
  won: 14,
  distribution: { 1: 0, 2: 3, 3: 6, 4: 3, 5: 1, 6: 1, 7: 0, X: 6 },
  averageGuesses: 3.36,
  openers: [
    { word: 'CRANES', share: 0.6 },
    { word: 'SLATER', share: 0.5 },
  ],
};
