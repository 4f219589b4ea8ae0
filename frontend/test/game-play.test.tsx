import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/api/api-error';
import { STORAGE_KEYS } from '../src/platform/storage';
import { FakeGameApi } from './support/fake-game-api';
import {
  advance,
  guess,
  key,
  message,
  playGuess,
  renderApp,
  row,
  rowLetters,
  rowStates,
  settle,
} from './support/render-app';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('typing', () => {
  it('takes a-z from the physical keyboard, up to 6 letters, upper-cased, and Backspace removes the last', async () => {
    const { user } = renderApp();
    await settle();
    await user.keyboard('plan1é.etsx');
    expect(rowLetters(0)).toBe('PLANET');
    await user.keyboard('{Backspace}{Backspace}');
    expect(rowLetters(0)).toBe('PLAN');
  });

  it('ignores ctrl, meta and alt combinations and auto-repeat', async () => {
    renderApp();
    await settle();
    fireEvent.keyDown(window, { key: 'a', ctrlKey: true });
    fireEvent.keyDown(window, { key: 'b', metaKey: true });
    fireEvent.keyDown(window, { key: 'c', altKey: true });
    fireEvent.keyDown(window, { key: 'd' });
    fireEvent.keyDown(window, { key: 'd', repeat: true });
    expect(rowLetters(0)).toBe('D');
    fireEvent.keyDown(window, { key: 'Backspace', repeat: true });
    expect(rowLetters(0)).toBe('D');
  });

  it('submits with the numeric keypad Enter', async () => {
    const { api, user } = renderApp();
    await settle();
    await user.keyboard('planet');
    fireEvent.keyDown(window, { key: 'Enter', code: 'NumpadEnter' });
    await settle();
    expect(api.callsOf('checkGuess')).toHaveLength(1);
  });

  it('plays with the on-screen keys, which never keep focus', async () => {
    const { api, user } = renderApp();
    await settle();
    for (const letter of 'PLANET') await user.click(key(letter));
    expect(rowLetters(0)).toBe('PLANET');
    expect(document.activeElement).toBe(document.body);
    await user.click(key('Backspace'));
    expect(rowLetters(0)).toBe('PLANE');
    await user.click(key('T'));
    // A physical Enter now submits instead of pressing the last clicked key again.
    await user.keyboard('{Enter}');
    await settle();
    expect(api.callsOf('checkGuess')).toEqual([{ method: 'checkGuess', guess: 'PLANET', gameNumber: 326 }]);
    expect(rowLetters(1)).toBe('');
  });

  it('lets Enter on a focused header button press that button, not submit the guess', async () => {
    const { api, user } = renderApp();
    await settle();
    await user.keyboard('planet');
    screen.getByRole('button', { name: 'Dark theme' }).focus();
    await user.keyboard('{Enter}');
    await settle();
    expect(api.callsOf('checkGuess')).toHaveLength(0);
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});

describe('validation messages', () => {
  it("shows 'Not enough letters' for exactly 2 s, keeps the guess and shakes the row", async () => {
    const { api, user } = renderApp();
    await settle();
    await user.keyboard('plan{Enter}');
    expect(message()).toBe('Not enough letters');
    expect(row(0)).toHaveClass('shake');
    expect(api.callsOf('checkGuess')).toHaveLength(0);
    await advance(1999);
    expect(message()).toBe('Not enough letters');
    await advance(1);
    expect(message()).toBe('');
    expect(rowLetters(0)).toBe('PLAN');
  });

  it("shows 'Not in word list' for 1.5 s, then clears the message and the guess", async () => {
    const { user } = renderApp();
    await settle();
    await guess(user, 'qwerty');
    expect(message()).toBe('Not in word list');
    expect(row(0)).toHaveClass('shake');
    await advance(1499);
    expect(rowLetters(0)).toBe('QWERTY');
    expect(message()).toBe('Not in word list');
    await advance(1);
    expect(message()).toBe('');
    expect(rowLetters(0)).toBe('');
  });

  it('a newer message is not cut short by the timer of an older one', async () => {
    const { user } = renderApp();
    await settle();
    await user.keyboard('plan{Enter}');
    await advance(1500);
    await user.keyboard('e{Enter}');
    await advance(1000);
    expect(message()).toBe('Not enough letters');
    await advance(1000);
    expect(message()).toBe('');
  });
});

describe('the reveal', () => {
  it('flips the tiles 300 ms apart and colours the keys only when the flip ends', async () => {
    const { user } = renderApp();
    await settle();
    await guess(user, 'planet');
    const tiles = [...row(0).querySelectorAll('.tile')];
    expect(tiles.map((tile) => (tile as HTMLElement).style.animationDelay)).toEqual([
      '0ms',
      '300ms',
      '600ms',
      '900ms',
      '1200ms',
      '1500ms',
    ]);
    expect(tiles.every((tile) => tile.classList.contains('flip'))).toBe(true);
    expect(rowStates(0)).toEqual(['correct', 'present', 'present', 'absent', 'absent', 'present']);
    expect(key('P')).not.toHaveAttribute('data-state');
    expect(screen.getByTestId('reveal-announcer')).toHaveTextContent('');

    await advance(1999);
    expect(key('P')).not.toHaveAttribute('data-state');
    await advance(1);
    expect(key('P')).toHaveAttribute('data-state', 'correct');
    expect(key('L')).toHaveAttribute('data-state', 'present');
    expect(key('N')).toHaveAttribute('data-state', 'absent');
    expect(row(0).querySelector('.flip')).toBeNull();
    expect(screen.getByRole('img', { name: '1st letter, P, correct' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4th letter, N, absent' })).toBeInTheDocument();
    expect(screen.getByTestId('reveal-announcer')).toHaveTextContent(
      'Guess 1, PLANET: P correct, L present, A present, N absent, E absent, T present.',
    );
  });

  it('shows the colours at once, without flipping, when the player prefers reduced motion', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query === '(prefers-reduced-motion: reduce)',
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      })),
    );
    const { user } = renderApp();
    await settle();
    await guess(user, 'planet');
    await advance(0);
    expect(row(0).querySelector('.flip')).toBeNull();
    expect(key('P')).toHaveAttribute('data-state', 'correct');
    vi.unstubAllGlobals();
  });

  it('ignores input until the reveal has ended', async () => {
    const { user } = renderApp();
    await settle();
    await guess(user, 'planet');
    await user.keyboard('stripe');
    expect(rowLetters(1)).toBe('');
    await advance(2000);
    await user.keyboard('stripe');
    expect(rowLetters(1)).toBe('STRIPE');
  });

  it('never lowers a key colour and colours duplicate letters as the server says', async () => {
    const { user } = renderApp({ api: new FakeGameApi('BREEZE') });
    await settle();
    await playGuess(user, 'golden');
    expect(key('E')).toHaveAttribute('data-state', 'present');
    // BREEZE has E correct at 3, 4 and 6 in this guess.
    await playGuess(user, 'breeze');
    expect(key('E')).toHaveAttribute('data-state', 'correct');
  });

  it('keeps correct over a later present for the same letter', async () => {
    const { user } = renderApp();
    await settle();
    await playGuess(user, 'planet');
    await playGuess(user, 'splint');
    expect(rowStates(1)[1]).toBe('present');
    expect(key('P')).toHaveAttribute('data-state', 'correct');
  });
});

describe('winning and losing', () => {
  it('wins: reveals, disables the keys, records the game and opens the statistics 2 s later', async () => {
    const { user } = renderApp();
    await settle();
    await playGuess(user, 'planet');
    await guess(user, 'postal');
    expect(rowStates(1)).toEqual(Array(6).fill('correct'));
    expect(key('Q')).toBeDisabled();
    expect(key('Enter')).toBeDisabled();
    await advance(1999);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(1);
    const dialog = screen.getByRole('dialog', { name: 'Statistics' });
    expect(dialog).toHaveTextContent(/Played\s*1/);
    expect(dialog).toHaveTextContent(/Win %\s*100/);
    expect(screen.getByTestId('bar-2')).toHaveClass('current');
    expect(screen.getByRole('button', { name: 'Share Results' })).toBeInTheDocument();

    const saved = JSON.parse(localStorage.getItem(STORAGE_KEYS.gameState) ?? '{}') as Record<string, unknown>;
    expect(saved).toMatchObject({ gameState: 'won', targetWord: 'POSTAL', gameNumber: 326, date: '2026-11-22' });
    await user.keyboard('{Escape}abc');
    expect(rowLetters(2)).toBe('');
  });

  it('loses on the 7th wrong guess, which reveals the word once its row has turned', async () => {
    const { api, user } = renderApp();
    await settle();
    const words = ['planet', 'stripe', 'cloudy', 'pistol', 'splint', 'portal'];
    for (const word of words) await playGuess(user, word);
    expect(key('Q')).toBeEnabled();
    expect(document.body).not.toHaveTextContent('POSTAL');
    await guess(user, 'potash');
    expect(key('Q')).toBeDisabled();
    expect(api.callsOf('checkGuess')).toHaveLength(7);
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEYS.gameState) ?? '{}') as Record<string, unknown>;
    expect(saved).toMatchObject({ gameState: 'lost', targetWord: 'POSTAL' });
    expect(message()).toBe('');
    await advance(2000);
    expect(message()).toBe('The word was POSTAL');
    const dialog = screen.getByRole('dialog', { name: 'Statistics' });
    expect(dialog).toHaveTextContent(/Played\s*1/);
    expect(dialog).toHaveTextContent(/Win %\s*0/);
    expect(dialog).toHaveTextContent(/Current Streak\s*0/);
    expect(dialog.querySelector('.current')).toBeNull();
    // The answer stays on the message line behind the dialog.
    await user.keyboard('{Escape}');
    await advance(60_000);
    expect(message()).toBe('The word was POSTAL');
  });
});

describe('server failures', () => {
  it("shows the server's error text for 3 s", async () => {
    const { api, user } = renderApp();
    await settle();
    api.failNext(
      'checkGuess',
      new ApiError(503, 'The game is briefly unavailable', 'Request failed (503)', 'database_unavailable'),
    );
    await guess(user, 'planet');
    expect(message()).toBe('The game is briefly unavailable');
    await advance(2999);
    expect(message()).toBe('The game is briefly unavailable');
    await advance(1);
    expect(message()).toBe('');
    expect(rowLetters(0)).toBe('PLANET');
  });

  it("falls back to the client's text, then the network text", async () => {
    const { api, user } = renderApp();
    await settle();
    api.failNext('checkGuess', new ApiError(500, null, 'Request failed (500)'));
    await guess(user, 'planet');
    expect(message()).toBe('Request failed (500)');
    await advance(3000);
    api.failNext('checkGuess', new ApiError(null, null, 'The server took too long to answer. Please try again.'));
    await guess(user, '');
    expect(message()).toBe('The server took too long to answer. Please try again.');
    await advance(3000);
    api.failNext('checkGuess', new ApiError(null, null, ''));
    await guess(user, '');
    expect(message()).toBe('Network error. Please try again.');
  });

  it("shows 'Game state out of sync. Refreshing...' on a mismatch and reloads 1.5 s later with a clean game", async () => {
    const api = new FakeGameApi();
    const { reload, user } = renderApp({ api });
    await settle();
    await playGuess(user, 'planet');
    api.gameNumber = 327;
    await guess(user, 'stripe');
    expect(message()).toBe('Game state out of sync. Refreshing...');
    expect(localStorage.getItem(STORAGE_KEYS.gameState)).toBeNull();
    await advance(1499);
    expect(reload).not.toHaveBeenCalled();
    await advance(1);
    expect(reload).toHaveBeenCalledOnce();
    expect(message()).toBe('Game state out of sync. Refreshing...');
  });

  it("shows 'Failed to load daily puzzle' and keeps it", async () => {
    const api = new FakeGameApi();
    api.failNext('dailyWord', new ApiError(503, 'Database unavailable', 'Request failed (503)'));
    renderApp({ api });
    await settle();
    expect(message()).toBe('Failed to load daily puzzle');
    await advance(60_000);
    expect(message()).toBe('Failed to load daily puzzle');
  });

  it('asks for the game number again when a guess is sent before it ever loaded', async () => {
    const api = new FakeGameApi();
    api.failNext('dailyWord', new ApiError(null, null, ''));
    const { user } = renderApp({ api });
    await settle();
    await guess(user, 'planet');
    expect(api.callsOf('dailyWord')).toHaveLength(2);
    expect(api.callsOf('checkGuess')).toEqual([{ method: 'checkGuess', guess: 'PLANET', gameNumber: 326 }]);
  });
});

describe('hard mode', () => {
  async function enableHardMode(user: ReturnType<typeof renderApp>['user']) {
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    await user.click(screen.getByRole('switch', { name: 'Hard Mode' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
  }

  it('requires revealed hints, with 2 s messages and ordinal positions', async () => {
    const { api, user } = renderApp();
    await settle();
    await enableHardMode(user);
    await playGuess(user, 'planet');
    await guess(user, 'stripe');
    expect(message()).toBe('1st letter must be P');
    expect(api.callsOf('checkGuess')).toHaveLength(1);
    await advance(2000);
    expect(message()).toBe('');
    await user.keyboard('{Backspace}'.repeat(6));
    await guess(user, 'pistol');
    expect(message()).toBe('Guess must contain A');
    await advance(2000);
    await user.keyboard('{Backspace}'.repeat(6));
    await guess(user, 'portal');
    expect(message()).toBe('');
    expect(api.callsOf('checkGuess')).toHaveLength(2);
  });

  it('can be switched on only before the first guess, and off at any time', async () => {
    const { user } = renderApp();
    await settle();
    await playGuess(user, 'planet');
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const toggle = screen.getByRole('switch', { name: 'Hard Mode' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('dialog')).toHaveTextContent('Hard mode can only be enabled at the start of a round');
    expect(screen.getByRole('dialog')).toHaveTextContent('Any revealed hints must be used in subsequent guesses');
  });

  it('marks the shared result with *', async () => {
    const { user } = renderApp();
    await settle();
    await enableHardMode(user);
    await guess(user, 'postal');
    await advance(2000);
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Share Results' }));
    await settle();
    expect(writeText).toHaveBeenCalledWith('Hexle 326 1/7*\n\n🟩🟩🟩🟩🟩🟩\n\nhttps://hexle.example');
    await act(() => Promise.resolve());
  });
});
