import type { RouteBudgetDefinition } from '../platform/rate-limit/route-budget.js';

const DAY_SECONDS = 86_400;

/** Creating challenges writes rows: a tighter budget per client than the POST routes'. */
export const CHALLENGE_BUDGET: RouteBudgetDefinition = {
  name: 'challenge',
  size: (config) => ({ max: config.challengeRateLimitMax, windowSeconds: config.rateLimit.windowSeconds }),
};

/**
 * A ceiling per day on top of the per-window budget, so a client that paces itself just under
 * the window's budget still cannot fill the table around the clock.
 */
export const CHALLENGE_DAY_BUDGET: RouteBudgetDefinition = {
  name: 'challenge-day',
  size: (config) => ({ max: config.challengeDailyMax, windowSeconds: DAY_SECONDS }),
};

/**
 * The same two budgets for a whole IPv6 /48, shared by its 256 /56 blocks: without them a
 * network would keep 256 clients' worth of rows for the whole retention. With them, what one
 * /48 keeps is at most CHALLENGE_NETWORK_DAILY_MAX a day for CHALLENGE_RETENTION_DAYS.
 */
export const CHALLENGE_NETWORK_BUDGET: RouteBudgetDefinition = {
  name: 'challenge-network',
  per: 'network',
  size: (config) => ({ max: config.challengeNetworkRateLimitMax, windowSeconds: config.rateLimit.windowSeconds }),
};

export const CHALLENGE_NETWORK_DAY_BUDGET: RouteBudgetDefinition = {
  name: 'challenge-day-network',
  per: 'network',
  size: (config) => ({ max: config.challengeNetworkDailyMax, windowSeconds: DAY_SECONDS }),
};
