import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/api/api-error';
import { STORAGE_KEYS } from '../src/platform/storage';
import { FakeGameApi } from './support/fake-game-api';
import { advance, guess, message, playGuess, renderApp, row, rowLetters, settle } from './support/render-app';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('details players notice', () => {
  it('shakes only the row of a rejected guess, never a row whose guess was accepted', async () => {
    const { user } = renderApp();
    await settle();
    await user.keyboard('plan{Enter}');
    expect(row(0)).toHaveClass('shake');
    await advance(600);
    expect(row(0)).not.toHaveClass('shake');
    await user.keyboard('et{Enter}');
    await settle();
    expect(document.querySelectorAll('.shake')).toHaveLength(0);
    await advance(2000);
    await user.keyboard('str{Enter}');
    expect(row(1)).toHaveClass('shake');
    expect(row(0)).not.toHaveClass('shake');
  });

  it("keeps a guess the player edited while 'Not in word list' was showing", async () => {
    const { user } = renderApp();
    await settle();
    await guess(user, 'qwerty');
    await advance(1000);
    await user.keyboard('{Backspace}');
    await advance(499);
    expect(message()).toBe('Not in word list');
    await advance(1);
    expect(message()).toBe('');
    expect(rowLetters(0)).toBe('QWERT');
  });

  it('marks the share text * only when hard mode was on for the whole game', async () => {
    const { user } = renderApp();
    await settle();
    await guess(user, 'postal');
    await advance(2000);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    await user.click(screen.getByRole('switch', { name: 'Hard Mode' }));
    expect(screen.getByRole('switch', { name: 'Hard Mode' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Statistics' }));
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Share Results' }));
    await settle();
    expect(writeText).toHaveBeenCalledWith('Hexle 326 1/7\n\n🟩🟩🟩🟩🟩🟩\n\nhttps://hexle.example');
  });

  it('does not close a dialog when a press starts inside it and ends on the overlay', async () => {
    const { user } = renderApp();
    await settle();
    await user.click(screen.getByRole('button', { name: 'How to play' }));
    const overlay = screen.getByTestId('dialog-overlay');
    fireEvent.mouseDown(screen.getByRole('heading', { name: 'How To Play' }));
    fireEvent.click(overlay);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.mouseDown(overlay);
    fireEvent.click(overlay);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not replace a dialog the player opened during the 2 s before the statistics', async () => {
    const { user } = renderApp();
    await settle();
    await guess(user, 'postal');
    await advance(1000);
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    await advance(1000);
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
  });
});

describe('the new day before its game number is known', () => {
  it("asks for the new day's number before sending a guess, and never saves yesterday's number with today", async () => {
    vi.setSystemTime(new Date('2026-11-22T22:59:30Z'));
    const api = new FakeGameApi();
    const { user } = renderApp({ api });
    await settle();
    await playGuess(user, 'planet');
    api.gameNumber = 327;
    api.failNext('dailyWord', new ApiError(null, null, ''));
    await advance(60_000);
    expect(message()).toBe('Failed to load daily puzzle');
    expect(localStorage.getItem(STORAGE_KEYS.gameState)).toContain('"date":"2026-11-22"');

    await guess(user, 'stripe');
    expect(api.callsOf('checkGuess').at(-1)).toEqual({ method: 'checkGuess', guess: 'STRIPE', gameNumber: 327 });
    expect(message()).not.toContain('out of sync');
    expect(localStorage.getItem(STORAGE_KEYS.gameState)).toContain('"date":"2026-11-23"');
  });

  it("does not let a late reply for yesterday's guess unlock today's submit early", async () => {
    vi.setSystemTime(new Date('2026-11-22T22:59:30Z'));
    const api = new FakeGameApi();
    const { user } = renderApp({ api });
    await settle();
    const releaseGuess = api.holdNext('checkGuess');
    await guess(user, 'planet');
    api.gameNumber = 327;
    const releaseDay = api.holdNext('dailyWord');
    await advance(60_000);
    releaseGuess();
    await settle();
    // Still waiting for today's number: the letters are kept, the guess waits for the number.
    await guess(user, 'stripe');
    expect(rowLetters(0)).toBe('STRIPE');
    expect(api.callsOf('checkGuess').map((call) => ('guess' in call ? call.guess : ''))).toEqual(['PLANET']);
    releaseDay();
    await settle();
    expect(api.callsOf('dailyWord')).toHaveLength(2);
    expect(api.callsOf('checkGuess').at(-1)).toEqual({ method: 'checkGuess', guess: 'STRIPE', gameNumber: 327 });
  });
});
