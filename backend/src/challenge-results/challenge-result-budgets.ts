import type { RouteBudgetDefinition } from '../platform/rate-limit/route-budget.js';

const DAY_SECONDS = 86_400;

/**
 * Posting friends' results keeps rows: one a client and challenge, but a client with many
 * addresses could otherwise post one to every challenge of every other address. A ceiling per
 * client and per IPv6 /48 each day, so what one network keeps is at most
 * CHALLENGE_RESULTS_NETWORK_DAILY_MAX a day for CHALLENGE_RETENTION_DAYS, as with the challenges.
 */
export const CHALLENGE_RESULT_DAY_BUDGET: RouteBudgetDefinition = {
  name: 'challenge-result-day',
  size: (config) => ({ max: config.challengeResultsDailyMax, windowSeconds: DAY_SECONDS }),
};

export const CHALLENGE_RESULT_NETWORK_DAY_BUDGET: RouteBudgetDefinition = {
  name: 'challenge-result-day-network',
  per: 'network',
  size: (config) => ({ max: config.challengeResultsNetworkDailyMax, windowSeconds: DAY_SECONDS }),
};
