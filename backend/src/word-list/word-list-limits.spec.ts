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
  return {
    answers,
    guesses,
    kept: [],
    redrawn: days(redrawn),
    pinnedNonAnswers: [],
    recentlyPlayed: [],
    missingRuns: { answers: null, guesses: null },
  };
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
    expect(largeChanges(input, (n) => `day-${n}`)).toEqual(expected);
  });

  const added = (before: number, count: number): ListChange => ({ ...change(before, 0), added: words(count) });
  const cut = (count: number, atEnd: boolean) => ({ first: 'AAAAAA', last: 'ZZZZZZ', count, atEnd });
  const more: [string, WordListPlan, string[]][] = [
    ['5 % of the answers added', plan(added(2000, 100), change(11225, 0)), []],
    [
      'valid-guesses.txt copied over answers.txt (the incident: 2,298 -> 11,225 answers)',
      plan(added(2298, 8927), change(11225, 0)),
      ['8927 answers would be added to 2298 (more than 5 %)'],
    ],
    [
      'more than 5 % of the valid guesses added',
      plan(change(2298, 0), added(11225, 600)),
      ['600 valid guesses would be added to 11225 (more than 5 %)'],
    ],
    [
      'the last 3 answers gone',
      { ...plan(change(2298, 3), change(11225, 0)), missingRuns: { answers: cut(3, true), guesses: null } },
      [],
    ],
    [
      'the last 4 answers gone (a truncated file)',
      { ...plan(change(2298, 4), change(11225, 0)), missingRuns: { answers: cut(4, true), guesses: null } },
      ['answers.txt looks cut short: its last 4 answers, AAAAAA to ZZZZZZ, are missing (more than 3)'],
    ],
    [
      '10 answers in a row gone',
      { ...plan(change(2298, 10), change(11225, 0)), missingRuns: { answers: cut(10, false), guesses: null } },
      [],
    ],
    [
      '11 guess-only words in a row gone',
      { ...plan(change(2298, 0), change(11225, 11)), missingRuns: { answers: null, guesses: cut(11, false) } },
      ['valid-guesses.txt looks cut: 11 guess-only words in a row, AAAAAA to ZZZZZZ, are missing (more than 10)'],
    ],
    [
      'a pinned future day left with a word that is no answer',
      {
        ...plan(change(2298, 1), change(11225, 0)),
        pinnedNonAnswers: [{ gameNumber: 900, word: 'SECRET', pinned: true }],
      },
      [
        '1 pinned future day keeps a word that would no longer be an answer (game 900, day-900): pin other words ' +
          'first with "npm run puzzle -- pin <game> <WORD>", or allow it',
      ],
    ],
  ];

  it.each(more)('%s', (_name, input, expected) => {
    expect(largeChanges(input, (n) => `day-${n}`)).toEqual(expected);
  });
});
