import { describe, expect, it } from 'vitest';
import type { AnalysisStep } from '../api/analysis';
import { ApiError } from '../api/api-error';
import {
  ANALYSIS_FAILED,
  ANALYSIS_TOO_MANY,
  ANALYSIS_UNPROVEN,
  analysisFailure,
  certaintyText,
  expectedGuessesText,
  formatCount,
  formatExpected,
  formatGuesses,
  guessesFigure,
  guessesLostText,
  resultText,
  SKILL_TEXT,
  solverMoveText,
  verdictText,
} from './analysis-text';

const step: AnalysisStep = {
  guess: 'PLANET',
  candidatesBefore: 1,
  candidatesAfter: 1,
  expected: 1,
  expectedGuesses: 1,
  bestExpectedGuesses: 1,
  verdict: 'best',
  solverGuess: 'PLANET',
  solverExpected: 1,
  solverExpectedGuesses: 1,
  solverLimited: false,
};

describe('the analysis in words', () => {
  it('says why it could not be shown', () => {
    expect(analysisFailure(new ApiError(429, 'Too many requests', 'x', 'rate_limited'))).toBe(ANALYSIS_TOO_MANY);
    expect(analysisFailure(new ApiError(422, 'These guesses were not all judged', 'x', 'guesses_unproven'))).toBe(
      ANALYSIS_UNPROVEN,
    );
    const starting = 'Game analysis is starting up. Please try again in a few seconds.';
    expect(analysisFailure(new ApiError(503, starting, 'x', 'analysis_unavailable'))).toBe(starting);
    expect(analysisFailure(new ApiError(null, null, ''))).toBe(ANALYSIS_FAILED);
    expect(analysisFailure(new ApiError(502, null, 'Request failed (502)'))).toBe(ANALYSIS_FAILED);
    expect(analysisFailure(new Error('boom'))).toBe(ANALYSIS_FAILED);
  });

  it('writes counts with separators, expected answers to one decimal and expected guesses to two', () => {
    expect(formatCount(2298)).toBe('2,298');
    expect(formatExpected(43.16)).toBe('43.2');
    expect(formatExpected(1)).toBe('1.0');
    expect(formatGuesses(3.1249)).toBe('3.12');
    expect(formatGuesses(1)).toBe('1.00');
  });

  it('heads the analysis with how the game ended', () => {
    expect(resultText('won', 3)).toBe('Won in 3');
    expect(resultText('won', 1)).toBe('Won in 1');
    expect(resultText('lost', 7)).toBe('Lost (X/7)');
    expect(resultText('gave_up', 1)).toBe('Given up after 1 guess');
    expect(resultText('gave_up', 4)).toBe('Given up after 4 guesses');
  });

  it('shows X as the guesses of a game not won', () => {
    expect(guessesFigure('won', 3)).toBe('3');
    expect(guessesFigure('lost', 7)).toBe('X');
    expect(guessesFigure('gave_up', 2)).toBe('X');
  });

  it('says what Skill counts, and what the choices cost in this game', () => {
    expect(SKILL_TEXT).toContain('each guess lost halves it');
    expect(SKILL_TEXT).toContain('A wasted guess costs a whole guess');
    expect(guessesLostText(0)).toBe('Your choices cost no guesses in this game.');
    expect(guessesLostText(0.004)).toBe('Your choices cost no guesses in this game.');
    expect(guessesLostText(2.345)).toBe('Your choices cost 2.35 guesses in this game.');
  });

  it('judges each guess in a word, with its reason', () => {
    expect(verdictText(step, 'QUORUM')).toEqual({ word: 'Best', reason: 'no guess could do better here' });
    const close = { ...step, candidatesBefore: 40, expectedGuesses: 3.1, bestExpectedGuesses: 3.02 };
    expect(verdictText({ ...close, verdict: 'good' }, 'QUORUM')).toEqual({
      word: 'Good',
      reason: '0.08 guesses more than the best',
    });
    expect(verdictText({ ...close, verdict: 'fair', expectedGuesses: 3.27 }, 'QUORUM')).toEqual({
      word: 'Fair',
      reason: '0.25 guesses more than the best',
    });
    expect(verdictText({ ...close, verdict: 'poor', expectedGuesses: 4.02 }, 'QUORUM')).toEqual({
      word: 'Poor',
      reason: '1.00 guesses more than the best',
    });
    expect(verdictText({ ...step, verdict: 'wasted', expectedGuesses: 2 }, 'QUORUM')).toEqual({
      word: 'Wasted',
      reason: 'only QUORUM was possible',
    });
    expect(verdictText({ ...close, verdict: 'wasted', expectedGuesses: 4.02 }, 'QUORUM')).toEqual({
      word: 'Wasted',
      reason: 'it could not win and told you nothing new',
    });
  });

  it("writes a step's expected guesses beside the best", () => {
    expect(expectedGuessesText({ ...step, expectedGuesses: 3.1234, bestExpectedGuesses: 3.0167 })).toBe(
      '3.12 (best 3.02)',
    );
  });

  it("names the solver's guess, or the possible answers it would guess one of", () => {
    expect(solverMoveText({ ...step, solverGuess: 'LARINE' })).toBe('LARINE');
    expect(solverMoveText({ ...step, solverGuess: null, candidatesBefore: 3 })).toBe(
      'The best of the 3 possible answers',
    );
    expect(solverMoveText({ ...step, solverGuess: null, candidatesBefore: 1200 })).toBe(
      'The best of the 1,200 possible answers',
    );
    expect(solverMoveText({ ...step, solverGuess: null, candidatesBefore: 1 })).toBe('The one possible answer');
  });

  it('tells on the last step whether the answer could have been known', () => {
    const won = { result: 'won', candidatesLeft: 0 } as const;
    expect(certaintyText({ ...won, steps: [{ ...step, couldHaveKnown: true }] })).toBe(
      'You could have known the answer: one possible answer was left.',
    );
    expect(
      certaintyText({ ...won, result: 'lost', steps: [{ ...step, candidatesBefore: 2, couldHaveKnown: false }] }),
    ).toBe('You could not have known the answer: 2 possible answers were left.');
    expect(certaintyText({ ...won, steps: [step] })).toBeNull();
  });

  it('tells, for a game given up, how many possible answers its guesses left', () => {
    const first = { ...step, candidatesBefore: 2298, candidatesAfter: 8, couldHaveKnown: false };
    expect(certaintyText({ result: 'gave_up', candidatesLeft: 8, steps: [first] })).toBe(
      'You gave up with 8 possible answers left.',
    );
    expect(certaintyText({ result: 'gave_up', candidatesLeft: 1, steps: [first] })).toBe(
      'You gave up with one possible answer left.',
    );
    expect(certaintyText({ result: 'gave_up', candidatesLeft: 1234, steps: [first] })).toBe(
      'You gave up with 1,234 possible answers left.',
    );
  });
});
