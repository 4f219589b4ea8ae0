import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/api/api-error';
import { linkProblemText } from '../src/rules/broken-links';
import { STATISTICS_DIALOG_DELAY_MS } from '../src/rules/constants';
import { BROKEN_CHALLENGE_LINK } from '../src/rules/game-link';
import { emptyStatistics } from '../src/rules/statistics';
import { STORAGE_KEYS } from '../src/platform/storage';
import { FakeGameApi } from './support/fake-game-api';
import { advance, message, playGuess, renderApp, rowStates, settle } from './support/render-app';
import { LATER_STORAGE_KEYS } from '../src/platform/later-storage-keys';

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const stored = (key: string) => localStorage.getItem(key);

describe('an archive game', () => {
  it('plays against that game, keeps its own board, names it, and never touches statistics or today’s game', async () => {
    const api = new FakeGameApi();
    api.archiveAnswers.set(300, 'STRIPE');
    const { user } = renderApp({ api, link: { kind: 'archive', gameNumber: 300 } });
    await settle();
    expect(screen.getByRole('region', { name: 'Which game' })).toHaveTextContent(/Archive: game 300, April 2\d, 2026/);
    expect(screen.getByRole('link', { name: "Back to today's game" })).toHaveAttribute('href', '/');
    await playGuess(user, 'POSTAL');
    await playGuess(user, 'STRIPE');
    expect(rowStates(1)).toEqual(Array(6).fill('correct'));
    expect(api.callsOf('checkGuess')).toEqual([]);
    expect(api.callsOf('checkArchiveGuess').map((call) => ('guess' in call ? call.guess : null))).toEqual([
      'POSTAL',
      'STRIPE',
    ]);
    expect(stored(STORAGE_KEYS.statistics)).toBeNull();
    expect(stored(STORAGE_KEYS.gameState)).toBeNull();
    const boards = JSON.parse(stored(LATER_STORAGE_KEYS.archiveGames) ?? '{}') as Record<string, { gameState: string }>;
    expect(boards['300'].gameState).toBe('won');
  });

  it('resumes its board after a reload', async () => {
    const api = new FakeGameApi();
    api.archiveAnswers.set(300, 'STRIPE');
    const first = renderApp({ api, link: { kind: 'archive', gameNumber: 300 } });
    await settle();
    await playGuess(first.user, 'POSTAL');
    first.unmount();
    renderApp({ api, link: { kind: 'archive', gameNumber: 300 } });
    await settle();
    expect(rowStates(0)).not.toContain(null);
  });

  it('says so for a number outside the archive, and shows no board', async () => {
    renderApp({ link: { kind: 'archive', gameNumber: 326 } });
    await settle();
    expect(screen.getByText('Game 326 is not in the archive: it holds games 1 to 325.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Row 1' })).toBeNull();
  });
});

describe('a challenge', () => {
  it('is played against the friend’s word with the usual loss reveal', async () => {
    const api = new FakeGameApi();
    const { id } = await api.createChallenge('orbits');
    const { user } = renderApp({ api, link: { kind: 'challenge', id } });
    await settle();
    expect(screen.getByRole('region', { name: 'Which game' })).toHaveTextContent("A friend's challenge");
    for (const word of ['POSTAL', 'PLANET', 'STRIPE', 'CLOUDY', 'PISTOL', 'SPLINT', 'PORTAL'])
      await playGuess(user, word);
    expect(message()).toBe('The word was ORBITS');
    expect(stored(STORAGE_KEYS.statistics)).toBeNull();
  });

  /** A friend's challenge of ORBITS played to its end with `guesses`: its id, and the end's "Tell your friend". */
  async function finishChallenge(api: FakeGameApi, guesses: string[]) {
    const { id } = await api.createChallenge('orbits');
    const { user } = renderApp({ api, link: { kind: 'challenge', id } });
    await settle();
    for (const word of guesses) await playGuess(user, word);
    await advance(STATISTICS_DIALOG_DELAY_MS);
    const tell = await vi.waitFor(() => screen.getByRole('region', { name: 'Tell your friend' }));
    return { id, user, tell };
  }

  it("tells the sender how the player did, once, with the whole game's proof and a name only if typed", async () => {
    const api = new FakeGameApi();
    const { id, user, tell } = await finishChallenge(api, ['POSTAL', 'ORBITS']);
    const statistics = screen.getByRole('dialog', { name: 'Statistics' });
    const name = within(tell).getByLabelText('Your name (optional)');
    await user.type(name, '  Ann   Lee ');
    await user.click(within(tell).getByRole('button', { name: 'Tell your friend' }));
    await settle();
    expect(within(tell).getByRole('status')).toHaveTextContent(
      'Your friend can see how you did, with your name, Ann Lee.',
    );
    // Focus moves to what was said, where the form was: not lost to the page behind the dialog.
    expect(within(tell).getByRole('status')).toHaveFocus();
    const [told] = api.callsOf('tellChallengeResult');
    expect(told).toEqual({
      method: 'tellChallengeResult',
      id,
      guesses: ['POSTAL', 'ORBITS'],
      proof: `challenge-${id}.POSTAL.ORBITS`,
      name: 'Ann Lee',
    });
    expect(api.challengeTold.get(id)).toEqual([{ won: true, guesses: 2, name: 'Ann Lee' }]);

    // Opened again, the end says it was told and sends nothing more.
    await user.click(within(statistics).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Statistics' }));
    const again = await vi.waitFor(() => screen.getByRole('region', { name: 'Tell your friend' }));
    expect(within(again).getByRole('status')).toHaveTextContent(/^Your friend can see how you did\.$/);
    expect(api.callsOf('tellChallengeResult')).toHaveLength(1);
  });

  it('says so when the server already counts a result of this challenge from the same network, and keeps a refusal to try again', async () => {
    const api = new FakeGameApi();
    const { id, user, tell } = await finishChallenge(api, ['ORBITS']);
    await user.type(within(tell).getByLabelText('Your name (optional)'), 'x'.repeat(21));
    await user.click(within(tell).getByRole('button', { name: 'Tell your friend' }));
    expect(within(tell).getByRole('alert')).toHaveTextContent('A name is 1 to 20 characters, or none.');
    await user.clear(within(tell).getByLabelText('Your name (optional)'));
    api.failNext(
      'tellChallengeResult',
      new ApiError(null, null, 'You are offline: checking a guess needs the network.'),
    );
    await user.click(within(tell).getByRole('button', { name: 'Tell your friend' }));
    await settle();
    expect(within(tell).getByRole('alert')).toHaveTextContent('You are offline');
    api.challengeTold.set(id, [{ won: false, guesses: 7, name: null }]);
    await user.click(within(tell).getByRole('button', { name: 'Tell your friend' }));
    await settle();
    expect(within(tell).getByRole('status')).toHaveTextContent(
      'Your friend already has a result of this challenge from your network, so this one was not added.',
    );
    expect(api.callsOf('tellChallengeResult')).toHaveLength(2);
  });

  it('says so when the challenge keeps the most results it may, and offers the form no more', async () => {
    const api = new FakeGameApi();
    const { user, tell } = await finishChallenge(api, ['ORBITS']);
    api.failNext(
      'tellChallengeResult',
      new ApiError(409, 'This challenge already counts 500 results', 'Request failed (409)', 'challenge_results_full'),
    );
    await user.click(within(tell).getByRole('button', { name: 'Tell your friend' }));
    await settle();
    expect(within(tell).getByRole('status')).toHaveTextContent(
      'This challenge already counts the most results it keeps, so yours could not be added.',
    );
    expect(within(tell).queryByRole('button')).toBeNull();
  });

  it('explains an unknown and a broken link', async () => {
    const unknown = renderApp({ link: { kind: 'challenge', id: 'A'.repeat(22) } });
    await settle();
    expect(screen.getByText(/This challenge does not exist/)).toBeInTheDocument();
    unknown.unmount();
    renderApp({ link: { kind: 'broken', reason: BROKEN_CHALLENGE_LINK } });
    await settle();
    expect(screen.getByText(linkProblemText(BROKEN_CHALLENGE_LINK))).toBeInTheDocument();
    expect(screen.getByText(/This challenge link is broken/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Row 1' })).toBeNull();
  });
});

/** Claims a record that carries these league memberships (a dark theme besides), and replaces this device's. */
async function replaceWithLeagues(api: FakeGameApi, leagues: { id: string; member_token: string }[]) {
  const { code } = await api.createTransfer({
    version: 1,
    statistics: emptyStatistics(),
    settings: { hardMode: false, highContrast: false },
    theme: 'dark',
    game: null,
    leagues,
  });
  const rendered = renderApp({ api, transferCode: code });
  await vi.waitFor(() => screen.getByRole('button', { name: 'Check code' }));
  await rendered.user.click(screen.getByRole('button', { name: 'Check code' }));
  await settle();
  await rendered.user.click(screen.getByRole('button', { name: "Replace this device's record" }));
  await settle();
  return rendered;
}

describe('moving to another device', () => {
  it('shows what will change and replaces only when asked', async () => {
    const api = new FakeGameApi();
    const statistics = { ...emptyStatistics(), gamesPlayed: 4, gamesWon: 4, currentStreak: 4, maxStreak: 4 };
    const { code } = await api.createTransfer({
      version: 1,
      statistics,
      settings: { hardMode: true, highContrast: false },
      theme: 'light',
      game: null,
    });
    const { user, reload } = renderApp({ api, transferCode: code });
    await vi.waitFor(() => screen.getByRole('button', { name: 'Check code' }));
    await user.click(screen.getByRole('button', { name: 'Check code' }));
    await settle();
    expect(screen.getByRole('region', { name: 'What will change' })).toHaveTextContent(
      'Statistics: 0 played, 0% won, streak 0 (best 0) → 4 played, 100% won, streak 4 (best 4)',
    );
    expect(stored(STORAGE_KEYS.statistics)).toBeNull();
    await user.click(screen.getByRole('button', { name: "Replace this device's record" }));
    expect(JSON.parse(stored(STORAGE_KEYS.statistics) ?? 'null')).toEqual(statistics);
    expect(reload).toHaveBeenCalled();
  });

  it('offers the leagues that could not be reached again, and drops only those that are gone', async () => {
    const api = new FakeGameApi();
    const [reachable, gone] = ['A'.repeat(16), 'B'.repeat(16)];
    const token = 't'.repeat(43);
    let online = false;
    api.leagueReplies.leagueBoard = (id) => {
      if (id === gone) throw new ApiError(404, 'No such league.', '', 'league_not_found');
      if (!online) throw new ApiError(null, null, 'Network error. Please try again.');
      return { id, you: 'm'.repeat(12), name: 'Office' };
    };
    const { user, reload } = await replaceWithLeagues(api, [
      { id: reachable, member_token: token },
      { id: gone, member_token: token },
    ]);
    // The record is in; the league that could not be asked is not lost without a word.
    expect(screen.getByRole('region', { name: 'Leagues not added yet' })).toHaveTextContent(
      'one of your leagues could not be reached just now',
    );
    expect(reload).not.toHaveBeenCalled();
    expect(stored(LATER_STORAGE_KEYS.leagues)).toBeNull();
    online = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(reload).toHaveBeenCalled();
    const leagues = JSON.parse(stored(LATER_STORAGE_KEYS.leagues) ?? '[]') as { id: string; name: string }[];
    expect(leagues.map(({ id, name }) => [id, name])).toEqual([[reachable, 'Office']]);
    // The gone league was asked once, and not again.
    const asked = api.calls.flatMap((call) =>
      call.method === 'league' && call.name === 'leagueBoard' ? [call.args[0]] : [],
    );
    expect(asked).toEqual([reachable, gone, reachable]);
  });

  it('goes on without the leagues that could not be reached when the player says so', async () => {
    const api = new FakeGameApi();
    const { user, reload } = await replaceWithLeagues(api, [{ id: 'C'.repeat(16), member_token: 't'.repeat(43) }]);
    expect(reload).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Go on without it' }));
    expect(reload).toHaveBeenCalled();
    expect(stored(LATER_STORAGE_KEYS.leagues)).toBeNull();
    expect(JSON.parse(stored(STORAGE_KEYS.theme) ?? 'null')).toBe('dark');
  });

  it('reloads when the dialog is closed while the leagues are still being asked', async () => {
    const api = new FakeGameApi();
    api.leagueReplies.leagueBoard = () => new Promise(() => {});
    const { user, reload } = await replaceWithLeagues(api, [{ id: 'D'.repeat(16), member_token: 't'.repeat(43) }]);
    expect(reload).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(reload).toHaveBeenCalled();
  });

  it('refuses a record that fails the storage checks, and a used code', async () => {
    const api = new FakeGameApi();
    const { code } = await api.createTransfer({ version: 1, statistics: { gamesPlayed: -1 } });
    const { user } = renderApp({ api, transferCode: code });
    await vi.waitFor(() => screen.getByRole('button', { name: 'Check code' }));
    await user.click(screen.getByRole('button', { name: 'Check code' }));
    await settle();
    expect(screen.getByText(/could not be read, so nothing was changed/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check code' }));
    await settle();
    expect(screen.getByText(/already been used/)).toBeInTheDocument();
    expect(stored(STORAGE_KEYS.statistics)).toBeNull();
  });
});
