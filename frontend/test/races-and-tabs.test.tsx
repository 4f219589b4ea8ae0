import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../src/platform/storage';
import { FakeGameApi } from './support/fake-game-api';
import { advance, guess, message, playGuess, renderApp, rowLetters, settle } from './support/render-app';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const pressEnter = () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));

describe('letters typed while the puzzle loads', () => {
  it('are kept and show in the row', async () => {
    const api = new FakeGameApi();
    const release = api.holdNext('dailyWord');
    const { user } = renderApp({ api });
    await settle();
    await user.keyboard('plan');
    expect(rowLetters(0)).toBe('PLAN');
    release();
    await settle();
    await user.keyboard('et{Enter}');
    await settle();
    expect(api.callsOf('checkGuess')).toEqual([{ method: 'checkGuess', guess: 'PLANET', gameNumber: 326 }]);
  });

  it('are kept right after midnight, while the new day loads', async () => {
    vi.setSystemTime(new Date('2026-11-22T22:59:30Z'));
    const api = new FakeGameApi();
    const { user } = renderApp({ api });
    await settle();
    api.gameNumber = 327;
    const release = api.holdNext('dailyWord');
    await advance(60_000);
    await user.keyboard('stri');
    expect(rowLetters(0)).toBe('STRI');
    release();
    await settle();
    expect(rowLetters(0)).toBe('STRI');
  });
});

describe('keys pressed after Enter while the day loads', () => {
  it('leave the row as it was sent, and go to the next row once it is there', async () => {
    const api = new FakeGameApi();
    const release = api.holdNext('dailyWord');
    const { user } = renderApp({ api });
    await settle();
    await user.keyboard('planet{Enter}{Backspace}x');
    expect(rowLetters(0)).toBe('PLANET');
    release();
    await settle();
    expect(api.callsOf('checkGuess')).toEqual([{ method: 'checkGuess', guess: 'PLANET', gameNumber: 326 }]);
    expect(rowLetters(1)).toBe('');
    await advance(2000);
    expect(rowLetters(0)).toBe('PLANET');
    // Backspace on the new, empty row, then X: as typed.
    expect(rowLetters(1)).toBe('X');
    await user.keyboard('s');
    expect(rowLetters(1)).toBe('XS');
  });
});

describe('two Enter presses in the same task', () => {
  it('send the guess once and use one row', async () => {
    const { api, user } = renderApp();
    await settle();
    await user.keyboard('planet');
    act(() => {
      pressEnter();
      pressEnter();
    });
    await settle();
    await advance(2000);
    expect(api.callsOf('checkGuess')).toHaveLength(1);
    expect(rowLetters(0)).toBe('PLANET');
    expect(rowLetters(1)).toBe('');
  });
});

describe('two tabs of the game', () => {
  /** What another tab does: save, and the browser tells this tab. */
  function otherTabSaves(key: string, value: unknown) {
    const text = JSON.stringify(value);
    localStorage.setItem(key, text);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: text }));
    });
  }

  it("stay in step: a guess made in the other tab shows here, and this tab's next guess keeps it", async () => {
    const { api, user } = renderApp();
    await settle();
    await user.keyboard('st');
    otherTabSaves(STORAGE_KEYS.gameState, {
      date: '2026-11-22',
      guesses: ['PLANET'],
      evaluations: [['correct', 'present', 'present', 'absent', 'absent', 'present']],
      gameState: 'playing',
      gameNumber: 326,
      targetWord: null,
      proof: api.proofFor(326, ['PLANET']),
    });
    await settle();
    expect(rowLetters(0)).toBe('PLANET');
    expect(rowLetters(1)).toBe('ST');
    await user.keyboard('ripe');
    await playGuess(user, '');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.gameState) ?? '{}')).toMatchObject({
      guesses: ['PLANET', 'STRIPE'],
    });
  });

  it('never overwrite a newer save with an older game', async () => {
    const { user } = renderApp();
    await settle();
    // The other tab's save arrives without an event (this tab was asleep).
    localStorage.setItem(
      STORAGE_KEYS.gameState,
      JSON.stringify({
        date: '2026-11-22',
        guesses: ['PLANET', 'STRIPE'],
        evaluations: [
          ['correct', 'present', 'present', 'absent', 'absent', 'present'],
          ['present', 'present', 'absent', 'absent', 'present', 'absent'],
        ],
        gameState: 'playing',
        gameNumber: 326,
        targetWord: null,
      }),
    );
    await playGuess(user, 'cloudy');
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEYS.gameState) ?? '{}') as { guesses: string[] };
    expect(saved.guesses.slice(0, 2)).toEqual(['PLANET', 'STRIPE']);
    expect(rowLetters(0)).toBe('PLANET');
  });

  it('keep statistics in step', async () => {
    const { user } = renderApp();
    await settle();
    otherTabSaves(STORAGE_KEYS.statistics, {
      gamesPlayed: 4,
      gamesWon: 3,
      currentStreak: 2,
      maxStreak: 3,
      guessDistribution: [0, 1, 1, 1, 0, 0, 0],
      lastGameNumber: 325,
      lastPlayedDate: '2026-11-21',
    });
    await user.click(screen.getByRole('button', { name: 'Statistics' }));
    expect(screen.getByRole('dialog', { name: 'Statistics' })).toHaveTextContent(/Played\s*4/);
  });
});

describe('a keyboard player who opened How To Play', () => {
  it('sends the guess with Enter once letters are typed, instead of opening the dialog again', async () => {
    const { api, user } = renderApp();
    await settle();
    await user.tab();
    expect(screen.getByRole('button', { name: 'How to play' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'How To Play' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await advance(0);
    expect(screen.getByRole('button', { name: 'How to play' })).toHaveFocus();
    await guess(user, 'planet');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsOf('checkGuess')).toHaveLength(1);
  });
});

describe('a guess sent just after local midnight', () => {
  it('tells the player that a new puzzle has started', async () => {
    vi.setSystemTime(new Date('2026-11-22T22:59:50Z'));
    const api = new FakeGameApi();
    const { user } = renderApp({ api });
    await settle();
    await user.keyboard('planet');
    vi.setSystemTime(new Date('2026-11-22T23:00:01Z'));
    api.gameNumber = 327;
    await user.keyboard('{Enter}');
    await settle();
    expect(api.callsOf('checkGuess')).toHaveLength(0);
    expect(message()).toBe("A new day's puzzle has started: your guess was not sent");
    await advance(3000);
    expect(message()).toBe('');
  });

  it('also when midnight passes while the guess is on its way', async () => {
    vi.setSystemTime(new Date('2026-11-22T22:59:50Z'));
    const api = new FakeGameApi();
    const { user } = renderApp({ api });
    await settle();
    const release = api.holdNext('checkGuess');
    await guess(user, 'planet');
    vi.setSystemTime(new Date('2026-11-22T23:00:01Z'));
    api.gameNumber = 327;
    await advance(60_000);
    release();
    await settle();
    expect(rowLetters(0)).toBe('');
    expect(message()).toBe("A new day's puzzle has started: your guess was not sent");
  });
});
