import { luckOf, skillOf, stepCost, stepLuck, type StepOutcome, verdictOf } from './scores.js';

const step = (before: number, buckets: number[], actual: number): StepOutcome => ({ before, buckets, actual });

describe('skill', () => {
  it('is 99 for a game played like the best guesses', () => {
    expect(skillOf(0)).toBe(99);
  });

  it('halves with each guess lost by expectation: 99 × 2^(−L)', () => {
    expect(skillOf(1)).toBe(50); // 49.5, rounded half up
    expect(skillOf(2)).toBe(25); // 24.75
    expect(skillOf(0.3)).toBe(80); // 99 × 0.812252 = 80.41
    expect(skillOf(20)).toBe(0);
  });

  it('costs a guess nothing when it ties the best, and the difference otherwise', () => {
    expect(stepCost(2, 2)).toBe(0);
    expect(stepCost(2, 2 + 1e-12)).toBe(0);
    expect(stepCost(2.5, 2)).toBe(0.5);
  });
});

describe('verdicts', () => {
  const facts = { before: 10, after: 3, candidate: false };

  it('say best, good, fair or poor by the guess’s cost', () => {
    expect(verdictOf({ ...facts, cost: 0 })).toBe('best');
    expect(verdictOf({ ...facts, cost: 0.005 })).toBe('best');
    expect(verdictOf({ ...facts, cost: 0.05 })).toBe('good');
    expect(verdictOf({ ...facts, cost: 0.3 })).toBe('fair');
    expect(verdictOf({ ...facts, cost: 0.31 })).toBe('poor');
  });

  it('say wasted for a guess made when one answer was left that was not it', () => {
    expect(verdictOf({ cost: 1, before: 1, after: 1, candidate: false })).toBe('wasted');
    expect(verdictOf({ cost: 0, before: 1, after: 1, candidate: true })).toBe('best');
  });

  it('say wasted for a guess that could not win and left every candidate', () => {
    expect(verdictOf({ cost: 1.2, before: 7, after: 7, candidate: false })).toBe('wasted');
    // A candidate that splits nothing else still had its chance to win.
    expect(verdictOf({ cost: 0.2, before: 2, after: 1, candidate: true })).toBe('fair');
  });
});

describe('luck', () => {
  it('is neutral when every bucket is the same size: a 10-way split gives 0.5', () => {
    expect(stepLuck(Array(10).fill(1), 1)).toBe(0.5);
  });

  it('is high for a lucky pattern: one of the singletons of 7, 1, 1, 1 ((7 + 3 / 2) / 10 = 0.85)', () => {
    expect(stepLuck([7, 1, 1, 1], 1)).toBeCloseTo(0.85, 10);
    expect(luckOf([step(10, [7, 1, 1, 1], 1)])).toBe(84);
  });

  it('is low for an unlucky pattern: the 7 of 7, 1, 1, 1 ((0 + 7 / 2) / 10 = 0.35)', () => {
    expect(stepLuck([7, 1, 1, 1], 7)).toBeCloseTo(0.35, 10);
    expect(luckOf([step(10, [7, 1, 1, 1], 7)])).toBe(35);
  });

  it('averages the steps that started with more than one candidate; 50 with none', () => {
    expect(luckOf([step(10, [7, 1, 1, 1], 7), step(7, Array(7).fill(1), 1), step(1, [1], 1)])).toBe(42);
    expect(luckOf([step(1, [1], 1)])).toBe(50);
  });
});
