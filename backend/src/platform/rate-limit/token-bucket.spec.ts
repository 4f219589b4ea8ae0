import { admittedWithin, type RequestBudget, spend } from './token-bucket.js';

const budget: RequestBudget = { max: 120, windowSeconds: 60 };

/** Spends `count` requests at `now` on one bucket; returns how many were allowed and the new state. */
function burst(tat: number, now: number, count: number, limits = budget): { allowed: number; tat: number } {
  let allowed = 0;
  for (let i = 0; i < count; i++) {
    const result = spend(tat, now, limits);
    tat = result.tat;
    if (result.verdict.allowed) allowed += 1;
  }
  return { allowed, tat };
}

describe('spend', () => {
  it.each([
    // [budget, requests at one instant, allowed]
    [{ max: 3, windowSeconds: 60 }, 4, 3],
    [{ max: 120, windowSeconds: 60 }, 121, 120],
    [{ max: 7, windowSeconds: 60 }, 10, 7],
    [{ max: 1_000_000, windowSeconds: 60 }, 1_000_001, 1_000_000],
    [{ max: 100, windowSeconds: 86_400 }, 150, 100],
    [{ max: 1, windowSeconds: 1 }, 2, 1],
  ])('a fresh %o admits a burst of its budget and no more', (limits, count, allowed) => {
    expect(burst(0, 1_764_000_000_123, count, limits).allowed).toBe(allowed);
  });

  it('tells what is left, when the budget is whole again, and when to retry', () => {
    const limits = { max: 3, windowSeconds: 60 };
    const now = 1_000_000;
    const first = spend(0, now, limits);
    expect(first.verdict).toEqual({ allowed: true, remaining: 2, msBeforeFull: 20_000, msBeforeNext: 0 });
    const second = spend(first.tat, now, limits);
    const third = spend(second.tat, now, limits);
    expect(third.verdict).toEqual({ allowed: true, remaining: 0, msBeforeFull: 60_000, msBeforeNext: 0 });
    const refused = spend(third.tat, now + 5_000, limits);
    expect(refused.verdict).toEqual({ allowed: false, remaining: 0, msBeforeFull: 55_000, msBeforeNext: 15_000 });
    expect(refused.tat).toBe(third.tat);
    expect(spend(third.tat, now + 20_000, limits).verdict.allowed).toBe(true);
  });

  it('refills evenly: one request per interval after the budget is spent', () => {
    let { tat } = burst(0, 0, 120);
    for (let second = 1; second <= 30; second++) {
      const result = burst(tat, second * 1000, 5);
      expect(result.allowed).toBe(2);
      tat = result.tat;
    }
  });

  it('lets a burst across what used to be a window edge through at most once', () => {
    // A fixed window admitted 239 requests in 1.66 s here: the budget just before its end and
    // again just after.
    const edge = 60_000;
    const before = burst(0, edge - 830, 200);
    const after = burst(before.tat, edge + 830, 200);
    expect(before.allowed + after.allowed).toBeLessThanOrEqual(budget.max + 4);
  });

  it('is whole again one window after the last request', () => {
    const { tat } = burst(0, 0, 120);
    expect(burst(tat, 60_000, 121).allowed).toBe(120);
  });

  it('starts whole when the clock has gone back more than a window', () => {
    const { tat } = burst(0, 3_600_000, 120);
    expect(burst(tat, 3_600_000 - 1_800_000, 121).allowed).toBe(120);
  });
});

describe('admittedWithin', () => {
  /** Requests at every millisecond of the span, as greedy as a client can be: how many get through. */
  function greedy(limits: RequestBudget, spanMs: number): number {
    let tat = 0;
    let allowed = 0;
    const start = 1_764_000_000_000;
    for (let at = start; at < start + spanMs; at++) {
      for (;;) {
        const result = spend(tat, at, limits);
        if (!result.verdict.allowed) break;
        tat = result.tat;
        allowed += 1;
      }
    }
    return allowed;
  }

  it.each([
    [{ max: 10, windowSeconds: 60 }, 600_000, 109],
    [{ max: 10, windowSeconds: 66 }, 600_000, 100],
    [{ max: 3, windowSeconds: 60 }, 60_000, 5],
    [{ max: 30, windowSeconds: 60 }, 660_000, 359],
    [{ max: 7, windowSeconds: 1 }, 1, 7],
  ])('%o admits %i ms of requests as %i, as a greedy client finds', (limits, spanMs, admitted) => {
    expect(admittedWithin(limits, spanMs)).toBe(admitted);
    expect(greedy(limits, spanMs)).toBe(admitted);
  });

  it('admits nothing in no time', () => {
    expect(admittedWithin({ max: 10, windowSeconds: 60 }, 0)).toBe(0);
  });
});
