import { memoryStore } from '../../../test/support/memory-store';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import type { GameApi } from '../../api/game-api';
import type { LetterResult } from '../../rules/evaluation';
import { freshGame, type SavedGame } from '../../rules/saved-game';
import { readSideGame, writeSideGame } from '../../rules/side-games';
import { readEntry, STORAGE_KEYS, writeEntry } from '../../platform/storage';
import { CHALLENGE_GONE } from './challenge-strategy';
import { notInArchive } from './archive-strategy';
import { LINK_CHECK_FAILED, type LinkStatus } from './link-status';
import { SIDE_STRATEGIES } from './side-strategies';
import { isPlayable, loadStrategy, strategyFor } from './strategies';

/** The other kinds' strategies, as their chunk brings them. */
const fetchSide = () => Promise.resolve(SIDE_STRATEGIES);

const DATE = '2026-03-01';
const WRONG: LetterResult[] = ['absent', 'present', 'absent', 'absent', 'correct', 'absent'];
const ID = 'abcdefghijklmnopqrstuv';
await loadStrategy({ kind: 'archive', gameNumber: 12 }, fetchSide);
await loadStrategy({ kind: 'challenge', id: ID }, fetchSide);
const daily = strategyFor({ kind: 'daily' });
const archive = strategyFor({ kind: 'archive', gameNumber: 12 });
const challenge = strategyFor({ kind: 'challenge', id: ID });

const played = (date = DATE, gameNumber: number | null = 12): SavedGame => ({
  ...freshGame(date, gameNumber),
  guesses: ['PLANET'],
  evaluations: [WRONG],
});
const history = { previousGuesses: [], proof: null };
const check = { evaluation: WRONG, isWinner: false, word: null, proof: null };
const fakeApi = (over: Partial<GameApi> = {}) => over as GameApi;
const settled = async (check: (settle: (s: LinkStatus) => void) => void) => {
  const settle = vi.fn<(status: LinkStatus) => void>();
  check(settle);
  await vi.waitFor(() => expect(settle).toHaveBeenCalled());
  return settle.mock.calls[0]?.[0];
};

describe("today's game", () => {
  it('starts from the saved board of today, else an empty one', () => {
    const store = memoryStore();
    expect(daily.startingGame(store, DATE)).toEqual(freshGame(DATE, null));
    writeEntry(store, STORAGE_KEYS.gameState, played(DATE, 5));
    expect(daily.startingGame(store, DATE).guesses).toEqual(['PLANET']);
  });

  it("saves its board, unless another tab's is newer: that one is taken instead", () => {
    const store = memoryStore();
    expect(daily.save(store, freshGame(DATE, 5))).toBeNull();
    expect(readEntry(store, STORAGE_KEYS.gameState, (v): v is SavedGame => v !== null)).toEqual(freshGame(DATE, 5));
    writeEntry(store, STORAGE_KEYS.gameState, played(DATE, 5));
    expect(daily.save(store, freshGame(DATE, 5))).toEqual(played(DATE, 5));
    expect(daily.newerFromOtherTab(store, freshGame(DATE, 5), DATE)).toEqual(played(DATE, 5));
    expect(daily.newerFromOtherTab(store, freshGame(DATE, 5), '2026-03-02')).toBeNull();
  });

  it('is judged by the daily route, counts, loads its day and rolls over', async () => {
    const checkGuess = vi.fn().mockResolvedValue(check);
    await daily.judge(fakeApi({ checkGuess }), 'PLANET', 5, history, memoryStore());
    expect(checkGuess).toHaveBeenCalledWith('PLANET', 5, history);
    expect(daily).toMatchObject({
      loadsDay: true,
      rollsOverAtMidnight: true,
      countsInStatistics: true,
      numbered: true,
    });
    expect(daily.shareSource('https://hexle.example')).toEqual({});
    expect(daily.title({ state: 'playable', date: null })).toBeNull();
    expect(daily.initialStatus).toEqual({ state: 'playable', date: null });
  });
});

describe('an archive game', () => {
  it('keeps its board on the archive shelf, once begun, and ignores other tabs', () => {
    const store = memoryStore();
    expect(archive.startingGame(store, DATE)).toEqual(freshGame(DATE, 12));
    expect(archive.save(store, freshGame(DATE, 12))).toBeNull();
    expect(readSideGame(store, 'archive', '12')).toBeNull();
    archive.save(store, played());
    expect(archive.startingGame(store, '2026-03-05')).toEqual(played());
    expect(archive.newerFromOtherTab(store, freshGame(DATE, 12), DATE)).toBeNull();
    expect(store.getItem(STORAGE_KEYS.gameState)).toBeNull();
  });

  it('is judged by the archive route, never counts, never rolls over, and says so when shared', async () => {
    const checkArchiveGuess = vi.fn().mockResolvedValue(check);
    await archive.judge(fakeApi({ checkArchiveGuess }), 'PLANET', null, history, memoryStore());
    expect(checkArchiveGuess).toHaveBeenCalledWith('PLANET', 12, history);
    expect(archive).toMatchObject({ loadsDay: false, rollsOverAtMidnight: false, countsInStatistics: false });
    expect(archive.shareSource('https://hexle.example')).toEqual({ note: '(archive)' });
    expect(archive.title({ state: 'checking' })).toBe('Archive: game 12');
  });

  it('checks its number against the archive', async () => {
    const today = { gameNumber: 20, date: '2026-03-20' };
    const found = fakeApi({ archive: () => Promise.resolve({ today, games: [{ gameNumber: 12, date: DATE }] }) });
    expect(await settled((s) => archive.checkLink(found, s, memoryStore()))).toEqual({ state: 'playable', date: DATE });
    const missing = fakeApi({ archive: () => Promise.resolve({ today, games: [] }) });
    expect(await settled((s) => archive.checkLink(missing, s, memoryStore()))).toEqual({
      state: 'unavailable',
      reason: notInArchive(12, 19),
    });
    const down = fakeApi({ archive: () => Promise.reject(new Error('down')) });
    expect(await settled((s) => archive.checkLink(down, s, memoryStore()))).toEqual({
      state: 'unavailable',
      reason: LINK_CHECK_FAILED,
    });
  });

  it('says which games the archive holds, or that it holds none yet', () => {
    expect(notInArchive(12, 9)).toBe('Game 12 is not in the archive: it holds games 1 to 9.');
    expect(notInArchive(1, 0)).toBe('Game 1 is not in the archive: there are no earlier games yet.');
  });
});

describe("a friend's challenge", () => {
  it('keeps its board on the challenge shelf, unnumbered', () => {
    const store = memoryStore();
    expect(challenge.startingGame(store, DATE)).toEqual(freshGame(DATE, null));
    writeSideGame(store, 'challenge', ID, played(DATE, null));
    expect(challenge.startingGame(store, DATE)).toEqual(played(DATE, null));
  });

  it('is judged by the challenge route, and shared with its own link', async () => {
    const checkChallengeGuess = vi.fn().mockResolvedValue(check);
    await challenge.judge(fakeApi({ checkChallengeGuess }), 'PLANET', null, history, memoryStore());
    expect(checkChallengeGuess).toHaveBeenCalledWith(ID, 'PLANET', history);
    expect(challenge).toMatchObject({ numbered: false, countsInStatistics: false, rollsOverAtMidnight: false });
    expect(challenge.shareSource('https://hexle.example')).toEqual({
      label: 'challenge',
      link: `https://hexle.example/?challenge=${ID}`,
    });
    expect(challenge.title({ state: 'checking' })).toBe("A friend's challenge");
  });

  it('tells a removed challenge from a failed check', async () => {
    const gone = fakeApi({ challenge: () => Promise.reject(new ApiError(404, null, 'gone')) });
    expect(await settled((s) => challenge.checkLink(gone, s, memoryStore()))).toEqual({
      state: 'unavailable',
      reason: CHALLENGE_GONE,
    });
    const there = fakeApi({ challenge: () => Promise.resolve({ id: ID }) });
    expect(await settled((s) => challenge.checkLink(there, s, memoryStore()))).toEqual({
      state: 'playable',
      date: null,
    });
  });
});

it('a broken link is not playable', () => {
  expect(isPlayable({ kind: 'broken', reason: 'x' })).toBe(false);
  expect(isPlayable({ kind: 'daily' })).toBe(true);
});

it("has today's strategy at once, and fetches the other kinds' when a link names one of them", async () => {
  vi.resetModules();
  const fresh = await import('./strategies');
  expect(fresh.strategyFor({ kind: 'daily' }).loadsDay).toBe(true);
  expect(() => fresh.strategyFor({ kind: 'archive', gameNumber: 3 })).toThrow(/archive game's strategy is not loaded/);
  const fetchOnce = vi.fn(fetchSide);
  await fresh.loadStrategy({ kind: 'broken', reason: 'x' }, fetchOnce);
  await fresh.loadStrategy({ kind: 'daily' }, fetchOnce);
  expect(fetchOnce).not.toHaveBeenCalled();
  expect(() => fresh.strategyFor({ kind: 'practice' })).toThrow(/not loaded/);
  await expect(
    fresh.loadStrategy({ kind: 'practice' }, () => Promise.reject(new TypeError('offline'))),
  ).rejects.toThrow('offline');
  expect(() => fresh.strategyFor({ kind: 'practice' })).toThrow(/not loaded/);
  await fresh.loadStrategy({ kind: 'archive', gameNumber: 3 }, fetchOnce);
  await fresh.loadStrategy({ kind: 'practice' }, fetchOnce);
  expect(fetchOnce).toHaveBeenCalledTimes(1);
  expect(fresh.strategyFor({ kind: 'archive', gameNumber: 3 }).title({ state: 'checking' })).toBe('Archive: game 3');
  // One chunk holds every kind but today's.
  expect(fresh.strategyFor({ kind: 'challenge', id: ID }).countsInStatistics).toBe(false);
});

describe('forgetting a game the server no longer plays as saved (a word replaced by an operator)', () => {
  it("drops only that game's board: today's, or one archive game or challenge of the shelf", () => {
    const store = memoryStore();
    const otherArchive = strategyFor({ kind: 'archive', gameNumber: 13 });
    daily.save(store, played(DATE, 400));
    archive.save(store, played());
    otherArchive.save(store, played(DATE, 13));
    challenge.save(store, played(DATE, null));

    archive.forget(store);
    expect(readSideGame(store, 'archive', '12')).toBeNull();
    expect(readSideGame(store, 'archive', '13')?.guesses).toEqual(['PLANET']);
    expect(readSideGame(store, 'challenge', ID)?.guesses).toEqual(['PLANET']);
    expect(readEntry(store, STORAGE_KEYS.gameState, (v): v is SavedGame => v !== null)?.gameNumber).toBe(400);

    challenge.forget(store);
    expect(readSideGame(store, 'challenge', ID)).toBeNull();
    daily.forget(store);
    expect(store.getItem(STORAGE_KEYS.gameState)).toBeNull();
    expect(readSideGame(store, 'archive', '13')?.guesses).toEqual(['PLANET']);
  });
});
