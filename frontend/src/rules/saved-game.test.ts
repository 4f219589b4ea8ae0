import { describe, expect, it } from 'vitest';
import type { LetterResult } from './evaluation';
import { freshGame, isSavedGame, restoreGame, type SavedGame } from './saved-game';

const A: LetterResult = 'absent';
const P: LetterResult = 'present';
const C: LetterResult = 'correct';

const MISS: LetterResult[] = [A, P, A, A, C, A];
const HIT: LetterResult[] = [C, C, C, C, C, C];
const SEVEN_GUESSES = ['CRANES', 'TOILET', 'BORDER', 'FRIGHT', 'PLANET', 'STOLEN', 'BASKET'];

const fresh: SavedGame = freshGame('2026-11-22', 326);

const playing: SavedGame = {
  date: '2026-11-22',
  guesses: ['CRANES', 'TOILET'],
  evaluations: [MISS, [A, A, A, P, A, C]],
  gameState: 'playing',
  gameNumber: 326,
  targetWord: null,
};

const won: SavedGame = {
  date: '2026-11-22',
  guesses: ['CRANES', 'SHELVE'],
  evaluations: [MISS, HIT],
  gameState: 'won',
  gameNumber: 326,
  targetWord: 'SHELVE',
};

const lost: SavedGame = {
  date: '2026-11-22',
  guesses: SEVEN_GUESSES,
  evaluations: Array<LetterResult[]>(7).fill(MISS),
  gameState: 'lost',
  gameNumber: 326,
  targetWord: null,
};

describe('freshGame', () => {
  it('is an empty game in play for the date', () => {
    expect(freshGame('2026-11-22', 326)).toEqual({
      date: '2026-11-22',
      guesses: [],
      evaluations: [],
      gameState: 'playing',
      gameNumber: 326,
      targetWord: null,
    });
  });

  it('may have no game number yet', () => {
    expect(freshGame('2026-11-22', null).gameNumber).toBeNull();
  });

  it('returns new arrays each time', () => {
    const first = freshGame('2026-11-22', 1);
    first.guesses.push('CRANES');
    expect(freshGame('2026-11-22', 1).guesses).toEqual([]);
  });
});

describe('isSavedGame', () => {
  describe('accepts consistent states', () => {
    it.each<[string, SavedGame]>([
      ['a fresh game', fresh],
      ['a fresh game without a game number', freshGame('2026-11-22', null)],
      ['a game in play', playing],
      [
        'a game in play with six guesses',
        { ...playing, guesses: SEVEN_GUESSES.slice(0, 6), evaluations: Array<LetterResult[]>(6).fill(MISS) },
      ],
      ['a win', won],
      ['a win on the first guess', { ...won, guesses: ['SHELVE'], evaluations: [HIT] }],
      [
        'a win on the seventh guess',
        {
          ...won,
          guesses: [...SEVEN_GUESSES.slice(0, 6), 'SHELVE'],
          evaluations: [...Array<LetterResult[]>(6).fill(MISS), HIT],
        },
      ],
      ['a loss', lost],
      ['a loss with the word known', { ...lost, targetWord: 'SHELVE' }],
      ['a leap day', { ...playing, date: '2028-02-29' }],
      ['a game in play with the proof of its guesses', { ...playing, proof: 'eyJnIjpbXX0.c2ln_-' }],
      ['a win with what the word means', { ...won, meaning: { part_of_speech: 'verb', glosses: ['put on a shelf'] } }],
      [
        'a loss with the word and its meaning',
        { ...lost, targetWord: 'SHELVE', meaning: { part_of_speech: 'verb', glosses: ['x'] } },
      ],
    ])('%s', (_label, game) => {
      expect(isSavedGame(game)).toBe(true);
      expect(isSavedGame(JSON.parse(JSON.stringify(game)))).toBe(true);
    });
  });

  describe('rejects values that are not a game', () => {
    it.each([null, undefined, 'game', 7, true, [], [playing]])('%j', (value) => {
      expect(isSavedGame(value)).toBe(false);
    });

    it('rejects an object inheriting nothing', () => {
      expect(isSavedGame(Object.create(null))).toBe(false);
    });

    it('rejects JSON that only sets __proto__', () => {
      expect(isSavedGame(JSON.parse(`{"__proto__": ${JSON.stringify(playing)}}`))).toBe(false);
    });

    it('rejects a Map holding the fields', () => {
      expect(isSavedGame(new Map(Object.entries(playing)))).toBe(false);
    });

    it('rejects a meaning that is not an object, or one without the word it means', () => {
      expect(isSavedGame({ ...won, meaning: 'verb: put on a shelf' })).toBe(false);
      expect(isSavedGame({ ...lost, meaning: { part_of_speech: 'verb', glosses: ['x'] } })).toBe(false);
      expect(isSavedGame({ ...playing, meaning: { part_of_speech: 'verb', glosses: ['x'] } })).toBe(false);
    });

    it.each(['date', 'guesses', 'evaluations', 'gameState', 'gameNumber', 'targetWord'] as const)(
      'rejects a game without %s',
      (field) => {
        const copy: Partial<SavedGame> = { ...playing };
        delete copy[field];
        expect(isSavedGame(copy)).toBe(false);
      },
    );
  });

  describe('date', () => {
    it.each(['2026-02-30', '2027-02-29', '2026-13-01', '2026-11-22T00:00:00Z', '22/11/2026', '', 20261122, null])(
      'rejects %j',
      (date) => {
        expect(isSavedGame({ ...playing, date })).toBe(false);
      },
    );
  });

  describe('guesses', () => {
    it.each<[string, unknown]>([
      ['lowercase', ['cranes', 'TOILET']],
      ['five letters', ['CRANE', 'TOILET']],
      ['seven letters', ['CRANESS', 'TOILET']],
      ['non-latin letters', ['CRÂNES', 'TOILET']],
      ['a number', [123456, 'TOILET']],
      ['not an array', 'CRANES,TOILET'],
      ['an object', { 0: 'CRANES', 1: 'TOILET', length: 2 }],
    ])('rejects %s', (_label, guesses) => {
      expect(isSavedGame({ ...playing, guesses })).toBe(false);
    });

    it('rejects more than seven guesses', () => {
      expect(
        isSavedGame({
          ...lost,
          guesses: [...SEVEN_GUESSES, 'SHELVE'],
          evaluations: Array<LetterResult[]>(8).fill(MISS),
        }),
      ).toBe(false);
    });
  });

  describe('evaluations', () => {
    it.each<[string, unknown]>([
      ['fewer rows than guesses', [MISS]],
      ['more rows than guesses', [MISS, MISS, MISS]],
      ['a row of five', [MISS, [A, A, A, A, A]]],
      ['a row of seven', [MISS, [A, A, A, A, A, A, A]]],
      ['an unknown result', [MISS, [A, A, A, A, A, 'wrong']]],
      ['an upper-case result', [MISS, [A, A, A, A, A, 'ABSENT']]],
      ['a null row', [MISS, null]],
      ['not an array', 'absent'],
    ])('rejects %s', (_label, evaluations) => {
      expect(isSavedGame({ ...playing, evaluations })).toBe(false);
    });
  });

  describe('gameNumber', () => {
    it.each([0, -1, 1.5, '326', NaN, Infinity, Number.MAX_SAFE_INTEGER + 1, true])('rejects %j', (gameNumber) => {
      expect(isSavedGame({ ...playing, gameNumber })).toBe(false);
    });
  });

  describe('gameState', () => {
    it.each(['Playing', 'WON', 'finished', '', null, 1])('rejects %j', (gameState) => {
      expect(isSavedGame({ ...playing, gameState })).toBe(false);
    });
  });

  describe('proof', () => {
    it.each(['', 'with spaces', 'x'.repeat(201), 42, null])('rejects %j', (proof) => {
      expect(isSavedGame({ ...playing, proof })).toBe(false);
    });

    it('belongs to a game in play only', () => {
      expect(isSavedGame({ ...lost, proof: 'abc' })).toBe(false);
      expect(isSavedGame({ ...won, proof: 'abc' })).toBe(false);
    });

    it("is kept apart once the game is over, for its analysis, where an earlier release's check ignores it", () => {
      expect(isSavedGame({ ...lost, analysisProof: 'abc' })).toBe(true);
      expect(isSavedGame({ ...won, analysisProof: 'abc' })).toBe(true);
      expect(isSavedGame({ ...won, analysisProof: 'a b' })).toBe(false);
      expect(isSavedGame({ ...playing, analysisProof: 'abc' })).toBe(false);
    });
  });

  describe('targetWord', () => {
    it.each(['shelve', 'SHELF', 42])('rejects %j', (targetWord) => {
      expect(isSavedGame({ ...lost, targetWord })).toBe(false);
    });
  });

  describe('the outcome must agree with the rows', () => {
    it.each<[string, Partial<Record<keyof SavedGame, unknown>>]>([
      ["'won' without a winning last row", { ...won, evaluations: [MISS, MISS] }],
      ["'won' with the winning row not last", { ...won, evaluations: [HIT, MISS], targetWord: 'SHELVE' }],
      ["'won' with two winning rows", { ...won, guesses: ['SHELVE', 'SHELVE'], evaluations: [HIT, HIT] }],
      ["'won' with a targetWord different from the last guess", { ...won, targetWord: 'CRANES' }],
      ["'won' without a targetWord", { ...won, targetWord: null }],
      ["'won' without guesses", { ...won, guesses: [], evaluations: [], targetWord: null }],
      ["'playing' with a winning row", { ...playing, evaluations: [MISS, HIT] }],
      ["'playing' with seven guesses", { ...lost, gameState: 'playing' }],
      ["'playing' with a targetWord", { ...playing, targetWord: 'SHELVE' }],
      ["'lost' with fewer than seven guesses", { ...playing, gameState: 'lost' }],
      [
        "'lost' with six guesses",
        { ...lost, guesses: SEVEN_GUESSES.slice(0, 6), evaluations: Array<LetterResult[]>(6).fill(MISS) },
      ],
      ["'lost' with a winning row", { ...lost, evaluations: [...Array<LetterResult[]>(6).fill(MISS), HIT] }],
    ])('rejects %s', (_label, game) => {
      expect(isSavedGame(game)).toBe(false);
    });
  });
});

describe('restoreGame', () => {
  it('returns the saved game when its date is today', () => {
    expect(restoreGame(playing, '2026-11-22')).toBe(playing);
  });

  it.each(['2026-11-23', '2026-11-21', '2027-11-22'])('returns null when today is %s', (today) => {
    expect(restoreGame(playing, today)).toBeNull();
  });

  it('returns null when nothing is saved', () => {
    expect(restoreGame(null, '2026-11-22')).toBeNull();
  });
});
