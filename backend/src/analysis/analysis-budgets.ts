import type { RouteBudgetDefinition } from '../platform/rate-limit/route-budget.js';

/**
 * An analysis costs a few milliseconds of a worker's time, far more than a guess: a budget per
 * client on top of the POST budget, generous for a person (one analysis a game, a few re-opened)
 * and short for a script.
 */
export const ANALYSIS_BUDGET: RouteBudgetDefinition = {
  name: 'analysis',
  size: (config) => ({ max: config.analysisRateLimitMax, windowSeconds: config.rateLimit.windowSeconds }),
};

/** The same for a whole IPv6 /48, shared by its 256 /56 blocks, so a network cannot ask 256 clients' worth. */
export const ANALYSIS_NETWORK_BUDGET: RouteBudgetDefinition = {
  name: 'analysis-network',
  per: 'network',
  size: (config) => ({ max: config.analysisNetworkRateLimitMax, windowSeconds: config.rateLimit.windowSeconds }),
};
