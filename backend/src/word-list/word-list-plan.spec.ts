import { planWordLists, type ScheduledGame, type WordListState } from './word-list-plan.js';

/** Words in the database: an answer is written in upper case, a guess-only word in lower case. */
function state(
  words: string[],
  games: ScheduledGame[] = [],
  replaced: string[] = [],
  releasedUpTo = 100,
): WordListState {
  return {
    words: new Map(words.map((word) => [word.toUpperCase(), word === word.toUpperCase()])),
    games,
    replaced,
    releasedUpTo,
    liveFrom: releasedUpTo - 1,
  };
}

const drawn = (gameNumber: number, word: string): ScheduledGame => ({ gameNumber, word, pinned: false });
const pinned = (gameNumber: number, word: string): ScheduledGame => ({ gameNumber, word, pinned: true });

describe('planWordLists', () => {
  it('adds, promotes, demotes and removes words by comparing the database with the files', () => {
    const plan = planWordLists(state(['PLANET', 'BRIDGE', 'garden', 'silver']), {
      answers: ['BRIDGE', 'GARDEN', 'ZEBRAS'],
      guesses: ['PLANET', 'CASTLE'],
    });
    expect(plan).toEqual({
      answers: { before: 2, after: 3, added: ['GARDEN', 'ZEBRAS'], removed: ['PLANET'] },
      guesses: { before: 4, after: 5, added: ['CASTLE', 'ZEBRAS'], removed: ['SILVER'] },
      kept: [],
      redrawn: [],
      pinnedNonAnswers: [],
      recentlyPlayed: [],
      missingRuns: {
        answers: { first: 'PLANET', last: 'PLANET', count: 1, atEnd: true },
        guesses: { first: 'SILVER', last: 'SILVER', count: 1, atEnd: true },
      },
    });
  });

  it('changes nothing when the files match the database', () => {
    const plan = planWordLists(state(['PLANET', 'garden'], [drawn(150, 'PLANET')]), {
      answers: ['PLANET'],
      guesses: ['GARDEN'],
    });
    expect(plan.answers).toEqual({ before: 1, after: 1, added: [], removed: [] });
    expect(plan.guesses).toEqual({ before: 2, after: 2, added: [], removed: [] });
    expect(plan.redrawn).toEqual([]);
  });

  // What happens to a word taken out of both files, by what games did with it (released up to game 100).
  const cases: [string, ScheduledGame[], string[], { kept: boolean; redrawn: number[]; pinned: number[] }][] = [
    ['no game ever had it', [], [], { kept: false, redrawn: [], pinned: [] }],
    ['a released game drew it', [drawn(100, 'PLANET')], [], { kept: true, redrawn: [], pinned: [] }],
    ['a released game was pinned to it', [pinned(40, 'PLANET')], [], { kept: true, redrawn: [], pinned: [] }],
    [
      'players had it on a released game before an operator replaced it (regression: it was deleted)',
      [pinned(40, 'BRIDGE')],
      ['PLANET'],
      { kept: true, redrawn: [], pinned: [] },
    ],
    [
      'only a future game drew it: that game is drawn again',
      [drawn(101, 'PLANET')],
      [],
      { kept: false, redrawn: [101], pinned: [] },
    ],
    [
      'a future game drew it and a released one too: the future one is drawn again, the word stays',
      [drawn(90, 'PLANET'), drawn(120, 'PLANET')],
      [],
      { kept: true, redrawn: [120], pinned: [] },
    ],
    [
      'an operator pinned a future game to it: the pin stands, and so does the word',
      [pinned(120, 'PLANET')],
      [],
      { kept: true, redrawn: [], pinned: [120] },
    ],
  ];

  it.each(cases)('a word out of both files that %s', (_name, games, replaced, expected) => {
    const plan = planWordLists(state(['PLANET', 'BRIDGE'], games, replaced), { answers: ['BRIDGE'], guesses: [] });
    expect(plan.kept).toEqual(expected.kept ? ['PLANET'] : []);
    expect(plan.guesses.removed).toEqual(expected.kept ? [] : ['PLANET']);
    expect(plan.answers.removed).toEqual(['PLANET']);
    expect(plan.redrawn.map((game) => game.gameNumber)).toEqual(expected.redrawn);
    expect(plan.pinnedNonAnswers.map((game) => game.gameNumber)).toEqual(expected.pinned);
  });

  it('keeps a future game whose word stays an answer, and one whose word is only demoted but pinned', () => {
    const plan = planWordLists(state(['PLANET', 'BRIDGE', 'CASTLE'], [drawn(101, 'BRIDGE'), drawn(102, 'PLANET')]), {
      answers: ['BRIDGE', 'CASTLE'],
      guesses: ['PLANET'],
    });
    expect(plan.redrawn).toEqual([drawn(102, 'PLANET')]);
    expect(plan.guesses.removed).toEqual([]);
    expect(plan.answers.removed).toEqual(['PLANET']);
  });

  it('lists the days drawn again in game order', () => {
    const plan = planWordLists(state(['PLANET', 'BRIDGE'], [drawn(130, 'PLANET'), drawn(110, 'PLANET')]), {
      answers: ['BRIDGE'],
      guesses: [],
    });
    expect(plan.redrawn.map((game) => game.gameNumber)).toEqual([110, 130]);
  });

  it('counts a first seed on an empty database as additions only', () => {
    const plan = planWordLists(state([]), { answers: ['PLANET'], guesses: ['BRIDGE', 'PLANET'] });
    expect(plan.answers).toEqual({ before: 0, after: 1, added: ['PLANET'], removed: [] });
    expect(plan.guesses).toEqual({ before: 0, after: 2, added: ['BRIDGE', 'PLANET'], removed: [] });
  });

  it('lists the released answers of the last 8 weeks that stop being answers, marking those live today', () => {
    const games = [
      drawn(100, 'PLANET'),
      drawn(99, 'BRIDGE'),
      drawn(44, 'CASTLE'),
      drawn(45, 'GARDEN'),
      drawn(101, 'SILVER'),
    ];
    const plan = planWordLists(state(['PLANET', 'BRIDGE', 'CASTLE', 'GARDEN', 'SILVER'], games), {
      answers: ['BRIDGE'],
      guesses: [],
    });
    // 44 is more than 56 days back; 101 is not released (it is drawn again); BRIDGE stays an answer.
    expect(plan.recentlyPlayed).toEqual([
      { ...drawn(45, 'GARDEN'), live: false },
      { ...drawn(100, 'PLANET'), live: true },
    ]);
  });

  it('finds the longest run of words a file lacks, in the list as it was', () => {
    const answers = ['ABACUS', 'BRIDGE', 'CASTLE', 'DRAGON', 'EMPIRE', 'FABRIC'];
    const plan = planWordLists(state([...answers, 'gadget', 'hammer', 'island']), {
      answers: ['ABACUS', 'DRAGON'],
      // The answers are missing from valid-guesses.txt too, as in a file cut short; answers.txt keeps two.
      guesses: ['GADGET'],
    });
    expect(plan.missingRuns).toEqual({
      answers: { first: 'EMPIRE', last: 'FABRIC', count: 2, atEnd: true },
      guesses: { first: 'HAMMER', last: 'ISLAND', count: 2, atEnd: true },
    });
  });
});
