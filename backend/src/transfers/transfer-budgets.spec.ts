import { admittedWithin } from '../platform/rate-limit/token-bucket.js';
import { guessBudget } from './transfer-budgets.js';
import { TRANSFER_LIFETIME_MS } from './transfer-lifetime.js';

describe('guessBudget', () => {
  it("gives a client 100 guesses in a code's 10 minutes at 10 a minute, not the 109 of the budget alone", () => {
    expect(admittedWithin({ max: 10, windowSeconds: 60 }, TRANSFER_LIFETIME_MS)).toBe(109);
    const budget = guessBudget(10, 60, TRANSFER_LIFETIME_MS);
    expect(budget).toEqual({ max: 10, windowSeconds: 66 });
    expect(admittedWithin(budget, TRANSFER_LIFETIME_MS)).toBe(100);
  });

  it.each([
    [3, 60],
    [10, 60],
    [10, 30],
    [20, 60],
    [1000, 60],
    [10, 600],
    [10, 3600],
    [1, 1],
    [7, 86_400],
  ])('keeps %i per %i s to its figure over a lifetime, with as much burst as it can', (max, windowSeconds) => {
    const guesses = Math.max(1, Math.floor((max * TRANSFER_LIFETIME_MS) / (windowSeconds * 1000)));
    const budget = guessBudget(max, windowSeconds, TRANSFER_LIFETIME_MS);
    expect(admittedWithin(budget, TRANSFER_LIFETIME_MS)).toBeLessThanOrEqual(guesses);
    expect(budget.max).toBe(Math.min(max, guesses));
    expect(Number.isInteger(budget.windowSeconds)).toBe(true);
  });
});
