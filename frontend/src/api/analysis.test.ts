import { describe, expect, it } from 'vitest';
import { readAnalysis } from './analysis';

const step = {
  guess: 'GARDEN',
  candidates_before: 2298,
  candidates_after: 3,
  expected: 43.16,
  expected_guesses: 3.12,
  best_expected_guesses: 3.02,
  verdict: 'fair',
  solver_guess: 'LARINE',
  solver_expected: 25.1,
  solver_expected_guesses: 3.05,
  solver_limited: true,
};
const last = {
  ...step,
  guess: 'PLANET',
  candidates_before: 3,
  candidates_after: 1,
  expected: 1,
  expected_guesses: 1.67,
  best_expected_guesses: 1.67,
  verdict: 'best',
  solver_guess: null,
  solver_expected: 1,
  solver_expected_guesses: 1.67,
  solver_limited: false,
  could_have_known: false,
};
const reply = {
  result: 'won',
  won: true,
  answer: 'PLANET',
  hard_mode: false,
  steps: [step, last],
  candidates_left: 1,
  skill: 82,
  luck: 58,
  guesses_lost: 0.1,
  guesses: 2,
  solver_guesses: 3,
};

describe('readAnalysis', () => {
  it('reads the server reply into the page own names', () => {
    expect(readAnalysis(reply)).toEqual({
      result: 'won',
      answer: 'PLANET',
      hardMode: false,
      steps: [
        {
          guess: 'GARDEN',
          candidatesBefore: 2298,
          candidatesAfter: 3,
          expected: 43.16,
          expectedGuesses: 3.12,
          bestExpectedGuesses: 3.02,
          verdict: 'fair',
          solverGuess: 'LARINE',
          solverExpected: 25.1,
          solverExpectedGuesses: 3.05,
          solverLimited: true,
        },
        {
          guess: 'PLANET',
          candidatesBefore: 3,
          candidatesAfter: 1,
          expected: 1,
          expectedGuesses: 1.67,
          bestExpectedGuesses: 1.67,
          verdict: 'best',
          solverGuess: null,
          solverExpected: 1,
          solverExpectedGuesses: 1.67,
          solverLimited: false,
          couldHaveKnown: false,
        },
      ],
      candidatesLeft: 1,
      skill: 82,
      luck: 58,
      guessesLost: 0.1,
      guesses: 2,
      solverGuesses: 3,
    });
  });

  it('reads a game lost and a game given up', () => {
    expect(readAnalysis({ ...reply, result: 'lost', won: false })?.result).toBe('lost');
    const gaveUp = readAnalysis({ ...reply, result: 'gave_up', won: false, steps: [step], candidates_left: 3 });
    expect(gaveUp).toMatchObject({ result: 'gave_up', candidatesLeft: 3 });
  });

  it.each([
    ['no steps', { ...reply, steps: [] }],
    ['eight steps', { ...reply, steps: Array(8).fill(step) }],
    ['a score over 99', { ...reply, skill: 100 }],
    ['a negative count', { ...reply, steps: [{ ...step, candidates_after: -1 }] }],
    ['an expected number that is not one', { ...reply, steps: [{ ...step, expected: 'many' }] }],
    ['a solver guess that is no word', { ...reply, steps: [{ ...step, solver_guess: 'LARINE!' }] }],
    ['no solver guess at all', { ...reply, steps: [{ ...step, solver_guess: undefined }] }],
    ['a certainty that is no yes or no', { ...reply, steps: [{ ...step, could_have_known: 'yes' }] }],
    ['no hard-mode flag', { ...reply, hard_mode: undefined }],
    ['no result', { ...reply, result: undefined }],
    ['a result of another kind', { ...reply, result: 'draw' }],
    ['a result that says otherwise than won', { ...reply, result: 'lost' }],
    ['no won flag', { ...reply, won: undefined }],
    ['an answer that is no word', { ...reply, answer: 'planet' }],
    ['no candidates left', { ...reply, candidates_left: undefined }],
    ['a fraction of a candidate left', { ...reply, candidates_left: 1.5 }],
    ['guesses lost below nothing', { ...reply, guesses_lost: -0.5 }],
    ['guesses lost that are no number', { ...reply, guesses_lost: '0.1' }],
    ['no expected guesses', { ...reply, steps: [{ ...step, expected_guesses: undefined }] }],
    ['a best expectation that is no number', { ...reply, steps: [{ ...step, best_expected_guesses: Infinity }] }],
    ['a verdict of another kind', { ...reply, steps: [{ ...step, verdict: 'great' }] }],
    ['no solver expectation in guesses', { ...reply, steps: [{ ...step, solver_expected_guesses: null }] }],
    ['a limit that is no yes or no', { ...reply, steps: [{ ...step, solver_limited: 1 }] }],
  ])('refuses a reply with %s', (_label, payload) => {
    expect(readAnalysis(payload as Record<string, unknown>)).toBeNull();
  });
});
