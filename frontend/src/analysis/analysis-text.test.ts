import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import {
  ANALYSIS_FAILED,
  ANALYSIS_TOO_MANY,
  ANALYSIS_UNPROVEN,
  analysisFailure,
  certaintyText,
  formatCount,
  formatExpected,
} from './analysis-text';

const step = {
  guess: 'PLANET',
  candidatesBefore: 1,
  candidatesAfter: 1,
  expected: 1,
  solverGuess: 'PLANET',
  solverExpected: 1,
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

  it('writes counts with separators and expected numbers to one decimal', () => {
    expect(formatCount(2298)).toBe('2,298');
    expect(formatExpected(43.16)).toBe('43.2');
    expect(formatExpected(1)).toBe('1.0');
  });

  it('tells on the last step whether the answer could have been known', () => {
    expect(certaintyText({ ...step, couldHaveKnown: true })).toBe(
      'You could have known the answer: one possible answer was left.',
    );
    expect(certaintyText({ ...step, candidatesBefore: 2, couldHaveKnown: false })).toBe(
      'You could not have known the answer: 2 possible answers were left.',
    );
    expect(certaintyText(step)).toBeNull();
  });
});
