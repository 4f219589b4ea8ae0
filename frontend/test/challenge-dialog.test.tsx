import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/api/api-error';
import { FakeGameApi, senderTokenOf } from './support/fake-game-api';
import { renderApp, SITE, settle } from './support/render-app';
import { LATER_STORAGE_KEYS } from '../src/platform/later-storage-keys';

/** The server's 422 for a word on the offensive-word list. */
const REFUSED = "That word can't be used for a challenge. Please pick another.";

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

async function openChallengeDialog(api: FakeGameApi) {
  const { user } = renderApp({ api });
  await settle();
  await user.click(screen.getByRole('button', { name: 'Challenge a friend' }));
  const dialog = await vi.waitFor(() => screen.getByRole('dialog', { name: 'Challenge a friend' }));
  const input = within(dialog).getByLabelText('Your word');
  const submit = async (word: string) => {
    await user.clear(input);
    await user.type(input, word);
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    await settle();
  };
  return { user, dialog, input, submit };
}

describe('creating a challenge', () => {
  it("shows the server's refusal of an offensive word as it shows any refused word, and no link", async () => {
    const api = new FakeGameApi();
    api.failNext('createChallenge', new ApiError(422, REFUSED, 'Request failed (422)'));
    const { dialog, submit } = await openChallengeDialog(api);
    await submit('bugger');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(REFUSED);
    expect(within(dialog).queryByRole('textbox', { name: /Send this link/ })).toBeNull();
    expect(api.callsOf('createChallenge')).toEqual([{ method: 'createChallenge', word: 'bugger' }]);

    await submit('qzxvbn');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Not in word list');
  });

  it('clears a refusal once the player changes the word, and gives the link for an accepted one', async () => {
    const api = new FakeGameApi();
    api.failNext('createChallenge', new ApiError(422, REFUSED, 'Request failed (422)'));
    const { user, dialog, input, submit } = await openChallengeDialog(api);
    await submit('bugger');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(REFUSED);
    await user.type(input, '{Backspace}');
    expect(within(dialog).queryByRole('alert')).toBeNull();

    await submit('orbits');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByDisplayValue(new RegExp(`^${SITE}/\\?challenge=`))).toBeInTheDocument();
  });
});

describe('how friends did', () => {
  it('lists the challenges sent with their tokens, and shows how the friends who told did, names only where shown', async () => {
    const api = new FakeGameApi();
    const { user, dialog, submit } = await openChallengeDialog(api);
    expect(within(dialog).queryByRole('heading', { name: 'Your challenges' })).toBeNull();
    await submit('orbits');
    const id = 'challenge0000000000000';
    const senderToken = senderTokenOf(id);
    expect(JSON.parse(localStorage.getItem(LATER_STORAGE_KEYS.challenges) ?? '{}')).toEqual({
      sent: [{ id, sender_token: senderToken, word: 'orbits' }],
      told: [],
    });
    // The token is the browser's own: the link carries the id alone.
    expect(within(dialog).getByDisplayValue(`${SITE}/?challenge=${id}`)).toBeInTheDocument();
    within(dialog).getByRole('heading', { name: 'Your challenges' });

    const friends = within(dialog).getByRole('button', { name: 'How friends did with ORBITS' });
    await user.click(friends);
    await settle();
    expect(within(dialog).getByText('No friend has told you their result yet.')).toBeInTheDocument();

    api.challengeTold.set(id, [
      { won: true, guesses: 3, name: 'Ann' },
      { won: true, guesses: 5, name: null },
      { won: false, guesses: 7, name: 'Bo' },
    ]);
    await user.click(friends);
    await settle();
    expect(within(dialog).getByText('3 friends told you how they did: 2 solved it, 1 did not.')).toBeInTheDocument();
    const chart = within(dialog).getByRole('list', { name: "Friends' guesses" });
    expect(within(chart).getByLabelText('3 guesses: 1')).toBeInTheDocument();
    expect(within(chart).getByLabelText('5 guesses: 1')).toBeInTheDocument();
    const named = within(dialog).getByRole('list', { name: 'Friends who showed their name' });
    expect(
      within(named)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ann: solved in 3 guesses', 'Bo: not solved']);
    expect(api.callsOf('challengeResults')).toEqual([
      { method: 'challengeResults', id, senderToken },
      { method: 'challengeResults', id, senderToken },
    ]);
  });

  it('says a challenge the server removed is gone, and lists it no more', async () => {
    const api = new FakeGameApi();
    const { user, dialog, submit } = await openChallengeDialog(api);
    await submit('orbits');
    api.challenges.clear();
    await user.click(within(dialog).getByRole('button', { name: 'How friends did with ORBITS' }));
    await settle();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This challenge was removed from the server');
    expect(JSON.parse(localStorage.getItem(LATER_STORAGE_KEYS.challenges) ?? '{}')).toMatchObject({ sent: [] });
  });
});
