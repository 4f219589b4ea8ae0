import type { RouteBudgetDefinition } from '../platform/rate-limit/route-budget.js';

/**
 * Starting a practice game stores nothing, but it may read the schedule (and give an unplayed past
 * day its word): a budget per client on top of the POST budget, generous for a person (a game
 * takes a minute or more) and short for a script.
 */
export const PRACTICE_BUDGET: RouteBudgetDefinition = {
  name: 'practice',
  size: (config) => ({ max: config.practiceRateLimitMax, windowSeconds: config.rateLimit.windowSeconds }),
};

/** The same for a whole IPv6 /48, shared by its 256 /56 blocks, so a network cannot start 256 clients' worth. */
export const PRACTICE_NETWORK_BUDGET: RouteBudgetDefinition = {
  name: 'practice-network',
  per: 'network',
  size: (config) => ({ max: config.practiceNetworkRateLimitMax, windowSeconds: config.rateLimit.windowSeconds }),
};
