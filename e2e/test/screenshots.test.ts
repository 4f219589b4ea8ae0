import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { PROJECT_ROOT } from '../../stack/settings.mjs';
import { DESKTOP, PHONE } from './support/browser.js';
import { browserSession } from './support/browser-session.js';
import { ALL_CORRECT, dialog, playRow, submitGuess, waitForRowRevealed } from './support/game-page.js';
import { practiceIdOf, practiceWordOf } from './support/practice-word.js';

const session = browserSession();

// `UPDATE_SCREENSHOTS=1 npm run e2e` refreshes the README's pictures; otherwise they go to results/.
const OUTPUT = process.env.UPDATE_SCREENSHOTS
  ? path.join(PROJECT_ROOT, 'docs/screenshots')
  : path.join(PROJECT_ROOT, 'e2e/results/screenshots');

const PHONE_LANDSCAPE = { width: PHONE.height, height: PHONE.width };

const CASES = [
  { name: 'light-desktop', viewport: DESKTOP, dark: false, highContrast: false },
  { name: 'dark-desktop', viewport: DESKTOP, dark: true, highContrast: false },
  { name: 'light-phone', viewport: PHONE, dark: false, highContrast: false },
  { name: 'dark-phone', viewport: PHONE, dark: true, highContrast: false },
  { name: 'light-phone-landscape', viewport: PHONE_LANDSCAPE, dark: false, highContrast: false },
  { name: 'dark-phone-landscape', viewport: PHONE_LANDSCAPE, dark: true, highContrast: false },
  { name: 'high-contrast-light-phone', viewport: PHONE, dark: false, highContrast: true },
  { name: 'high-contrast-dark-desktop', viewport: DESKTOP, dark: true, highContrast: true },
];

describe('screenshots', () => {
  it.each(CASES)('of a game in progress: $name', async ({ name, viewport, dark, highContrast }) => {
    const { page } = await session.player({ viewport });
    if (dark) await page.getByRole('button', { name: 'Dark theme' }).click();
    if (highContrast) {
      await page.getByRole('button', { name: 'Settings' }).click();
      await page.getByRole('switch', { name: 'High Contrast Mode' }).click();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
    await playRow(page, 1, 'STREAM', ['absent', 'present', 'absent', 'present', 'present', 'absent']);
    await playRow(page, 2, 'LANCET', ['present', 'present', 'present', 'absent', 'correct', 'correct']);
    await page.keyboard.type('pla');
    // The pointer off the header, whose buttons show their names on hover.
    await page.mouse.move(1, viewport.height - 1);
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    mkdirSync(OUTPUT, { recursive: true });
    const file = path.join(OUTPUT, `${name}.png`);
    await page.screenshot({ path: file });
    expect(existsSync(file)).toBe(true);
  });

  it('of a practice game in progress, on a phone', async () => {
    const { page } = await session.player({ viewport: PHONE });
    await page.getByRole('link', { name: 'Practice', exact: true }).click();
    await page.getByRole('region', { name: 'Which game' }).getByText('Practice game').waitFor();
    await page.getByRole('group', { name: 'Row 1' }).waitFor();
    // Two wrong guesses, whatever day's word the game drew.
    const word = await practiceWordOf(inject('stack').databaseUrl, await practiceIdOf(page));
    const guesses = ['STREAM', 'CASTLE', 'LANCET'].filter((guess) => guess !== word);
    for (const [i, guess] of guesses.slice(0, 2).entries()) {
      await submitGuess(page, guess);
      await waitForRowRevealed(page, i + 1);
    }
    await shoot(page, 'practice-phone');
  });

  it('of Statistics after a practice game, leading with practice, on a phone', async () => {
    const { page } = await session.player({ viewport: PHONE });
    await page.getByRole('link', { name: 'Practice', exact: true }).click();
    await page.getByRole('region', { name: 'Which game' }).getByText('Practice game').waitFor();
    await page.getByRole('group', { name: 'Row 1' }).waitFor();
    const word = await practiceWordOf(inject('stack').databaseUrl, await practiceIdOf(page));
    const wrong = ['STREAM', 'CASTLE', 'LANCET'].filter((guess) => guess !== word);
    for (const [i, guess] of wrong.slice(0, 2).entries()) {
      await submitGuess(page, guess);
      await waitForRowRevealed(page, i + 1);
    }
    await playRow(page, 3, word, ALL_CORRECT);
    await dialog(page, 'Statistics').getByRole('region', { name: 'Practice' }).waitFor();
    await shoot(page, 'practice-statistics-phone');
  });

  it("of the end of today's game, with what the word means", async () => {
    const { page } = await session.player({ viewport: PHONE });
    await playRow(page, 1, 'STREAM', ['absent', 'present', 'absent', 'present', 'present', 'absent']);
    await playRow(page, 2, 'PLANET', ALL_CORRECT);
    await dialog(page, 'Statistics').getByRole('region', { name: 'What the word means' }).waitFor();
    await shoot(page, 'meaning-phone');
  });

  it("of the analysis of today's game", async () => {
    const { page } = await session.player({ viewport: PHONE });
    await playRow(page, 1, 'STREAM', ['absent', 'present', 'absent', 'present', 'present', 'absent']);
    await playRow(page, 2, 'PLANET', ALL_CORRECT);
    await dialog(page, 'Statistics').getByRole('button', { name: 'Analysis' }).click();
    await dialog(page, 'Analysis').locator('.analysis-step').first().waitFor();
    await shoot(page, 'analysis-phone');
  });
});

async function shoot(page: Page, name: string) {
  // The pointer off the header, whose buttons show their names on hover.
  await page.mouse.move(1, (page.viewportSize()?.height ?? 1) - 1);
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  mkdirSync(OUTPUT, { recursive: true });
  const file = path.join(OUTPUT, `${name}.png`);
  await page.screenshot({ path: file });
  expect(existsSync(file)).toBe(true);
}
