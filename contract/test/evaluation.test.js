import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { evaluateGuess, MAX_GUESSES, WORD_LENGTH } from '../src/game.js';

const C = 'correct';
const P = 'present';
const A = 'absent';

describe('evaluateGuess', () => {
  /** @type {[string, string, string[], string][]} */
  const cases = [
    ['PLANET', 'PLANET', [C, C, C, C, C, C], 'exact match'],
    ['PLANET', 'BRIDGE', [A, A, A, A, P, A], 'one present letter'],
    ['QUARTZ', 'PLANET', [A, A, C, A, P, A], 'mixed'],
    [
      'SPEEDS',
      'ABSENT',
      [P, A, A, C, A, A],
      'one S in the answer: only the first S is present; the exact E uses the only E',
    ],
    ['EERIES', 'BETTER', [A, C, P, A, C, A], 'both Es of the answer matched exactly, so the extra E is absent'],
    ['LLAMAS', 'HALLOW', [P, P, P, A, A, A], 'two Ls in answer, both matched as present'],
    ['ALLEYS', 'BALLET', [P, P, C, P, A, A], 'one L exact, the other L present'],
    ['TTTTTT', 'LETTER', [A, A, C, C, A, A], 'only exact matches when all copies are matched exactly'],
    ['TATTOO', 'LETTER', [A, A, C, C, A, A], 'exact matches come first: they use both Ts, so the leading T is absent'],
    ['ROBOTS', 'FLOORS', [P, P, A, C, A, C], 'one O exact, the other O present only while an unmatched O remains'],
    ['BANANA', 'CABANA', [P, C, A, C, C, C], 'left-to-right order for present letters'],
    ['ABCDEF', 'FEDCBA', [P, P, P, P, P, P], 'all letters present, none in place'],
  ];

  for (const [guess, answer, expected, why] of cases) {
    it(`${guess} against ${answer} (${why})`, () => {
      assert.deepEqual(evaluateGuess(guess, answer), expected);
    });
  }

  it('refuses words of different lengths', () => {
    assert.throws(() => evaluateGuess('ABC', 'PLANET'));
  });
});

describe('the game size', () => {
  it('is six letters and seven tries', () => {
    assert.equal(WORD_LENGTH, 6);
    assert.equal(MAX_GUESSES, 7);
  });
});
