import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/api/api-error';
import { DAILY_STATS } from './support/daily-figures';
import { FakeGameApi } from './support/fake-game-api';
import { advance, playGuess, renderApp, settle } from './support/render-app';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const statistics = () => screen.getByRole('dialog', { name: 'Statistics' });
const everyone = (name = 'Everyone today') => within(statistics()).getByRole('region', { name });
const SIX_MISSES = ['planet', 'stripe', 'cloudy', 'pistol', 'splint', 'portal'];

const FIGURES = DAILY_STATS;

async function openStatistics(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Statistics' }));
  await settle();
}

describe('everyone today', () => {
  it('is neither shown nor asked for before the game ends, then shows how everyone did beside the win', async () => {
    const api = new FakeGameApi();
    api.dailyFigures.set(326, FIGURES);
    const { user } = renderApp({ api });
    await settle();
    await playGuess(user, 'planet');
    await openStatistics(user);
    expect(within(statistics()).queryByRole('region', { name: 'Everyone today' })).toBeNull();
    expect(statistics()).not.toHaveTextContent(/everyone/i);
    await user.click(within(statistics()).getByRole('button', { name: 'Close' }));
    await settle();
    expect(api.callsOf('dailyStats')).toEqual([]);

    await playGuess(user, 'stripe');
    await playGuess(user, 'postal');
    await advance(2000);
    expect(api.callsOf('dailyStats')).toEqual([{ method: 'dailyStats', gameNumber: 326 }]);
    const section = everyone();
    expect(section).toHaveTextContent('20 players finished game 326; 70 % won.');
    expect(section).toHaveTextContent('Average: 3.36 guesses in the games won');
    // Worse: 3 + 1 + 1 + 6 = 11; the same: 6, counted half. (11 + 3) / 20.
    expect(section).toHaveTextContent('You did better than 70 % of players.');
    const bars = within(section).getByRole('list', { name: "Everyone's guess distribution" });
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1 guess: 0 players10',
      '2 guesses: 3 players23',
      '3 guesses: 6 players (your result)36',
      '4 guesses: 3 players43',
      '5 guesses: 1 player51',
      '6 guesses: 1 player61',
      '7 guesses: 0 players70',
      'Not found: 6 playersX6',
    ]);
    expect(within(section).getByTestId('everyone-bar-3')).toHaveClass('current');
    expect(within(section).getByTestId('everyone-bar-X')).not.toHaveClass('current');
    const openers = within(section).getByRole('list', { name: 'Most common first words' });
    expect(
      within(openers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['CRANES 60\u00a0% of players', 'SLATER 50\u00a0% of players']);
  });

  it('asks again each time Statistics opens, so it follows the day', async () => {
    const api = new FakeGameApi();
    const { user } = renderApp({ api });
    await settle();
    await playGuess(user, 'postal');
    await advance(2000);
    expect(everyone()).toHaveTextContent('You are the first to finish game 326.');
    expect(within(everyone()).queryByRole('list')).toBeNull();

    api.dailyFigures.set(326, {
      ...FIGURES,
      players: 1,
      won: 1,
      distribution: { ...FIGURES.distribution, 1: 1, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0, X: 0 },
      averageGuesses: 1,
      openers: [],
    });
    await user.click(within(statistics()).getByRole('button', { name: 'Close' }));
    await openStatistics(user);
    expect(api.callsOf('dailyStats')).toHaveLength(2);
    expect(everyone()).toHaveTextContent('1 player finished game 326; 100 % won.');
    expect(everyone()).toHaveTextContent('You did better than 50 % of players.');
  });

  it('tells a player who lost how many lost too, their X marked', async () => {
    const api = new FakeGameApi();
    api.dailyFigures.set(326, FIGURES);
    const { user } = renderApp({ api });
    await settle();
    for (const word of [...SIX_MISSES, 'potash']) await playGuess(user, word);
    await advance(2000);
    expect(everyone()).toHaveTextContent('6 of 20 players did not find it either.');
    expect(everyone()).not.toHaveTextContent('better than');
    expect(within(everyone()).getByTestId('everyone-bar-X')).toHaveClass('current');
  });

  it('says politely when the figures cannot be had, logs nothing, and the dialog goes on', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = new FakeGameApi();
    api.failNext('dailyStats', new ApiError(null, null, ''));
    const { user } = renderApp({ api });
    await settle();
    await playGuess(user, 'postal');
    await advance(2000);
    expect(statistics()).toHaveTextContent("Everyone's figures could not be loaded.");
    expect(within(statistics()).queryByRole('region', { name: 'Everyone today' })).toBeNull();
    expect(within(statistics()).getByRole('button', { name: 'Share Results' })).toBeInTheDocument();

    // Opened again, it asks again.
    await user.click(within(statistics()).getByRole('button', { name: 'Close' }));
    await openStatistics(user);
    expect(everyone()).toHaveTextContent('You are the first to finish game 326.');
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it("shows an archive game's day once it ends", async () => {
    const api = new FakeGameApi();
    api.archiveAnswers.set(300, 'STRIPE');
    api.dailyFigures.set(300, { ...FIGURES, gameNumber: 300 });
    const { user } = renderApp({ api, link: { kind: 'archive', gameNumber: 300 } });
    await settle();
    await playGuess(user, 'postal');
    await openStatistics(user);
    expect(api.callsOf('dailyStats')).toEqual([]);
    await user.click(within(statistics()).getByRole('button', { name: 'Close' }));
    await playGuess(user, 'stripe');
    await advance(2000);
    expect(api.callsOf('dailyStats')).toEqual([{ method: 'dailyStats', gameNumber: 300 }]);
    expect(everyone('Everyone that day')).toHaveTextContent('20 players finished game 300');
    expect(within(everyone('Everyone that day')).getByTestId('everyone-bar-2')).toHaveClass('current');
  });

  it('shows nothing of it for a practice game', async () => {
    const api = new FakeGameApi();
    const { user } = renderApp({ api, link: { kind: 'practice' } });
    await settle();
    await playGuess(user, 'planet');
    await advance(2000);
    expect(statistics()).toBeInTheDocument();
    expect(statistics()).not.toHaveTextContent(/everyone/i);
    expect(api.callsOf('dailyStats')).toEqual([]);
  });
});
