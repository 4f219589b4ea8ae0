import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/api/api-error';
import { PRACTICE_START_FAILED, PRACTICE_TOO_MANY } from '../src/game/session/practice-strategy';
import { STORAGE_KEYS } from '../src/platform/storage';
import { FakeGameApi } from './support/fake-game-api';
import { advance, message, playGuess, renderApp, rowLetters, rowStates, settle, SITE } from './support/render-app';
import { LATER_STORAGE_KEYS } from '../src/platform/later-storage-keys';

const PRACTICE = { kind: 'practice' } as const;

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'clipboard');
});

const stored = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null');
const bar = () => screen.getByRole('region', { name: 'Which game' });
const statistics = () => screen.getByRole('dialog', { name: 'Statistics' });

async function startPractice(api = new FakeGameApi()) {
  const view = renderApp({ api, link: PRACTICE });
  await settle();
  return view;
}

describe('a practice game', () => {
  it('starts a game of its own on the server, says it is practice, and plays to a win counted only in practice', async () => {
    const { api, user } = await startPractice();
    expect(api.callsOf('startPractice')).toHaveLength(1);
    expect(bar()).toHaveTextContent('Practice game');
    expect(within(bar()).getByRole('button', { name: 'Give up' })).toBeDisabled();
    await playGuess(user, 'POSTAL');
    await playGuess(user, 'PLANET');
    expect(rowStates(1)).toEqual(Array(6).fill('correct'));
    expect(api.callsOf('checkGuess')).toEqual([]);
    expect(api.callsOf('checkPracticeGuess')).toHaveLength(2);
    expect(stored(STORAGE_KEYS.statistics)).toBeNull();
    expect(stored(STORAGE_KEYS.gameState)).toBeNull();
    expect(stored(LATER_STORAGE_KEYS.practiceStatistics)).toEqual({
      gamesPlayed: 1,
      gamesWon: 1,
      guessDistribution: [0, 1, 0, 0, 0, 0, 0],
      finished: 'PLANET',
    });

    // The end view: the answer with what it means, practice's figures beside the daily ones.
    await advance(2000);
    const dialog = statistics();
    const meaning = await within(dialog).findByRole('region', { name: 'What the word means' });
    expect(meaning).toHaveTextContent('PLANET');
    expect(meaning).toHaveTextContent('noun');
    expect(meaning).toHaveTextContent('any of the large celestial bodies that revolve around the sun');
    const practice = within(dialog).getByRole('region', { name: 'Practice' });
    expect(practice).toHaveTextContent(/Played\s*1/);
    expect(practice).toHaveTextContent(/Win %\s*100/);
    expect(within(dialog).getByTestId('practice-bar-2')).toHaveTextContent('1');
    expect(within(dialog).getByTestId('bar-2')).toHaveTextContent('0');
  });

  it('shares a text that says practice, with no game number and no word', async () => {
    const { user } = await startPractice();
    await playGuess(user, 'POSTAL');
    await playGuess(user, 'PLANET');
    await advance(2000);
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(statistics()).getByRole('button', { name: 'Share Results' }));
    await settle();
    const text = (writeText.mock.calls[0] as unknown as [string])[0];
    expect(text.split('\n')[0]).toBe('Hexle practice 2/7');
    expect(text).not.toMatch(/\d{2,}/);
    expect(text).not.toContain('PLANET');
    expect(text.endsWith(`${SITE}/?practice`)).toBe(true);
  });

  it('starts the next game at once from the end dialog, with Enter on the button it focuses', async () => {
    const { api, user } = await startPractice();
    await playGuess(user, 'PLANET');
    await advance(2000);
    const button = within(statistics()).getByRole('button', { name: 'New practice game' });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The second start sends the word finished, so the server draws another.
    expect(api.callsOf('startPractice')).toEqual([
      { method: 'startPractice', finished: '' },
      { method: 'startPractice', finished: 'PLANET' },
    ]);
    expect(rowLetters(0)).toBe('');
    // The second game's word is another: STRIPE.
    await playGuess(user, 'STRIPE');
    expect(rowStates(0)).toEqual(Array(6).fill('correct'));
    expect(stored(LATER_STORAGE_KEYS.practiceStatistics)).toMatchObject({ gamesPlayed: 2, gamesWon: 2 });
  });

  it('gives up after a confirmation: a loss with the word shown, counted in practice only', async () => {
    const { api, user } = await startPractice();
    await playGuess(user, 'POSTAL');
    const giveUp = within(bar()).getByRole('button', { name: 'Give up' });
    expect(giveUp).toBeEnabled();
    await user.click(giveUp);
    await settle();
    const confirm = screen.getByRole('dialog', { name: 'Give up this game?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep playing' }));
    expect(api.callsOf('givePracticeUp')).toEqual([]);
    await user.click(giveUp);
    await settle();
    await user.click(
      within(screen.getByRole('dialog', { name: 'Give up this game?' })).getByRole('button', { name: 'Give up' }),
    );
    await settle();
    expect(api.callsOf('givePracticeUp')).toHaveLength(1);
    expect(message()).toBe('The word was PLANET');
    expect(stored(LATER_STORAGE_KEYS.practiceStatistics)).toMatchObject({ gamesPlayed: 1, gamesWon: 0 });
    expect(stored(STORAGE_KEYS.statistics)).toBeNull();
    await advance(2000);
    expect(await within(statistics()).findByRole('region', { name: 'What the word means' })).toHaveTextContent(
      'PLANET',
    );
  });

  it('survives a reload, an ended game too (its meaning with it), and never touches today’s game', async () => {
    localStorage.setItem(STORAGE_KEYS.gameState, JSON.stringify({ kept: 'as it was' }));
    const api = new FakeGameApi();
    const first = await startPractice(api);
    await playGuess(first.user, 'POSTAL');
    first.unmount();
    const second = await startPractice(api);
    expect(api.callsOf('startPractice')).toHaveLength(1);
    expect(rowLetters(0)).toBe('POSTAL');
    await playGuess(second.user, 'PLANET');
    second.unmount();
    const third = await startPractice(api);
    expect(api.callsOf('startPractice')).toHaveLength(1);
    await third.user.click(screen.getByRole('button', { name: 'Statistics' }));
    expect(await within(statistics()).findByRole('region', { name: 'What the word means' })).toHaveTextContent('noun');
    expect(within(statistics()).getByRole('button', { name: 'New practice game' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.gameState)).toBe(JSON.stringify({ kept: 'as it was' }));
    // The practice game counted once, however often it is shown again.
    expect(stored(LATER_STORAGE_KEYS.practiceStatistics)).toMatchObject({ gamesPlayed: 1, gamesWon: 1 });
  });

  it('is not thrown away at midnight', async () => {
    vi.setSystemTime(new Date('2026-11-22T22:58:30Z'));
    const { user } = await startPractice();
    await playGuess(user, 'POSTAL');
    await advance(3 * 60_000);
    expect(rowLetters(0)).toBe('POSTAL');
    await playGuess(user, 'PLANET');
    expect(rowStates(1)).toEqual(Array(6).fill('correct'));
  });

  it('says clearly why a game could not be started: too many, or the server’s own reason', async () => {
    const api = new FakeGameApi();
    api.failNext('startPractice', new ApiError(429, 'Too many requests', 'Request failed (429)', 'rate_limited'));
    const first = await startPractice(api);
    expect(bar()).toHaveTextContent(PRACTICE_TOO_MANY);
    expect(screen.queryByRole('group', { name: 'Row 1' })).toBeNull();
    first.unmount();
    const closed = 'Practice is not available yet. Please come back tomorrow.';
    api.failNext('startPractice', new ApiError(409, closed, 'Request failed (409)', 'practice_unavailable'));
    const second = await startPractice(api);
    expect(bar()).toHaveTextContent(closed);
    second.unmount();
    api.failNext('startPractice', new ApiError(null, null, ''));
    await startPractice(api);
    expect(bar()).toHaveTextContent(PRACTICE_START_FAILED);
  });

  it('says why the next game could not be started, and keeps the ended board', async () => {
    const { api, user } = await startPractice();
    await playGuess(user, 'PLANET');
    await advance(2000);
    api.failNext('startPractice', new ApiError(429, 'Too many requests', 'Request failed (429)', 'rate_limited'));
    await user.click(within(statistics()).getByRole('button', { name: 'New practice game' }));
    await settle();
    expect(message()).toBe(PRACTICE_TOO_MANY);
    expect(rowLetters(0)).toBe('PLANET');
  });
});

describe('the meaning at the end of a game', () => {
  it('shows with today’s game after a win, and again after a reload', async () => {
    const api = new FakeGameApi('POSTAL');
    const first = renderApp({ api });
    await settle();
    await playGuess(first.user, 'POSTAL');
    await advance(2000);
    const meaning = await within(statistics()).findByRole('region', { name: 'What the word means' });
    expect(meaning).toHaveTextContent('POSTAL');
    expect(meaning).toHaveTextContent('adjective');
    first.unmount();
    const second = renderApp({ api });
    await settle();
    await second.user.click(screen.getByRole('button', { name: 'Statistics' }));
    expect(await within(statistics()).findByRole('region', { name: 'What the word means' })).toHaveTextContent(
      'of or relating to the system for delivering mail',
    );
  });

  it('shows nothing, not an empty box, for a word without one', async () => {
    const api = new FakeGameApi('POSTAL');
    api.meanings.clear();
    const { user } = renderApp({ api });
    await settle();
    await playGuess(user, 'POSTAL');
    await advance(2000);
    await settle();
    expect(within(statistics()).queryByRole('region', { name: 'What the word means' })).toBeNull();
    expect(document.querySelector('.meaning')).toBeNull();
  });
});
