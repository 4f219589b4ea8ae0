import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../src/platform/storage';
import { FakeGameApi } from './support/fake-game-api';
import { advance, guess, key, playGuess, renderApp, rowLetters, rowStates, settle } from './support/render-app';

const PARIS_MORNING = new Date('2026-11-22T10:00:00Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(PARIS_MORNING);
});
afterEach(() => vi.useRealTimers());

function stored(key: string): unknown {
  const raw = localStorage.getItem(key);
  return raw === null ? null : JSON.parse(raw);
}

const planetRow = ['correct', 'present', 'present', 'absent', 'absent', 'present'];

/** Puts a game still in play into local storage, as an earlier visit would have left it. */
function savePlayingGame(date: string, gameNumber: number, guesses: string[] = [], evaluations: string[][] = []) {
  localStorage.setItem(
    STORAGE_KEYS.gameState,
    JSON.stringify({ date, guesses, evaluations, gameState: 'playing', gameNumber, targetWord: null }),
  );
}

describe('restoring the game', () => {
  it("restores today's game with its colours and no flip, without asking for the game number", async () => {
    savePlayingGame('2026-11-22', 326, ['PLANET'], [planetRow]);
    const { api } = renderApp();
    await settle();
    expect(rowLetters(0)).toBe('PLANET');
    expect(rowStates(0)).toEqual(planetRow);
    expect(document.querySelector('.flip')).toBeNull();
    expect(key('P')).toHaveAttribute('data-state', 'correct');
    expect(api.callsOf('dailyWord')).toHaveLength(0);
  });

  it("starts fresh when the saved game is from another date in the player's time zone", async () => {
    savePlayingGame('2026-11-21', 325, ['PLANET'], [planetRow]);
    const { api } = renderApp();
    await settle();
    expect(rowLetters(0)).toBe('');
    expect(api.callsOf('dailyWord')).toHaveLength(1);
    expect(stored(STORAGE_KEYS.gameState)).toMatchObject({ date: '2026-11-22', guesses: [], gameNumber: 326 });
  });

  it('uses the date in the stored time zone, not UTC', async () => {
    // 23:30 UTC on the 21st is already the 22nd in Paris.
    vi.setSystemTime(new Date('2026-11-21T23:30:00Z'));
    savePlayingGame('2026-11-22', 326, ['PLANET'], [planetRow]);
    renderApp();
    await settle();
    expect(rowLetters(0)).toBe('PLANET');
  });

  it('plays on after a reload mid-game, and a finished game stays finished', async () => {
    const first = renderApp();
    await settle();
    await playGuess(first.user, 'planet');
    first.unmount();

    const second = renderApp();
    await settle();
    expect(rowLetters(0)).toBe('PLANET');
    await guess(second.user, 'postal');
    await advance(2000);
    second.unmount();

    renderApp();
    await settle();
    expect(rowStates(1)).toEqual(Array(6).fill('correct'));
    expect(key('Q')).toBeDisabled();
  });

  it('ignores corrupt or foreign data in every entry', async () => {
    localStorage.setItem(STORAGE_KEYS.gameState, '{"date":"2026-11-22","guesses":"PLANET"');
    localStorage.setItem(STORAGE_KEYS.statistics, JSON.stringify({ gamesPlayed: 'many' }));
    localStorage.setItem(STORAGE_KEYS.settings, JSON.stringify(['hardMode']));
    localStorage.setItem(STORAGE_KEYS.theme, JSON.stringify('sepia'));
    localStorage.setItem(STORAGE_KEYS.timeZone, JSON.stringify('Mars/Olympus_Mons'));
    localStorage.setItem(STORAGE_KEYS.timeZoneCheckedAt, 'yesterday');
    const { api, user } = renderApp();
    await settle();
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(stored(STORAGE_KEYS.timeZone)).toBe('Europe/Paris');
    await playGuess(user, 'planet');
    expect(api.callsOf('checkGuess')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Statistics' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(/Played\s*0/);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    expect(screen.getByRole('switch', { name: 'Hard Mode' })).toHaveAttribute('aria-checked', 'false');
  });

  it('keeps working when local storage refuses to save', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const { user } = renderApp();
    await settle();
    // Nothing can be remembered, not even the first visit: How To Play greets every visit.
    await user.keyboard('{Escape}');
    await playGuess(user, 'planet');
    expect(rowStates(0)).toEqual(planetRow);
    expect(setItem).toHaveBeenCalled();
  });
});

describe('local storage entries', () => {
  it('keeps game state, statistics, settings, theme, time zone and its check time apart', async () => {
    const { user } = renderApp();
    await settle();
    await user.click(screen.getByRole('button', { name: 'Dark theme' }));
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    await user.click(screen.getByRole('switch', { name: 'Hard Mode' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await guess(user, 'postal');
    expect(stored(STORAGE_KEYS.gameState)).toMatchObject({ gameState: 'won' });
    expect(stored(STORAGE_KEYS.statistics)).toMatchObject({ gamesPlayed: 1, gamesWon: 1, lastGameNumber: 326 });
    expect(stored(STORAGE_KEYS.settings)).toEqual({
      hardMode: true,
      highContrast: false,
      layout: 'qwerty',
      enterRight: false,
      possibleCount: false,
    });
    expect(stored(STORAGE_KEYS.theme)).toBe('dark');
    expect(stored(STORAGE_KEYS.timeZone)).toBe('Europe/Paris');
    expect(stored(STORAGE_KEYS.timeZoneCheckedAt)).toBe(PARIS_MORNING.getTime());
    expect(stored(STORAGE_KEYS.welcomed)).toBe(true);
    expect(Object.keys(localStorage)).toHaveLength(7);
  });

  it('starts light, remembers dark', async () => {
    const first = renderApp();
    await settle();
    expect(document.documentElement.dataset.theme).toBe('light');
    const toggle = screen.getByRole('button', { name: 'Dark theme' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await first.user.click(toggle);
    expect(document.documentElement.dataset.theme).toBe('dark');
    first.unmount();
    document.documentElement.dataset.theme = 'light';
    renderApp();
    await settle();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(screen.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('re-detects the time zone once the date in the stored zone has moved on', async () => {
    const detect = vi.fn(() => 'Europe/Paris');
    renderApp({ detectTimeZone: detect });
    await settle();
    expect(detect).toHaveBeenCalledTimes(1);
    detect.mockReturnValue('America/New_York');
    // The player flew west; 23:00 in Paris is still the same day: no new detection.
    await advance(12 * 3600 * 1000);
    expect(detect).toHaveBeenCalledTimes(1);
    // After midnight in Paris the device is asked again.
    await advance(2 * 3600 * 1000);
    expect(detect).toHaveBeenCalledTimes(2);
    expect(stored(STORAGE_KEYS.timeZone)).toBe('America/New_York');
  });
});

describe('statistics', () => {
  it('records a game once, even when it is replayed after a reload', async () => {
    const first = renderApp();
    await settle();
    await guess(first.user, 'postal');
    first.unmount();
    // A stale copy of the game state that still says playing, as from a second tab.
    savePlayingGame('2026-11-22', 326);
    const second = renderApp();
    await settle();
    await guess(second.user, 'postal');
    expect(stored(STORAGE_KEYS.statistics)).toMatchObject({ gamesPlayed: 1, gamesWon: 1 });
  });

  it('grows the streak over consecutive local days and breaks it after a loss', async () => {
    const api = new FakeGameApi();
    const { user } = renderApp({ api });
    await settle();
    await playGuess(user, 'postal');
    await user.click(screen.getByRole('button', { name: 'Close' }));

    // The next local day.
    api.gameNumber = 327;
    api.answer = 'PLANET';
    vi.setSystemTime(new Date('2026-11-23T08:00:00Z'));
    await advance(60_000);
    await playGuess(user, 'planet');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Statistics' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(/Current Streak\s*2/);
    expect(screen.getByRole('dialog')).toHaveTextContent(/Max Streak\s*2/);
    await user.click(screen.getByRole('button', { name: 'Close' }));

    api.gameNumber = 328;
    vi.setSystemTime(new Date('2026-11-24T08:00:00Z'));
    await advance(60_000);
    for (const word of ['stripe', 'cloudy', 'pistol', 'splint', 'portal', 'potash', 'almost']) {
      await playGuess(user, word);
    }
    await advance(2000);
    const dialog = screen.getByRole('dialog', { name: 'Statistics' });
    expect(dialog).toHaveTextContent(/Played\s*3/);
    expect(dialog).toHaveTextContent(/Win %\s*67/);
    expect(dialog).toHaveTextContent(/Current Streak\s*0/);
    expect(dialog).toHaveTextContent(/Max Streak\s*2/);
    expect(screen.getByRole('listitem', { name: '1 guess: 2' })).toBeInTheDocument();
    expect(screen.getByTestId('bar-1')).toHaveStyle({ width: '100%' });
    expect(screen.getByTestId('bar-5')).toHaveStyle({ width: '7%' });
  });
});

describe('the daily rollover', () => {
  const beforeMidnight = new Date('2026-11-22T22:59:30Z'); // 23:59:30 in Paris

  it('checks every 60 s and starts the new game at local midnight', async () => {
    vi.setSystemTime(beforeMidnight);
    const api = new FakeGameApi();
    const { user } = renderApp({ api });
    await settle();
    await playGuess(user, 'planet');
    await user.keyboard('str');
    api.gameNumber = 327;
    expect(api.callsOf('dailyWord')).toHaveLength(1);

    await advance(60_000 - 2000 - 1);
    expect(rowLetters(0)).toBe('PLANET');
    await advance(1);
    expect(rowLetters(0)).toBe('');
    expect(rowLetters(1)).toBe('');
    expect(api.callsOf('dailyWord')).toHaveLength(2);
    expect(stored(STORAGE_KEYS.gameState)).toMatchObject({ date: '2026-11-23', guesses: [], gameNumber: 327 });
    expect(key('P')).not.toHaveAttribute('data-state');
  });

  it('checks again as soon as the tab becomes visible', async () => {
    vi.setSystemTime(beforeMidnight);
    const { api, user } = renderApp();
    await settle();
    await playGuess(user, 'planet');
    vi.setSystemTime(new Date('2026-11-23T07:00:00Z'));
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await settle();
    expect(rowLetters(0)).toBe('');
    expect(api.callsOf('dailyWord')).toHaveLength(2);
  });

  it("never lets yesterday's guess land in today's game", async () => {
    vi.setSystemTime(beforeMidnight);
    const api = new FakeGameApi();
    const { user } = renderApp({ api });
    await settle();
    const release = api.holdNext('checkGuess');
    await guess(user, 'planet');
    vi.setSystemTime(new Date('2026-11-22T23:00:30Z'));
    await advance(60_000);
    api.gameNumber = 327;
    release();
    await settle();
    expect(rowLetters(0)).toBe('');
    expect(document.querySelector('.message-line')).toHaveTextContent(/^A new day's puzzle has started/);
    expect(stored(STORAGE_KEYS.gameState)).toMatchObject({ date: '2026-11-23', guesses: [] });
  });

  it('starts the new day before sending a guess typed after midnight', async () => {
    vi.setSystemTime(beforeMidnight);
    const api = new FakeGameApi();
    const { user } = renderApp({ api });
    await settle();
    await user.keyboard('planet');
    vi.setSystemTime(new Date('2026-11-22T23:00:05Z'));
    api.gameNumber = 327;
    await user.keyboard('{Enter}');
    await settle();
    expect(api.callsOf('checkGuess')).toHaveLength(0);
    expect(rowLetters(0)).toBe('');
    expect(stored(STORAGE_KEYS.gameState)).toMatchObject({ date: '2026-11-23', gameNumber: 327 });
  });
});
