import { describe, expect, it } from 'vitest';
import type { LetterResult } from './evaluation';
import { isPracticeGame, practiceLink, readPractice } from './practice';
import { PRACTICE_FINISHED_MOST } from '@hexle/contract/game';
import {
  emptyPracticeStatistics,
  finishedPractice,
  isPracticeStatistics,
  type PracticeStatistics,
  recordPracticeGame,
} from './practice-statistics';
import { freshGame, type SavedGame } from './saved-game';
import { type KeyValueStore } from '../platform/storage';
import { LATER_STORAGE_KEYS } from '../platform/later-storage-keys';

const WRONG: LetterResult[] = ['absent', 'present', 'absent', 'absent', 'correct', 'absent'];
const RIGHT = Array<LetterResult>(6).fill('correct');
const givenUp = (guesses = ['POSTAL', 'STRIPE']): Record<string, unknown> => ({
  ...freshGame('2026-03-01', null),
  guesses,
  evaluations: guesses.map(() => WRONG),
  gameState: 'lost',
  targetWord: 'PLANET',
});

function storeWith(value: unknown): KeyValueStore {
  return {
    getItem: (key) => (key === LATER_STORAGE_KEYS.practiceGame ? JSON.stringify(value) : null),
    setItem: () => undefined,
    removeItem: () => undefined,
  };
}

describe('practice boards', () => {
  it('takes any saved game, and a game given up before the seventh guess', () => {
    expect(isPracticeGame(freshGame('2026-03-01', null))).toBe(true);
    expect(isPracticeGame(givenUp())).toBe(true);
    expect(isPracticeGame({ ...givenUp(), meaning: { part_of_speech: 'noun', glosses: ['x'] } })).toBe(true);
  });

  it('refuses a given-up game without a guess, with a winning row, a proof still to send, or no word', () => {
    expect(isPracticeGame(givenUp([]))).toBe(false);
    expect(isPracticeGame({ ...givenUp(), evaluations: [WRONG, RIGHT] })).toBe(false);
    expect(isPracticeGame({ ...givenUp(), proof: 'abc' })).toBe(false);
    expect(isPracticeGame({ ...givenUp(), analysisProof: 'a b' })).toBe(false);
    // The proof the give-up was sent with is kept apart for the game's analysis.
    expect(isPracticeGame({ ...givenUp(), analysisProof: 'abc' })).toBe(true);
    expect(isPracticeGame({ ...givenUp(), targetWord: null })).toBe(false);
    expect(isPracticeGame({ ...givenUp(), targetWord: 'planet!' })).toBe(false);
    expect(isPracticeGame({ ...givenUp(), meaning: 'noun' })).toBe(false);
  });

  it('reads an entry only with a server id of 64 characters', () => {
    const id = 'a'.repeat(64);
    expect(readPractice(storeWith({ id }))).toEqual({ id });
    expect(readPractice(storeWith({ id, game: givenUp(), recorded: true }))?.recorded).toBe(true);
    expect(readPractice(storeWith({ id: 'short' }))).toBeNull();
    expect(readPractice(storeWith({ id, game: { guesses: 'x' } }))).toBeNull();
    expect(readPractice(storeWith({ id, recorded: false }))).toBeNull();
  });

  it('names its page', () => {
    expect(practiceLink('https://hexle.example/')).toBe('https://hexle.example/?practice');
  });
});

describe('practice statistics', () => {
  const won = (guessCount: number): SavedGame => ({
    ...freshGame('2026-03-01', null),
    guesses: Array<string>(guessCount).fill('PLANET'),
    evaluations: [...Array<LetterResult[]>(guessCount - 1).fill(WRONG), RIGHT],
    gameState: 'won',
    targetWord: 'PLANET',
  });

  it('counts a win in its bucket and a loss (given up too) as played only', () => {
    let stats = recordPracticeGame(emptyPracticeStatistics(), won(3));
    stats = recordPracticeGame(stats, givenUp() as unknown as SavedGame);
    expect(stats).toEqual({
      gamesPlayed: 2,
      gamesWon: 1,
      guessDistribution: [0, 0, 1, 0, 0, 0, 0],
      finished: 'PLANETPLANET',
    });
    expect(recordPracticeGame(stats, freshGame('2026-03-01', null))).toBe(stats);
  });

  it(`keeps the words finished, oldest first, the newest ${PRACTICE_FINISHED_MOST} only`, () => {
    const full = { ...emptyPracticeStatistics(), finished: 'ACTING'.repeat(PRACTICE_FINISHED_MOST - 1) + 'BAKING' };
    const next = recordPracticeGame(full, won(2));
    expect(next.finished).toHaveLength(PRACTICE_FINISHED_MOST * 6);
    expect(next.finished?.slice(-18)).toBe('ACTINGBAKINGPLANET');
    expect(finishedPractice(next)).toBe(next.finished);
  });

  it('reads finished words that are not six letters A-Z each as none, and starts them again', () => {
    for (const finished of ['BAKIN', 'baking', 'BAKING,', 7]) {
      const stats = { ...emptyPracticeStatistics(), finished } as unknown as PracticeStatistics;
      expect(isPracticeStatistics(stats)).toBe(true);
      expect(finishedPractice(stats)).toBe('');
      expect(recordPracticeGame(stats, won(1)).finished).toBe('PLANET');
    }
    expect(finishedPractice(emptyPracticeStatistics())).toBe('');
  });

  it('refuses figures that cannot be', () => {
    expect(isPracticeStatistics(emptyPracticeStatistics())).toBe(true);
    expect(isPracticeStatistics({ gamesPlayed: 1, gamesWon: 2, guessDistribution: [0, 0, 0, 0, 0, 0, 0] })).toBe(false);
    expect(isPracticeStatistics({ gamesPlayed: 1, gamesWon: 0, guessDistribution: [0, 0] })).toBe(false);
    expect(isPracticeStatistics({ gamesPlayed: -1, gamesWon: 0, guessDistribution: [0, 0, 0, 0, 0, 0, 0] })).toBe(
      false,
    );
  });
});
