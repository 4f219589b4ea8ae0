import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../src/platform/storage';
import { FakeGameApi } from './support/fake-game-api';
import { advance, guess, playGuess, renderApp, rowLetters, settle } from './support/render-app';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('How To Play on a first visit', () => {
  it('opens by itself the first time, and never again', async () => {
    const first = renderApp({ firstVisit: true });
    await settle();
    expect(screen.getByRole('dialog', { name: 'How To Play' })).toBeInTheDocument();
    await first.user.keyboard('{Escape}');
    first.unmount();
    renderApp({ firstVisit: true });
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not greet a player who played before the welcome existed', async () => {
    localStorage.setItem(STORAGE_KEYS.statistics, JSON.stringify({ gamesPlayed: 1 }));
    renderApp({ firstVisit: true });
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the countdown to the next puzzle', () => {
  it('is not there while the game is on', async () => {
    const { user } = renderApp();
    await settle();
    await user.click(screen.getByRole('button', { name: 'Statistics' }));
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('counts down to local midnight once the game is over, and starts the new game at zero', async () => {
    // 23:59:50 in Paris.
    vi.setSystemTime(new Date('2026-11-22T22:59:50Z'));
    const api = new FakeGameApi();
    const { user } = renderApp({ api });
    await settle();
    await guess(user, 'postal');
    // The statistics open 2 s after the win.
    await advance(2000);
    const timer = screen.getByRole('timer', { name: 'Next Hexle' });
    expect(timer).toHaveTextContent('00:00:08');
    await advance(1000);
    expect(timer).toHaveTextContent('00:00:07');
    api.gameNumber = 327;
    await advance(7000);
    await settle();
    // Midnight: the new game has started, so the statistics no longer offer the countdown.
    expect(screen.queryByRole('timer')).toBeNull();
    expect(api.callsOf('dailyWord')).toHaveLength(2);
    await user.keyboard('{Escape}');
    expect(rowLetters(0)).toBe('');
    await user.keyboard('pla');
    expect(rowLetters(0)).toBe('PLA');
  });
});

describe('high contrast', () => {
  it('is a setting saved locally that changes the palette and the share squares', async () => {
    const first = renderApp();
    await settle();
    expect(document.documentElement.dataset.palette).toBe('standard');
    await first.user.click(screen.getByRole('button', { name: 'Settings' }));
    const toggle = screen.getByRole('switch', { name: 'High Contrast Mode' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await first.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(document.documentElement.dataset.palette).toBe('high-contrast');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.settings) ?? '{}')).toEqual({
      hardMode: false,
      highContrast: true,
      layout: 'qwerty',
      enterRight: false,
      possibleCount: false,
    });
    first.unmount();
    document.documentElement.dataset.palette = 'standard';

    const second = renderApp();
    await settle();
    expect(document.documentElement.dataset.palette).toBe('high-contrast');
    await playGuess(second.user, 'planet');
    await guess(second.user, 'postal');
    await advance(2000);
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await second.user.click(screen.getByRole('button', { name: 'Share Results' }));
    await settle();
    expect(writeText).toHaveBeenCalledWith('Hexle 326 2/7\n\n🟧🟦🟦⬛⬛🟦\n🟧🟧🟧🟧🟧🟧\n\nhttps://hexle.example');
  });

  it('reads settings saved before it existed as off', async () => {
    localStorage.setItem(STORAGE_KEYS.settings, JSON.stringify({ hardMode: true }));
    const { user } = renderApp();
    await settle();
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    expect(screen.getByRole('switch', { name: 'Hard Mode' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: 'High Contrast Mode' })).toHaveAttribute('aria-checked', 'false');
  });
});

describe('the ad slot after the game', () => {
  it("carries the operator's house message when no ad network is configured, loading nothing", async () => {
    const scriptsBefore = document.querySelectorAll('script').length;
    const { user } = renderApp({
      config: { houseAd: { text: 'Try our crossword', link: { href: '/crossword/', label: 'Play it' } } },
    });
    await settle();
    await guess(user, 'postal');
    await advance(2000);
    const slot = within(screen.getByRole('dialog', { name: 'Statistics' })).getByRole('complementary', {
      name: 'From the makers of the game',
    });
    expect(slot).toHaveTextContent('Try our crossword');
    expect(within(slot).getByRole('link', { name: 'Play it' })).toHaveAttribute('href', '/crossword/');
    expect(document.querySelectorAll('script')).toHaveLength(scriptsBefore);
  });
});
