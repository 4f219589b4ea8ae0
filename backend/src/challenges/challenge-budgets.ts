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
