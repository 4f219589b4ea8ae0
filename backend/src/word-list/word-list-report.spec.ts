import type { WordListPlan } from './word-list-plan.js';
import { describePlan } from './word-list-report.js';

const dateOf = (gameNumber: number) => `day-${gameNumber}`;
const words = (count: number) =>
  Array.from({ length: count }, (_, i) => `WORD${String.fromCharCode(65 + (i % 26))}${i}`);

describe('describePlan', () => {
  it('gives each list its counts and first words, then the kept words and the days drawn again', () => {
    const removed = words(12);
    const plan: WordListPlan = {
      answers: { before: 20, after: 9, added: ['ZEBRAS'], removed },
      guesses: { before: 30, after: 31, added: ['ZEBRAS'], removed: [] },
      kept: ['FLOWER'],
      redrawn: [
        { gameNumber: 400, word: 'PLANET', pinned: false },
        { gameNumber: 401, word: 'BRIDGE', pinned: false },
      ],
      pinnedNonAnswers: [{ gameNumber: 500, word: 'CASTLE', pinned: true }],
      recentlyPlayed: [],
      missingRuns: { answers: null, guesses: null },
    };
    expect(describePlan(plan, dateOf)).toBe(
      [
        'answers: 20 -> 9 (+1 -12)',
        '  added: ZEBRAS',
        `  removed: ${removed.slice(0, 10).join(', ')} and 2 more`,
        'valid guesses: 30 -> 31 (+1 -0)',
        '  added: ZEBRAS',
        'kept because games used them: 1: FLOWER',
        'future days to draw again: 2: game 400 (day-400), game 401 (day-401)',
        'pinned future days whose word is no longer an answer: 1: game 500 (day-500)',
      ].join('\n'),
    );
  });

  it('never prints the word of a day drawn again: it is still that day’s answer until then', () => {
    const plan: WordListPlan = {
      answers: { before: 2, after: 1, added: [], removed: ['PLANET'] },
      guesses: { before: 2, after: 2, added: [], removed: [] },
      kept: [],
      redrawn: [{ gameNumber: 400, word: 'SECRET', pinned: false }],
      pinnedNonAnswers: [{ gameNumber: 401, word: 'HIDDEN', pinned: true }],
      recentlyPlayed: [],
      missingRuns: { answers: null, guesses: null },
    };
    const text = describePlan(plan, dateOf);
    expect(text).not.toContain('SECRET');
    expect(text).not.toContain('HIDDEN');
    expect(text).toContain('kept because games used them: 0\nfuture days to draw again: 1: game 400 (day-400)');
  });

  it('names the released answers of the last weeks it takes out: players have them already', () => {
    const plan: WordListPlan = {
      answers: { before: 3, after: 1, added: [], removed: ['BRIDGE', 'PLANET'] },
      guesses: { before: 3, after: 3, added: [], removed: [] },
      kept: [],
      redrawn: [],
      pinnedNonAnswers: [],
      recentlyPlayed: [
        { gameNumber: 300, word: 'BRIDGE', pinned: false, live: false },
        { gameNumber: 320, word: 'PLANET', pinned: true, live: true },
      ],
      missingRuns: { answers: null, guesses: null },
    };
    expect(describePlan(plan, dateOf)).toContain(
      '\nanswers of the last 8 weeks taken out (released: they keep their word): 2: ' +
        'BRIDGE (game 300, day-300), PLANET (game 320, day-320, live today)',
    );
  });
});
