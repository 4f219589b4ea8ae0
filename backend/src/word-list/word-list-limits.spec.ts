import { largeChanges } from './word-list-limits.js';
import type { ListChange, WordListPlan } from './word-list-plan.js';

const words = (count: number) => Array.from({ length: count }, (_, i) => `W${i}`);
const change = (before: number, removed: number): ListChange => ({
  before,
  after: before - removed,
  added: [],
  removed: words(removed),
});
const days = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ gameNumber: 500 + i, word: 'PLANET', pinned: false }));

function plan(answers: ListChange, guesses: ListChange, redrawn = 0): WordListPlan {
  return { answers, guesses, kept: [], redrawn: days(redrawn), pinnedNonAnswers: [] };
}

describe('largeChanges', () => {
  const cases: [string, WordListPlan, string[]][] = [
    ['nothing removed', plan(change(2298, 0), change(11225, 0)), []],
    ['exactly 5 % of the answers', plan(change(2000, 100), change(11225, 0)), []],
    [
      'one answer more than 5 %',
      plan(change(2000, 101), change(11225, 0)),
      ['101 of 2000 answers would stop being answers (more than 5 %)'],
    ],
    [
      'valid-guesses.txt cut to 100 lines (the incident: 8,854 guesses removed)',
      plan(change(2298, 0), change(11225, 8854)),
      ['8854 of 11225 valid guesses would be removed (more than 5 %)'],
    ],
    ['3 future days drawn again', plan(change(2298, 3), change(11225, 0), 3), []],
    [
      'a one-line answers.txt (the incident: 127 future days drawn again)',
      plan(change(2298, 2297), change(11225, 0), 127),
      [
        '2297 of 2298 answers would stop being answers (more than 5 %)',
        '127 future days already drawn would be drawn again (more than 3)',
      ],
    ],
    ['a first seed, on an empty database', plan(change(0, 0), change(0, 0)), []],
    [
      'one word out of a list of four (a small test list is no exception)',
      plan(change(4, 1), change(4, 0)),
      ['1 of 4 answers would stop being answers (more than 5 %)'],
    ],
  ];

  it.each(cases)('%s', (_name, input, expected) => {
    expect(largeChanges(input)).toEqual(expected);
  });
});
