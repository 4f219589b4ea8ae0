import { expectedGuessesOf, guessesToFind, weightSteps } from './guesses-to-find.js';

describe('the guesses to find one of s answers, F(s)', () => {
  it('is 1 for one answer and 1.5 for two (guess one: right half the time)', () => {
    expect(guessesToFind(1)).toBe(1);
    expect(guessesToFind(2)).toBe(1.5);
  });

  it('follows 1 + (1 − 1/s) × (1 + log₁₀₀₀(s / 2)) beyond', () => {
    // 7 answers: 1 + 6/7 × (1 + ln 3.5 / ln 1000) = 1 + 0.857143 × 1.181356 = 2.012591.
    expect(guessesToFind(7)).toBeCloseTo(2.012591, 6);
    // 2,000 answers: 1 + 0.9995 × (1 + 1) = 2.999.
    expect(guessesToFind(2000)).toBeCloseTo(2.999, 9);
  });

  it('grows with s, and its weight steps add up to s × F(s), each at least 1', () => {
    const steps = weightSteps(100);
    let weight = 0;
    for (let s = 1; s <= 100; s++) {
      expect(guessesToFind(s)).toBeGreaterThan(guessesToFind(s - 1) - 1e-12);
      expect(steps[s - 1]).toBeGreaterThanOrEqual(1);
      weight += steps[s - 1];
      expect(weight).toBeCloseTo(s * guessesToFind(s), 9);
    }
  });

  it('turns a step’s weight into expected guesses: 1 + weight / n', () => {
    expect(expectedGuessesOf(10, 10)).toBe(2);
  });
});
