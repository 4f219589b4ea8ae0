import { describe, expect, it } from 'vitest';
import { readAnalysis } from './analysis';

const step = {
  guess: 'GARDEN',
  candidates_before: 2298,
  candidates_after: 3,
  expected: 43.16,
  solver_guess: 'LARINE',
  solver_expected: 25.1,
};
const reply = {
  won: true,
  hard_mode: false,
  steps: [step, { ...step, guess: 'PLANET', candidates_before: 3, candidates_after: 1, could_have_known: false }],
  skill: 82,
  luck: 58,
  guesses: 2,
  solver_guesses: 3,
};

describe('readAnalysis', () => {
  it('reads the server reply into the page own names', () => {
    expect(readAnalysis(reply)).toEqual({
      won: true,
      hardMode: false,
      steps: [
        {
          guess: 'GARDEN',
          candidatesBefore: 2298,
          candidatesAfter: 3,
          expected: 43.16,
          solverGuess: 'LARINE',
          solverExpected: 25.1,
        },
        {
          guess: 'PLANET',
          candidatesBefore: 3,
          candidatesAfter: 1,
          expected: 43.16,
          solverGuess: 'LARINE',
          solverExpected: 25.1,
          couldHaveKnown: false,
        },
      ],
      skill: 82,
      luck: 58,
      guesses: 2,
      solverGuesses: 3,
    });
  });

  it.each([
    ['no steps', { ...reply, steps: [] }],
    ['eight steps', { ...reply, steps: Array(8).fill(step) }],
    ['a score over 99', { ...reply, skill: 100 }],
    ['a negative count', { ...reply, steps: [{ ...step, candidates_after: -1 }] }],
    ['an expected number that is not one', { ...reply, steps: [{ ...step, expected: 'many' }] }],
    ['a solver guess that is no word', { ...reply, steps: [{ ...step, solver_guess: 'LARINE!' }] }],
    ['a certainty that is no yes or no', { ...reply, steps: [{ ...step, could_have_known: 'yes' }] }],
    ['no hard-mode flag', { ...reply, hard_mode: undefined }],
  ])('refuses a reply with %s', (_label, payload) => {
    expect(readAnalysis(payload as Record<string, unknown>)).toBeNull();
  });
});
