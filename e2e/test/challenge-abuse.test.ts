import { describe, expect, it } from 'vitest';
import { browserSession } from './support/browser-session.js';
import { dialog } from './support/game-page.js';

const session = browserSession();

describe('a challenge word that is a valid guess but offensive', () => {
  it('is refused in the page with a plain message, and another word then makes a link', async () => {
    const { page } = await session.player();
    await page.getByRole('button', { name: 'Challenge a friend' }).click();
    const form = dialog(page, 'Challenge a friend');
    await form.getByLabel('Your word').fill('bugger');
    await form.getByRole('button', { name: 'Create link' }).click();
    const alert = form.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe("That word can't be used for a challenge. Please pick another.");
    expect(await form.getByLabel('Send this link to a friend').count()).toBe(0);

    await form.getByLabel('Your word').fill('silver');
    expect(await form.getByRole('alert').count()).toBe(0);
    await form.getByRole('button', { name: 'Create link' }).click();
    expect(await form.getByLabel('Send this link to a friend').inputValue()).toMatch(/\/\?challenge=[\w-]{22}$/);
  });
});
