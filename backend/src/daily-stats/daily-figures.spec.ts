import { dailyFigures, resultOf } from './daily-figures.js';

const words = () => false;

const none = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0, '6': 0, '7': 0, X: 0 };

describe('resultOf', () => {
  it.each([
    [1, true, '1'],
    [7, true, '7'],
    [7, false, 'X'],
    [3, false, 'X'],
  ] as const)('a game of %i guesses, won %s, is %s', (count, won, key) => {
    expect(resultOf(count, won)).toBe(key);
  });

  it('refuses a win in more guesses than a game has', () => {
    expect(() => resultOf(8, true)).toThrow(RangeError);
    expect(() => resultOf(0, true)).toThrow(RangeError);
  });
});

describe('dailyFigures', () => {
  it('is all zeros, no average and no openers for a day nobody finished', () => {
    expect(dailyFigures([], [], words)).toEqual({
      players: 0,
      won: 0,
      distribution: none,
      average_guesses: null,
      openers: [],
    });
  });

  it('counts every finished game once: players = won + lost, the average over the wins only', () => {
    const figures = dailyFigures(
      [
        { result: '3', games: 2 },
        { result: '4', games: 1 },
        { result: 'X', games: 5 },
      ],
      [],
      words,
    );
    expect(figures).toMatchObject({ players: 8, won: 3, distribution: { ...none, '3': 2, '4': 1, X: 5 } });
    // (3 + 3 + 4) / 3 = 3.333…
    expect(figures.average_guesses).toBe(3.33);
  });

  // Regression rows: binary floating point holds 2.345 as 2.34499…, which Math.round would round down.
  it.each([
    [
      [
        { result: '2', games: 11 },
        { result: '3', games: 9 },
      ],
      2.45,
    ], // 49 / 20 = 2.45 exactly
    [
      [
        { result: '2', games: 131 },
        { result: '3', games: 69 },
      ],
      2.35,
    ], // 469 / 200 = 2.345, half up
    [
      [
        { result: '1', games: 1 },
        { result: '2', games: 2 },
      ],
      1.67,
    ], // 5 / 3
    [[{ result: '7', games: 4 }], 7],
  ])('rounds the average half up from the exact fraction: %j gives %d', (results, average) => {
    expect(dailyFigures(results, [], words).average_guesses).toBe(average);
  });

  it('names the three most common openers of at least 10 games, ties alphabetically, with their share', () => {
    const results = [{ result: '4', games: 300 }];
    const openers = [
      { word: 'STARED', games: 45 },
      { word: 'CRANES', games: 40 },
      { word: 'ARISEN', games: 40 },
      { word: 'SLATER', games: 12 },
      { word: 'PLANET', games: 9 },
    ];
    expect(dailyFigures(results, openers, words).openers).toEqual([
      { word: 'STARED', share: 0.15 },
      { word: 'ARISEN', share: 0.133 },
      { word: 'CRANES', share: 0.133 },
    ]);
    expect(dailyFigures(results, openers.slice(3), words).openers).toEqual([{ word: 'SLATER', share: 0.04 }]);
  });

  it('names no opener at all once 10 games were won at the first guess, nor any while fewer than 10 finished', () => {
    // Twelve players guessed the answer first; leaving it out alone would name it by its absence.
    const openers = [
      { word: 'STARED', games: 40 },
      { word: 'FLOWER', games: 12 },
      { word: 'CRANES', games: 11 },
    ];
    const results = [
      { result: '1', games: 12 },
      { result: '3', games: 88 },
    ];
    expect(dailyFigures(results, openers, words).openers).toEqual([]);
    // Nine wins at the first guess: the answer is not among the words shown, and the list stands.
    const few = [openers[0], openers[2]];
    const nine = [{ result: '1', games: 9 }, results[1]];
    expect(dailyFigures(nine, few, words).openers.map((o) => o.word)).toEqual(['STARED', 'CRANES']);
    expect(dailyFigures([{ result: '2', games: 9 }], [{ word: 'STARED', games: 9 }], words).openers).toEqual([]);
  });

  it('leaves out the offensive words and fills the three from the rest', () => {
    const openers = ['CRANES', 'STARED', 'ARISEN', 'SLATER'].map((word, index) => ({ word, games: 40 - index }));
    const offensive = (word: string) => word === 'STARED' || word === 'ARISEN';
    const figures = dailyFigures([{ result: '2', games: 100 }], openers, offensive);
    expect(figures.openers.map((o) => o.word)).toEqual(['CRANES', 'SLATER']);
  });

  it('ignores a stored result it does not know rather than miscount', () => {
    expect(dailyFigures([{ result: '9', games: 3 }], [], words).players).toBe(0);
  });
});
