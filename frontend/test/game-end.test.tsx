import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../src/platform/storage';
import { FakeGameApi } from './support/fake-game-api';
import { advance, guess, message, playGuess, renderApp, settle } from './support/render-app';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const SIX_MISSES = ['planet', 'stripe', 'cloudy', 'pistol', 'splint', 'portal'];

describe('the loss reveal', () => {
  it('sends the earlier guesses and the latest proof with every check', async () => {
    const api = new FakeGameApi();
    const { user } = renderApp({ api });
    await settle();
    for (const word of SIX_MISSES.slice(0, 3)) await playGuess(user, word);
    expect(api.callsOf('checkGuess')).toEqual([
      { method: 'checkGuess', guess: 'PLANET', gameNumber: 326 },
      {
        method: 'checkGuess',
        guess: 'STRIPE',
        gameNumber: 326,
        history: { previousGuesses: ['PLANET'], proof: api.proofFor(326, ['PLANET']) },
      },
      {
        method: 'checkGuess',
        guess: 'CLOUDY',
        gameNumber: 326,
        history: { previousGuesses: ['PLANET', 'STRIPE'], proof: api.proofFor(326, ['PLANET', 'STRIPE']) },
      },
    ]);
  });

  it('keeps the proof across a reload, so the word still comes with the seventh guess', async () => {
    const api = new FakeGameApi();
    const first = renderApp({ api });
    await settle();
    for (const word of SIX_MISSES) await playGuess(first.user, word);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.gameState) ?? '{}')).toMatchObject({
      proof: api.proofFor(
        326,
        SIX_MISSES.map((word) => word.toUpperCase()),
      ),
    });
    first.unmount();

    const second = renderApp({ api });
    await settle();
    await playGuess(second.user, 'potash');
    expect(message()).toBe('The word was POSTAL');
    second.unmount();

    // And after another reload the answer is still there.
    renderApp({ api });
    await settle();
    expect(message()).toBe('The word was POSTAL');
  });

  it('shows no word for a game saved before proofs existed, and the game still ends', async () => {
    const api = new FakeGameApi();
    const misses = SIX_MISSES.map((word) => word.toUpperCase());
    localStorage.setItem(
      STORAGE_KEYS.gameState,
      JSON.stringify({
        date: '2026-11-22',
        guesses: misses,
        evaluations: misses.map(() => ['absent', 'absent', 'absent', 'absent', 'absent', 'absent']),
        gameState: 'playing',
        gameNumber: 326,
        targetWord: null,
      }),
    );
    const { user } = renderApp({ api });
    await settle();
    await playGuess(user, 'potash');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.gameState) ?? '{}')).toMatchObject({
      gameState: 'lost',
      targetWord: null,
    });
    expect(message()).toBe('');
    expect(document.body).not.toHaveTextContent('POSTAL');
  });
});

describe('a word for the win', () => {
  it.each([
    [1, [], 'Uncanny'],
    [3, ['planet', 'stripe'], 'Superb'],
    [7, SIX_MISSES, 'Close call'],
  ])('after %i guesses shows for 2 s once the board has settled', async (_count, misses, word) => {
    const { user } = renderApp();
    await settle();
    for (const miss of misses) await playGuess(user, miss);
    await guess(user, 'postal');
    expect(message()).toBe('');
    await advance(2000);
    expect(message()).toBe(word);
    await advance(1999);
    expect(message()).toBe(word);
    await advance(1);
    expect(message()).toBe('');
  });

  it('is not shown again when a won game is reloaded', async () => {
    const first = renderApp();
    await settle();
    await playGuess(first.user, 'postal');
    first.unmount();
    renderApp();
    await settle();
    await advance(2000);
    expect(message()).toBe('');
    expect(screen.queryByText('Uncanny')).toBeNull();
  });
});
