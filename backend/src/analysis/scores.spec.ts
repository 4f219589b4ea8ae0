import { luckOf, skillOf, stepLuck, type StepOutcome } from './scores.js';

const step = (
  before: number,
  expected: number,
  bestExpected: number,
  buckets: number[],
  actual: number,
): StepOutcome => ({
  before,
  expected,
  bestExpected,
  buckets,
  actual,
});

describe('skill', () => {
  it('is 99 for guesses as good as the solver’s', () => {
    expect(skillOf([step(10, 1, 1, Array(10).fill(1), 1)])).toBe(99);
  });

  it('is the share of the solver’s narrowing, in log terms: ln(10 / 5.2) / ln(10 / 1) = 0.284 → 28', () => {
    expect(skillOf([step(10, 5.2, 1, [7, 1, 1, 1], 7)])).toBe(28);
  });

  it('is 0 for a guess that tells nothing new', () => {
    expect(skillOf([step(10, 10, 1, [10], 10)])).toBe(0);
  });

  it('counts no step that started with one candidate', () => {
    expect(skillOf([step(10, 1, 1, Array(10).fill(1), 1), step(1, 1, 1, [1], 1)])).toBe(99);
  });
});

describe('luck', () => {
  it('is neutral when every bucket is the same size: a 10-way split gives 0.5', () => {
    expect(stepLuck(Array(10).fill(1), 1)).toBe(0.5);
  });

  it('is high for a lucky pattern: one of the singletons of 7, 1, 1, 1 ((7 + 3 / 2) / 10 = 0.85)', () => {
    expect(stepLuck([7, 1, 1, 1], 1)).toBeCloseTo(0.85, 10);
    expect(luckOf([step(10, 5.2, 1, [7, 1, 1, 1], 1)])).toBe(84);
  });

  it('is low for an unlucky pattern: the 7 of 7, 1, 1, 1 ((0 + 7 / 2) / 10 = 0.35)', () => {
    expect(stepLuck([7, 1, 1, 1], 7)).toBeCloseTo(0.35, 10);
    expect(luckOf([step(10, 5.2, 1, [7, 1, 1, 1], 7)])).toBe(35);
  });

  it('averages the steps that started with more than one candidate; 50 with none', () => {
    expect(luckOf([step(10, 5.2, 1, [7, 1, 1, 1], 7), step(7, 1, 1, Array(7).fill(1), 1), step(1, 1, 1, [1], 1)])).toBe(
      42,
    );
    expect(luckOf([step(1, 1, 1, [1], 1)])).toBe(50);
  });
});
