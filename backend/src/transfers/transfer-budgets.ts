import type { RouteBudgetDefinition } from '../platform/rate-limit/route-budget.js';
import type { RequestBudget } from '../platform/rate-limit/token-bucket.js';
import { TRANSFER_LIFETIME_MS } from './transfer-lifetime.js';

/**
 * Creating and claiming codes share a budget per client, tighter than the POST routes':
 * it is what keeps codes from being guessed within their ten minutes.
 */
export const TRANSFER_BUDGET: RouteBudgetDefinition = {
  name: 'transfer',
  size: (config) => ({ max: config.transferRateLimitMax, windowSeconds: config.rateLimit.windowSeconds }),
};

/**
 * Making codes, for a whole IPv6 /48, shared by its 256 /56 blocks: each record is kept for ten
 * minutes, so without it a network would hold 256 clients' worth of records at all times.
 */
export const TRANSFER_NETWORK_BUDGET: RouteBudgetDefinition = {
  name: 'transfer-network',
  per: 'network',
  size: (config) => ({ max: config.transferNetworkRateLimitMax, windowSeconds: config.rateLimit.windowSeconds }),
};

/**
 * The guesses one client may make in a code's lifetime: TRANSFER_RATE_LIMIT_MAX a window for the
 * windows of a lifetime (10 a minute for 10 minutes: 100). TRANSFER_BUDGET alone lets more
 * through, 109: its whole burst of 10 at once, then one every 6 s for the 594 s left (the 100th
 * refill comes at the instant the code expires). This budget, on claims only, keeps the burst (a
 * player who mistypes a code is not held up) and refills a little slower so that burst and
 * refills together come to the figure: 10 per 66 s, one every 6.6 s, 10 + 90 = 100.
 */
export function guessBudget(max: number, windowSeconds: number, lifetimeMs: number): RequestBudget {
  const guesses = Math.max(1, Math.floor((max * lifetimeMs) / (windowSeconds * 1000)));
  const burst = Math.min(max, guesses);
  // A bucket admits burst + ceil(lifetime / interval) - 1 in a lifetime (admittedWithin): at most
  // `guesses` once the interval is at least lifetime / (guesses - burst + 1).
  return { max: burst, windowSeconds: Math.ceil((burst * lifetimeMs) / (1000 * (guesses - burst + 1))) };
}

export const TRANSFER_GUESS_BUDGET: RouteBudgetDefinition = {
  name: 'transfer-guess',
  size: (config) => guessBudget(config.transferRateLimitMax, config.rateLimit.windowSeconds, TRANSFER_LIFETIME_MS),
};
