import { describe, expect, it } from 'vitest';
import { betterThanPercent, dailyResult, playersOf, type DailyDistribution } from './daily-figures';

const NONE: DailyDistribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0, 7: 0, X: 0 };
const figures = (counts: Partial<DailyDistribution>): DailyDistribution => ({ ...NONE, ...counts });

describe('a result', () => {
  it('is the number of guesses of a win, X for a loss', () => {
    expect(dailyResult(true, 1)).toBe('1');
    expect(dailyResult(true, 7)).toBe('7');
    expect(dailyResult(false, 7)).toBe('X');
  });

  it('counts every game of a distribution as a player', () => {
    expect(playersOf(figures({ 1: 1, 3: 2, X: 4 }))).toBe(7);
    expect(playersOf(NONE)).toBe(0);
  });
});

describe('better than', () => {
  it('is null when no game was counted', () => {
    expect(betterThanPercent(NONE, '3')).toBeNull();
    expect(betterThanPercent(NONE, 'X')).toBeNull();
  });

  it('counts the worse results whole and the same result half', () => {
    // 10 worse (4 in 4, 6 lost), 4 the same, 6 better: (10 + 2) / 20.
    expect(betterThanPercent(figures({ 2: 6, 3: 4, 4: 4, X: 6 }), '3')).toBe(60);
  });

  it('ranks any loss below any win, and more guesses below fewer', () => {
    expect(betterThanPercent(figures({ 7: 1, X: 1 }), '7')).toBe(75);
    expect(betterThanPercent(figures({ 1: 1, 7: 1 }), '1')).toBe(75);
    expect(betterThanPercent(figures({ 1: 1, 7: 1 }), '7')).toBe(25);
  });

  it('is half for a player alone with their result, and a loss beats no one', () => {
    expect(betterThanPercent(figures({ 3: 1 }), '3')).toBe(50);
    expect(betterThanPercent(figures({ 2: 3, X: 1 }), 'X')).toBe(13);
    expect(betterThanPercent(figures({ X: 4 }), 'X')).toBe(50);
  });

  it("may count a result the figures do not hold yet (the player's own game not counted yet)", () => {
    expect(betterThanPercent(figures({ X: 1 }), '3')).toBe(100);
    expect(betterThanPercent(figures({ 1: 1 }), '3')).toBe(0);
  });

  it('rounds to whole percent, halves up', () => {
    // (1 + 0.5) / 3 = 50 %; (2 + 0.5) / 8 = 31.25 %; (0 + 0.5) / 200 = 0.25 %; (1 + 0.5) / 24 = 6.25 %
    expect(betterThanPercent(figures({ 2: 1, 3: 1, X: 1 }), '3')).toBe(50);
    expect(betterThanPercent(figures({ 1: 5, 4: 1, 5: 2 }), '4')).toBe(31);
    expect(betterThanPercent(figures({ 1: 199, 2: 1 }), '2')).toBe(0);
    expect(betterThanPercent(figures({ 1: 22, 2: 1, X: 1 }), '2')).toBe(6);
    // (3 + 0.5) / 4 = 87.5 %: a half rounds up.
    expect(betterThanPercent(figures({ 1: 1, X: 3 }), '1')).toBe(88);
  });
});
