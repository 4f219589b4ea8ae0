import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/api/api-error';
import { FakeGameApi } from './support/fake-game-api';
import { renderApp, SITE, settle } from './support/render-app';

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
