import { describe, expect, it } from 'vitest';
import { browserSession } from './support/browser-session.js';
import { ALL_CORRECT, dialog, expectRowResults, playRow, rowState, statisticsFigures } from './support/game-page.js';

const session = browserSession();

const STREAM = ['absent', 'present', 'absent', 'present', 'present', 'absent'] as const;

describe('what the browser keeps', () => {
  it('restores the game in progress after a reload, without the unsent letters', async () => {
    const { page } = await session.player();
    await playRow(page, 1, 'STREAM', [...STREAM]);
    await page.keyboard.type('pla');
    await page.reload();
    await page.getByRole('group', { name: 'Row 1' }).waitFor();
    await expectRowResults(page, 1, 'STREAM', [...STREAM]);
    expect(await rowState(page, 2)).toEqual(
      Array.from({ length: 6 }, (_, i) => `${['1st', '2nd', '3rd', '4th', '5th', '6th'][i]} letter, empty`),
    );
    expect(await page.getByRole('button', { name: 'T, present' }).count()).toBe(1);
    await playRow(page, 2, 'PLANET', ALL_CORRECT);
  });

  it('keeps statistics and the streak across reloads, and the finished game stays finished', async () => {
    const { page } = await session.player();
    await playRow(page, 1, 'PLANET', ALL_CORRECT);
    await dialog(page, 'Statistics').waitFor();
    const expected = { Played: '1', 'Win %': '100', 'Current Streak': '1', 'Max Streak': '1' };
    expect(await statisticsFigures(page)).toEqual(expected);

    await page.reload();
    await page.getByRole('group', { name: 'Row 1' }).waitFor();
    await expectRowResults(page, 1, 'PLANET', ALL_CORRECT);
    expect(await page.getByRole('button', { name: 'Enter' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Statistics' }).click();
    expect(await statisticsFigures(page)).toEqual(expected);
    expect(await page.getByTestId('bar-1').textContent()).toBe('1');
    // Recorded once per game: the reload did not count the win again.
    await page.reload();
    await page.getByRole('button', { name: 'Statistics' }).click();
    expect(await statisticsFigures(page)).toEqual(expected);
  });

  it('keeps the dark theme across reloads', async () => {
    const { page } = await session.player();
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('dark');
    await page.reload();
    await page.getByRole('group', { name: 'Row 1' }).waitFor();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    // The button shows the player's own theme once the page is taken over (the prerendered page
    // is the same for every player; the colours come from the head script before that).
    await expect.poll(() => page.getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(18, 18, 19)');
  });
});
