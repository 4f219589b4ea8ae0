/** A budget: `max` requests per window, refilled evenly over the window. */
export interface RequestBudget {
  max: number;
  windowSeconds: number;
}

/** What one request learns of its budget. */
export interface BudgetVerdict {
  allowed: boolean;
  /** Requests that may follow at once. */
  remaining: number;
  /** Milliseconds until the whole budget is back (the RateLimit header's `reset`). */
  msBeforeFull: number;
  /** Milliseconds until one more request is allowed: 0 when this one was (Retry-After). */
  msBeforeNext: number;
}

/**
 * One request against a token bucket kept as a single number per client, its "theoretical
 * arrival time" (`tat`, the generic cell rate algorithm): the instant, in microseconds, at which
 * the budget would be whole again. Each request moves it one interval (window / max) later; a
 * request that would push it more than the budget's span ahead of now is refused and leaves it
 * as it was.
 *
 * Why not a window that starts again at fixed instants: a client could spend the budget just
 * before the window ends and again just after, twice the budget in a moment. Here any moment
 * admits at most the budget plus what has refilled since.
 *
 * Whole microseconds, so every sum is exact in a double (until the year 2255): fractions of a
 * millisecond added a million times would drift and decide the last request by rounding.
 */
export function spend(tat: number, nowMs: number, budget: RequestBudget): { verdict: BudgetVerdict; tat: number } {
  const now = nowMs * 1000;
  const interval = Math.ceil((budget.windowSeconds * 1_000_000) / budget.max);
  const span = interval * budget.max;
  // A bucket further ahead than a whole span was filled by a clock that has since gone back
  // (a corrected system clock): it says nothing true about this client, so it starts whole.
  const start = tat - now > span ? now : Math.max(tat, now);
  const debt = start + interval - now;
  if (debt > span) {
    return {
      verdict: { allowed: false, remaining: 0, msBeforeFull: (start - now) / 1000, msBeforeNext: (debt - span) / 1000 },
      tat,
    };
  }
  return {
    verdict: {
      allowed: true,
      remaining: Math.floor((span - debt) / interval),
      msBeforeFull: debt / 1000,
      msBeforeNext: 0,
    },
    tat: start + interval,
  };
}

/**
 * The most requests a bucket admits within `spanMs` (requests at instants in [start, start +
 * spanMs)), from a whole bucket: `max` at once, then one per interval. No spacing of the requests
 * admits more (the cell rate algorithm is exact about this), so it bounds what a client can do
 * in any such span, for example in a transfer code's lifetime.
 */
export function admittedWithin(budget: RequestBudget, spanMs: number): number {
  if (spanMs <= 0) return 0;
  const interval = Math.ceil((budget.windowSeconds * 1_000_000) / budget.max);
  return budget.max + Math.ceil((spanMs * 1000) / interval) - 1;
}
