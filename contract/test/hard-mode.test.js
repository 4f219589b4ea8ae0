import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hintsOf, unusedHint, usesHints } from '../src/hard-mode.js';

const C = 'correct';
const P = 'present';
const A = 'absent';

describe('hard mode', () => {
  /** @type {[string, string[], import('../src/game.js').LetterResult[][], { letter: string, position: number | null } | null, string][]} */
  const cases = [
    ['CRANES', [], [], null, 'no guess yet, no hint'],
    ['STOLEN', ['BARELY'], [[A, C, A, A, A, A]], { letter: 'A', position: 1 }, 'a correct letter stays in its place'],
    ['ABSENT', ['BARELY'], [[A, C, A, A, A, A]], { letter: 'A', position: 1 }, 'elsewhere in the guess is not enough'],
    ['BASKET', ['PLANET'], [[A, A, A, A, A, C]], null, 'the last place kept'],
    ['XXXXXX', ['CRANES'], [[A, A, A, C, C, A]], { letter: 'N', position: 3 }, 'the first broken place is named'],
    ['STOLEN', ['CRANES'], [[A, P, A, A, A, A]], { letter: 'R', position: null }, 'a present letter must appear'],
    ['FRIGHT', ['CRANES'], [[A, P, A, A, A, A]], null, 'anywhere, even in the same place'],
    ['BLIMPY', ['CRANES'], [[A, P, A, P, A, A]], { letter: 'R', position: null }, 'the first missing letter is named'],
    ['BLIMPY', ['CRANES'], [[A, P, A, A, A, C]], { letter: 'S', position: 5 }, 'a place before a present letter'],
    [
      'BLIMPY',
      ['CRANES', 'TOWELS'],
      [
        [A, P, A, A, A, A],
        [A, A, A, A, A, C],
      ],
      { letter: 'S', position: 5 },
      "a later row's place before an earlier row's present letter",
    ],
    [
      'BASKET',
      ['CRANES', 'TOILET'],
      [
        [A, P, A, A, A, A],
        [A, A, A, A, C, A],
      ],
      { letter: 'R', position: null },
      'the hints of the first row count, not only the last',
    ],
    [
      'SPITED',
      ['CRANES', 'TOILET'],
      [
        [A, A, C, A, A, A],
        [A, A, A, A, C, A],
      ],
      { letter: 'A', position: 2 },
      'so do its places',
    ],
    ['STORMY', ['LEVELS'], [[A, A, A, P, A, A]], { letter: 'E', position: null }, 'E present once, absent once'],
    ['BREATH', ['LEVELS'], [[A, P, A, A, A, A]], null, 'one E is enough for it'],
    ['DECENT', ['LEVELS'], [[A, C, A, A, A, A]], null, 'E correct once, absent once: in place, more allowed'],
    ['TREATY', ['LEVELS'], [[A, C, A, A, A, A]], { letter: 'E', position: 1 }, 'but the place is kept'],
    ['BETTOR', ['LETTER'], [[A, C, C, C, C, C]], { letter: 'E', position: 4 }, 'every correct copy of a letter'],
    ['CRANES', ['CRANES'], [[A, A, A, A, A, A]], null, 'an absent letter imposes nothing, even played again'],
    ['SCARED', ['CRANES'], [[P, P, C, A, P, P]], null, 'every hint used'],
  ];

  for (const [guess, guesses, evaluations, expected, why] of cases) {
    it(`${guess} after ${guesses.join(', ') || 'nothing'} (${why})`, () => {
      assert.deepEqual(unusedHint(guess, guesses, evaluations), expected);
      assert.equal(usesHints(guess, guesses, evaluations), expected === null);
      const { placed, present } = hintsOf(guesses, evaluations);
      const keepsAll = placed.every(([i, letter]) => guess[i] === letter) && present.every((l) => guess.includes(l));
      assert.equal(keepsAll, expected === null, 'the hints listed are the ones the rule asks for');
    });
  }

  it('gathers the hints in the order they were found', () => {
    assert.deepEqual(
      hintsOf(
        ['CRANES', 'SCREAM'],
        [
          [A, P, A, A, C, P],
          [P, A, P, A, A, A],
        ],
      ),
      { placed: [[4, 'E']], present: ['R', 'S', 'S', 'R'] },
    );
  });
});
