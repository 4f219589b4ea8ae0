import { describe, expect, it } from 'vitest';
import {
  emptyStatistics,
  isStatistics,
  recordGame,
  winPercentage,
  type FinishedGame,
  type Statistics,
} from './statistics';

function stats(overrides: Partial<Statistics> = {}): Statistics {
  return { ...emptyStatistics(), ...overrides };
}

const win = (gameNumber: number, date: string, guessCount = 4): FinishedGame => ({
  gameNumber,
  won: true,
  guessCount,
  date,
});

const loss = (gameNumber: number, date: string): FinishedGame => ({ gameNumber, won: false, guessCount: 7, date });

const playing = stats({
  gamesPlayed: 10,
  gamesWon: 8,
  currentStreak: 3,
  maxStreak: 5,
  guessDistribution: [0, 1, 2, 3, 1, 1, 0],
  lastGameNumber: 100,
  lastPlayedDate: '2026-11-21',
});

describe('emptyStatistics', () => {
  it('starts with zeros and seven empty buckets', () => {
    expect(emptyStatistics()).toEqual({
      gamesPlayed: 0,
      gamesWon: 0,
      currentStreak: 0,
      maxStreak: 0,
      guessDistribution: [0, 0, 0, 0, 0, 0, 0],
      lastGameNumber: null,
      lastPlayedDate: null,
    });
  });

  it('returns a new object each time', () => {
    const first = emptyStatistics();
    first.guessDistribution[0] = 5;
    expect(emptyStatistics().guessDistribution).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});

describe('recordGame', () => {
  describe('a win', () => {
    it('after a win yesterday grows the streak', () => {
      expect(recordGame(playing, win(101, '2026-11-22'))).toEqual({
        gamesPlayed: 11,
        gamesWon: 9,
        currentStreak: 4,
        maxStreak: 5,
        guessDistribution: [0, 1, 2, 4, 1, 1, 0],
        lastGameNumber: 101,
        lastPlayedDate: '2026-11-22',
      });
    });

    it.each([
      ['2026-01-31', '2026-02-01'],
      ['2026-02-28', '2026-03-01'],
      ['2028-02-28', '2028-02-29'],
      ['2028-02-29', '2028-03-01'],
      ['2026-04-30', '2026-05-01'],
      ['2026-12-31', '2027-01-01'],
    ])('after a win on %s grows the streak on %s', (yesterday, today) => {
      const before = stats({ ...playing, lastPlayedDate: yesterday });
      expect(recordGame(before, win(101, today)).currentStreak).toBe(4);
    });

    it('does not treat 2026-02-28 -> 2026-03-02 as consecutive (2026 has no 29 February)', () => {
      expect(
        recordGame(stats({ ...playing, lastPlayedDate: '2026-02-28' }), win(101, '2026-03-02')).currentStreak,
      ).toBe(1);
    });

    it('keeps the streak when the last played day is today', () => {
      const before = stats({ ...playing, lastPlayedDate: '2026-11-22' });
      const after = recordGame(before, win(101, '2026-11-22'));
      expect(after.currentStreak).toBe(3);
      expect(after.gamesPlayed).toBe(11);
      expect(after.gamesWon).toBe(9);
    });

    it.each(['2026-11-20', '2026-11-01', '2025-11-21', '2026-11-23'])(
      'resets the streak to 1 when the last played day was %s',
      (lastPlayedDate) => {
        const after = recordGame(stats({ ...playing, lastPlayedDate }), win(101, '2026-11-22'));
        expect(after.currentStreak).toBe(1);
        expect(after.maxStreak).toBe(5);
      },
    );

    it('gives a streak of 1 for the first win ever', () => {
      expect(recordGame(emptyStatistics(), win(1, '2026-11-22', 3))).toEqual({
        gamesPlayed: 1,
        gamesWon: 1,
        currentStreak: 1,
        maxStreak: 1,
        guessDistribution: [0, 0, 1, 0, 0, 0, 0],
        lastGameNumber: 1,
        lastPlayedDate: '2026-11-22',
      });
    });

    it('after a loss yesterday starts again from 1', () => {
      const afterLoss = recordGame(playing, loss(101, '2026-11-22'));
      expect(recordGame(afterLoss, win(102, '2026-11-23')).currentStreak).toBe(1);
    });
  });

  describe('max streak', () => {
    it('rises with the current streak', () => {
      const before = stats({ ...playing, currentStreak: 5, maxStreak: 5 });
      const after = recordGame(before, win(101, '2026-11-22'));
      expect(after.currentStreak).toBe(6);
      expect(after.maxStreak).toBe(6);
    });

    it('is never lowered by a win or a loss', () => {
      const before = stats({ ...playing, currentStreak: 2, maxStreak: 9, lastPlayedDate: '2026-10-01' });
      expect(recordGame(before, win(101, '2026-11-22')).maxStreak).toBe(9);
      expect(recordGame(before, loss(101, '2026-11-22')).maxStreak).toBe(9);
    });
  });

  describe('a loss', () => {
    it('sets the streak to 0 and counts a game played but not won', () => {
      expect(recordGame(playing, loss(101, '2026-11-22'))).toEqual({
        gamesPlayed: 11,
        gamesWon: 8,
        currentStreak: 0,
        maxStreak: 5,
        guessDistribution: [0, 1, 2, 3, 1, 1, 0],
        lastGameNumber: 101,
        lastPlayedDate: '2026-11-22',
      });
    });

    it('as the first game ever', () => {
      expect(recordGame(emptyStatistics(), loss(1, '2026-11-22'))).toEqual({
        ...emptyStatistics(),
        gamesPlayed: 1,
        lastGameNumber: 1,
        lastPlayedDate: '2026-11-22',
      });
    });
  });

  describe('guess distribution', () => {
    it.each([1, 2, 3, 4, 5, 6, 7])('counts a win on guess %i in its own bucket', (guessCount) => {
      const expected = [0, 0, 0, 0, 0, 0, 0];
      expected[guessCount - 1] = 1;
      expect(recordGame(emptyStatistics(), win(1, '2026-11-22', guessCount)).guessDistribution).toEqual(expected);
    });

    it('adds to the existing count', () => {
      expect(recordGame(playing, win(101, '2026-11-22', 2)).guessDistribution).toEqual([0, 2, 2, 3, 1, 1, 0]);
    });

    it('does not change the input statistics', () => {
      const before = stats({ ...playing, guessDistribution: [...playing.guessDistribution] });
      recordGame(before, win(101, '2026-11-22', 1));
      expect(before).toEqual(playing);
    });
  });

  describe('once per game number', () => {
    it('returns the same object unchanged for a repeat', () => {
      const once = recordGame(playing, win(101, '2026-11-22'));
      const snapshot = structuredClone(once);
      expect(recordGame(once, win(101, '2026-11-22'))).toBe(once);
      expect(recordGame(once, loss(101, '2026-11-22'))).toBe(once);
      expect(once).toEqual(snapshot);
    });

    it('ignores an older game number recorded after a newer one', () => {
      const once = recordGame(playing, win(101, '2026-11-22'));
      expect(recordGame(once, win(99, '2026-11-20'))).toBe(once);
    });

    it('ignores a win with a guess count outside 1 to 7', () => {
      expect(recordGame(playing, win(101, '2026-11-22', 8))).toBe(playing);
      expect(recordGame(playing, win(101, '2026-11-22', 0))).toBe(playing);
    });

    it('records the next game number', () => {
      const once = recordGame(playing, win(101, '2026-11-22'));
      expect(recordGame(once, win(102, '2026-11-23')).gamesPlayed).toBe(12);
    });
  });
});

describe('winPercentage', () => {
  it.each([
    [0, 0, 0],
    [1, 0, 0],
    [1, 1, 100],
    [2, 1, 50],
    [3, 1, 33],
    [3, 2, 67],
    [8, 1, 13],
    [8, 7, 88],
    [7, 3, 43],
  ])('%i played, %i won -> %i', (gamesPlayed, gamesWon, expected) => {
    expect(winPercentage(stats({ gamesPlayed, gamesWon }))).toBe(expected);
  });

  it.each([
    [40, 23, 58],
    [200, 29, 15],
  ])('rounds an exact half up: %i played, %i won -> %i', (gamesPlayed, gamesWon, expected) => {
    expect(winPercentage(stats({ gamesPlayed, gamesWon }))).toBe(expected);
  });
});

describe('isStatistics', () => {
  const valid = playing;

  it('accepts emptyStatistics()', () => {
    expect(isStatistics(emptyStatistics())).toBe(true);
  });

  it('accepts recorded values and their JSON round trip', () => {
    const recorded = recordGame(recordGame(emptyStatistics(), win(1, '2026-11-21', 2)), loss(2, '2026-11-22'));
    expect(isStatistics(recorded)).toBe(true);
    expect(isStatistics(JSON.parse(JSON.stringify(recorded)))).toBe(true);
    expect(isStatistics(valid)).toBe(true);
  });

  it.each([null, undefined, 'statistics', 42, true, [], [valid]])('rejects %j', (value) => {
    expect(isStatistics(value)).toBe(false);
  });

  it.each([
    'gamesPlayed',
    'gamesWon',
    'currentStreak',
    'maxStreak',
    'guessDistribution',
    'lastGameNumber',
    'lastPlayedDate',
  ] as const)('rejects a value without %s', (field) => {
    const copy: Partial<Statistics> = { ...valid };
    delete copy[field];
    expect(isStatistics(copy)).toBe(false);
  });

  it.each<[string, Partial<Record<keyof Statistics, unknown>>]>([
    ['gamesPlayed as a string', { gamesPlayed: '10' }],
    ['gamesPlayed negative', { gamesPlayed: -1, gamesWon: 0 }],
    ['gamesPlayed non-integer', { gamesPlayed: 10.5 }],
    ['gamesPlayed NaN', { gamesPlayed: NaN }],
    ['gamesPlayed Infinity', { gamesPlayed: Infinity }],
    ['gamesWon null', { gamesWon: null }],
    ['gamesWon greater than gamesPlayed', { gamesWon: 11 }],
    ['currentStreak negative', { currentStreak: -1 }],
    ['currentStreak greater than maxStreak', { currentStreak: 6 }],
    ['maxStreak as a boolean', { maxStreak: true }],
    ['six buckets', { guessDistribution: [0, 1, 2, 3, 1, 1] }],
    ['eight buckets', { guessDistribution: [0, 1, 2, 3, 1, 1, 0, 0] }],
    ['a negative bucket', { guessDistribution: [0, 1, 2, 3, 1, 1, -1] }],
    ['a fractional bucket', { guessDistribution: [0, 1, 2, 3, 1, 1, 0.5] }],
    ['a string bucket', { guessDistribution: [0, 1, 2, 3, 1, 1, '0'] }],
    ['a NaN bucket', { guessDistribution: [0, 1, 2, 3, 1, 1, NaN] }],
    ['guessDistribution as an object', { guessDistribution: { length: 7 } }],
    ['lastGameNumber 0', { lastGameNumber: 0 }],
    ['lastGameNumber negative', { lastGameNumber: -3 }],
    ['lastGameNumber as a string', { lastGameNumber: '100' }],
    ['lastGameNumber float', { lastGameNumber: 100.5 }],
    ['lastPlayedDate impossible', { lastPlayedDate: '2026-02-30' }],
    ['lastPlayedDate in another format', { lastPlayedDate: '22/11/2026' }],
    ['lastPlayedDate with a time', { lastPlayedDate: '2026-11-22T00:00:00Z' }],
    ['lastPlayedDate as a number', { lastPlayedDate: 20261122 }],
  ])('rejects %s', (_label, overrides) => {
    expect(isStatistics({ ...valid, ...overrides })).toBe(false);
  });
});
