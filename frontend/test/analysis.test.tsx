import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANALYSIS_TOO_MANY,
  HARD_MODE_NOT_KEPT,
  LUCK_TEXT,
  SKILL_TEXT,
  SOLVER_LIMITED_TEXT,
} from '../src/analysis/analysis-text';
import { ApiError } from '../src/api/api-error';
import { FakeGameApi } from './support/fake-game-api';
import { advance, playGuess, renderApp, settle } from './support/render-app';

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const statistics = () => screen.getByRole('dialog', { name: 'Statistics' });
const analysisDialog = () => screen.getByRole('dialog', { name: 'Analysis' });

async function finishedGame(api = new FakeGameApi(), words = ['planet', 'stripe', 'postal'], link = {}) {
  const view = renderApp({ api, ...link });
  await settle();
  for (const word of words) await playGuess(view.user, word);
  await advance(2000);
  return view;
}

describe('the analysis of a finished game', () => {
  it('is offered only once the game is over', async () => {
    const { user } = renderApp({ api: new FakeGameApi() });
    await settle();
    await playGuess(user, 'planet');
    await user.click(screen.getByRole('button', { name: 'Statistics' }));
    await settle();
    expect(within(statistics()).queryByRole('button', { name: 'Analysis' })).toBeNull();
  });

  it("sends the game's guesses with the proof the last guess was sent with, and shows the reply", async () => {
    const api = new FakeGameApi();
    const { user } = await finishedGame(api);
    await user.click(within(statistics()).getByRole('button', { name: 'Analysis' }));
    await screen.findByRole('dialog', { name: 'Analysis' });
    await settle();
    expect(api.callsOf('analyse')).toEqual([
      {
        method: 'analyse',
        request: {
          subject: { kind: 'daily', game_number: 326 },
          guesses: ['PLANET', 'STRIPE', 'POSTAL'],
          proof: api.proofFor(326, ['PLANET', 'STRIPE']),
        },
      },
    ]);
    const dialog = analysisDialog();
    // How the game ended comes first, as a heading.
    expect(within(dialog).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('Won in 3');
    expect(within(dialog).getByText('Skill').nextSibling).toHaveTextContent('71');
    expect(within(dialog).getByText('Luck').nextSibling).toHaveTextContent('42');
    expect(within(dialog).getByText('Your guesses').nextSibling).toHaveTextContent('3');
    expect(within(dialog).getByText("Solver's guesses").nextSibling).toHaveTextContent('3');
    expect(dialog).toHaveTextContent(`${SKILL_TEXT} Your choices cost 0.24 guesses in this game.`);
    expect(dialog).toHaveTextContent(LUCK_TEXT);
    expect(dialog).toHaveTextContent(HARD_MODE_NOT_KEPT);
    const steps = within(dialog).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps[0]).toHaveTextContent('Guess 1: PLANET');
    // Read as '2,048 before, 1,024 after'; seen as '2,048 → 1,024'.
    expect(steps[0]).toHaveTextContent('2,048 before, → 1,024 after');
    expect(steps[0]).toHaveTextContent('Expected to leave1,500.0');
    expect(steps[0]).toHaveTextContent("Solver's guessSALMON (1,000.0)");
    expect(steps[0]).toHaveTextContent('Expected guesses4.00 (best 3.92)');
    const verdict = steps[0]?.querySelector('.analysis-verdict');
    expect(verdict).toHaveTextContent('Good: 0.08 guesses more than the best');
    expect(verdict).toHaveAttribute('data-verdict', 'good');
    expect(dialog).not.toHaveTextContent(SOLVER_LIMITED_TEXT);
    expect(steps[2]).toHaveTextContent('You could not have known the answer: 512 possible answers were left.');

    // Closing it goes back to Statistics, with focus on the Analysis button; opening it again
    // asks the server nothing more.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await settle();
    expect(screen.queryByRole('dialog', { name: 'Analysis' })).toBeNull();
    expect(document.activeElement).toBe(within(statistics()).getByRole('button', { name: 'Analysis' }));
    await user.click(within(statistics()).getByRole('button', { name: 'Analysis' }));
    await settle();
    expect(analysisDialog()).toHaveTextContent('SALMON');
    expect(api.callsOf('analyse')).toHaveLength(1);
  });

  it('shows a game lost as X, its wasted guesses, and the solver that guesses one of the answers', async () => {
    const api = new FakeGameApi();
    api.analysisStepChanges[4] = {
      verdict: 'best',
      candidatesBefore: 3,
      candidatesAfter: 1,
      solverGuess: null,
      solverExpected: 1.67,
      solverLimited: true,
    };
    const wasted = { verdict: 'wasted', candidatesBefore: 1, candidatesAfter: 1 } as const;
    api.analysisStepChanges[5] = wasted;
    api.analysisStepChanges[6] = { ...wasted, couldHaveKnown: true };
    const misses = ['planet', 'stripe', 'cloudy', 'pistol', 'splint', 'portal', 'potash'];
    const { user } = await finishedGame(api, misses);
    await user.click(within(statistics()).getByRole('button', { name: 'Analysis' }));
    await settle();
    const dialog = analysisDialog();
    expect(within(dialog).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('Lost (X/7)');
    expect(within(dialog).getByText('Your guesses').nextSibling).toHaveTextContent(/^X$/);
    const steps = within(dialog).getAllByRole('listitem');
    expect(steps).toHaveLength(7);
    expect(steps[4]?.querySelector('[data-verdict="best"]')).toHaveTextContent('Best: no guess could do better here');
    expect(steps[4]).toHaveTextContent("Solver's guessThe best of the 3 possible answers (1.7)");
    expect(steps[4]).toHaveTextContent(SOLVER_LIMITED_TEXT);
    for (const step of steps.slice(5)) {
      expect(step.querySelector('[data-verdict="wasted"]')).toHaveTextContent('Wasted: only POSTAL was possible');
      expect(step).not.toHaveTextContent(SOLVER_LIMITED_TEXT);
    }
    expect(steps[6]).toHaveTextContent('You could have known the answer: one possible answer was left.');
  });

  it('shows a practice game given up, with the possible answers its guesses left', async () => {
    const api = new FakeGameApi();
    const { user } = renderApp({ api, link: { kind: 'practice' } });
    await settle();
    await playGuess(user, 'postal');
    await user.click(
      within(screen.getByRole('region', { name: 'Which game' })).getByRole('button', { name: 'Give up' }),
    );
    await settle();
    await user.click(
      within(screen.getByRole('dialog', { name: 'Give up this game?' })).getByRole('button', { name: 'Give up' }),
    );
    await advance(2000);
    await user.click(within(statistics()).getByRole('button', { name: 'Analysis' }));
    await settle();
    expect(api.callsOf('analyse')[0]).toMatchObject({ request: { subject: { kind: 'practice', gave_up: true } } });
    const dialog = analysisDialog();
    expect(within(dialog).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('Given up after 1 guess');
    expect(within(dialog).getByText('Your guesses').nextSibling).toHaveTextContent(/^X$/);
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('You gave up with 1,024 possible answers left.');
  });

  it('names an archive game by its number', async () => {
    const api = new FakeGameApi();
    api.archiveAnswers.set(12, 'POSTAL');
    const { user } = await finishedGame(api, ['postal'], { link: { kind: 'archive', gameNumber: 12 } });
    await user.click(within(statistics()).getByRole('button', { name: 'Analysis' }));
    await settle();
    expect(api.callsOf('analyse')).toEqual([
      {
        method: 'analyse',
        // A win at the first guess is proven by its own reply.
        request: { subject: { kind: 'archive', game_number: 12 }, guesses: ['POSTAL'], proof: 'game-12.POSTAL' },
      },
    ]);
  });

  it('says why when the server refuses, and asks again when opened again', async () => {
    const api = new FakeGameApi();
    // Another game than the one above: the page keeps the analyses it has been given.
    const { user } = await finishedGame(api, ['stripe', 'postal']);
    api.failNext('analyse', new ApiError(429, 'Too many requests', 'Request failed (429)', 'rate_limited'));
    await user.click(within(statistics()).getByRole('button', { name: 'Analysis' }));
    await settle();
    expect(within(analysisDialog()).getByRole('alert')).toHaveTextContent(ANALYSIS_TOO_MANY);
    await user.click(within(analysisDialog()).getByRole('button', { name: 'Close' }));
    await settle();
    await user.click(within(statistics()).getByRole('button', { name: 'Analysis' }));
    await settle();
    expect(analysisDialog()).toHaveTextContent('SALMON');
    expect(api.callsOf('analyse')).toHaveLength(2);
  });
});
